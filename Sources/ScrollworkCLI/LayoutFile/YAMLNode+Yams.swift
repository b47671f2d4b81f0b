import Foundation
import ScrollworkLayoutFile
import Yams

extension YAMLNode {
  /// Yams' composed tree as the layout-file library's tree: every node with its mark,
  /// each scalar with the integer, number and boolean Yams reads from it and, when its
  /// value appears in `lines` character for character, the column of its first
  /// character.
  ///
  /// Aliases are already replaced by their nodes (Yams composes them so), and the
  /// walk expands them: bound the tree first (`LayoutFile.exceedsBudget`). The walk
  /// keeps its own stack (no recursion on deep nesting), and each scalar's values are
  /// worked out once however often aliases repeat it, so the cost is linear in the
  /// text plus the expanded node count.
  /// - Throws: ``LayoutFileErrors`` for an unresolved alias node, which composing never
  ///   leaves.
  init(composed root: Node, lines: [[Unicode.Scalar]], path: String) throws(LayoutFileErrors) {
    struct Frame {
      let node: Node
      let children: [Node]
      var next = 0
      var built: [YAMLNode] = []

      init(_ node: Node) {
        self.node = node
        switch node {
        case .scalar, .alias: children = []
        case .sequence(let s): children = Array(s)
        case .mapping(let m): children = m.flatMap { [$0.key, $0.value] }
        }
      }
    }
    var scalars = ScalarCache(lines: lines)
    var stack = [Frame(root)]
    while let last = stack.indices.last {
      let i = stack[last].next
      if i < stack[last].children.count {
        stack[last].next += 1
        let child = stack[last].children[i]
        if case .scalar(let s) = child {
          stack[last].built.append(.scalar(scalars.converted(s)))
        } else {
          stack.append(Frame(child))
        }
        continue
      }
      let frame = stack.removeLast()
      let place = SourcePlace(line: frame.node.mark?.line ?? 0, column: frame.node.mark?.column ?? 0)
      let node: YAMLNode
      switch frame.node {
      case .scalar(let s): node = .scalar(scalars.converted(s))
      case .sequence: node = .sequence(List(frame.built, place: place))
      case .mapping:
        let pairs = stride(from: 0, to: frame.built.count - 1, by: 2).map { Pair(frame.built[$0], frame.built[$0 + 1]) }
        node = .mapping(Mapping(pairs, place: place))
      case .alias:
        throw LayoutFileErrors([
          LayoutFileIssue(
            path: path, line: place.line, column: place.column, message: "YAML error: an unresolved alias.")
        ])
      }
      if stack.isEmpty {
        self = node
        return
      }
      stack[stack.count - 1].built.append(node)
    }
    preconditionFailure("unreachable: the walk returns when it pops the root")
  }
}

/// Yams scalars converted once each: an alias repeats a scalar (same mark, style and
/// length), and reading its numbers or finding its column costs its length.
private struct ScalarCache {
  struct Key: Hashable {
    let line: Int
    let column: Int
    let style: UInt32
    let length: Int
  }

  let lines: [[Unicode.Scalar]]
  var converted: [Key: YAMLNode.Scalar] = [:]

  mutating func converted(_ s: Node.Scalar) -> YAMLNode.Scalar {
    guard let mark = s.mark else { return convert(s) }
    let key = Key(line: mark.line, column: mark.column, style: s.style.rawValue, length: s.string.utf8.count)
    if let found = converted[key] { return found }
    let scalar = convert(s)
    converted[key] = scalar
    return scalar
  }

  func convert(_ s: Node.Scalar) -> YAMLNode.Scalar {
    let node = Node.scalar(s)
    return YAMLNode.Scalar(
      s.string, place: SourcePlace(line: s.mark?.line ?? 0, column: s.mark?.column ?? 0),
      valueColumn: valueColumn(s), int: node.int, float: node.float, bool: node.bool)
  }

  /// The column of the value's first character when the value appears on the scalar's
  /// line character for character (plain or quoted, one line, no escapes), else nil.
  func valueColumn(_ s: Node.Scalar) -> Int? {
    guard let mark = s.mark else { return nil }
    let quoted = s.style == .singleQuoted || s.style == .doubleQuoted
    let start = mark.column - 1 + (quoted ? 1 : 0)
    let value = Array(s.string.unicodeScalars)
    guard mark.line >= 1, mark.line <= lines.count, !value.contains("\n") else { return nil }
    let line = lines[mark.line - 1]
    guard start >= 0, start + value.count <= line.count, Array(line[start..<(start + value.count)]) == value
    else { return nil }
    return start + 1
  }
}
