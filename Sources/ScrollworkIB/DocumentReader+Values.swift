import Foundation
import Scrollwork

/// Reading `<constraint>` elements and the attribute values every element shares
/// (numbers, sizes, multipliers, layout attributes), with the errors that name the
/// line of a value the importer cannot use.
extension DocumentReader {
  /// One `<constraint>` held by the view `owner`.
  mutating func readConstraint(_ e: IBElement, owner: String) throws(IBError) -> IBConstraint {
    guard e.name == "constraint" else {
      throw IBError(.unknownElement, line: e.line, "unexpected <\(e.name)> in <constraints>; expected <constraint>")
    }
    let id = e["id"] ?? "(no id)"
    for name in e.attributes.keys.sorted() where !Self.constraintAttributes.contains(name) {
      warnings.append(IBWarning(line: e.line, "constraint '\(id)': unknown attribute '\(name)' ignored"))
    }
    var constantVariations: [String: CGFloat] = [:]
    for child in e.children {
      // A size-class variation of the constant (Xcode's "+" beside Constant).
      if child.name == "variation", let key = child["key"], child["constant"] != nil {
        constantVariations[key] = CGFloat(try Self.double(child, "constant", 0))
        for name in child.attributes.keys.sorted() where name != "key" && name != "constant" {
          warnings.append(
            IBWarning(line: child.line, "constraint '\(id)': variation attribute '\(name)' ignored"))
        }
        continue
      }
      warnings.append(IBWarning(line: child.line, "constraint '\(id)': unknown element <\(child.name)> ignored"))
    }
    guard let firstName = e["firstAttribute"] else {
      throw IBError(.badAttribute, line: e.line, "constraint '\(id)' has no firstAttribute")
    }
    let first = try Self.attribute(firstName, e, id)
    var second = LayoutAttribute.notAnAttribute
    if let s = e["secondAttribute"] { second = try Self.attribute(s, e, id) }
    if (e["secondItem"] == nil) != (e["secondAttribute"] == nil) {
      throw IBError(
        .badAttribute, line: e.line, "constraint '\(id)' has a secondItem or secondAttribute without the other")
    }
    let relation: LayoutRelation
    switch e["relation"] ?? "equal" {
    case "equal": relation = .equal
    case "greaterThanOrEqual": relation = .greaterThanOrEqual
    case "lessThanOrEqual": relation = .lessThanOrEqual
    case let other: throw IBError(.badAttribute, line: e.line, "constraint '\(id)' has an unknown relation '\(other)'")
    }
    var multiplier: CGFloat = 1
    if let m = e["multiplier"] {
      guard let v = Self.multiplier(m) else {
        throw IBError(.badAttribute, line: e.line, "constraint '\(id)' has a bad multiplier '\(m)'")
      }
      multiplier = CGFloat(v)
    }
    let priority = try Self.float(e, "priority", 1000)
    if !(priority > 0 && priority <= 1000) {
      // UIKit accepts priorities in (0, 1000] only (NSLayoutConstraint.priority);
      // the builder uses the nearest one, and says so here.
      let used = priority > 1000 ? "1000 (required)" : "1"
      warnings.append(
        IBWarning(
          line: e.line,
          "constraint '\(id)': priority \(IBConformanceReport.n(CGFloat(priority))) is outside (0, 1000]; it is laid out with priority \(used)"
        ))
    }
    var constraint = IBConstraint(
      id: id, line: e.line, firstItem: e["firstItem"] ?? owner, firstAttribute: first, relation: relation,
      secondItem: e["secondItem"], secondAttribute: second, multiplier: multiplier,
      constant: CGFloat(try Self.double(e, "constant", 0)), priority: priority,
      isPlaceholder: e["placeholder"] == "YES", isSymbolic: e["symbolic"] == "YES", identifier: e["identifier"],
      owner: owner)
    constraint.constantVariations = constantVariations
    references.append((constraint.firstItem, e.line, id))
    if let s = constraint.secondItem { references.append((s, e.line, id)) }
    return constraint
  }

  /// A multiplier in any spelling IB writes: a decimal (`0.5`, `1.333`), a ratio
  /// (`3:4`, written by the size inspector's aspect ratio) or a fraction (`2/3`,
  /// typed into the multiplier field and kept as typed); nil when it is none of them,
  /// has a zero denominator or is not finite.
  static func multiplier(_ text: String) -> Double? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    for separator in [":", "/"] where trimmed.contains(separator) {
      let parts = trimmed.split(separator: Character(separator), omittingEmptySubsequences: false)
      guard parts.count == 2,
        let a = Double(parts[0].trimmingCharacters(in: .whitespaces)),
        let b = Double(parts[1].trimmingCharacters(in: .whitespaces)), b != 0
      else { return nil }
      let v = a / b
      return v.isFinite ? v : nil
    }
    guard let v = Double(trimmed), v.isFinite else { return nil }
    return v
  }

  /// IB's attribute names (`baseline` is the last baseline).
  static func attribute(_ name: String, _ e: IBElement, _ id: String) throws(IBError) -> LayoutAttribute {
    let table: [String: LayoutAttribute] = [
      "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
      "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "baseline": .lastBaseline,
      "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline, "leftMargin": .leftMargin,
      "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
      "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
      "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]
    guard let a = table[name] else {
      throw IBError(.badAttribute, line: e.line, "constraint '\(id)' has an unknown attribute '\(name)'")
    }
    return a
  }

  /// A numeric attribute, or `fallback` when absent.
  /// - Throws: `.badAttribute` when present but not a finite number.
  static func double(_ e: IBElement, _ name: String, _ fallback: Double) throws(IBError) -> Double {
    guard let text = e[name] else { return fallback }
    guard let v = Double(text), v.isFinite else {
      throw IBError(.badAttribute, line: e.line, "<\(e.name)> attribute \(name)='\(text)' is not a number")
    }
    return v
  }

  /// A `<size width height>` element (absent attributes: 0).
  static func size(_ e: IBElement) throws(IBError) -> CGSize {
    CGSize(width: try double(e, "width", 0), height: try double(e, "height", 0))
  }

  /// A priority-like attribute, or `fallback` when absent.
  static func float(_ e: IBElement, _ name: String, _ fallback: Float) throws(IBError) -> Float {
    Float(try double(e, name, Double(fallback)))
  }
}
