// The inputs of the property-based tests (PropertyTests.swift): constraints, solver
// programs and uniquely solvable systems drawn as small numbers (indices into fixed
// tables), so that a failing case shrinks to a short, readable program.

import LayoutSolver
import PropertyBased

/// A constraint over the variables `v0…v3`, drawn from small numbers.
struct ConstraintSpec: Sendable, CustomStringConvertible {
  var terms: [(variable: Int, coefficient: Double)]
  var constant: Double
  var relation: Relation
  var priority: Double

  func build(_ variables: [Variable]) -> Constraint {
    let expression = Expression(
      terms.map { Term(variables[$0.variable], coefficient: $0.coefficient) }, constant: constant)
    return Constraint(expression, relation, strength: Strength(priority))
  }

  func with(priority: Double) -> ConstraintSpec {
    var copy = self
    copy.priority = priority
    return copy
  }

  var description: String {
    let lhs = terms.map { "\($0.coefficient) * v\($0.variable)" }.joined(separator: " + ")
    return "(\(lhs.isEmpty ? "0" : lhs) + \(constant) \(relation) 0) | \(priority)"
  }
}

/// One call on the solver.
struct SolverStep: Sendable, CustomStringConvertible {
  enum Kind: Sendable { case add, remove, addEdit, removeEdit, suggest }
  var kind: Kind
  var constraint: ConstraintSpec
  /// Which added constraint to remove (modulo their count), or which variable.
  var target: Int
  /// The suggested value, or the edit strength's priority.
  var number: Double

  var description: String {
    switch kind {
    case .add: "add \(constraint)"
    case .remove: "remove #\(target)"
    case .addEdit: "addEditVariable(v\(target), \(number))"
    case .removeEdit: "removeEditVariable(v\(target))"
    case .suggest: "suggestValue(\(number), for: v\(target))"
    }
  }
}

/// A system whose lexicographic optimum is unique: every variable has an edit anchor,
/// and every optional constraint (anchors included) has a priority of its own. Level
/// by level, from the highest, each anchor pins its variable to the one value nearest
/// its suggestion within the (convex) set the higher levels left, and each other
/// optional level keeps a nonempty convex subset; so once all anchors have run, every
/// variable has exactly one value.
struct UniqueSystem: Sendable, CustomStringConvertible {
  var required: [ConstraintSpec]
  var optional: [ConstraintSpec]
  var suggestions: [Double]
  /// Distinct optional priorities: the first `variableCount` are the anchors', the
  /// rest go to `optional` in order.
  var priorities: [Double]

  var description: String {
    "required: \(required)\noptional: \(optional)\nsuggestions: \(suggestions)\npriorities: \(priorities)"
  }
}

enum RandomInput {
  static let variableCount = 4
  static let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
  /// Priorities for random programs: required appears most, then a few optional levels.
  static let programPriorities: [Double] = [1000, 1000, 1000, 999, 750, 500, 250, 1.5]
  /// Optional priorities for edit variables in random programs.
  static let editPriorities: [Double] = [750, 999, 500, 250, 1.5]
  /// Distinct optional priorities for unique systems (more than anchors + optionals).
  static let distinctPriorities: [Double] = [999.5, 999, 900, 750, 600, 501, 500, 400, 251, 250, 100, 10, 1.5, 1]
  /// Awkward numbers, simplest first (generators shrink toward index 0).
  static let awkwardNumbers: [Double] = [0, 1, -1, 2.5, -7, 100, -250, 0.125, .nan, .infinity, -.infinity]
  /// Awkward priorities: valid ones first, then invalid ones.
  static let awkwardPriorities: [Double] = [1000, 999.5, 750, 250, 1, 0, -1, .nan, .infinity, 1200, 1000.5]

