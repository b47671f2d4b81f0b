/// A variable times a coefficient: `2 * x`.
public struct Term: Sendable, CustomStringConvertible {
  /// The variable.
  public var variable: Variable
  /// The factor applied to the variable.
  public var coefficient: Double

  /// Creates `coefficient * variable`.
  public init(_ variable: Variable, coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  public var description: String {
    coefficient == 1 ? variable.description : "\(formatNumber(coefficient)) * \(variable)"
  }
}

/// Prints a number the way dumps and descriptions show it: integers without `.0`.
func formatNumber(_ value: Double) -> String {
  if value.isFinite, abs(value) < 1e15, Double(Int64(value)) == value {
    return String(Int64(value))
  }
  return String(value)
}
