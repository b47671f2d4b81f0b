import Foundation
import Scrollwork
import Yams

/// Reads values out of a composed YAML tree, collecting every problem as a
/// ``LayoutFileIssue`` at the node's line and column instead of stopping at the first.
///
/// Each accessor returns nil after recording an error when the node has the wrong
/// shape; callers go on with the next key, so one pass reports everything.
final class YAMLReader {
  let path: String
  /// The file's lines as Unicode scalars (for exact columns inside strings).
  let lines: [[Unicode.Scalar]]
  private(set) var issues: [LayoutFileIssue] = []

  init(path: String, text: String) {
    self.path = path
    var lines: [[Unicode.Scalar]] = [[]]
    for c in text.unicodeScalars {
      if c == "\n" { lines.append([]) } else { lines[lines.count - 1].append(c) }
    }
    self.lines = lines
  }

  var hasErrors: Bool { issues.contains { $0.severity == .error } }

  /// Records an error at the node (or at `place`).
  func error(_ node: Node?, _ message: String) {
    let m = node?.mark
    issues.append(LayoutFileIssue(path: path, line: m?.line ?? 0, column: m?.column ?? 0, message: message))
  }

  func error(at place: SourcePlace, _ message: String) {
    issues.append(LayoutFileIssue(path: path, line: place.line, column: place.column, message: message))
  }

  func warning(_ node: Node?, _ message: String) {
    let m = node?.mark
    issues.append(
      LayoutFileIssue(path: path, line: m?.line ?? 0, column: m?.column ?? 0, severity: .warning, message: message))
  }

  func place(_ node: Node) -> SourcePlace {
    SourcePlace(line: node.mark?.line ?? 0, column: node.mark?.column ?? 0)
  }

  // MARK: Shapes

  /// The pairs of a mapping with string keys, in file order.
  func mapping(_ node: Node, _ what: String) -> [(key: String, keyNode: Node, value: Node)]? {
    guard case .mapping(let m) = node else {
      error(node, "\(what) must be a mapping (key: value), not \(describe(node)).")
      return nil
    }
    var pairs: [(String, Node, Node)] = []
    for (k, v) in m {
      guard case .scalar(let s) = k else {
        error(k, "Keys must be plain names, not \(describe(k)).")
        continue
      }
      pairs.append((s.string, k, v))
    }
    return pairs
  }

  func sequence(_ node: Node, _ what: String) -> [Node]? {
    guard case .sequence(let s) = node else {
      error(node, "\(what) must be a list, not \(describe(node)).")
      return nil
    }
    return Array(s)
  }

  func string(_ node: Node, _ what: String) -> String? {
    guard case .scalar(let s) = node else {
      error(node, "\(what) must be a string, not \(describe(node)).")
      return nil
    }
    return s.string
  }

  /// A finite number (YAML int or float; `.nan` and `.inf` are refused).
  func number(_ node: Node, _ what: String) -> Double? {
    guard case .scalar(let s) = node else {
      error(node, "\(what) must be a number, not \(describe(node)).")
      return nil
    }
    let text = s.string.trimmingCharacters(in: .whitespaces)
    let value: Double? = node.int.map(Double.init) ?? node.float
    guard let value else {
      error(node, "\(what) must be a number, not '\(text)'.")
      return nil
    }
    guard value.isFinite else {
      error(node, "\(what) must be a finite number, not '\(text)'.")
      return nil
    }
    return value
  }

  func integer(_ node: Node, _ what: String) -> Int? {
    guard let v = number(node, what) else { return nil }
    guard v == v.rounded(), abs(v) < 1e9 else {
      error(node, "\(what) must be a whole number, not '\(num(CGFloat(v)))'.")
      return nil
    }
    return Int(v)
  }

  func bool(_ node: Node, _ what: String) -> Bool? {
    guard case .scalar = node, let b = node.bool else {
      error(node, "\(what) must be true or false, not \(describe(node)).")
      return nil
    }
    return b
  }

  /// A list of exactly `count` numbers.
  func numbers(_ node: Node, count: Int, _ what: String, example: String) -> [Double]? {
    guard case .sequence(let s) = node, s.count == count else {
      error(node, "\(what) must be a list of \(count) numbers, like \(example).")
      return nil
    }
    var values: [Double] = []
    for item in s {
      guard let v = number(item, what) else { return nil }
      values.append(v)
    }
    return values
  }

  /// `[top, left, bottom, right]`, `{top, left, bottom, right}` (missing keys 0) or
  /// one number for all four.
  func insets(_ node: Node, _ what: String) -> EdgeInsets? {
    if case .mapping = node {
      guard let pairs = mapping(node, what) else { return nil }
      var e = EdgeInsets.zero
      for (key, keyNode, value) in pairs {
        guard let v = number(value, "\(what).\(key)") else { continue }
        switch key {
        case "top": e.top = v
        case "left": e.left = v
        case "bottom": e.bottom = v
        case "right": e.right = v
        default: error(keyNode, "Unknown inset '\(key)': use top, left, bottom, right.")
        }
      }
      return e
    }
    if case .scalar = node {
      guard let v = number(node, what) else { return nil }
      return EdgeInsets(all: v)
    }
    guard let v = numbers(node, count: 4, what, example: "[top, left, bottom, right]") else { return nil }
    return EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
  }

