import Foundation

extension FontFace {
  /// Name IDs 6 (PostScript), 1 (family) and 4 (full name) from `name`.
  ///
  /// Record preference per ID: Windows Unicode (platform 3, encoding 0/1/10) in US English
  /// (0x409), then Windows Unicode in any language, then Unicode platform 0 (all UTF-16BE),
  /// then Macintosh Roman (1, 0). Invalid UTF-16 decodes with U+FFFD; empty strings count
  /// as absent.
  ///
  /// - Throws: ``FontError/truncated(table:offset:length:)`` when the record array or a
  ///   chosen record's string runs past the table.
  /// - Complexity: O(records + chosen string lengths).
  static func readNames(_ name: FontReader) throws(FontError) -> (
    postScript: String?, family: String?, full: String?
  ) {
    let count = Int(try name.uint16(at: 2))
    let storage = Int(try name.uint16(at: 4))
    // nameID → (rank, platform, offset, length) of the best record so far.
    var best: [UInt16: (rank: Int, platform: UInt16, offset: Int, length: Int)] = [:]
    for index in 0..<count {
      let record = 6 + 12 * index
      let nameID = try name.uint16(at: record + 6)
      guard nameID == 1 || nameID == 4 || nameID == 6 else { continue }
      let platform = try name.uint16(at: record)
      let encoding = try name.uint16(at: record + 2)
      let language = try name.uint16(at: record + 4)
      let rank: Int
      switch (platform, encoding) {
      case (3, 0), (3, 1), (3, 10): rank = language == 0x409 ? 0 : 1
      case (0, _): rank = 2
      case (1, 0): rank = 3
      default: continue
      }
      if let current = best[nameID], current.rank <= rank { continue }
      let length = Int(try name.uint16(at: record + 8))
      let offset = storage + Int(try name.uint16(at: record + 10))
      best[nameID] = (rank, platform, offset, length)
    }
    func string(_ nameID: UInt16) throws(FontError) -> String? {
      guard let record = best[nameID] else { return nil }
      let raw = try name.slice(at: record.offset, length: record.length)
      let text = record.platform == 1 ? decodeMacRoman(raw) : decodeUTF16BE(raw)
      return text.isEmpty ? nil : text
    }
    return (try string(6), try string(1), try string(4))
  }

  /// Big-endian UTF-16; a trailing odd byte is ignored.
  private static func decodeUTF16BE(_ raw: ArraySlice<UInt8>) -> String {
    var units: [UInt16] = []
    units.reserveCapacity(raw.count / 2)
    var index = raw.startIndex
    while index + 1 < raw.endIndex {
      units.append(UInt16(raw[index]) << 8 | UInt16(raw[index + 1]))
      index += 2
    }
    return String(decoding: units, as: UTF16.self)
  }

  /// Mac Roman via Foundation; bytes it cannot convert read as Latin-1.
  private static func decodeMacRoman(_ raw: ArraySlice<UInt8>) -> String {
    if let text = String(bytes: raw, encoding: .macOSRoman) { return text }
    var scalars = String.UnicodeScalarView()
    for byte in raw { scalars.append(Unicode.Scalar(byte)) }
    return String(scalars)
  }
}
