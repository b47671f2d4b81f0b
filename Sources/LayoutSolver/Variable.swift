/// An unknown of a linear system: one number the solver chooses.
///
/// A variable is a reference: two variables with the same name are still two
/// unknowns. Its value lives in the solver (``Solver/value(of:)-(Variable)``), so one
/// variable may take part in several solvers at once. Variables are not
/// `Equatable`, so that `x == y` always builds a ``Constraint``.
public final class Variable: Sendable, CustomStringConvertible {
  /// The name used by descriptions, dumps and error messages. It need not be unique.
  public let name: String

  /// Creates a variable.
  /// - Parameter name: A name for descriptions and dumps.
  public init(_ name: String = "") {
    self.name = name
  }

  public var description: String { name.isEmpty ? "v" : name }
}
