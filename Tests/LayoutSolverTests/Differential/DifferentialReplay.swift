import LayoutSolver

/// What replaying one oracle case on `Solver` found.
struct ReplayOutcome {
  var comparedCheckpoints = 0
  var unsatisfiableChecked = 0
  /// A readable description of the first disagreement, if any.
  var failure: String?
}

/// Replays oracle cases (recorded or live) on `LayoutSolver.Solver` and compares with
/// kiwisolver's answers.
enum DifferentialReplay {
  static func strength(_ name: String) -> Strength? {
    switch name {
    case "required": .required
    case "strong": .strong
    case "medium": .medium
    case "weak": .weak
    default: nil
    }
  }

  static func relation(_ op: String) -> Relation? {
    switch op {
    case "==": .equal
    case "<=": .lessThanOrEqual
    case ">=": .greaterThanOrEqual
    default: nil
    }
  }

  /// Replays `oracleCase` on a fresh `Solver`, stopping at the first disagreement.
  static func run(_ oracleCase: OracleCase, masterSeed: Int, tolerance: Double) -> ReplayOutcome {
    var outcome = ReplayOutcome()
    let variables = oracleCase.variables.map { Variable($0) }
    var constraints: [Constraint] = []
    for (k, spec) in oracleCase.constraints.enumerated() {
      guard let relation = relation(spec.op), let strength = strength(spec.strength),
        spec.terms.allSatisfy({ $0.count == 2 && Int($0[0]) >= 0 && Int($0[0]) < variables.count })
      else {
        outcome.failure = describe(
          oracleCase, masterSeed: masterSeed, failingAt: nil, "constraint c\(k) is malformed",
          solver: nil, variables: variables)
        return outcome
      }
      let terms = spec.terms.map { Term(variables[Int($0[0])], coefficient: $0[1]) }
      constraints.append(Constraint(Expression(terms, constant: spec.constant), relation, strength: strength))
    }

    let solver = Solver()
    for (i, operation) in oracleCase.operations.enumerated() {
      let problem =
        apply(
          operation, to: solver, variables: variables, constraints: constraints,
          tolerance: tolerance, outcome: &outcome)
        ?? {
          let violations = solver._invariantViolations()
          return violations.isEmpty ? nil : "invariant violations: \(violations.joined(separator: "; "))"
        }()
      if let problem {
        outcome.failure = describe(
          oracleCase, masterSeed: masterSeed, failingAt: i, problem, solver: solver, variables: variables)
        return outcome
      }
    }
    return outcome
  }

  /// Applies one operation; returns a description of the disagreement, if any.
  static func apply(
    _ operation: OracleOperation, to solver: Solver, variables: [Variable], constraints: [Constraint],
    tolerance: Double, outcome: inout ReplayOutcome
  ) -> String? {
    func variable() -> Variable? {
      operation.variable.flatMap { $0 >= 0 && $0 < variables.count ? variables[$0] : nil }
    }
    func constraint() -> (Int, Constraint)? {
      operation.constraint.flatMap { $0 >= 0 && $0 < constraints.count ? ($0, constraints[$0]) : nil }
    }
    switch operation.op {
    case "add":
      guard let pair = constraint() else { return "malformed operation" }
      let (k, c) = pair
      let kiwiRefuses = operation.unsatisfiable ?? false
      do {
        try solver.add(c)
      } catch {
        guard case .unsatisfiable(let refused, let conflicts) = error else {
          return "add(c\(k)) threw \(error)"
        }
        guard kiwiRefuses else {
          return "add(c\(k)) threw unsatisfiable, but kiwi accepts c\(k): \(error)"
        }
        if refused !== c { return "add(c\(k)) threw unsatisfiable naming another constraint: \(refused)" }
        if solver.contains(c) { return "the solver contains c\(k) after refusing it" }
        if let stray = conflicts.first(where: { !$0.strength.isRequired || !solver.contains($0) }) {
          return "unsatisfiable(c\(k)) names a conflict that is not a required constraint in the solver: \(stray)"
        }
        outcome.unsatisfiableChecked += 1
        return nil
      }
      if kiwiRefuses {
        return "kiwi refuses c\(k) as unsatisfiable (by a margin of at least 1e-3), but add(c\(k)) accepted it"
      }
      return solver.contains(c) ? nil : "contains(c\(k)) is false after add"
    case "remove":
      guard let pair = constraint() else { return "malformed operation" }
      let (k, c) = pair
      do { try solver.remove(c) } catch { return "remove(c\(k)) threw \(error)" }
      return solver.contains(c) ? "contains(c\(k)) is true after remove" : nil
    case "addEdit":
      guard let v = variable(), let strength = operation.strength.flatMap(strength) else {
        return "malformed operation"
      }
      do { try solver.addEditVariable(v, strength: strength) } catch { return "addEditVariable(\(v)) threw \(error)" }
      return solver.hasEditVariable(v) ? nil : "hasEditVariable(\(v)) is false after addEditVariable"
    case "removeEdit":
      guard let v = variable() else { return "malformed operation" }
      do { try solver.removeEditVariable(v) } catch { return "removeEditVariable(\(v)) threw \(error)" }
      return nil
    case "suggest":
      guard let v = variable(), let value = operation.value else { return "malformed operation" }
      do { try solver.suggestValue(value, for: v) } catch { return "suggestValue(\(value), for: \(v)) threw \(error)" }
      return nil
    case "check":
      guard let expected = operation.values else { return nil }  // optimum not unique: not compared
      solver.updateVariables()
      var lines: [String] = []
      var differs = false
      for (i, kiwi) in expected.enumerated() where i < variables.count {
        guard let kiwi else { continue }
        let ours = solver.value(of: variables[i])
        let ok = abs(ours - kiwi) <= tolerance
        if !ok { differs = true }
        let mark = ok ? "" : "   <-- differs by \(abs(ours - kiwi))"
        lines.append("    \(variables[i]): kiwi \(kiwi), LayoutSolver \(ours)\(mark)")
      }
      if expected.count != variables.count {
        return "check lists \(expected.count) values for \(variables.count) variables"
      }
      if differs { return "values differ from kiwi's (unique) optimum:\n" + lines.joined(separator: "\n") }
      outcome.comparedCheckpoints += 1
      return nil
    default:
      return "unknown operation \(operation.op)"
    }
  }

