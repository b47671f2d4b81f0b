/// A column of the tableau: a variable of the user (external) or one the solver
/// made (slack, error, dummy), as in the Cassowary paper and kiwi's `Symbol`.
///
/// Ids are dense (0, 1, 2, ...) so the tableau can index arrays by them.
struct Symbol: Hashable, Sendable {
  /// What the symbol stands for.
  enum Kind: UInt8, Sendable {
    /// A user ``Variable``: unrestricted in sign.
    case external
    /// The slack of an inequality (>= 0), or the artificial variable.
    case slack
    /// The error of an optional constraint (>= 0), counted in the objective.
    case error
    /// The marker of a required equality: always zero, never enters the basis.
    case dummy
  }

  /// The dense index of the symbol.
  let id: Int32
  /// What the symbol stands for.
  let kind: Kind

  /// Whether the symbol is sign-restricted (slack or error): its value is >= 0.
  var isRestricted: Bool { kind == .slack || kind == .error }

  static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// The dump's name for the symbol: kiwi's `v`/`s`/`e`/`d` prefix and the id.
  var dumpName: String {
    switch kind {
    case .external: "v\(id)"
    case .slack: "s\(id)"
    case .error: "e\(id)"
    case .dummy: "d\(id)"
    }
  }
}

/// The marker and the other symbol a constraint adds (kiwi's `Tag`).
///
/// `marker` identifies the constraint in the tableau: a slack for an inequality, a
/// dummy for a required equality, the positive error of an optional equality.
/// `other` is the error of an optional inequality or the negative error of an
/// optional equality, and nil otherwise.
struct Tag: Sendable {
  var marker: Symbol
  var other: Symbol?
}

/// Values whose magnitude is below this are treated as zero (kiwi uses 1e-8).
let epsilon = 1.0e-8

@inline(__always)
func nearZero(_ value: Double) -> Bool {
  value < epsilon && value > -epsilon
}
