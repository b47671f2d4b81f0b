import Foundation
import Scrollwork

/// The `@font-face` rules that embed the fonts a picture's text was measured with,
/// as base64 data URLs, so the picture needs no installed fonts and no network.
///
/// Each face is declared under its PostScript name (`Inter-Regular`), which is what
/// text elements name first in `font-family`; a face with no bytes available falls
/// back to its family name, then `sans-serif` (line widths are still pinned with
/// `textLength`).
enum FontEmbedding {
  /// The PostScript name of the font used for captions and issue text.
  static let captionFont = "Inter-Regular"

  /// The font names to embed for these snapshots: the caption font, then every font
  /// named by a node's text, sorted, without duplicates.
  /// - Complexity: O(nodes).
  static func fontNames(in snapshots: [LayoutSnapshot]) -> [String] {
    var names: Set<String> = [captionFont]
    for snapshot in snapshots {
      for node in snapshot.allNodes {
        if let text = node.textLayout { names.insert(text.fontName) }
      }
    }
    return names.sorted()
  }

  /// One `@font-face` rule per name whose bytes are known: `files[name]` first, else
  /// the bundled file (``Font/bundledFontFile(named:)``). Names without bytes are
  /// skipped. Rules are joined by newlines.
  /// - Complexity: O(total font bytes) (base64).
  static func css(fontNames: [String], files: [String: Data]) -> String {
    var rules: [String] = []
    for name in fontNames {
      guard let data = files[name] ?? Font.bundledFontFile(named: name) else { continue }
      let isCFF = data.prefix(4) == Data("OTTO".utf8)
      let mime = isCFF ? "font/otf" : "font/ttf"
      let format = isCFF ? "opentype" : "truetype"
      rules.append(
        "@font-face { font-family: \"\(Markup.fontFamily(name))\"; src: url(data:\(mime);base64,"
          + data.base64EncodedString() + ") format(\"\(format)\"); }")
    }
    return rules.joined(separator: "\n")
  }

  /// The CSS `font-family` list for a text record: the PostScript name, the family
  /// name, then `sans-serif`.
  /// - Complexity: O(name length).
  static func familyList(fontName: String, familyName: String) -> String {
    "'\(Markup.fontFamily(fontName))', '\(Markup.fontFamily(familyName))', sans-serif"
  }
}