  static func describe(_ constraint: OracleConstraint, variables: [Variable]) -> String {
    var text = ""
    for (i, term) in constraint.terms.enumerated() {
      let c = term[1]
      let name = term[0] >= 0 && Int(term[0]) < variables.count ? variables[Int(term[0])].name : "?"
      if i == 0 {
        text += c < 0 ? "-" : ""
      } else {
        text += c < 0 ? " - " : " + "
      }
      text += abs(c) == 1 ? name : "\(abs(c))*\(name)"
    }
    if constraint.constant != 0 {
      text += constraint.constant < 0 ? " - \(-constraint.constant)" : " + \(constraint.constant)"
    }
    return "\(text) \(constraint.op) 0  [\(constraint.strength)]"
  }

  static func describe(_ operation: OracleOperation, variables: [Variable]) -> String {
    let v = operation.variable.map { $0 >= 0 && $0 < variables.count ? variables[$0].name : "?" } ?? "?"
    let c = operation.constraint.map { "c\($0)" } ?? "?"
    switch operation.op {
    case "add": return "add \(c)" + ((operation.unsatisfiable ?? false) ? "   (kiwi: unsatisfiable)" : "")
    case "remove": return "remove \(c)"
    case "addEdit": return "addEditVariable \(v) @\(operation.strength ?? "?")"
    case "removeEdit": return "removeEditVariable \(v)"
    case "suggest": return "suggestValue \(v) = \(operation.value.map { "\($0)" } ?? "?")"
    case "check":
      guard let values = operation.values else { return "check (optimum not unique: not compared)" }
      let shown = values.enumerated().compactMap { i, x in
        x.map { "\(i < variables.count ? variables[i].name : "?")=\($0)" }
      }
      return "check: kiwi " + shown.joined(separator: ", ")
    default: return operation.op
    }
  }

  static func describe(
    _ oracleCase: OracleCase, masterSeed: Int, failingAt failing: Int?, _ problem: String,
    solver: Solver?, variables: [Variable]
  ) -> String {
    var lines = [
      "kiwi differential case #\(oracleCase.index) (caseSeed \(oracleCase.caseSeed), master seed \(masterSeed), "
        + "kind \(oracleCase.kind)) disagrees with kiwisolver"
        + (failing.map { " at operation \($0)" } ?? "") + ":",
      "  \(problem.replacingOccurrences(of: "\n", with: "\n  "))",
      "  reproduce: python3 Scripts/kiwi_oracle.py --case-seed \(oracleCase.caseSeed) --pretty",
      "  constraints (expression (op) 0):",
    ]
    for (k, c) in oracleCase.constraints.enumerated() {
      lines.append("    c\(k): \(describe(c, variables: variables))")
    }
    lines.append("  operations:")
    let last = failing ?? -1
    for (i, operation) in oracleCase.operations.enumerated() where i <= last {
      lines.append("  \(i == last ? "->" : "  ")\(i): \(describe(operation, variables: variables))")
    }
    if let solver {
      let ours = variables.map { "\($0.name)=\(solver.value(of: $0))" }.joined(separator: ", ")
      lines.append("  LayoutSolver's values now: \(ours)")
    }
    return lines.joined(separator: "\n")
  }
}
