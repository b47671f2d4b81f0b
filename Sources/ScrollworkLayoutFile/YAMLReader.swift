import Foundation
import Scrollwork

/// Reads values out of a composed YAML tree (``YAMLNode``), collecting every problem as a
/// ``LayoutFileIssue`` at the node's line and column instead of stopping at the first.
///
/// Each accessor returns nil after recording an error when the node has the wrong
/// shape; callers go on with the next key, so one pass reports everything.
package final class YAMLReader {
  package let path: String
  package private(set) var issues: [LayoutFileIssue] = []

  package init(path: String) {
    self.path = path
  }

  package var hasErrors: Bool { issues.contains { $0.severity == .error } }

  /// Records an error at the node (or at `place`).
  package func error(_ node: YAMLNode?, _ message: String) {
    let m = node?.place
    issues.append(LayoutFileIssue(path: path, line: m?.line ?? 0, column: m?.column ?? 0, message: message))
  }

  package func error(at place: SourcePlace, _ message: String) {
    issues.append(LayoutFileIssue(path: path, line: place.line, column: place.column, message: message))
  }

  package func warning(_ node: YAMLNode?, _ message: String) {
    let m = node?.place
    issues.append(
      LayoutFileIssue(path: path, line: m?.line ?? 0, column: m?.column ?? 0, severity: .warning, message: message))
  }

  package func warning(at place: SourcePlace, _ message: String) {
    issues.append(
      LayoutFileIssue(path: path, line: place.line, column: place.column, severity: .warning, message: message))
  }

  package func place(_ node: YAMLNode) -> SourcePlace { node.place }

  // MARK: Shapes

  /// The pairs of a mapping with string keys, in file order.
  package func mapping(_ node: YAMLNode, _ what: String) -> [(key: String, keyNode: YAMLNode, value: YAMLNode)]? {
    guard case .mapping(let m) = node else {
      error(node, "\(what) must be a mapping (key: value), not \(describe(node)).")
      return nil
    }
    var pairs: [(String, YAMLNode, YAMLNode)] = []
    for pair in m.pairs {
      guard case .scalar(let s) = pair.key else {
        error(pair.key, "Keys must be plain names, not \(describe(pair.key)).")
        continue
      }
      pairs.append((s.string, pair.key, pair.value))
    }
    return pairs
  }

  package func sequence(_ node: YAMLNode, _ what: String) -> [YAMLNode]? {
    guard case .sequence(let s) = node else {
      error(node, "\(what) must be a list, not \(describe(node)).")
      return nil
    }
    return s.items
  }

  package func string(_ node: YAMLNode, _ what: String) -> String? {
    guard case .scalar(let s) = node else {
      error(node, "\(what) must be a string, not \(describe(node)).")
      return nil
    }
    return s.string
  }

  /// A finite number (YAML int or float; `.nan` and `.inf` are refused).
  package func number(_ node: YAMLNode, _ what: String) -> Double? {
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

  package func integer(_ node: YAMLNode, _ what: String) -> Int? {
    guard let v = number(node, what) else { return nil }
    guard v == v.rounded(), abs(v) < 1e9 else {
      error(node, "\(what) must be a whole number, not '\(num(CGFloat(v)))'.")
      return nil
    }
    return Int(v)
  }

  package func bool(_ node: YAMLNode, _ what: String) -> Bool? {
    guard case .scalar = node, let b = node.bool else {
      error(node, "\(what) must be true or false, not \(describe(node)).")
      return nil
    }
    return b
  }

  /// A list of exactly `count` numbers.
  package func numbers(_ node: YAMLNode, count: Int, _ what: String, example: String) -> [Double]? {
    guard case .sequence(let s) = node, s.items.count == count else {
      error(node, "\(what) must be a list of \(count) numbers, like \(example).")
      return nil
    }
    var values: [Double] = []
    for item in s.items {
      guard let v = number(item, what) else { return nil }
      values.append(v)
    }
    return values
  }

  /// `[top, left, bottom, right]`, `{top, left, bottom, right}` (missing keys 0) or
  /// one number for all four.
  package func insets(_ node: YAMLNode, _ what: String) -> EdgeInsets? {
    let sides = ["top", "left", "bottom", "right"]
    guard
      let v = fourSides(
        node, what, sides: sides, unknownKey: { "Unknown inset '\($0)': use top, left, bottom, right." })
    else { return nil }
    return EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
  }

  /// `[top, leading, bottom, trailing]`, `{top, leading, bottom, trailing}` (missing
  /// keys 0) or one number for all four: UIKit's `NSDirectionalEdgeInsets`, whose
  /// sides are named leading and trailing, so `left` and `right` are refused.
  package func directionalInsets(_ node: YAMLNode, _ what: String) -> DirectionalEdgeInsets? {
    let sides = ["top", "leading", "bottom", "trailing"]
    guard
      let v = fourSides(
        node, what, sides: sides,
        unknownKey: { key in
          key == "left" || key == "right"
            ? "Unknown inset '\(key)': \(what) is directional, use top, leading, bottom, trailing "
              + "(leading is the right in a right-to-left layout)."
            : "Unknown inset '\(key)': use top, leading, bottom, trailing."
        })
    else { return nil }
    return DirectionalEdgeInsets(top: v[0], leading: v[1], bottom: v[2], trailing: v[3])
  }

  /// The four numbers of an insets value whose sides are named `sides`, in that
  /// order: a mapping of those names (missing ones 0; another key is an error at the
  /// key, worded by `unknownKey`, after its value is read as a number), a list of
  /// four, or one number for all four. Nil when the value cannot be used (its error
  /// recorded).
  private func fourSides(
    _ node: YAMLNode, _ what: String, sides: [String], unknownKey: (String) -> String
  ) -> [Double]? {
    if case .mapping = node {
      guard let pairs = mapping(node, what) else { return nil }
      var v = [Double](repeating: 0, count: 4)
      for (key, keyNode, value) in pairs {
        guard let n = number(value, "\(what).\(key)") else { continue }
        if let i = sides.firstIndex(of: key) { v[i] = n } else { error(keyNode, unknownKey(key)) }
      }
      return v
    }
    if case .scalar = node {
      guard let n = number(node, what) else { return nil }
      return [n, n, n, n]
    }
    return numbers(node, count: 4, what, example: "[\(sides.joined(separator: ", "))]")
  }

  /// `[width, height]`.
  package func size(_ node: YAMLNode, _ what: String) -> CGSize? {
    guard let v = numbers(node, count: 2, what, example: "[width, height]") else { return nil }
    return CGSize(width: v[0], height: v[1])
  }

  /// A priority: a number in (0, 1000] or a name (`high`, `defaultLow + 1`).
  package func priority(_ node: YAMLNode, _ what: String) -> Float? {
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
  package func priorityPair(_ node: YAMLNode, _ what: String) -> (Float?, Float?)? {
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
    guard case .sequence(let s) = node, s.items.count == 2 else {
      error(node, "\(what) must be [horizontal, vertical] priorities or one priority.")
      return nil
    }
    guard let h = priority(s.items[0], what), let v = priority(s.items[1], what) else { return nil }
    return (h, v)
  }

  /// One of `table`'s names.
  package func choice<T>(_ node: YAMLNode, _ table: [(String, T)], _ what: String) -> T? {
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

  package func describe(_ node: YAMLNode) -> String {
    switch node {
    case .scalar(let s): "'\(s.string)'"
    case .mapping: "a mapping"
    case .sequence: "a list"
    }
  }

  // MARK: Places inside strings

  /// Where offset 0 of a scalar's value is in the file, when the value appears there
  /// character for character (``YAMLNode/Scalar/valueColumn``); else the node's own
  /// place (inexact).
  package func stringPlace(_ node: YAMLNode) -> StringPlace {
    guard case .scalar(let s) = node, let column = s.valueColumn else {
      return StringPlace(line: node.place.line, column: node.place.column, exact: false)
    }
    return StringPlace(line: s.place.line, column: column, exact: true)
  }
}

/// A line and column in the file (1-based).
public struct SourcePlace: Sendable, Equatable {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
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
