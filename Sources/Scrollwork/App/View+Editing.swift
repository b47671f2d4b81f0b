import Foundation

extension View {
  /// Makes the first responder resign if it is this view or inside it (UIKit's
  /// `endEditing(_:)`; with `force` it is not asked whether it may). Returns whether no
  /// responder of the subtree is first responder any more. In a window with the
  /// keyboard up and no other responder taking over, the keyboard hides.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    let root = rootView
    guard let responder = root.storedFirstResponder as? View, responder.isDescendant(of: self) else { return true }
    guard force else { return responder.resignFirstResponder() }
    // Forced: the responder is not asked (a text field's delegate hears only the end).
    responder.releaseFirstResponder()
    if let field = responder as? TextField { field.endEditingByForce() }
    responder.announceResignation()
    return true
  }
}
