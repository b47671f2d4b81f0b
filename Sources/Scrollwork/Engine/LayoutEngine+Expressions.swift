import Foundation
import LayoutSolver

/// The solver's constraint type, named apart from the SnapKit-style DSL's
/// `Constraint`, which this module declares and which would otherwise shadow it.
typealias SolverConstraint = LayoutSolver.Constraint

/// What a layout constraint becomes in the solver.
struct BuiltConstraints {
  var constraints: [SolverConstraint]
  var baseConstant: Double
}

extension LayoutPriority {
  /// The solver strength of this priority (the same number: the solver's
  /// priorities are UIKit's, lexicographic).
  var strength: Strength { Strength(Double(rawValue)) }
}

extension LayoutEngine {
  /// The unknowns of a view or guide.
  func variables(of item: AnyObject) -> ItemVariables? {
    asLayoutItem(item)?.layoutVariables
  }

  /// Builds the solver constraints of a layout constraint: resolves margins,
  /// leading/trailing (mirrored in right-to-left layouts), baselines, and the
  /// scroll-view content rule, then writes `first − m·second − c  REL  0`.
  /// Returns nil when an item is gone or not a view or guide.
  /// - Complexity: O(1) for plain attributes (a few terms, no hashing).
  func makeSolverConstraints(_ c: LayoutConstraint) -> BuiltConstraints? {
    if c.buildsOwnSolverConstraints, let special = c as? GeneratedConstraintBuilding {
      return special.buildSolverConstraints(in: self)
    }
    guard let first = c.firstItem else { return nil }
    let second = c.secondItem
    if c.secondAttribute != .notAnAttribute && second == nil { return nil }
    let host = LayoutConstraint.hostView(of: first)
    let rtl =
      (c.firstAttribute.isDirectional || c.secondAttribute.isDirectional)
      && host?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    // A right-to-left constraint holds in mirrored coordinates (x' = W − x), so its
    // horizontal sides enter negated; inequalities then flip, as they must.
    let s1: Double = rtl && c.firstAttribute.axis == .horizontal ? -1 : 1
    var terms: [Term] = []
    terms.reserveCapacity(6)
    var constant = 0.0
    guard appendTerms(first, c.firstAttribute, s1, rtl: rtl, partner: second, into: &terms, constant: &constant)
    else { return nil }
    if let second {
      let m = Double(c.multiplier)
      let s2: Double = rtl && c.secondAttribute.axis == .horizontal ? -1 : 1
      guard
        appendTerms(
          second, c.secondAttribute, -m * s2, rtl: rtl, partner: first, into: &terms,
          constant: &constant)
      else { return nil }
      // UIKit evaluates a constraint in its container's coordinates (the nearest
      // common ancestor's). For two locations of one axis with multiplier 1 the
      // container's origin cancels; otherwise (`centerX == 0.5 × superview.centerX`,
      // cross-axis pairs) it is written out, or the result would depend on where
      // the container sits in the root.
      if c.firstAttribute.isLocation, m != 1 || c.firstAttribute.axis != c.secondAttribute.axis,
        let h1 = host, let h2 = LayoutConstraint.hostView(of: second), let g = View.commonAncestor(h1, h2)
      {
        appendContainerOrigin(g.layoutVariables, c.firstAttribute, mirrored: s1 < 0, weight: 1, into: &terms)
        appendContainerOrigin(g.layoutVariables, c.secondAttribute, mirrored: s2 < 0, weight: -m, into: &terms)
      }
    }
    let base = constant
    let relation: Relation
    switch c.relation {
    case .equal: relation = .equal
    case .lessThanOrEqual: relation = .lessThanOrEqual
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    }
    // The constant enters negated (`first − m·second − c`); right-to-left mirrors the
    // sides' terms, not the constant.
    let e = LinearExpression(terms, constant: base - Double(c.storedConstant))
    return BuiltConstraints(
      constraints: [SolverConstraint(e, relation, strength: c.storedPriority.strength)],
      baseConstant: base)
  }

  /// Appends `weight × (−origin)` of the container `g` for a location on
  /// `attribute`'s axis, turning a layout-space location into one in `g`'s
  /// coordinates; mirrored (right-to-left, where the side entered negated), the
  /// container's far edge `g.minX + g.width` instead.
  func appendContainerOrigin(
    _ g: ItemVariables, _ attribute: LayoutAttribute, mirrored: Bool, weight: Double, into terms: inout [Term]
  ) {
    if attribute.axis == .vertical {
      terms.append(Term(g.minY, coefficient: -weight))
    } else if mirrored {
      terms.append(Term(g.minX, coefficient: weight))
      terms.append(Term(g.width, coefficient: weight))
    } else {
      terms.append(Term(g.minX, coefficient: -weight))
    }
  }

