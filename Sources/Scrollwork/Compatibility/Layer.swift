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
