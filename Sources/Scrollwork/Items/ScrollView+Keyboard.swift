import Foundation

extension ScrollView {
  /// Makes room for a keyboard (uikit-spec.md §7.6, the robust variant of Apple's
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

extension TextField {
  /// Whether this field is its root hierarchy's first responder.
  public var isFirstResponder: Bool { FirstResponderRegistry.responder(forRoot: rootView) === self }

  /// Makes this field the first responder of its root hierarchy (one per root view:
  /// the previous one resigns). Returns true. Headless, no keyboard appears: call
  /// ``ScrollView/keyboardWillShow(frame:in:)`` to simulate it.
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    FirstResponderRegistry.set(self, forRoot: rootView)
    return true
  }

  /// Stops being the first responder. Returns true (also when it was not one).
  @discardableResult
  public func resignFirstResponder() -> Bool {
    if isFirstResponder { FirstResponderRegistry.set(nil, forRoot: rootView) }
    return true
  }

  /// The first responder of the hierarchy whose root is `root`, if any.
  public static func firstResponder(in root: View) -> TextField? {
    FirstResponderRegistry.responder(forRoot: root.rootView)
  }
}

/// The first responder of each root hierarchy, keyed by the root's
/// `ObjectIdentifier` [choice: extensions cannot add stored properties to `View`].
/// Both the root and the field are held weakly; an entry whose root died is ignored
/// (a new object reusing the identifier finds no match) and pruned on the next set.
/// The responder belongs to the root it was made in: moving the field to another
/// hierarchy leaves it unregistered there.
enum FirstResponderRegistry {
  final class Entry {
    weak var root: View?
    weak var field: TextField?
    init(root: View, field: TextField) {
      self.root = root
      self.field = field
    }
  }

  nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
  private static let lock = NSLock()

  static func responder(forRoot root: View) -> TextField? {
    lock.withLock {
      guard let entry = entries[ObjectIdentifier(root)], entry.root === root,
        let field = entry.field, field.rootView === root
      else { return nil }
      return field
    }
  }

  static func set(_ field: TextField?, forRoot root: View) {
    lock.withLock {
      entries = entries.filter { $0.value.root != nil && $0.value.field != nil }
      if let field {
        entries[ObjectIdentifier(root)] = Entry(root: root, field: field)
      } else {
        entries[ObjectIdentifier(root)] = nil
      }
    }
  }
}