  /// Appends `coefficient × item.attribute` (see ``expression(_:_:rtl:partner:)``).
  func appendTerms(
    _ item: AnyObject, _ attribute: LayoutAttribute, _ coefficient: Double, rtl: Bool, partner: AnyObject?,
    into terms: inout [Term], constant: inout Double
  ) -> Bool {
    // The common case first: a view's plain edge or size.
    if let view = item as? View, !attribute.isMargin, attribute != .firstBaseline, attribute != .lastBaseline,
      !(view is ScrollView)
    {
      appendPlain(view.layoutVariables, attribute, coefficient, rtl: rtl, into: &terms)
      constant += coefficient * Self.alignmentOffset(view.alignmentRectInsets, attribute, rtl: rtl)
      return true
    }
    guard let e = expression(item, attribute, rtl: rtl, partner: partner) else { return false }
    for t in e.terms { terms.append(Term(t.variable, coefficient: t.coefficient * coefficient)) }
    constant += e.constant * coefficient
    return true
  }

  /// Appends the terms of a plain attribute (no margins, baselines or scroll rule).
  func appendPlain(
    _ vars: ItemVariables, _ attribute: LayoutAttribute, _ k: Double, rtl: Bool, into terms: inout [Term]
  ) {
    var attribute = attribute
    if attribute == .leading { attribute = rtl ? .right : .left }
    if attribute == .trailing { attribute = rtl ? .left : .right }
    switch attribute {
    case .left:
      terms.append(Term(vars.minX, coefficient: k))
    case .right:
      terms.append(Term(vars.minX, coefficient: k))
      terms.append(Term(vars.width, coefficient: k))
    case .top:
      terms.append(Term(vars.minY, coefficient: k))
    case .bottom:
      terms.append(Term(vars.minY, coefficient: k))
      terms.append(Term(vars.height, coefficient: k))
    case .width:
      terms.append(Term(vars.width, coefficient: k))
    case .height:
      terms.append(Term(vars.height, coefficient: k))
    case .centerX:
      terms.append(Term(vars.minX, coefficient: k))
      terms.append(Term(vars.width, coefficient: 0.5 * k))
    case .centerY:
      terms.append(Term(vars.minY, coefficient: k))
      terms.append(Term(vars.height, coefficient: 0.5 * k))
    default:
      break
    }
  }

  /// The linear expression of `item.attribute` in layout space.
  ///
  /// - Margin attributes are the edges of the view's margins guide.
  /// - In a right-to-left layout leading is the right edge (the caller mirrors the
  ///   equation); otherwise left.
  /// - Edges of a scroll view related to one of its descendants are the edges of its
  ///   content area (UIKitBehaviour.md §7.1); size and center stay the frame's.
  /// - Baselines come from ``View/forFirstBaselineLayout`` / ``View/baselineOffsets``;
  ///   views without text have both baselines at the bottom.
  func expression(_ item: AnyObject, _ attribute: LayoutAttribute, rtl: Bool, partner: AnyObject?) -> LinearExpression?
  {
    if let offset = item as? OffsetItem {
      // The distance runs in the anchors' own direction: from a leading anchor
      // towards the left in a right-to-left layout.
      let mirrored =
        (offset.from.attribute.isDirectional || offset.to.attribute.isDirectional)
        && offset.hostView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
      guard let to = expression(offset.to.item, offset.to.attribute, rtl: mirrored, partner: partner),
        let from = expression(offset.from.item, offset.from.attribute, rtl: mirrored, partner: partner)
      else { return nil }
      return mirrored ? from - to : to - from
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
    guard let view = item as? View else { return expression(vars, attribute) }
    return expression(vars, attribute) + Self.alignmentOffset(view.alignmentRectInsets, attribute, rtl: rtl)
  }

  /// What the alignment rectangle adds to a plain attribute of the frame
  /// (UIKitBehaviour.md §23): its edges lie inside the frame by the insets, its size
  /// is smaller by both insets of the axis, its center moves by half their
  /// difference. Leading and trailing resolve to left and right as in
  /// ``appendPlain(_:_:_:rtl:into:)``; margins and baselines get nothing.
  static func alignmentOffset(_ insets: EdgeInsets, _ attribute: LayoutAttribute, rtl: Bool) -> Double {
    if insets == EdgeInsets() { return 0 }
    var attribute = attribute
    if attribute == .leading { attribute = rtl ? .right : .left }
    if attribute == .trailing { attribute = rtl ? .left : .right }
    let offset: CGFloat
    switch attribute {
    case .left: offset = insets.left
    case .right: offset = -insets.right
    case .top: offset = insets.top
    case .bottom: offset = -insets.bottom
    case .width: offset = -insets.horizontal
    case .height: offset = -insets.vertical
    case .centerX: offset = (insets.left - insets.right) / 2
    case .centerY: offset = (insets.top - insets.bottom) / 2
    default: offset = 0
    }
    return Double(offset)
  }

  /// The expression of a plain attribute of an item's unknowns.
  /// Margin forms read as the plain edge, baselines as the bottom (callers resolve
  /// margins, baselines and leading/trailing before; this is the fallback).
  func expression(_ vars: ItemVariables, _ attribute: LayoutAttribute) -> LinearExpression {
    var attribute = attribute.withoutMargin
    if attribute == .firstBaseline || attribute == .lastBaseline { attribute = .bottom }
    var terms: [Term] = []
    appendPlain(vars, attribute, 1, rtl: false, into: &terms)
    return LinearExpression(terms)
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
    if let text = target.centeredTextMetrics {
      return vars.minY + 0.5 * vars.height + Double(text.ascender - text.lineHeight / 2)
    }
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
