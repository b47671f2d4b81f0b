import Foundation

extension ScrollView {
  /// Makes room for a keyboard (UIKitBehaviour.md §7.6, the robust variant of Apple's
  /// "Moving Content That Is Located Under the Keyboard"):
  /// 1. `frame` (in `coordinateSpace`'s bounds coordinates; nil = the root view's,
  ///    as UIKit's nil means the window's) and the scroll view's frame are both
  ///    taken to the root's coordinates; overlap = the height of their intersection
  ///    (0 if they do not meet);
  /// 2. bottom = overlap − `safeAreaInsets.bottom` when the safe area's bottom is
  ///    already part of ``adjustedContentInset``, never below 0;
  /// 3. the content inset's bottom and both indicator insets' bottoms become it; the
  ///    insets from before the first call are saved for ``keyboardWillHide()``;
  /// 4. the root's first responder, if it lies inside this scroll view, is scrolled
  ///    into view with ``scrollRectToVisible(_:animated:)``.
  ///
  /// Call it again when the keyboard frame changes (rotation); the saved insets stay
  /// those from before the keyboard.
  public func keyboardWillShow(frame: CGRect, in coordinateSpace: View?) {
    let keyboard = (coordinateSpace ?? rootView).convert(frame, to: rootView)
    let mine = convert(bounds, to: rootView)
    let hit = keyboard.intersection(mine)
    let overlap = hit.isNull ? 0 : hit.height
    let safeBottomInAdjusted = safeAreaPortion.bottom > 0 ? safeAreaInsets.bottom : 0
    let bottom = max(0, overlap - safeBottomInAdjusted)
    if insetsBeforeKeyboard == nil {
      insetsBeforeKeyboard = (contentInset, verticalScrollIndicatorInsets, horizontalScrollIndicatorInsets)
    }
    contentInset.bottom = bottom
    verticalScrollIndicatorInsets.bottom = bottom
    horizontalScrollIndicatorInsets.bottom = bottom
    if let responder = TextField.firstResponder(in: rootView), responder.isDescendant(of: self),
      responder !== self
    {
      scrollRectToVisible(responder.convert(responder.bounds, to: self), animated: true)
    }
  }

  /// Puts back the content and indicator insets saved by the first
  /// ``keyboardWillShow(frame:in:)`` (an offset now out of range snaps back, §7.3).
  /// Does nothing if no keyboard was shown.
  public func keyboardWillHide() {
    guard let saved = insetsBeforeKeyboard else { return }
    insetsBeforeKeyboard = nil
    contentInset = saved.content
    verticalScrollIndicatorInsets = saved.vertical
    horizontalScrollIndicatorInsets = saved.horizontal
  }
}
