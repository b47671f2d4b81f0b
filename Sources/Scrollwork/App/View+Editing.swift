import Foundation

extension View {
  /// Makes the first responder resign if it is this view or inside it (UIKit's
  /// `endEditing(_:)`; with `force` its refusal is overridden). Returns whether no
  /// responder of the subtree is first responder any more. In a window with the
  /// keyboard up and no other responder taking over, the keyboard hides.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    let root = rootView
    guard let responder = root.storedFirstResponder as? View, responder.isDescendant(of: self) else { return true }
    if responder.resignFirstResponder() { return true }
    guard force else { return false }
    responder.releaseFirstResponder()
    if let field = responder as? TextField { field.endEditingByForce() }
    responder.announceResignation()
    return true
  }
}
