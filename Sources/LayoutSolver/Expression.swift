/// A linear expression: a sum of terms plus a constant, `2 * x + y - 10`.
public struct Expression: Sendable, CustomStringConvertible {
  /// The terms, in the order they were written. The same variable may appear twice
  /// until the expression is ``reduced()``.
  public var terms: [Term]
  /// The constant part.
  public var constant: Double

  /// Creates `terms + constant`.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1 * variable`.
  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// Creates the expression `term`.
  public init(_ term: Term) {
    self.init([term])
  }

  /// Creates the constant expression `constant`.
  public init(constant: Double) {
    self.init([], constant: constant)
  }

  /// The same expression with each variable once, in order of first appearance,
  /// and without zero coefficients.
  ///
  /// - Complexity: O(*n*) for *n* terms.
  public func reduced() -> Expression {
    // Layout constraints have two to six terms: a linear scan beats hashing.
    if terms.count <= 16 {
      var merged: [Term] = []
      merged.reserveCapacity(terms.count)
      var hasZero = false
      for term in terms {
        var found = false
        for i in merged.indices where merged[i].variable === term.variable {
          merged[i].coefficient += term.coefficient
          found = true
          break
        }
        if !found { merged.append(term) }
      }
      for term in merged where term.coefficient == 0 { hasZero = true }
      return Expression(hasZero ? merged.filter { $0.coefficient != 0 } : merged, constant: constant)
    }
    var order: [ObjectIdentifier: Int] = [:]
    var merged: [Term] = []
    merged.reserveCapacity(terms.count)
    for term in terms {
      let key = ObjectIdentifier(term.variable)
      if let at = order[key] {
        merged[at].coefficient += term.coefficient
      } else {
        order[key] = merged.count
        merged.append(term)
      }
    }
    return Expression(merged.filter { $0.coefficient != 0 }, constant: constant)
  }

  /// The value of the expression for the given variable values.
  public func value(_ valueOf: (Variable) -> Double) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * valueOf($1.variable) }
  }

  public var description: String {
    var parts: [String] = []
    for (i, term) in terms.enumerated() {
      let magnitude = Term(term.variable, coefficient: abs(term.coefficient)).description
      if i == 0 {
        parts.append(term.coefficient < 0 ? "-" + magnitude : magnitude)
      } else {
        parts.append(term.coefficient < 0 ? "- " + magnitude : "+ " + magnitude)
      }
    }
    if constant != 0 || parts.isEmpty {
      let c = formatNumber(abs(constant))
      if parts.isEmpty {
        parts.append(constant < 0 ? "-" + c : c)
      } else {
        parts.append(constant < 0 ? "- " + c : "+ " + c)
      }
    }
    return parts.joined(separator: " ")
  }
}

/// Another name for ``Expression``, for files that also import Foundation (whose
/// `Expression` type would make the short name ambiguous).
public typealias LinearExpression = Expression
