import Foundation
import LayoutSolver

/// What a layout constraint becomes in the solver.
struct BuiltConstraints {
  var constraints: [Constraint]
  var baseConstant: Double
  var constantSign: Double
}

extension LayoutPriority {
  /// The solver strength of this priority (the same number: the solver's
  /// priorities are UIKit's, lexicographic).
  var strength: Strength { Strength(Double(rawValue)) }
}

extension LayoutEngine {
  /// The unknowns of a view or guide.
  func variables(of item: AnyObject) -> ItemVariables? {
    if let v = item as? View { return v.layoutVariables }
    if let g = item as? LayoutGuide { return g.layoutVariables }
    return nil
  }

  /// Builds the solver constraints of a layout constraint: resolves margins,
  /// leading/trailing (mirrored in right-to-left layouts), baselines, and the
  /// scroll-view content rule, then writes `first − m·second − c  REL  0`.
  /// Returns nil when an item is gone or not a view or guide.
  func makeSolverConstraints(_ c: LayoutConstraint) -> BuiltConstraints? {
    if let special = c as? GeneratedConstraintBuilding {
      return special.buildSolverConstraints(in: self)
    }
    guard let first = c.firstItem else { return nil }
    let second = c.secondItem
    if c.secondAttribute != .notAnAttribute && second == nil { return nil }
    let rtl =
      (c.firstAttribute.isDirectional || c.secondAttribute.isDirectional)
      && LayoutConstraint.hostView(of: first)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    guard let e1 = expression(first, c.firstAttribute, rtl: rtl, partner: second) else { return nil }
    var e = e1
    if let second {
      guard let e2 = expression(second, c.secondAttribute, rtl: rtl, partner: first) else { return nil }
      e = e1 - Double(c.multiplier) * e2
    }
    let base = e.constant
    let sign: Double = rtl ? 1 : -1
    e.constant = base + sign * Double(c.storedConstant)
    let relation: Relation
    switch c.relation {
    case .equal: relation = .equal
    case .lessThanOrEqual: relation = .lessThanOrEqual
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    }
    return BuiltConstraints(
      constraints: [Constraint(e, relation, strength: c.storedPriority.strength)],
      baseConstant: base, constantSign: sign)
  }

  /// The linear expression of `item.attribute` in layout space.
  ///
  /// - Margin attributes are the edges of the view's margins guide.
  /// - In a right-to-left layout leading is the right edge (the caller negates the
  ///   constant); otherwise left.
  /// - Edges of a scroll view related to one of its descendants are the edges of its
  ///   content area (uikit-spec.md §7.1); size and center stay the frame's.
  /// - Baselines come from ``View/forFirstBaselineLayout`` / ``View/baselineOffsets``;
  ///   views without text have both baselines at the bottom.
  func expression(_ item: AnyObject, _ attribute: LayoutAttribute, rtl: Bool, partner: AnyObject?) -> LinearExpression? {
    if let offset = item as? OffsetItem {
      guard let to = expression(offset.to.item, offset.to.attribute, rtl: rtl, partner: partner),
        let from = expression(offset.from.item, offset.from.attribute, rtl: rtl, partner: partner)
      else { return nil }
      return to - from
    }
    var item = item
    var attribute = attribute
    if attribute.isMargin, let view = item as? View {
      item = installSystemGuide(.layoutMargins, of: view)
      attribute = attribute.withoutMargin
    } else if attribute.isMargin {
      attribute = attribute.withoutMargin
    }
    switch attribute {
    case .leading: attribute = rtl ? .right : .left
    case .trailing: attribute = rtl ? .left : .right
    default: break
    }
    if let scroll = item as? ScrollView, let partnerView = LayoutConstraint.hostView(of: partner),
      partnerView !== scroll, partnerView.isDescendant(of: scroll),
      [.left, .right, .top, .bottom].contains(attribute)
    {
      item = scroll.contentLayoutGuide
    }
    if attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? View {
      return baselineExpression(view, first: attribute == .firstBaseline)
    }
    guard let vars = variables(of: item) else { return nil }
    return expression(vars, attribute)
  }

  /// The expression of a plain attribute of an item's unknowns.
  func expression(_ vars: ItemVariables, _ attribute: LayoutAttribute) -> LinearExpression {
    switch attribute {
    case .left, .leading, .leftMargin, .leadingMargin: return LinearExpression(vars.minX)
    case .right, .trailing, .rightMargin, .trailingMargin: return vars.minX + vars.width
    case .top, .topMargin: return LinearExpression(vars.minY)
    case .bottom, .bottomMargin, .firstBaseline, .lastBaseline: return vars.minY + vars.height
    case .width: return LinearExpression(vars.width)
    case .height: return LinearExpression(vars.height)
    case .centerX, .centerXWithinMargins: return vars.minX + 0.5 * vars.width
    case .centerY, .centerYWithinMargins: return vars.minY + 0.5 * vars.height
    case .notAnAttribute: return LinearExpression(constant: 0)
    }
  }

  /// A view's first or last baseline.
  func baselineExpression(_ view: View, first: Bool) -> LinearExpression {
    var target = view
    var hops = 0
    while hops < 64 {
      let next = first ? target.forFirstBaselineLayout : target.forLastBaselineLayout
      if next === target { break }
      target = next
      hops += 1
    }
    let vars = target.layoutVariables
    guard let offsets = target.baselineOffsets else { return vars.minY + vars.height }
    return first
      ? vars.minY + Double(offsets.fromTop)
      : vars.minY + vars.height - Double(offsets.fromBottom)
  }
}

/// Generated constraints (autoresizing, intrinsic size) that build their own
/// solver constraints.
protocol GeneratedConstraintBuilding: AnyObject {
  func buildSolverConstraints(in engine: LayoutEngine) -> BuiltConstraints?
}
