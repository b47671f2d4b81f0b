import Foundation
import Scrollwork

extension Constraint {
  /// Sets the constant to `offset` on every layout constraint (SnapKit's `update(offset:)`).
  @discardableResult
  public func update(offset: ConstraintOffsetTarget) -> Constraint {
    setConstant(.scalar(offset.constraintOffsetTargetValue))
  }

  /// Sets the constant from insets (a number insets every edge); right, bottom and
  /// trailing get the negated value, width and height minus both sides.
  @discardableResult
  public func update(inset: ConstraintInsetTarget) -> Constraint {
    setConstant(.inset(inset))
  }

  /// Sets the constant from directional insets.
  @discardableResult
  public func update(inset: DirectionalEdgeInsets) -> Constraint {
    setConstant(.directionalInsets(inset))
  }

  /// Changes the priority. Between optional values it changes in place; across
  /// required/optional (which UIKit refuses and SnapKit silently skips) each active
  /// layout constraint is replaced by a new one with the new priority.
  @discardableResult
  public func update(priority: ConstraintPriorityTarget) -> Constraint {
    update(priority: ConstraintPriority(priority.constraintPriorityTargetValue))
  }

  /// Changes the priority (`.low`, `.high + 1`); see ``update(priority:)-(ConstraintPriorityTarget)``.
  @discardableResult
  public func update(priority p: ConstraintPriority) -> Constraint {
    guard p.layoutPriority.isValid else {
      record(.invalid(.invalidPriority(p.layoutPriority), location: sourceLocation))
      return self
    }
    self.priority = p
    for i in layoutConstraints.indices {
      let old = layoutConstraints[i]
      if old.isActive && old.priority.isRequired != p.layoutPriority.isRequired {
        replace(i, multiplier: old.multiplier, priority: p.layoutPriority)
      } else {
        do { try old.setPriority(p.layoutPriority) } catch { record(.invalid(error, location: sourceLocation)) }
      }
    }
    return self
  }

  /// Changes the multiplier, which Auto Layout keeps read-only (SnapKit #155, #386):
  /// each layout constraint with a second item is replaced by one with the new value.
  @discardableResult
  public func update(multiplier: ConstraintMultiplierTarget) -> Constraint {
    let m = multiplier.constraintOffsetTargetValue
    guard m.isFinite else {
      record(.invalid(.nonFinite("multiplier"), location: sourceLocation))
      return self
    }
    self.multiplier = m
    for i in layoutConstraints.indices where layoutConstraints[i].secondItem != nil {
      if layoutConstraints[i].firstAttribute.isLocation && m == 0 {
        record(.invalid(.locationEqualToConstant(layoutConstraints[i].firstAttribute), location: sourceLocation))
        continue
      }
      replace(i, multiplier: m, priority: layoutConstraints[i].priority)
    }
    return self
  }

  func setConstant(_ value: ConstraintConstant) -> Constraint {
    constant = value
    for c in layoutConstraints {
      let attribute = c.secondAttribute == .notAnAttribute ? c.firstAttribute : c.secondAttribute
      c.constant = value.value(for: attribute, direction: direction)
    }
    return self
  }

  /// Replaces layout constraint `i` by a copy with another multiplier or priority.
  func replace(_ i: Int, multiplier m: CGFloat, priority p: LayoutPriority) {
    let old = layoutConstraints[i]
    guard let first = old.firstItem else { return }
    let new = LayoutConstraint(
      unchecked: first, old.firstAttribute, old.relation, old.secondItem, old.secondAttribute,
      multiplier: m, constant: old.constant, priority: p, identifier: old.identifier)
    new.sourceLocation = old.sourceLocation
    do { try replace(i, with: new) } catch { record(error) }
  }

  /// Puts `new` in place of layout constraint `i`, active if the old one was.
  func replace(_ i: Int, with new: LayoutConstraint) throws(ConstraintError) {
    let old = layoutConstraints[i]
    let wasActive = old.isActive
    layoutConstraints[i] = new
    guard wasActive else { return }
    LayoutConstraint.deactivate([old])
    do { try new.activate() } catch { throw mapped(error, for: new) }
  }

  /// Whether two layout constraints relate the same items and attributes the same way
  /// (what `updateConstraints` matches on; multiplier and priority may differ).
  static func sameRelation(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
    a.firstItem === b.firstItem && a.firstAttribute == b.firstAttribute && a.relation == b.relation
      && a.secondItem === b.secondItem && a.secondAttribute == b.secondAttribute
  }

  /// `updateConstraints` for one new chain: each layout constraint that matches an
  /// installed one updates it (constant and optional priority in place; a new
  /// multiplier or a required/optional change replaces it); the rest are added.
  func applyAsUpdate(to item: AnyObject) throws(ConstraintError) {
    if let error { throw error }
    let installed = ConstraintRegistry.constraints(for: item)
    var unmatched: [LayoutConstraint] = []
    for new in layoutConstraints {
      var found: (Constraint, Int)?
      for owner in installed {
        if let i = owner.layoutConstraints.firstIndex(where: { Constraint.sameRelation($0, new) }) {
          found = (owner, i)
          break
        }
      }
      guard let (owner, i) = found else {
        unmatched.append(new)
        continue
      }
      let old = owner.layoutConstraints[i]
      owner.priority = priority
      if old.multiplier != new.multiplier
        || (old.isActive && old.priority.isRequired != new.priority.isRequired)
      {
        owner.multiplier = new.multiplier
        try owner.replace(i, with: new)
      } else {
        old.constant = new.constant
        if old.priority != new.priority {
          do { try old.setPriority(new.priority) } catch { throw .invalid(error, location: sourceLocation) }
        }
      }
    }
    guard !unmatched.isEmpty else { return }
    layoutConstraints = unmatched
    try activateThrowing()
  }
}
