import Foundation

/// Turns a parsed visual format (``VisualFormatSyntax``) plus the caller's views,
/// metrics and options into constraints, in UIKit's order (UIKitBehaviour.md §2.3).
///
/// Standard space between siblings is 8 (marked as system spacing, printed
/// `NSSpace(8)`); a standard space to the superview `|` relates the superview's
/// margin attributes with constant 0 (`a.leading == S.leadingMargin`), as iOS 8+
/// does. The constraints are returned inactive.
struct VisualFormatConstraintBuilder {
  /// The sibling standard space (UIKitBehaviour.md §2.3).
  static let standardSpace: CGFloat = 8

  let syntax: VisualFormatSyntax
  let options: LayoutConstraint.FormatOptions
  let names: VisualFormatDictionaryNames

  private typealias Syntax = VisualFormatSyntax

  private struct Edges {
    var leading: LayoutAttribute
    var trailing: LayoutAttribute
    var leadingMargin: LayoutAttribute
    var trailingMargin: LayoutAttribute
    /// Right-to-left: `|` and the view after it swap roles (UIKitBehaviour.md §2.3).
    var reversed: Bool
  }

  private var vertical: Bool { syntax.orientation == .vertical }

  private var edges: Edges {
    if vertical {
      return Edges(
        leading: .top, trailing: .bottom, leadingMargin: .topMargin, trailingMargin: .bottomMargin, reversed: false)
    }
    let direction = options.intersection(.directionMask)
    if direction == .directionLeftToRight {
      return Edges(
        leading: .left, trailing: .right, leadingMargin: .leftMargin, trailingMargin: .rightMargin, reversed: false)
    }
    if direction == .directionRightToLeft {
      return Edges(
        leading: .left, trailing: .right, leadingMargin: .leftMargin, trailingMargin: .rightMargin, reversed: true)
    }
    return Edges(
      leading: .leading, trailing: .trailing, leadingMargin: .leadingMargin, trailingMargin: .trailingMargin,
      reversed: false)
  }

  private var dimension: LayoutAttribute { vertical ? .height : .width }

  /// The constraints for the format.
  /// - Throws: ``VisualFormatDiagnostic`` for a `|` whose neighbour has no superview
  ///   (caret after the first view for a leading bar, at the bar for a trailing
  ///   one), `spacingBaselineToBaseline` with `H:`, and alignment options on the
  ///   layout's own axis (caret at the end of the string).
  func build() throws(VisualFormatDiagnostic) -> [LayoutConstraint] {
    var result: [LayoutConstraint] = []
    let first = try item(syntax.firstView)
    if let leading = syntax.leadingBar {
      guard let container = Self.superview(of: first) else {
        throw VisualFormatDiagnostic(message: .noSuperview, index: syntax.firstView.range.upperBound)
      }
      result += try superviewConnection(leading.connection, view: first, container: container, atStart: true)
    }
    result += try viewPredicates(syntax.firstView, item: first)
    var previous = first
    var pairs: [(AnyObject, AnyObject)] = []
    for (connection, node) in syntax.views {
      let view = try item(node)
      result += try siblingConnection(connection, from: previous, to: view)
      result += try viewPredicates(node, item: view)
      pairs.append((previous, view))
      previous = view
    }
    if let trailing = syntax.trailingBar {
      guard let container = Self.superview(of: previous) else {
        throw VisualFormatDiagnostic(message: .noSuperview, index: trailing.index)
      }
      result += try superviewConnection(trailing.connection, view: previous, container: container, atStart: false)
    }
    if !vertical && options.contains(.spacingBaselineToBaseline) {
      throw VisualFormatDiagnostic(message: .baselineToBaselineInHorizontal, index: syntax.length)
    }
    result += try alignments(pairs)
    return result
  }

  // MARK: Items and values

  private func item(_ node: Syntax.ViewNode) throws(VisualFormatDiagnostic) -> AnyObject {
    guard let item = names.items[node.name] else {
      throw VisualFormatDiagnostic(
        message: .notAKeyInViews(node.name), index: node.range.lowerBound + 1 + node.name.utf8.count)
    }
    return item
  }

  /// The container a `|` next to `item` means: a view's superview, a guide's owner.
  static func superview(of item: AnyObject) -> View? {
    asLayoutItem(item)?.layoutContainer
  }

  private func value(_ value: Syntax.Value, at predicate: Syntax.Predicate) throws(VisualFormatDiagnostic) -> Double {
    switch value {
    case .number(let n): return n
    case .metric(let name):
      guard let n = names.metrics[name] else {
        throw VisualFormatDiagnostic(message: .unknownMetric(name), index: predicate.range.upperBound)
      }
      return n
    }
  }

  private func priority(_ predicate: Syntax.Predicate) throws(VisualFormatDiagnostic) -> LayoutPriority {
    guard let p = predicate.priority else { return .required }
    return LayoutPriority(Float(try value(p, at: predicate)))
  }

