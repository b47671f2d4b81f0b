// Running the property-based tests' inputs (RandomInput.swift) against a solver and
// checking the outcomes against a model of what the solver should hold.

import LayoutSolver
import Testing

/// The case of a ``SolverError``, without its payload.
func errorKind(_ error: SolverError) -> String {
  switch error {
  case .duplicateConstraint: "duplicateConstraint"
  case .unknownConstraint: "unknownConstraint"
  case .duplicateEditVariable: "duplicateEditVariable"
  case .unknownEditVariable: "unknownEditVariable"
  case .requiredEditStrength: "requiredEditStrength"
  case .invalidStrength: "invalidStrength"
  case .invalidWeight: "invalidWeight"
  case .nonFiniteConstraint: "nonFiniteConstraint"
  case .nonFiniteSuggestion: "nonFiniteSuggestion"
  case .unsatisfiable: "unsatisfiable"
  case .internalFailure: "internalFailure"
  }
}

/// Runs a ``SolverStep`` program against a solver while keeping a model of what the
/// solver should contain, and checks each call's outcome against the model.
final class ProgramRunner {
  let variables = (0..<RandomInput.variableCount).map { Variable("v\($0)") }
  let solver = Solver()
  /// The constraints the solver should contain, in the order they were added.
  var added: [Constraint] = []
  /// The variables that should be edit variables.
  var edits: Set<Int> = []

  /// The solver's value for every variable.
  var values: [Double] { variables.map { solver.value(of: $0) } }

  /// Performs `step`, recording an issue when its outcome disagrees with the model.
  func run(_ step: SolverStep) {
    switch step.kind {
    case .add: add(step.constraint.build(variables))
    case .remove: remove(at: step.target)
    case .addEdit: addEdit(step.target % variables.count, priority: step.number)
    case .removeEdit: removeEdit(step.target % variables.count)
    case .suggest: suggest(step.number, for: step.target % variables.count)
    }
  }

  func add(_ c: Constraint) {
    let before = values
    do {
      try solver.add(c)
      added.append(c)
    } catch {
      let expected = expectedAddError(c)
      switch error {
      case .unsatisfiable(let constraint, let conflicts) where expected.contains("unsatisfiable"):
        #expect(constraint === c)
        checkConflicts(conflicts, of: c)
      default:
        #expect(expected.contains(errorKind(error)), "add \(c) threw \(error); expected one of \(expected)")
      }
      #expect(!solver.contains(c))
      expectUnchanged(before, "after the rejected \(c)")
    }
  }

  /// The errors that adding `c` may throw; "unsatisfiable" only for required ones.
  func expectedAddError(_ c: Constraint) -> Set<String> {
    var kinds: Set<String> = []
    let nonFinite =
      !c.expression.constant.isFinite || c.expression.terms.contains { !$0.coefficient.isFinite }
    if nonFinite { kinds.insert("nonFiniteConstraint") }
    if !c.strength.isValid { kinds.insert("invalidStrength") }
    if kinds.isEmpty && c.strength.isRequired { kinds.insert("unsatisfiable") }
    return kinds
  }

  /// Checks that `conflicts` names constraints the solver holds, all required, and that
  /// they really clash with `c`: a fresh solver accepts them and then refuses `c`.
  func checkConflicts(_ conflicts: [Constraint], of c: Constraint) {
    for conflict in conflicts {
      #expect(containsIdentical(added, conflict), "conflict \(conflict) is not in the solver")
      #expect(conflict.strength.isRequired, "conflict \(conflict) is optional")
    }
    let fresh = Solver()
    for conflict in conflicts {
      do { try fresh.add(conflict) } catch {
        Issue.record("the conflicts \(conflicts) do not hold together: \(error)")
        return
      }
    }
    do {
      try fresh.add(c.withStrength(.required))
      Issue.record("\(c) fits with its reported conflicts \(conflicts): the explanation is incomplete")
    } catch {
      guard case .unsatisfiable = error else {
        Issue.record("re-adding \(c) beside its conflicts threw \(error)")
        return
      }
    }
  }

  func remove(at target: Int) {
    if added.isEmpty {
      let stranger = variables[0] == 1
      let error = #expect(throws: SolverError.self) { try self.solver.remove(stranger) }
      if let error, case .unknownConstraint = error {
      } else {
        Issue.record("removing an unknown constraint threw \(String(describing: error))")
      }
      return
    }
    let c = added.remove(at: target % added.count)
    do {
      try solver.remove(c)
    } catch {
      Issue.record("removing \(c) threw \(error)")
    }
    #expect(!solver.contains(c))
  }

