import Foundation

/// One parsed font file: the tables text measurement needs, immutable after init, so one face
/// is shared by every ``Font`` of any size made from it.
///
/// Values are in font units (`unitsPerEm` per em) until ``Font`` scales them. The bundled
/// faces are parsed once (`FontFace+Bundled.swift`); faces from URLs or data are parsed each
/// time a ``Font`` is created that way (keep the `Font` and use ``Font/withSize(_:)``).
///
/// Vertical metrics follow CoreText: `hhea` ascender/descender/lineGap. Only when both hhea
/// ascender and descender are 0 does the face fall back to OS/2 (`sTypo*` if USE_TYPO_METRICS
/// is set, else `usWin*` with no gap). See <doc:FontsAndLabels>.
final class FontFace: Sendable {
  /// Font units per em (16...16384).
  let unitsPerEm: Int
  /// Chosen vertical metrics, font units: ascender > 0 (usually), descender ≤ 0, gap ≥ 0.
  let ascender: Int
  let descender: Int
  let lineGap: Int
  /// Cap height and x-height, font units (OS/2 v2+, else measured from `glyf`, else
  /// 0.7 em / 0.5 em).
  let capHeight: Int
  let xHeight: Int
  /// Number of glyphs (`maxp`).
  let glyphCount: Int
  /// `hmtx` advances for glyphs 0..<numberOfHMetrics; later glyphs use the last one.
  let advances: [UInt16]
  let characterMap: CharacterMap
  let kerning: KerningTable
  /// Name IDs 6, 1 and 4, when the `name` table has them.
  let postScriptName: String?
  let familyName: String?
  let fullName: String?
  /// Used for `fontName` when there is no PostScript name (the file name, for URLs).
  let fallbackName: String
  /// FNV-1a 64 of the file bytes plus their count: faces from equal bytes compare equal.
  let fingerprint: UInt64
  let byteCount: Int
  /// Resolved advances (fallback rules applied) and glyphs for scalars below `latinLimit`.
  let latinAdvances: [Int32]
  let latinGlyphs: [UInt16]

  /// Scalars below this value are looked up in `latinAdvances` (Basic Latin to Arabic).
  static let latinLimit: UInt32 = 0x800

  /// Builds a face from already-validated parts and fills the Latin caches.
  init(
    unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int, capHeight: Int, xHeight: Int,
    glyphCount: Int, advances: [UInt16], characterMap: CharacterMap, kerning: KerningTable,
    names: (postScript: String?, family: String?, full: String?), fallbackName: String,
    fingerprint: UInt64, byteCount: Int
  ) {
    self.unitsPerEm = unitsPerEm
    self.ascender = ascender
    self.descender = descender
    self.lineGap = lineGap
    self.capHeight = capHeight
    self.xHeight = xHeight
    self.glyphCount = glyphCount
    self.advances = advances
    self.characterMap = characterMap
    self.kerning = kerning
    self.postScriptName = names.postScript
    self.familyName = names.family
    self.fullName = names.full
    self.fallbackName = fallbackName
    self.fingerprint = fingerprint
    self.byteCount = byteCount
    var latinAdvances: [Int32] = []
    var latinGlyphs: [UInt16] = []
    latinAdvances.reserveCapacity(Int(Self.latinLimit))
    latinGlyphs.reserveCapacity(Int(Self.latinLimit))
    for value in 0..<Self.latinLimit {
      let scalar = Unicode.Scalar(value) ?? " "
      let resolved = Self.resolve(
        scalar, characterMap: characterMap, advances: advances, unitsPerEm: unitsPerEm)
      latinAdvances.append(resolved.advance)
      latinGlyphs.append(resolved.glyph)
    }
    self.latinAdvances = latinAdvances
    self.latinGlyphs = latinGlyphs
  }

  /// Parses a TrueType/OpenType file (or the first font of a collection).
  ///
  /// - Parameter fallbackName: the name to report when the font has no PostScript name.
  /// - Throws: ``FontError`` naming the table and offset of the first problem: an
  ///   unsupported signature, a missing `head`/`hhea`/`maxp`/`hmtx`/`cmap`, a read past the
  ///   end of a table, or an out-of-range value. Never traps.
  /// - Complexity: O(file size) for the fingerprint, plus O(cmap segments + kern pairs).
  convenience init(bytes: [UInt8], fallbackName: String) throws(FontError) {
    let directory = try TableDirectory(bytes: bytes)
    let unitsPerEm = try Self.readUnitsPerEm(directory.required("head"))
    let header = try Self.readHorizontalHeader(directory.required("hhea"))
    let glyphCount = try Self.readGlyphCount(directory.required("maxp"))
    let advances = try Self.readAdvances(
      directory.required("hmtx"), metricCount: header.metricCount)
    let characterMap = try CharacterMap(cmap: directory.required("cmap"), glyphCount: glyphCount)
    var os2: OS2Metrics?
    if let table = directory.tables["OS/2"] { os2 = try Self.readOS2(table) }
    var kerning = KerningTable.empty
    if let table = directory.tables["kern"] { kerning = try KerningTable(kern: table) }
    var names: (postScript: String?, family: String?, full: String?) = (nil, nil, nil)
    if let table = directory.tables["name"] { names = try Self.readNames(table) }
    let vertical = Self.chooseVerticalMetrics(header: header, os2: os2)
    let heights = Self.chooseHeights(
      os2: os2, directory: directory, characterMap: characterMap, unitsPerEm: unitsPerEm)
    self.init(
      unitsPerEm: unitsPerEm, ascender: vertical.ascender, descender: vertical.descender,
      lineGap: vertical.lineGap, capHeight: heights.capHeight, xHeight: heights.xHeight,
      glyphCount: glyphCount, advances: advances, characterMap: characterMap,
      kerning: kerning, names: names, fallbackName: fallbackName,
      fingerprint: Self.fingerprint(of: bytes), byteCount: bytes.count)
  }

  /// Reads and parses the file at `url`; the fallback name is the file name without its
  /// extension.
  ///
  /// - Throws: ``FontError/unreadableFile(path:reason:)`` if the file cannot be read, else
  ///   as ``init(bytes:fallbackName:)``.
  convenience init(contentsOf url: URL) throws(FontError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadableFile(path: url.path, reason: error.localizedDescription)
    }
    try self.init(bytes: [UInt8](data), fallbackName: url.deletingPathExtension().lastPathComponent)
  }

  /// FNV-1a (64-bit) of `bytes`.
  ///
  /// - Complexity: O(bytes.count).
  static func fingerprint(of bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    bytes.withUnsafeBufferPointer { buffer in
      for byte in buffer {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
      }
    }
    return hash
  }

  /// The name reported as `fontName`.
  var displayName: String { postScriptName ?? fallbackName }
}

extension FontFace: Hashable {
  static func == (lhs: FontFace, rhs: FontFace) -> Bool {
    lhs === rhs
      || (lhs.fingerprint == rhs.fingerprint && lhs.byteCount == rhs.byteCount
        && lhs.displayName == rhs.displayName)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(fingerprint)
    hasher.combine(byteCount)
  }
}
