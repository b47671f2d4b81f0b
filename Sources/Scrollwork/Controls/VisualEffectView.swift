import Foundation

/// A view that draws an effect behind its content: UIKit's `UIVisualEffectView`, for
/// layout.
///
/// Its subviews go in ``contentView``, which always fills its bounds (a subview made
/// with the effect view, sized by autoresizing: flexible width and height). It has no
/// intrinsic size. The effect is kept for renderers.
open class VisualEffectView: View {
  /// The effect (drawing only).
  open var effect: VisualEffect?

  /// The view to add subviews to; it fills the bounds.
  public let contentView = View(frame: .zero)

  /// Creates an effect view (UIKit's `init(effect:)`).
  public init(effect: VisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    installContentView()
  }

  /// Creates an effect view with no effect and a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    installContentView()
  }

  /// UIKit's archive initializer (nothing is decoded).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    installContentView()
  }

  private func installContentView() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.VisualEffectView" ? "UIVisualEffectView" : name
  }
}
