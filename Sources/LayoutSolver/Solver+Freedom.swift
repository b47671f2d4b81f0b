extension Solver {
  /// Whether `expression` has its current value at every optimal solution, read off the
  /// tableau without changing it: the quick test in front of an ambiguity probe.
  ///
  /// At the optimum every nonbasic symbol whose reduced cost is lexicographically
  /// positive is 0 at *every* optimal solution (each objective level is a sum of
  /// non-negative terms), and dummies are 0 always. So the optimal solutions differ
  /// only in the nonbasic symbols whose reduced cost is zero at every level (including
  /// user variables that no objective names). Written in nonbasic symbols, an
  /// expression with no such symbol is fixed.
  ///
  /// - Returns: true when the expression is fixed. False when it *may* move: a symbol
  ///   with zero reduced cost appears in it, which a degenerate basis can still hold in
  ///   place, or a variable in it is unknown to the solver. A caller that needs the
  ///   exact answer probes in that case (for example, a constraint at a priority below
  ///   every one in use, pulled up and down).
  /// - Complexity: O(size of the expression written in nonbasic symbols): a user
  ///   variable's row may refer to other basic user variables, which are expanded.
  public func isFixedAtEveryOptimum(_ expression: Expression) -> Bool {
    tableau.isFixedAtEveryOptimum(expression)
  }
}

extension Tableau {
  /// See ``Solver/isFixedAtEveryOptimum(_:)``.
  mutating func isFixedAtEveryOptimum(_ expression: Expression) -> Bool {
    var row = Row()
    for term in expression.terms where term.coefficient != 0 {
      guard let known = variables[ObjectIdentifier(term.variable)] else { return false }
      row.add(known.symbol, term.coefficient)
    }
    expand(&row)
    for cell in row.cells where cell.symbol.kind != .dummy {
      if reducedCostSign(cell.symbol.id) == 0 { return false }
    }
    return true
  }
}
