import Foundation

/// An on/off control: UIKit's `UISwitch`, for layout. Its size is fixed at 51 × 31
/// (iOS), and it hugs at 750 in both axes (UIKitBehaviour.md §3).
open class Switch: Control {
  /// Whether it is on.
  open var isOn = false

  /// Sets ``isOn`` (UIKit's `setOn(_:animated:)`; headless there is no animation).
  /// Like UIKit, it does not send `.valueChanged`.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  open override class var defaultPriorities:
    (hugging: (h: LayoutPriority, v: LayoutPriority), compression: (h: LayoutPriority, v: LayoutPriority))
  {
    ((.defaultHigh, .defaultHigh), (.defaultHigh, .defaultHigh))
  }

  open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.Switch" ? "UISwitch" : name
  }
}
