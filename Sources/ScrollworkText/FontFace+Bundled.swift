import Foundation

extension FontFace {
  /// Inter Regular from the package resources, parsed once on first use (a `static let` is
  /// initialized lazily and thread-safely). Falls back to ``synthetic`` if the resource is
  /// missing or unreadable, so `Font.systemFont(ofSize:)` never fails.
  static let systemRegular: FontFace = bundled("Inter-Regular") ?? synthetic

  /// Inter Bold from the package resources, else ``systemRegular``.
  static let systemBold: FontFace = bundled("Inter-Bold") ?? systemRegular

  /// A deterministic stand-in used only when the bundled font cannot be loaded: 1000 units
  /// per em, ascender 800, descender −200, no gap, every scalar missing (so .notdef
  /// advance 500 and the usual 1 em for wide scalars).
  static let synthetic = FontFace(
    unitsPerEm: 1000, ascender: 800, descender: -200, lineGap: 0, capHeight: 700, xHeight: 500,
    glyphCount: 1, advances: [500], characterMap: CharacterMap(empty: 1), kerning: .empty,
    names: ("Scrollwork-Synthetic", "Scrollwork Synthetic", "Scrollwork Synthetic"),
    fallbackName: "Scrollwork-Synthetic", fingerprint: 0, byteCount: 0)

  /// The face in `Resources/Fonts/<name>.otf` (or `.ttf`), nil if absent or unparsable.
  private static func bundled(_ name: String) -> FontFace? {
    for ext in ["otf", "ttf"] {
      if let url = Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Fonts"),
        let face = try? FontFace(contentsOf: url)
      {
        return face
      }
    }
    return nil
  }
}
