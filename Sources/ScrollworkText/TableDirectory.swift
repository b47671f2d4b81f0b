/// The sfnt header and table directory of a TrueType/OpenType file (or of the first font of a
/// TrueType collection).
///
/// Accepted signatures: `0x00010000` and `true` (TrueType outlines), `OTTO` (CFF outlines;
/// advances live in `hmtx` either way, so outlines are never read) and `ttcf` (collection:
/// the first font is used). Table checksums are not verified.
struct TableDirectory {
  /// Reader over the whole file.
  let file: FontReader
  /// The sfnt version of the font used (`0x00010000`, `'true'` or `'OTTO'`).
  let sfntVersion: UInt32
  /// Table tag → bounds-checked view of that table's bytes.
  let tables: [String: FontReader]

  /// Parses the directory at the start of `bytes`.
  ///
  /// - Throws: ``FontError/unsupportedFormat(signature:)`` for other signatures,
  ///   ``FontError/truncated(table:offset:length:)`` when the directory runs past the end
  ///   of the file (table `sfnt`) or a table it lists does (that table's tag, with the
  ///   offset and length of its record), ``FontError/malformed(table:offset:reason:)`` for a
  ///   collection with no fonts or a font with no tables.
  /// - Complexity: O(number of tables).
  init(bytes: [UInt8]) throws(FontError) {
    let file = FontReader(bytes: bytes)
    guard bytes.count >= 4 else { throw .unsupportedFormat(signature: nil) }
    var fontStart = 0
    let signature = try file.uint32(at: 0)
    if signature == Self.collection {
      let fontCount = try file.uint32(at: 8)
      guard fontCount > 0 else { throw file.malformed(at: 8, "collection holds no fonts") }
      fontStart = Int(try file.uint32(at: 12))
    }
    let version = try file.uint32(at: fontStart)
    guard Self.supportedVersions.contains(version) else {
      throw .unsupportedFormat(signature: version)
    }
    let tableCount = Int(try file.uint16(at: fontStart + 4))
    guard tableCount > 0 else { throw file.malformed(at: fontStart + 4, "no tables") }
    var tables: [String: FontReader] = [:]
    for index in 0..<tableCount {
      let record = fontStart + 12 + 16 * index
      let tag = try file.tag(at: record)
      let offset = Int(try file.uint32(at: record + 8))
      let length = Int(try file.uint32(at: record + 12))
      // First record wins if a tag repeats (malformed, but harmless).
      if tables[tag] == nil {
        // A table that leaves the file is reported under its own tag, at the offset
        // and length its record gives.
        do {
          tables[tag] = try file.view(at: offset, length: length, tag: tag)
        } catch {
          throw .truncated(table: tag, offset: offset, length: length)
        }
      }
    }
    self.file = file
    self.sfntVersion = version
    self.tables = tables
  }

  /// The table `tag`.
  ///
  /// - Throws: ``FontError/missingTable(tag:)`` if the directory does not list it.
  func required(_ tag: String) throws(FontError) -> FontReader {
    guard let table = tables[tag] else { throw .missingTable(tag: tag) }
    return table
  }

  /// `'ttcf'`.
  static let collection: UInt32 = 0x7474_6366
  /// `0x00010000`, `'true'`, `'OTTO'`.
  static let supportedVersions: Set<UInt32> = [0x0001_0000, 0x7472_7565, 0x4F54_544F]
}
