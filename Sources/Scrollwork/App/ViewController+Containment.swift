import Foundation

extension ViewController {
  /// The container this controller is a child of.
  public var parent: ViewController? { storedParent }

  /// The children, in the order they were added.
  public var children: [ViewController] { storedChildren }

  /// Whether `candidate` is this controller or one of its ancestors.
  func hasAncestor(_ candidate: ViewController) -> Bool {
    var ancestor: ViewController? = self
    while let a = ancestor {
      if a === candidate { return true }
      ancestor = a.storedParent
    }
    return false
  }
}
