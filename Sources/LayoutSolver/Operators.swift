// Operators that build terms, expressions and constraints, in the spirit of kiwi's
// symbolics.h: `x + 2 * y <= 100`, `(w >= 10) | .weak`.

/// A value that can stand on either side of a constraint: a ``Variable``, ``Term``,
/// ``Expression``, or a number.
public protocol ExpressionConvertible {
  /// The value as an expression.
  var linearExpression: Expression { get }
}

extension Variable: ExpressionConvertible {
  public var linearExpression: Expression { Expression(self) }
}

extension Term: ExpressionConvertible {
  public var linearExpression: Expression { Expression(self) }
}

extension Expression: ExpressionConvertible {
  public var linearExpression: Expression { self }
}

extension Double: ExpressionConvertible {
  public var linearExpression: Expression { Expression(constant: self) }
}

extension Int: ExpressionConvertible {
  public var linearExpression: Expression { Expression(constant: Double(self)) }
}

// MARK: Multiplication and division

public func * (variable: Variable, coefficient: Double) -> Term { Term(variable, coefficient: coefficient) }
public func * (coefficient: Double, variable: Variable) -> Term { Term(variable, coefficient: coefficient) }
public func / (variable: Variable, denominator: Double) -> Term { Term(variable, coefficient: 1 / denominator) }
public func * (term: Term, factor: Double) -> Term { Term(term.variable, coefficient: term.coefficient * factor) }
public func * (factor: Double, term: Term) -> Term { term * factor }
public func / (term: Term, denominator: Double) -> Term { term * (1 / denominator) }

public func * (expression: Expression, factor: Double) -> Expression {
  Expression(
    expression.terms.map { Term($0.variable, coefficient: $0.coefficient * factor) },
    constant: expression.constant * factor
  )
}
public func * (factor: Double, expression: Expression) -> Expression { expression * factor }
public func / (expression: Expression, denominator: Double) -> Expression { expression * (1 / denominator) }

// MARK: Negation, addition and subtraction

public prefix func - (variable: Variable) -> Term { Term(variable, coefficient: -1) }
public prefix func - (term: Term) -> Term { term * -1 }
public prefix func - (expression: Expression) -> Expression { expression * -1 }

public func + <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
  let l = lhs.linearExpression
  let r = rhs.linearExpression
  return Expression(l.terms + r.terms, constant: l.constant + r.constant)
}

public func - <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
  lhs + (rhs.linearExpression * -1)
}

// MARK: Relations

/// `lhs == rhs`, required.
public func == <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// `lhs <= rhs`, required.
public func <= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// `lhs >= rhs`, required.
public func >= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The constraint at another strength: `(x >= 10) | .weak`.
public func | (constraint: Constraint, strength: Strength) -> Constraint {
  constraint.withStrength(strength)
}

/// The constraint at a UIKit priority: `(x >= 10) | 250`.
public func | (constraint: Constraint, priority: Double) -> Constraint {
  constraint.withStrength(Strength(priority))
}