  /// A constraint with 1–3 small integer coefficients and a small constant.
  static func constraint(priorities: [Double]) -> Generator<ConstraintSpec, some SendableSequenceType> {
    zip(
      zip(Gen.int(in: 0...(variableCount - 1)), Gen.int(in: -3...3)).array(of: 1...3),
      Gen.int(in: -20...20),
      Gen.int(in: 0...2),
      Gen.int(in: 0...(priorities.count - 1))
    ).map { t in
      ConstraintSpec(
        terms: t.0.map { (variable: $0.0, coefficient: Double($0.1)) },
        constant: Double(t.1),
        relation: relations[t.2],
        priority: priorities[t.3])
    }
  }

  /// A constraint whose numbers and priority come from the awkward tables.
  static var awkwardConstraint: Generator<ConstraintSpec, some SendableSequenceType> {
    zip(
      zip(Gen.int(in: 0...(variableCount - 1)), Gen.int(in: 0...(awkwardNumbers.count - 1))).array(of: 1...3),
      Gen.int(in: 0...(awkwardNumbers.count - 1)),
      Gen.int(in: 0...2),
      Gen.int(in: 0...(awkwardPriorities.count - 1))
    ).map { t in
      ConstraintSpec(
        terms: t.0.map { (variable: $0.0, coefficient: awkwardNumbers[$0.1]) },
        constant: awkwardNumbers[t.1],
        relation: relations[t.2],
        priority: awkwardPriorities[t.3])
    }
  }

  /// A program of 1–30 solver calls with well-formed numbers.
  static var program: Generator<[SolverStep], some SendableSequenceType> {
    zip(
      Gen.int(in: 0...9),
      constraint(priorities: programPriorities),
      Gen.int(in: 0...40),
      Gen.int(in: -50...50)
    ).map { t in
      let kind: SolverStep.Kind =
        switch t.0 {
        case 0...3: .add
        case 4: .remove
        case 5: .addEdit
        case 6: .removeEdit
        default: .suggest
        }
      let number =
        kind == .addEdit ? editPriorities[abs(t.3) % editPriorities.count] : Double(t.3)
      return SolverStep(kind: kind, constraint: t.1, target: t.2, number: number)
    }.array(of: 1...30)
  }

  /// A program of 1–30 solver calls whose numbers and priorities may be NaN, infinite
  /// or out of range.
  static var awkwardProgram: Generator<[SolverStep], some SendableSequenceType> {
    zip(
      Gen.int(in: 0...9),
      awkwardConstraint,
      Gen.int(in: 0...40),
      Gen.int(in: 0...(awkwardNumbers.count - 1)),
      Gen.int(in: 0...(awkwardPriorities.count - 1))
    ).map { t in
      let kind: SolverStep.Kind =
        switch t.0 {
        case 0...3: .add
        case 4: .remove
        case 5: .addEdit
        case 6: .removeEdit
        default: .suggest
        }
      let number = kind == .addEdit ? awkwardPriorities[t.4] : awkwardNumbers[t.3]
      return SolverStep(kind: kind, constraint: t.1, target: t.2, number: number)
    }.array(of: 1...30)
  }

  /// A system with a unique lexicographic optimum (see ``UniqueSystem``).
  static var uniqueSystem: Generator<UniqueSystem, some SendableSequenceType> {
    zip(
      constraint(priorities: [1000]).array(of: 0...5),
      constraint(priorities: [1]).array(of: 0...6),
      Gen.int(in: -50...50).array(of: variableCount),
      Gen<[Double]>.shuffled(distinctPriorities)
    ).map { t in
      UniqueSystem(required: t.0, optional: t.1, suggestions: t.2.map(Double.init), priorities: t.3)
    }
  }

  /// A sequence of 1–15 suggestions, as (variable, value).
  static var sweep: Generator<[(Int, Double)], some SendableSequenceType> {
    zip(Gen.int(in: 0...(variableCount - 1)), Gen.int(in: -60...60))
      .map { t in (t.0, Double(t.1)) }
      .array(of: 1...15)
  }
}
