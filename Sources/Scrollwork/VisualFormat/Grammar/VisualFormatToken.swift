/// One lexical unit of a visual format string, with where it sits in the string.
///
/// Positions are 0-based character (ASCII byte) offsets: UIKit's caret index.
/// The grammar layer knows no model types; a token is text and a position.
struct VisualFormatToken: Equatable, Sendable {
  /// What the token is.
  enum Kind: Equatable, Sendable {
    /// A C identifier `[A-Za-z_][A-Za-z0-9_]*` (a view or metric name, or `H`/`V`).
    case identifier(String)
    /// A number as `strtod` reads it in the C locale (sign, digits, fraction, exponent).
    case number(Double)
    /// One punctuation character: `| - [ ] ( ) , @ : = < >`.
    case punctuation(Character)
    /// Any other character (whitespace included: VFL skips none).
    case other(Character)
    /// The end of the string.
    case end
  }

  /// The kind and payload.
  let kind: Kind
  /// The characters the token covers.
  let range: Range<Int>

  /// The offset of the first character.
  var start: Int { range.lowerBound }
  /// The offset just past the token.
  var end: Int { range.upperBound }

  /// Whether the token is the punctuation character `c`.
  func `is`(_ c: Character) -> Bool { kind == .punctuation(c) }
}
