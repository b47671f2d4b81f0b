/// Everything ``Solver`` can refuse. Each case carries the offending object.
public enum SolverError: Error, CustomStringConvertible {
  /// The constraint was already added.
  case duplicateConstraint(Constraint)
  /// The constraint was never added (or was already removed).
  case unknownConstraint(Constraint)
  /// The variable already has an edit constraint.
  case duplicateEditVariable(Variable)
  /// The variable has no edit constraint.
  case unknownEditVariable(Variable)
  /// Edit variables must be optional: the strength was required.
  case requiredEditStrength(Variable)
  /// The strength is not finite or not in (0, 1000] (nor ``Strength/broken``); the constraint (or, for an
  /// edit variable, its implied `v == value` constraint) is attached.
  case invalidStrength(Strength, Constraint?)
  /// An optional constraint's error weight is not finite or not in
  /// (0, ``Solver/maximumCoefficient``]; the constraint is attached.
  case invalidWeight(Double, Constraint)
  /// A coefficient of the constraint is NaN, infinite or beyond
  /// ±``Solver/maximumCoefficient``, or its constant is NaN, infinite or beyond
  /// ±``Solver/maximumMagnitude``.
  case nonFiniteConstraint(Constraint)
  /// A suggested value is NaN, infinite or beyond ±``Solver/maximumMagnitude``.
  case nonFiniteSuggestion(Variable, Double)
  /// A required constraint cannot hold together with required constraints
  /// already added. `conflicts` names those earlier constraints (a small set that
  /// conflicts with `constraint`, not the whole system); the solver is unchanged.
  case unsatisfiable(Constraint, conflicts: [Constraint])
  /// A state no input should reach: a bug in the solver. The message says which.
  case internalFailure(String)

  public var description: String {
    switch self {
    case .duplicateConstraint(let c): "duplicate constraint: \(c)"
    case .unknownConstraint(let c): "unknown constraint: \(c)"
    case .duplicateEditVariable(let v): "duplicate edit variable: \(v)"
    case .unknownEditVariable(let v): "unknown edit variable: \(v)"
    case .requiredEditStrength(let v): "an edit variable cannot be required: \(v)"
    case .invalidStrength(let s, let c):
      "invalid strength \(s) (must be finite and in (0, 1000], or 1100)" + (c.map { ": \($0)" } ?? "")
    case .nonFiniteConstraint(let c):
      "constraint has a number that is not finite or too large (coefficients beyond ±1e6, constants beyond ±1e15): \(c)"
    case .invalidWeight(let w, let c): "invalid weight \(formatNumber(w)) (must be finite and in (0, 1e15]): \(c)"
    case .nonFiniteSuggestion(let v, let x): "value \(x) suggested for \(v) is not finite or beyond ±1e15"
    case .unsatisfiable(let c, let conflicts):
      "unsatisfiable constraint: \(c)"
        + (conflicts.isEmpty ? "" : "; it conflicts with " + conflicts.map { "{\($0)}" }.joined(separator: ", "))
    case .internalFailure(let m): "internal solver failure: \(m)"
    }
  }
}