  private static func relation(_ r: Syntax.Relation) -> LayoutRelation {
    switch r {
    case .equal: .equal
    case .lessThanOrEqual: .lessThanOrEqual
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }

  // MARK: Constraints

  private func viewPredicates(_ node: Syntax.ViewNode, item: AnyObject) throws(VisualFormatDiagnostic)
    -> [LayoutConstraint]
  {
    var result: [LayoutConstraint] = []
    for predicate in node.predicates {
      let relation = Self.relation(predicate.relation)
      let priority = try priority(predicate)
      switch predicate.object {
      case .constant(let v):
        let c = CGFloat(try value(v, at: predicate))
        result.append(
          LayoutConstraint(unchecked: item, dimension, relation, nil, .notAnAttribute, constant: c, priority: priority))
      case .view(let name):
        guard let other = names.items[name] else {
          throw VisualFormatDiagnostic(message: .unknownMetric(name), index: predicate.range.upperBound)
        }
        result.append(LayoutConstraint(unchecked: item, dimension, relation, other, dimension, priority: priority))
      }
    }
    return result
  }

  /// Each (relation, constant, priority, system spacing) the connection asks for.
  private func gaps(_ connection: Syntax.Connection) throws(VisualFormatDiagnostic)
    -> [(LayoutRelation, CGFloat, LayoutPriority)]
  {
    switch connection.spacing {
    case .flush: return [(.equal, 0, .required)]
    case .standard: return [(.equal, Self.standardSpace, .required)]
    case .predicates(let predicates):
      var result: [(LayoutRelation, CGFloat, LayoutPriority)] = []
      for predicate in predicates {
        guard case .constant(let v) = predicate.object else {
          throw VisualFormatDiagnostic(message: .spaceEqualToView, index: predicate.range.upperBound)
        }
        result.append(
          (Self.relation(predicate.relation), CGFloat(try value(v, at: predicate)), try priority(predicate)))
      }
      return result
    }
  }

  private func siblingConnection(_ connection: Syntax.Connection, from left: AnyObject, to right: AnyObject)
    throws(VisualFormatDiagnostic) -> [LayoutConstraint]
  {
    let e = edges
    let baseline = vertical && options.contains(.spacingBaselineToBaseline)
    return try gaps(connection).map { relation, constant, priority in
      let c: LayoutConstraint
      if baseline {
        c = LayoutConstraint(
          unchecked: right, .firstBaseline, relation, left, .lastBaseline, constant: constant, priority: priority)
      } else if e.reversed {
        c = LayoutConstraint(
          unchecked: left, e.leading, relation, right, e.trailing, constant: constant, priority: priority)
      } else {
        c = LayoutConstraint(
          unchecked: right, e.leading, relation, left, e.trailing, constant: constant, priority: priority)
      }
      c.isSystemSpacing = connection.spacing == .standard
      return c
    }
  }

  /// `|-c-[view]` (`atStart`) or `[view]-c-|`.
  private func superviewConnection(_ connection: Syntax.Connection, view: AnyObject, container: View, atStart: Bool)
    throws(VisualFormatDiagnostic) -> [LayoutConstraint]
  {
    let e = edges
    let standard = connection.spacing == .standard
    return try gaps(connection).map { relation, constant, priority in
      // A standard space to `|` means the superview's layout margins, constant 0.
      let c: CGFloat = standard ? 0 : constant
      // Whether the bar sits on the leading (left/top) side of the view in its axis.
      let barBefore = atStart != e.reversed
      if barBefore {
        let containerAttr = standard ? e.leadingMargin : e.leading
        return LayoutConstraint(
          unchecked: view, e.leading, relation, container, containerAttr, constant: c, priority: priority)
      } else {
        let containerAttr = standard ? e.trailingMargin : e.trailing
        return LayoutConstraint(
          unchecked: container, containerAttr, relation, view, e.trailing, constant: c, priority: priority)
      }
    }
  }

  private func alignments(_ pairs: [(AnyObject, AnyObject)]) throws(VisualFormatDiagnostic) -> [LayoutConstraint] {
    let bits = options.rawValue & LayoutConstraint.FormatOptions.alignmentMask.rawValue
    let attributes = (1...12).compactMap { i in bits & (1 << UInt(i)) != 0 ? LayoutAttribute(rawValue: i) : nil }
    guard !pairs.isEmpty, !attributes.isEmpty else { return [] }
    for attribute in attributes where (attribute.axis == .vertical) == vertical {
      throw VisualFormatDiagnostic(
        message: vertical ? .alignmentVerticalInVertical : .alignmentHorizontalInHorizontal, index: syntax.length)
    }
    var result: [LayoutConstraint] = []
    for (left, right) in pairs {
      for attribute in attributes {
        result.append(LayoutConstraint(unchecked: left, attribute, .equal, right, attribute))
      }
    }
    return result
  }
}
