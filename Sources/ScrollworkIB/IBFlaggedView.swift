import Foundation

/// A view element on which Xcode stored `misplaced="YES"` or `ambiguous="YES"`
/// (InterfaceBuilderFormat.md §10), wherever it sits in its scene: also inside table and
/// collection view cells, bars and other content the layout builder does not build.
public struct IBFlaggedView: Sendable, Equatable {
  /// The element name (`label`, `tableViewCell`, ...).
  public var element: String
  /// The IB id.
  public var id: String
  /// The line of the element.
  public var line: Int
  /// `misplaced="YES"`.
  public var misplaced: Bool
  /// `ambiguous="YES"`.
  public var ambiguous: Bool

  /// Every flagged element with an id in the subtree of `e`, in document order.
  /// - Complexity: O(elements), iterative (no recursion per nesting level).
  static func all(in e: IBElement) -> [IBFlaggedView] {
    var result: [IBFlaggedView] = []
    var stack = [e]
    while let x = stack.popLast() {
      let misplaced = x["misplaced"] == "YES"
      let ambiguous = x["ambiguous"] == "YES"
      if misplaced || ambiguous, let id = x["id"] {
        result.append(IBFlaggedView(element: x.name, id: id, line: x.line, misplaced: misplaced, ambiguous: ambiguous))
      }
      stack.append(contentsOf: x.children.reversed())
    }
    return result
  }
}