  /// `[width, height]`.
  func size(_ node: Node, _ what: String) -> CGSize? {
    guard let v = numbers(node, count: 2, what, example: "[width, height]") else { return nil }
    return CGSize(width: v[0], height: v[1])
  }

  /// A priority: a number in (0, 1000] or a name (`high`, `defaultLow + 1`).
  func priority(_ node: Node, _ what: String) -> Float? {
    guard case .scalar(let s) = node else {
      error(node, "\(what) must be a priority, not \(describe(node)).")
      return nil
    }
    // YAML's `.nan` and `.inf` are numbers, but not priorities: say so rather than
    // report the '.' the priority grammar trips on.
    if node.int == nil, let f = node.float, !f.isFinite {
      error(node, "\(what) must be a finite number, not '\(s.string)'.")
      return nil
    }
    do {
      return try ConstraintEquation.parsePriority(s.string)
    } catch {
      self.error(node, "\(what): \(error.message)")
      return nil
    }
  }

  /// `[horizontal, vertical]` priorities, `{horizontal, vertical}` (a missing axis is
  /// nil: the view keeps its own default), or one for both axes.
  func priorityPair(_ node: Node, _ what: String) -> (Float?, Float?)? {
    if case .mapping = node {
      guard let pairs = mapping(node, what) else { return nil }
      var h: Float?
      var v: Float?
      for (key, keyNode, value) in pairs {
        guard let p = priority(value, "\(what).\(key)") else { continue }
        switch key {
        case "horizontal": h = p
        case "vertical": v = p
        default: error(keyNode, "Unknown axis '\(key)': use horizontal, vertical.")
        }
      }
      return (h, v)
    }
    if case .scalar = node {
      guard let p = priority(node, what) else { return nil }
      return (p, p)
    }
    guard case .sequence(let s) = node, s.count == 2 else {
      error(node, "\(what) must be [horizontal, vertical] priorities or one priority.")
      return nil
    }
    guard let h = priority(s[0], what), let v = priority(s[1], what) else { return nil }
    return (h, v)
  }

  /// One of `table`'s names.
  func choice<T>(_ node: Node, _ table: [(String, T)], _ what: String) -> T? {
    guard case .scalar(let s) = node else {
      error(node, "\(what) must be one of \(table.map(\.0).joined(separator: ", ")).")
      return nil
    }
    guard let found = table.first(where: { $0.0 == s.string }) else {
      error(node, "Unknown \(what) '\(s.string)': expected one of \(table.map(\.0).joined(separator: ", ")).")
      return nil
    }
    return found.1
  }

  func describe(_ node: Node) -> String {
    switch node {
    case .scalar(let s): "'\(s.string)'"
    case .mapping: "a mapping"
    case .sequence: "a list"
    case .alias: "an alias"
    }
  }

  // MARK: Places inside strings

  /// Where offset 0 of a scalar's value is in the file, when the value appears there
  /// character for character (plain or quoted, one line, no escapes); else the
  /// scalar's own place (inexact).
  func stringPlace(_ node: Node) -> StringPlace {
    guard case .scalar(let s) = node, let mark = node.mark else {
      return StringPlace(line: node.mark?.line ?? 0, column: node.mark?.column ?? 0, exact: false)
    }
    let quoted = s.style == .singleQuoted || s.style == .doubleQuoted
    let start = mark.column - 1 + (quoted ? 1 : 0)
    let value = Array(s.string.unicodeScalars)
    if mark.line >= 1, mark.line <= lines.count, !value.contains("\n") {
      let line = lines[mark.line - 1]
      if start >= 0, start + value.count <= line.count, Array(line[start..<(start + value.count)]) == value {
        return StringPlace(line: mark.line, column: start + 1, exact: true)
      }
    }
    return StringPlace(line: mark.line, column: mark.column, exact: false)
  }
}

/// A line and column in the file (1-based).
public struct SourcePlace: Sendable, Equatable {
  public var line: Int
  public var column: Int
}

/// Where a string's characters are in the file, so that an offset in the string
/// (an equation's token, a VFL caret) becomes a file column.
public struct StringPlace: Sendable, Equatable {
  public var line: Int
  /// The column of the string's first character (exact) or of the scalar (inexact).
  public var column: Int
  /// Whether offsets map one to one onto columns.
  public var exact: Bool

  /// The file place of a 0-based offset in the string (the string's own place when
  /// the mapping is not exact).
  public func place(_ offset: Int?) -> SourcePlace {
    guard exact, let offset else { return SourcePlace(line: line, column: column) }
    return SourcePlace(line: line, column: column + offset)
  }
}
