/// A bounds-checked, big-endian view of one table (or the header) of a font file.
///
/// Offsets passed to the readers are relative to the start of the view; errors report the
/// absolute file offset so that a hex dump can be opened at the right place. Every read
/// checks its bounds first and throws ``FontError/truncated(table:offset:length:)`` instead of
/// trapping, whatever the offset (negative or huge values included).
struct FontReader {
  /// The whole font file. Shared, never copied (arrays are copy-on-write).
  let bytes: [UInt8]
  /// The tag used in error messages: a table tag such as `"cmap"`, or `"sfnt"`.
  let table: String
  /// Absolute offset of this view in `bytes`.
  let start: Int
  /// Length of this view in bytes.
  let count: Int

  /// A view over the whole file, tagged `"sfnt"`.
  init(bytes: [UInt8]) {
    self.init(bytes: bytes, table: "sfnt", start: 0, count: bytes.count)
  }

  /// A view over `count` bytes of `bytes` from `start`; the caller has checked the range.
  private init(bytes: [UInt8], table: String, start: Int, count: Int) {
    self.bytes = bytes
    self.table = table
    self.start = start
    self.count = count
  }

  /// Throws unless `length` bytes at `offset` lie inside this view.
  ///
  /// - Throws: ``FontError/truncated(table:offset:length:)``.
  func check(_ offset: Int, _ length: Int) throws(FontError) {
    guard offset >= 0, length >= 0, offset <= count - length else {
      let absolute = offset.addingReportingOverflow(start)
      throw .truncated(
        table: table, offset: absolute.overflow ? offset : absolute.partialValue, length: length)
    }
  }

  /// A narrower view of `length` bytes at `offset`, reporting errors under `tag`.
  ///
  /// - Throws: ``FontError/truncated(table:offset:length:)`` if the range leaves this view.
  func view(at offset: Int, length: Int, tag: String? = nil) throws(FontError) -> FontReader {
    try check(offset, length)
    return FontReader(bytes: bytes, table: tag ?? table, start: start + offset, count: length)
  }

  /// A narrower view from `offset` to the end of this view.
  ///
  /// - Throws: ``FontError/truncated(table:offset:length:)`` if `offset` is outside the view.
  func view(from offset: Int) throws(FontError) -> FontReader {
    try check(offset, 0)
    return FontReader(bytes: bytes, table: table, start: start + offset, count: count - offset)
  }

  /// The error for a value that is out of range at `offset`.
  func malformed(at offset: Int, _ reason: String) -> FontError {
    .malformed(table: table, offset: start + max(0, offset), reason: reason)
  }

  /// - Throws: ``FontError/truncated(table:offset:length:)``.
  func uint16(at offset: Int) throws(FontError) -> UInt16 {
    try check(offset, 2)
    let i = start + offset
    return UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
  }

  /// - Throws: ``FontError/truncated(table:offset:length:)``.
  func int16(at offset: Int) throws(FontError) -> Int16 {
    Int16(bitPattern: try uint16(at: offset))
  }

  /// - Throws: ``FontError/truncated(table:offset:length:)``.
  func uint32(at offset: Int) throws(FontError) -> UInt32 {
    try check(offset, 4)
    let i = start + offset
    return UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8
      | UInt32(bytes[i + 3])
  }

  /// Four bytes at `offset` as a table tag (Latin-1, so any bytes give a string).
  ///
  /// - Throws: ``FontError/truncated(table:offset:length:)``.
  func tag(at offset: Int) throws(FontError) -> String {
    try check(offset, 4)
    let i = start + offset
    var scalars = String.UnicodeScalarView()
    for byte in bytes[i..<(i + 4)] { scalars.append(Unicode.Scalar(byte)) }
    return String(scalars)
  }

  /// `length` raw bytes at `offset`.
  ///
  /// - Throws: ``FontError/truncated(table:offset:length:)``.
  func slice(at offset: Int, length: Int) throws(FontError) -> ArraySlice<UInt8> {
    try check(offset, length)
    return bytes[(start + offset)..<(start + offset + length)]
  }
}