  func addEdit(_ i: Int, priority: Double) {
    let before = values
    let strength = Strength(priority)
    do {
      try solver.addEditVariable(variables[i], strength: strength)
      #expect(!edits.contains(i), "v\(i) was added twice as an edit variable")
      #expect(strength.isValid && !strength.isRequired, "edit strength \(priority) was accepted")
      edits.insert(i)
    } catch {
      var expected: Set<String> = []
      if edits.contains(i) { expected.insert("duplicateEditVariable") }
      if !strength.isValid { expected.insert("invalidStrength") }
      if strength.isRequired { expected.insert("requiredEditStrength") }
      #expect(
        expected.contains(errorKind(error)),
        "addEditVariable(v\(i), \(priority)) threw \(error); expected one of \(expected)")
      expectUnchanged(before, "after the rejected edit variable")
    }
  }

  func removeEdit(_ i: Int) {
    do {
      try solver.removeEditVariable(variables[i])
      #expect(edits.contains(i), "removed v\(i), which is not an edit variable")
      edits.remove(i)
    } catch {
      #expect(!edits.contains(i), "removing edit variable v\(i) threw \(error)")
      #expect(errorKind(error) == "unknownEditVariable", "removeEditVariable threw \(error)")
    }
  }

  func suggest(_ value: Double, for i: Int) {
    let before = values
    do {
      try solver.suggestValue(value, for: variables[i])
      #expect(edits.contains(i), "suggested a value for v\(i), which is not an edit variable")
      #expect(value.isFinite, "the suggestion \(value) was accepted")
    } catch {
      var expected: Set<String> = []
      if !edits.contains(i) { expected.insert("unknownEditVariable") }
      if !value.isFinite { expected.insert("nonFiniteSuggestion") }
      #expect(
        expected.contains(errorKind(error)),
        "suggestValue(\(value), for: v\(i)) threw \(error); expected one of \(expected)")
      expectUnchanged(before, "after the rejected suggestion")
    }
  }

  /// Records an issue unless every variable still has the value it had in `before`.
  func expectUnchanged(_ before: [Double], _ when: String) {
    for (v, old) in zip(variables, before) {
      let new = solver.value(of: v)
      #expect(abs(new - old) <= 1e-6 * max(1, abs(old)), "\(v) moved from \(old) to \(new) \(when)")
    }
  }

  /// Records an issue if the model and the solver disagree, or the tableau is unhealthy.
  func checkModel() {
    expectHealthy(solver)
    for c in added { #expect(solver.contains(c), "the solver lost \(c)") }
    for (i, v) in variables.enumerated() {
      #expect(solver.hasEditVariable(v) == edits.contains(i), "hasEditVariable(v\(i))")
    }
  }

  /// Records an issue for every added required constraint the values do not satisfy.
  func checkRequired() {
    for c in added where c.strength.isRequired {
      let tolerance = 1e-6 * max(1, magnitude(of: c, in: solver))
      let v = violation(of: c, in: solver)
      #expect(v <= tolerance, "required \(c) is violated by \(v); values \(values)")
    }
    for v in values { #expect(v.isFinite, "non-finite value in \(values)") }
  }
}

/// Builds `system` in a fresh solver; returns the solver and the system's variables.
func buildSolver(for system: UniqueSystem) -> (Solver, [Variable]) {
  let variables = (0..<RandomInput.variableCount).map { Variable("v\($0)") }
  let solver = Solver()
  for spec in system.required {
    do {
      try solver.add(spec.build(variables))
    } catch {
      // Random required rows may clash; the clashing one is simply left out.
      if case .unsatisfiable = error {} else { Issue.record("adding \(spec) threw \(error)") }
    }
  }
  for (i, v) in variables.enumerated() {
    do {
      try solver.addEditVariable(v, strength: Strength(system.priorities[i]))
      try solver.suggestValue(system.suggestions[i], for: v)
    } catch {
      Issue.record("anchoring \(v) threw \(error)")
    }
  }
  for (j, spec) in system.optional.enumerated() {
    let priority = system.priorities[RandomInput.variableCount + j]
    do {
      try solver.add(spec.with(priority: priority).build(variables))
    } catch {
      Issue.record("adding optional \(spec) threw \(error)")
    }
  }
  return (solver, variables)
}

/// Records an issue unless the two value lists agree within a relative 1e-6.
func expectSameValues(
  _ actual: [Double], _ expected: [Double], _ what: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let same = zip(actual, expected).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($1)) }
  #expect(same, "\(what): expected \(expected), got \(actual)", sourceLocation: sourceLocation)
}
