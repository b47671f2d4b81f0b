import Foundation

/// The drawing attributes UIKit code sets on `view.layer` (`CALayer`): corner radius,
/// border, shadow, opacity. Layout ignores them; renderers draw them.
public final class Layer {
  /// Corner radius in points.
  public var cornerRadius: CGFloat = 0
  /// Border width in points.
  public var borderWidth: CGFloat = 0
  /// Border color (UIKit code writes `UIColor.x.cgColor`; `Color.cgColor` is the color).
  public var borderColor: Color?
  /// Whether sublayers are clipped to the bounds (the view's `clipsToBounds`).
  public var masksToBounds: Bool {
    get { view?.clipsToBounds ?? storedMasksToBounds }
    set {
      storedMasksToBounds = newValue
      view?.clipsToBounds = newValue
    }
  }
  /// Shadow color, opacity (0…1), radius and offset.
  public var shadowColor: Color?
  public var shadowOpacity: Float = 0
  public var shadowRadius: CGFloat = 3
  public var shadowOffset = CGSize(width: 0, height: -3)
  /// Layer opacity (the view's `alpha`).
  public var opacity: Float {
    get { Float(view?.alpha ?? 1) }
    set { view?.alpha = CGFloat(newValue) }
  }

  /// Which corners ``cornerRadius`` rounds (default all four; drawing only).
  public var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// The rounded corners' curve (drawing only).
  public var cornerCurve: CALayerCornerCurve = .circular
  /// The layer's stacking order among its siblings (drawing only; subview order is
  /// what hit order and snapshots use).
  public var zPosition: CGFloat = 0

  unowned(unsafe) var view: View?
  private var storedMasksToBounds = false

  init(view: View) {
    self.view = view
  }
}

extension Color {
  /// The color itself (UIKit code passes `color.cgColor` to layers).
  public var cgColor: Color { self }
}

/// The corners of a layer (`CACornerMask`), for ``Layer/maskedCorners``.
public struct CACornerMask: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The curve of rounded corners (`CALayerCornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
