import Foundation

/// An object that can take part in the responder chain and hold the keyboard's
/// focus: UIKit's `UIResponder`, headless.
///
/// ``View`` and ``ViewController`` inherit from it, as `UIView` and
/// `UIViewController` do. Each hierarchy (a ``Window`` or any other root view) has at
/// most one first responder; ``becomeFirstResponder()`` takes it from the previous
/// one, which resigns first (a text field ends editing before the next begins).
///
/// As in UIKit, use a hierarchy from one thread at a time.
open class Responder {
  /// Creates a responder.
  public init() {}

  /// UIKit's archive initializer (nothing is decoded).
  public required init?(coder: NSCoder) {}

  /// The next responder in the chain: a view's view controller or superview, a view
  /// controller's view's superview. Nil for the base class.
  open var next: Responder? { nil }

  /// Whether the responder accepts first-responder status (default false; text
  /// fields return true).
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the responder gives up first-responder status when asked (default true).
  open var canResignFirstResponder: Bool { true }

  /// Whether this responder is its hierarchy's first responder.
  open var isFirstResponder: Bool {
    guard let host = responderHost else { return false }
    return host.storedFirstResponder === self
  }

  /// Makes this responder the first responder of its hierarchy. Refused (false) when
  /// it is in no hierarchy, cannot become first responder, or the current one refuses
  /// to resign. The current one resigns first. Returns true if it is (now) the first
  /// responder. When the hierarchy is a ``Window`` with the keyboard up, the window
  /// posts `keyboardWillShowNotification` and `keyboardDidShowNotification` again, as
  /// iOS does when the focus moves between fields.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, takeFirstResponder() else { return false }
    announceFirstResponder()
    return true
  }

  /// Gives up first-responder status. Returns false only if ``canResignFirstResponder``
  /// refuses; true also when this was not the first responder. When no other
  /// responder takes over and the window's keyboard is up, the keyboard hides.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard canResignFirstResponder else { return false }
    releaseFirstResponder()
    announceResignation()
    return true
  }

  // MARK: Internals shared with TextField

  /// The root view whose first responder this would be (nil: none).
  var responderHost: View? { nil }

  /// Takes first-responder status from the current holder (which resigns through its
  /// own `resignFirstResponder()`, so a text field's delegate hears it end editing).
  func takeFirstResponder() -> Bool {
    guard let host = responderHost else { return false }
    if let current = host.storedFirstResponder, current !== self {
      host.isSwitchingFirstResponder = true
      let resigned = current.resignFirstResponder()
      host.isSwitchingFirstResponder = false
      guard resigned, host.storedFirstResponder == nil else { return false }
    }
    host.storedFirstResponder = self
    return true
  }

  /// Clears first-responder status without calling anyone.
  func releaseFirstResponder() {
    guard let host = responderHost, host.storedFirstResponder === self else { return }
    host.storedFirstResponder = nil
  }

  /// Tells the window a responder took over (re-posts the keyboard notifications).
  func announceFirstResponder() {
    (responderHost as? Window)?.firstResponderDidChange()
  }

  /// Tells the window the first responder left (hides the keyboard unless another
  /// responder is taking over).
  func announceResignation() {
    guard let host = responderHost, !host.isSwitchingFirstResponder else { return }
    (host as? Window)?.firstResponderDidResign()
  }
}

/// Responders compare and hash by identity, as `NSObject`s do in UIKit, so that ported
/// code can write `children.contains(controller)`, `firstIndex(of: view)` or keep a
/// `Set` of views.
extension Responder: Hashable {
  public static func == (lhs: Responder, rhs: Responder) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
