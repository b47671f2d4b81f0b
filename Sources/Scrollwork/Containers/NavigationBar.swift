import Foundation

/// The bar a ``NavigationController`` shows at the top: UIKit's `UINavigationBar`. Its
/// frame is set by its controller (UIKitBehaviour.md §40); what it draws is not
/// modelled.
open class NavigationBar: View {
  /// Whether content shows through (default true): a translucent bar lets the
  /// controllers' views extend under it, an opaque one stops them at its bottom edge
  /// unless they ask (`extendedLayoutIncludesOpaqueBars`, §38).
  open var isTranslucent = true {
    didSet { if isTranslucent != oldValue { superview?.setNeedsLayout() } }
  }
  /// Whether titles are large where the items allow (default false). A large title adds
  /// 52 points under the bar's row, except in a compact height.
  open var prefersLargeTitles = false {
    didSet { if prefersLargeTitles != oldValue { superview?.setNeedsLayout() } }
  }
  /// The bar's style (stored; drawing only).
  open var barStyle: BarStyle = .default

  /// UIKit's `UIBarStyle`.
  public enum BarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
  }

  /// The height of a bar's row: ``regularRowHeight`` (44 points) on a phone in a
  /// regular height, ``compactRowHeight`` (32) in a compact height (a phone in
  /// landscape), ``padRowHeight`` (50) on an iPad (UIKitBehaviour.md §40).
  static func rowHeight(for traits: TraitCollection) -> CGFloat {
    if traits.userInterfaceIdiom == .pad { return padRowHeight }
    return traits.verticalSizeClass == .compact ? compactRowHeight : regularRowHeight
  }

  /// A bar's row on a phone in a regular height: 44 points (§40). The one source of
  /// this height for every target (Interface Builder's canvas draws it too).
  package static let regularRowHeight: CGFloat = 44
  /// A bar's row in a compact height: 32 points (§40).
  package static let compactRowHeight: CGFloat = 32
  /// A bar's row on an iPad: 50 points (§40).
  package static let padRowHeight: CGFloat = 50
  /// The row a large title adds under the bar's own: 52 points (§40).
  package static let largeTitleHeight: CGFloat = 52
}

/// The bar a ``NavigationController`` shows at the bottom when its toolbar is not
/// hidden: UIKit's `UIToolbar` (frame set by the controller; §40).
open class Toolbar: View {
  /// Whether content shows through (default true); see ``NavigationBar/isTranslucent``.
  open var isTranslucent = true {
    didSet { if isTranslucent != oldValue { superview?.setNeedsLayout() } }
  }

  /// 44 points in a regular height, 32 in a compact one, 50 on an iPad (§40).
  static func height(for traits: TraitCollection) -> CGFloat {
    NavigationBar.rowHeight(for: traits)
  }
}

/// The bar a ``TabBarController`` shows at the bottom: UIKit's `UITabBar` (frame set by
/// the controller; it extends over the home indicator; §40).
open class TabBar: View {
  /// Whether content shows through (default true); see ``NavigationBar/isTranslucent``.
  open var isTranslucent = true {
    didSet { if isTranslucent != oldValue { superview?.setNeedsLayout() } }
  }

  /// The bar's height above the bottom safe-area inset: ``regularHeight`` (49 points)
  /// on a phone in a regular height, 32 in a compact height, 50 on an iPad (§40).
  static func height(for traits: TraitCollection) -> CGFloat {
    if traits.userInterfaceIdiom == .pad { return NavigationBar.padRowHeight }
    return traits.verticalSizeClass == .compact ? NavigationBar.compactRowHeight : regularHeight
  }

  /// The bar on a phone in a regular height, above the home indicator: 49 points
  /// (§40). The one source of this height for every target (Interface Builder's
  /// canvas draws it too).
  package static let regularHeight: CGFloat = 49
}
