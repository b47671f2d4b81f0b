import Foundation

/// One random system and kiwisolver's answers for it, as `Scripts/kiwi_oracle.py` records
/// them (one line of a fixture; the script's `fixture_line` documents the encoding).
struct OracleCase {
  /// The case's position in its fixture.
  let index: Int
  /// Reproduces the case alone: `python3 Scripts/kiwi_oracle.py --case-seed N --pretty`.
  let caseSeed: Int
  /// "edits", "single:<strength>", with "+conflict" when unsatisfiable adds were inserted.
  let kind: String
  let variables: [String]
  let constraints: [OracleConstraint]
  let operations: [OracleOperation]
  /// Times kiwi's incremental solver disagreed with fresh kiwi solves (and was rebuilt).
  let kiwiIncrementalMismatches: Int
  /// False when kiwi's incremental solver aborted or hung and the case was generated from
  /// fresh kiwi solves alone.
  let kiwiIncremental: Bool

  /// Checkpoints at which kiwi's optimum is unique, so values are compared.
  var comparedCheckpoints: Int { operations.filter { $0.op == "check" && $0.values != nil }.count }
}

/// `sum(coefficient * variable) + constant (op) 0` at `strength`.
struct OracleConstraint {
  /// `[variable index, coefficient]` pairs.
  let terms: [[Double]]
  let constant: Double
  /// "==", "<=" or ">=".
  let op: String
  /// "required", "strong", "medium" or "weak".
  let strength: String
}

struct OracleOperation {
  /// add, remove, addEdit, removeEdit, suggest or check.
  let op: String
  var constraint: Int? = nil
  var variable: Int? = nil
  var value: Double? = nil
  var strength: String? = nil
  /// For add: kiwi refuses the (required) constraint.
  var unsatisfiable: Bool? = nil
  /// For check: kiwi's value per variable; nil for variables not compared, and nil
  /// altogether when the optimum is not unique.
  var values: [Double?]? = nil
}

/// Why an oracle run or a fixture cannot be used; the message says what to do.
struct OracleProblem: Error {
  let message: String
}

extension OracleCase {
  private static let relations = ["=": "==", "<": "<=", ">": ">="]
  private static let strengths = ["r": "required", "s": "strong", "m": "medium", "w": "weak"]

  /// Decodes one fixture line: `[caseSeed, kind, variable count, kiwiIncremental (1/0),
  /// kiwiIncrementalMismatches, constraints, operations]`.
  init(line: Substring, index: Int) throws(OracleProblem) {
    func fail(_ what: String) -> OracleProblem {
      OracleProblem(message: "case line \(index + 1): \(what): \(line.prefix(200))")
    }
    guard let parsed = try? JSONSerialization.jsonObject(with: Data(line.utf8)), let fields = parsed as? [Any],
      fields.count == 7, let caseSeed = Self.integer(fields[0]), let kind = fields[1] as? String,
      let count = Self.integer(fields[2]), (0...64).contains(count), let incremental = Self.integer(fields[3]),
      let mismatches = Self.integer(fields[4]), let constraintFields = fields[5] as? [Any],
      let operationFields = fields[6] as? [Any]
    else { throw fail("not a case array") }

    var constraints: [OracleConstraint] = []
    for item in constraintFields {
      guard let parts = item as? [Any], parts.count >= 2, parts.count % 2 == 0, let code = parts[0] as? String,
        code.count == 2, let op = Self.relations[String(code.prefix(1))],
        let strength = Self.strengths[String(code.suffix(1))], let constant = Self.number(parts[1])
      else { throw fail("malformed constraint \(item)") }
      var terms: [[Double]] = []
      for k in stride(from: 2, to: parts.count, by: 2) {
        guard let v = Self.integer(parts[k]), let c = Self.number(parts[k + 1]) else {
          throw fail("malformed term in \(item)")
        }
        terms.append([Double(v), c])
      }
      constraints.append(OracleConstraint(terms: terms, constant: constant, op: op, strength: strength))
    }

    var operations: [OracleOperation] = []
    for item in operationFields {
      guard let parts = item as? [Any], let code = parts.first as? String else {
        throw fail("malformed operation \(item)")
      }
      let first = parts.count > 1 ? Self.integer(parts[1]) : nil
      switch (code, parts.count) {
      case ("a", 2), ("a!", 2):
        guard let k = first else { throw fail("malformed operation \(item)") }
        operations.append(OracleOperation(op: "add", constraint: k, unsatisfiable: code == "a!"))
      case ("r", 2):
        guard let k = first else { throw fail("malformed operation \(item)") }
        operations.append(OracleOperation(op: "remove", constraint: k))
      case ("e", 3):
        guard let v = first, let s = (parts[2] as? String).flatMap({ Self.strengths[$0] }) else {
          throw fail("malformed operation \(item)")
        }
        operations.append(OracleOperation(op: "addEdit", variable: v, strength: s))
      case ("x", 2):
        guard let v = first else { throw fail("malformed operation \(item)") }
        operations.append(OracleOperation(op: "removeEdit", variable: v))
      case ("s", 3):
        guard let v = first, let value = Self.number(parts[2]) else { throw fail("malformed operation \(item)") }
        operations.append(OracleOperation(op: "suggest", variable: v, value: value))
      case ("c", 1):
        operations.append(OracleOperation(op: "check"))
      case ("c", 2):
        guard let list = parts[1] as? [Any] else { throw fail("malformed operation \(item)") }
        var values: [Double?] = []
        for x in list {
          if x is NSNull {
            values.append(nil)
          } else if let value = Self.number(x) {
            values.append(value)
          } else {
            throw fail("malformed value in \(item)")
          }
        }
        operations.append(OracleOperation(op: "check", values: values))
      default:
        throw fail("unknown operation \(item)")
      }
    }
    self.init(
      index: index, caseSeed: caseSeed, kind: kind, variables: (0..<count).map { "x\($0)" },
      constraints: constraints, operations: operations, kiwiIncrementalMismatches: mismatches,
      kiwiIncremental: incremental != 0)
  }

  private static func number(_ value: Any) -> Double? {
    guard let n = value as? NSNumber else { return nil }
    let d = n.doubleValue
    return d.isFinite ? d : nil
  }

  private static func integer(_ value: Any) -> Int? {
    guard let d = number(value), d == d.rounded(), abs(d) < 9e15 else { return nil }
    return Int(d)
  }
}
