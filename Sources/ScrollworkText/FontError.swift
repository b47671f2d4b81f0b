import Foundation

/// Why a font file could not be read.
///
/// Every failure names *where* in the file the problem is: the table tag (`"head"`, `"cmap"`,
/// `"OS/2"`, or `"sfnt"` for the file header and table directory) and the absolute byte
/// offset from the start of the file. Parsing never traps on malformed input; it throws one
/// of these instead.
public enum FontError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file at `path` could not be read; `reason` is the underlying system message.
  case unreadableFile(path: String, reason: String)
  /// The data does not start with a TrueType (`0x00010000`, `true`), CFF OpenType (`OTTO`)
  /// or collection (`ttcf`) signature. `signature` is the first four bytes read, if any.
  case unsupportedFormat(signature: UInt32?)
  /// A table the reader needs (`head`, `hhea`, `maxp`, `hmtx` or `cmap`) is not in the
  /// table directory.
  case missingTable(tag: String)
  /// A read of `length` bytes at `offset` would run past the end of `table` (or of the file).
  case truncated(table: String, offset: Int, length: Int)
  /// A value in `table` at `offset` is out of range or inconsistent; `reason` says which.
  case malformed(table: String, offset: Int, reason: String)

  /// A one-line English description naming the table and offset.
  public var description: String {
    switch self {
    case .unreadableFile(let path, let reason):
      return "cannot read font file '\(path)': \(reason)"
    case .unsupportedFormat(let signature):
      guard let signature else { return "not a font file: fewer than 4 bytes" }
      return "unsupported font format: signature 0x\(String(signature, radix: 16))"
    case .missingTable(let tag):
      return "font has no '\(tag)' table"
    case .truncated(let table, let offset, let length):
      return "'\(table)' table truncated: \(length) byte(s) at offset \(offset) run past its end"
    case .malformed(let table, let offset, let reason):
      return "'\(table)' table malformed at offset \(offset): \(reason)"
    }
  }
}
