import Foundation

/// A layout guide that tracks the docked keyboard: UIKit's `UIKeyboardLayoutGuide`
/// (`view.keyboardLayoutGuide`, iOS 15; UIKitBehaviour.md §7.6).
///
/// Its bottom is the owning view's bottom and its height the part of the view the
/// keyboard covers (``View/keyboardFrame``, set on the root). With the keyboard hidden
/// its top is the safe area's bottom (``usesBottomSafeArea``, default true) or the
/// view's bottom. Pin content's bottom to `keyboardLayoutGuide.topAnchor` to keep it
/// above the keyboard.
public final class KeyboardLayoutGuide: LayoutGuide {
  /// With the keyboard hidden, whether the guide's top is the safe area's bottom
  /// (true, the default since iOS 17) or the view's bottom.
  public var usesBottomSafeArea = true {
    didSet { owningView?.marginsDidChange() }
  }
  /// Whether the guide follows an undocked (floating) keyboard; kept for UIKit code
  /// (headless, ``View/keyboardFrame`` is the docked keyboard).
  public var followsUndockedKeyboard = false
  /// Space kept between the keyboard and content when dismissing (kept for UIKit code).
  public var keyboardDismissPadding: CGFloat = 0

  init(owner: View) {
    super.init(system: .keyboard, owner: owner)
  }
}
