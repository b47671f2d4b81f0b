/// UIKit's nested type names, so that code written against UIKit keeps compiling after
/// renaming the outer types (`NSLayoutConstraint.Attribute` → `LayoutConstraint.Attribute`).
extension LayoutConstraint {
  /// `NSLayoutConstraint.Attribute`.
  public typealias Attribute = LayoutAttribute
  /// `NSLayoutConstraint.Relation`.
  public typealias Relation = LayoutRelation
  /// `NSLayoutConstraint.Axis`.
  public typealias Axis = LayoutAxis
}

extension View {
  /// `UIView.AutoresizingMask`.
  public typealias AutoresizingMask = Scrollwork.AutoresizingMask
  /// `UIView.ContentMode`.
  public typealias ContentMode = Scrollwork.ContentMode
  /// `UIView.AnimationOptions`.
  public typealias AnimationOptions = Scrollwork.AnimationOptions
}

extension View {
  /// `UIView.AnimationCurve`.
  public typealias AnimationCurve = Scrollwork.AnimationCurve
}

/// An animation's timing curve (`UIView.AnimationCurve`; raw values as in UIKit). The
/// keyboard's notifications carry 7, a private curve no case names, as on iOS.
public enum AnimationCurve: Int, Sendable {
  case easeInOut = 0
  case easeIn = 1
  case easeOut = 2
  case linear = 3
}

/// Edges of a rectangle (`UIRectEdge`), for `edgesForExtendedLayout`.
public struct RectEdge: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = RectEdge(rawValue: 1 << 0)
  public static let left = RectEdge(rawValue: 1 << 1)
  public static let bottom = RectEdge(rawValue: 1 << 2)
  public static let right = RectEdge(rawValue: 1 << 3)
  public static let all: RectEdge = [.top, .left, .bottom, .right]
}

/// The orientations a view controller supports (`UIInterfaceOrientationMask`; raw values
/// as in UIKit). Scrollwork's windows turn between portrait and landscape only.
public struct InterfaceOrientationMask: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
  public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
  public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
  public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
  public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

  /// Whether the mask allows `orientation` (landscape: either side).
  public func allows(_ orientation: DeviceOrientation) -> Bool {
    orientation == .portrait ? contains(.portrait) : !intersection(.landscape).isEmpty
  }
}

/// The status bar's style (`UIStatusBarStyle`; raw values as in UIKit).
public enum StatusBarStyle: Int, Sendable {
  case `default` = 0
  case lightContent = 1
  case darkContent = 3
}

/// `UIKeyboardType`: UIKit declares it at top level; Scrollwork nests it in
/// ``TextField`` (UIKitBehaviour.md §19).
public typealias KeyboardType = TextField.KeyboardType
/// `UIReturnKeyType`: UIKit declares it at top level; Scrollwork nests it in
/// ``TextField`` (UIKitBehaviour.md §19).
public typealias ReturnKeyType = TextField.ReturnKeyType

extension TableViewCell {
  /// `UITableViewCell.SeparatorStyle`, the type of `UITableView.separatorStyle`
  /// (UIKitBehaviour.md §19).
  public typealias SeparatorStyle = TableView.SeparatorStyle
}
