import Foundation

/// An immutable record of a laid-out view tree: ids, class names, frames, bounds,
/// text, scroll content sizes, layout guides, plus the hierarchy's issues and
/// ambiguities. What renderers and the CLI consume, so that rendering never
/// triggers layout.
///
/// ```swift
/// let snapshot = LayoutSnapshot(of: root)
/// snapshot.root.children[0].frame   // (20, 30, 100, 50)
/// print(snapshot.jsonString())
/// ```
///
/// Node ids are the view's `accessibilityIdentifier` when it has one, else `v<n>`,
/// where n is the view's 0-based position among all the snapshot's views in
/// document order (parents before children, subviews back to front; the root is
/// `v0`). Numbering counts every view, named or not, so naming one view does not
/// renumber the others. Ids are not checked for uniqueness.
///
/// The JSON schema is in `Sources/Scrollwork/Scrollwork.docc/Diagnostics.md` (sorted keys; rectangles
/// are `{"x", "y", "width", "height"}`; absent optionals are omitted).
public struct LayoutSnapshot: Sendable, Equatable, Codable {
  /// The snapshot's view (the one passed to ``init(of:)``) and its subtree.
  public let root: Node
  /// The hierarchy's layout issues (unsatisfiable constraints, refused
  /// mutations), each as UIKit's console text, oldest first (``View/layoutIssues``).
  public let issues: [String]
  /// The ``AmbiguityReport/suggestion`` of every ambiguous view and guide of the
  /// hierarchy, in document order (``View/ambiguityReports()``).
  public let ambiguities: [String]

  /// Lays the view's hierarchy out (``View/layoutIfNeeded()``), then records the
  /// view's subtree, the hierarchy's issues and its ambiguities.
  /// - Complexity: O(views) plus one ambiguity probe pass (a temporary engine and
  ///   eight probes per view and guide).
  public init(of view: View) {
    view.layoutIfNeeded()
    var counter = 0
    root = Node(view, counter: &counter)
    issues = view.layoutIssues.map(\.description)
    ambiguities = view.ambiguityReports().map(\.suggestion)
  }

  /// Creates a snapshot from its parts (tests, renderers, decoded documents).
  public init(root: Node, issues: [String] = [], ambiguities: [String] = []) {
    self.root = root
    self.issues = issues
    self.ambiguities = ambiguities
  }

  /// Every node, in document order (the root first).
  public var allNodes: [Node] {
    var list: [Node] = []
    var stack = [root]
    while let n = stack.popLast() {
      list.append(n)
      stack.append(contentsOf: n.children.reversed())
    }
    return list
  }

  /// The first node with this id, in document order.
  public func node(withID id: String) -> Node? {
    allNodes.first { $0.id == id }
  }
}
