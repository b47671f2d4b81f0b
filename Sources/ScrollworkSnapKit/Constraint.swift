import Foundation
import Scrollwork

/// One SnapKit constraint: the layout constraints a `make.…` chain creates
/// (`make.edges.equalToSuperview()` makes four). Keep it from `.constraint` to
/// activate, deactivate or update it later.
///
/// Unlike SnapKit, ``update(priority:)-(ConstraintPriorityTarget)`` also works across required/optional and
/// ``update(multiplier:)`` exists: the affected layout constraints are replaced.
public final class Constraint {
  let fromReference: ItemReference?
  /// Where the chain was written (`File.swift:12`), also set on each layout constraint.
  public let sourceLocation: String
  /// The label from `labeled(_:)`, used as each layout constraint's identifier.
  public let label: String?
  /// The error the chain had; such a constraint has no layout constraints.
  public let error: ConstraintError?
  /// The relation.
  public let relation: LayoutRelation
  /// The current multiplier.
  public internal(set) var multiplier: CGFloat
  /// The current priority.
  public internal(set) var priority: ConstraintPriority
  var constant: ConstraintConstant
  let direction: UserInterfaceLayoutDirection
  /// The model constraints, one per attribute.
  public internal(set) var layoutConstraints: [LayoutConstraint]

  /// The view or guide that was constrained, or nil once it is gone.
  public var item: AnyObject? { fromReference?.referent }

  init(description d: ConstraintDescription) {
    fromReference = ItemReference.of(d.item)
    sourceLocation = d.sourceLocation ?? "?"
    label = d.label
    relation = d.relation ?? .equal
    multiplier = d.multiplier
    priority = d.priority
    constant = d.constant
    direction = constraintDirection(of: d.item)
    switch Constraint.build(d) {
    case .success(let list):
      layoutConstraints = list
      error = nil
    case .failure(let e):
      layoutConstraints = []
      error = e
    }
  }

  /// The layout constraints of a chain, following SnapKit's `Constraint.init`.
  static func build(_ d: ConstraintDescription) -> Result<[LayoutConstraint], ConstraintError> {
    let location = d.sourceLocation ?? "?"
    if let e = d.relateError { return .failure(e) }
    guard let relation = d.relation, let to = d.related else {
      return .failure(.invalidTarget("nothing", location: location))
    }
    let fromAttributes = d.attributes.layoutAttributes
    let toAttributes = to.attributes.layoutAttributes
    let fromName = constraintItemName(d.item)
    // SnapKit accepts a multi-attribute target only with the same attributes (or the
    // edges/margins pairs); Scrollwork also accepts a target containing them all
    // (`make.top.leading.equalTo(guide.snp.edges)`), mapping each to itself.
    let isSubset = to.attributes.isSuperset(of: d.attributes)
    if toAttributes.count > 1 && !isSubset
      && !ConstraintAttributes.marginPairs.contains(where: { $0.0 == d.attributes && $0.1 == to.attributes })
    {
      return .failure(
        .nonIdenticalAttributes(
          from: fromName + "." + fromAttributes.map(\.description).joined(separator: ","),
          to: to.description, location: location))
    }
    if to.reference != nil && to.target == nil {
      return .failure(.invalidTarget("a deallocated item", location: location))
    }
    guard d.priority.layoutPriority.isValid else {
      return .failure(.invalid(.invalidPriority(d.priority.layoutPriority), location: location))
    }
    let direction = constraintDirection(of: d.item)
    var result: [LayoutConstraint] = []
    for fromAttribute in fromAttributes {
      var toAttribute: LayoutAttribute
      if !toAttributes.isEmpty {
        toAttribute =
          ConstraintAttributes.mapped(fromAttribute, from: d.attributes, to: to.attributes)
          ?? (isSubset ? fromAttribute : toAttributes[0])
      } else if to.target == nil && (fromAttribute == .centerX || fromAttribute == .centerY) {
        toAttribute = fromAttribute == .centerX ? .left : .top
      } else {
        toAttribute = fromAttribute
      }
      var toItem = to.target
      if toItem == nil && !toAttribute.isDimension {
        guard let superview = constraintSuperview(of: d.item) else {
          return .failure(.noSuperview(item: fromName, attribute: fromAttribute, location: location))
        }
        toItem = superview
      }
      if toItem == nil { toAttribute = .notAnAttribute }
      let value = d.constant.value(for: toItem == nil ? fromAttribute : toAttribute, direction: direction)
      if let e = LayoutConstraint.validate(
        fromAttribute, toItem == nil ? nil : toAttribute, multiplier: d.multiplier, constant: value)
      {
        return .failure(.invalid(e, location: location))
      }
      let c = LayoutConstraint(
        unchecked: d.item, fromAttribute, relation, toItem, toAttribute,
        multiplier: toItem == nil ? 1 : d.multiplier, constant: value,
        priority: d.priority.layoutPriority, identifier: d.label)
      c.sourceLocation = location
      result.append(c)
    }
    return .success(result)
  }

  /// Whether any of its layout constraints is active. Setting it calls ``activate()``
  /// or ``deactivate()``.
  public var isActive: Bool {
    get { layoutConstraints.contains { $0.isActive } }
    set { if newValue { activate() } else { deactivate() } }
  }

  /// Activates it. A failure (items in different hierarchies, an error from the
  /// chain) is recorded as a `LayoutIssue` on the item's hierarchy; use
  /// ``activateThrowing()`` to get it thrown instead.
  public func activate() {
    do { try activateThrowing() } catch { record(error) }
  }

  /// Activates it, or throws and leaves it inactive.
  /// - Throws: the chain's ``error``, or ``ConstraintError/notInSameHierarchy(first:second:location:)``
  ///   naming both items.
  public func activateThrowing() throws(ConstraintError) {
    if let error { throw error }
    var done: [LayoutConstraint] = []
    for c in layoutConstraints where !c.isActive {
      do {
        try c.activate()
        done.append(c)
      } catch {
        LayoutConstraint.deactivate(done)
        throw mapped(error, for: c)
      }
    }
    if let item { ConstraintRegistry.add(self, to: item) }
  }

  /// Deactivates its layout constraints and forgets it (`updateConstraints` no longer finds it).
  public func deactivate() {
    LayoutConstraint.deactivate(layoutConstraints)
    if let item { ConstraintRegistry.remove(self, from: item) }
  }

  /// A model error as a DSL error naming both items.
  func mapped(_ error: LayoutError, for c: LayoutConstraint) -> ConstraintError {
    if case .noCommonAncestor = error {
      return .notInSameHierarchy(
        first: constraintItemName(c.firstItem), second: constraintItemName(c.secondItem), location: sourceLocation)
    }
    return .invalid(error, location: sourceLocation)
  }

  /// Records an error as a `LayoutIssue` on the item's hierarchy.
  func record(_ error: ConstraintError) {
    let subject: LayoutConstraint
    if let first = layoutConstraints.first {
      subject = first
    } else if let item {
      // A placeholder naming the item, so the issue lands on its hierarchy.
      subject = LayoutConstraint(unchecked: item, .notAnAttribute, relation, nil, .notAnAttribute, identifier: label)
      subject.sourceLocation = sourceLocation
    } else {
      return
    }
    LayoutIssueLog.record(.invalidMutation(subject, error.layoutError), for: subject)
  }
}
