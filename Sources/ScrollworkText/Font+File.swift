import Foundation

extension Font {
  /// The bytes of a bundled font file, by PostScript name: `Inter-Regular` or
  /// `Inter-Bold` (the files behind ``systemFont(ofSize:)`` and
  /// ``boldSystemFont(ofSize:)``). Nil for any other name or when the resource is
  /// missing. Renderers embed these bytes so text is drawn with the font that
  /// measured it.
  ///
  /// - Complexity: O(file size) (the file is read on every call).
  public static func bundledFontFile(named fontName: String) -> Data? {
    guard fontName == "Inter-Regular" || fontName == "Inter-Bold" else { return nil }
    for ext in ["otf", "ttf"] {
      if let url = Bundle.module.url(forResource: fontName, withExtension: ext, subdirectory: "Fonts"),
        let data = try? Data(contentsOf: url)
      {
        return data
      }
    }
    return nil
  }
}
