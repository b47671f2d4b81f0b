import Foundation
import LayoutSolver

// Read-only questions the diagnostics ask an engine (ambiguity, constraints
// affecting a view). Nothing here changes the engine's bookkeeping.

extension LayoutEngine {
  /// The layout constraints held in the solver (generated ones included) whose
  /// solver expression has a term in one of `variables`, ordered by creation
  /// (``LayoutConstraint/debugAddress`` ascending: a process-wide counter, so the
  /// constraints of one `activate([...])` call keep their order, and generated
  /// constraints follow the user constraints that existed when the engine made
  /// them).
  ///
  /// Broken constraints are not in the solver and are not returned.
  /// - Complexity: O(size of the installed solver constraints).
  func constraintsInvolving(_ variables: [Variable]) -> [LayoutConstraint] {
    let wanted = Set(variables.map(ObjectIdentifier.init))
    var found: [LayoutConstraint] = []
    // A fit's pulls stand for UIKit's temporary fitting constraints, which are gone
    // after the measurement: never listed (UIKitBehaviour.md §46).
    let pulls = Set((fitRig?.pulls ?? []).map(ObjectIdentifier.init))
    for entry in installed.values where !pulls.contains(ObjectIdentifier(entry.constraint)) {
      let touches = entry.solverConstraints.contains { sc in
        sc.expression.terms.contains { $0.coefficient != 0 && wanted.contains(ObjectIdentifier($0.variable)) }
      }
      if touches { found.append(entry.constraint) }
    }
    // Parked intrinsic-width pairs (held outside the solver) affect their view's width.
    for c in parked.values {
      if let v = c.firstItem as? View, wanted.contains(ObjectIdentifier(v.layoutVariables.width)) { found.append(c) }
    }
    return found.sorted { $0.debugAddress < $1.debugAddress }
  }

  /// The constraints that involve an item's unknowns of one axis: `minX` and
  /// `width` (horizontal) or `minY` and `height` (vertical).
  func constraintsInvolving(_ vars: ItemVariables, axis: LayoutAxis) -> [LayoutConstraint] {
    constraintsInvolving(axis == .horizontal ? [vars.minX, vars.width] : [vars.minY, vars.height])
  }

  /// The lowest priority among the solver constraints held (1000 when only
  /// required ones are), so a probe can be placed strictly below every real level.
  var lowestPriorityInUse: Double {
    var lowest = 1000.0
    for entry in installed.values {
      for sc in entry.solverConstraints where sc.strength.priority < lowest { lowest = sc.strength.priority }
    }
    return lowest
  }

  /// The generated constraints of a guide (scroll guides, margins, safe area), by
  /// identity; empty for a guide the engine made none for.
  func generatedConstraints(of guide: LayoutGuide) -> [LayoutConstraint] {
    guideConstraints[ObjectIdentifier(guide)] ?? []
  }
}
