import Foundation

extension Font {
  /// The system font: bundled Inter Regular (OFL-1.1, Inter 4.0 beta 7) at `fontSize`
  /// points, standing in for SF Pro (which cannot be shipped).
  ///
  /// The face is parsed once per process. Should the resource be missing, a deterministic
  /// synthetic face (advance 0.5 em, ascender 0.8 em, descender −0.2 em) is used instead of
  /// failing.
  ///
  /// - Parameter fontSize: point size; negative or non-finite becomes 0.
  /// - Complexity: O(1) after the first call.
  public static func systemFont(ofSize fontSize: CGFloat) -> Font {
    Font(face: FontFace.systemRegular, size: fontSize)
  }

  /// The bold system font: bundled Inter Bold at `fontSize` points (Inter Regular if the
  /// Bold resource is missing).
  ///
  /// - Parameter fontSize: point size; negative or non-finite becomes 0.
  /// - Complexity: O(1) after the first call.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
    Font(face: FontFace.systemBold, size: fontSize)
  }
}

extension Font {
  /// The installed font with this PostScript or family name at `fontSize` points
  /// (UIKit's `UIFont(name:size:)`), nil when no such font is installed. Headless the
  /// installed fonts are the two bundled faces: `Inter-Regular` (family `Inter`) and
  /// `Inter-Bold`; load any other face from its file with ``init(contentsOf:size:)``.
  /// Names compare case-sensitively, as UIKit's do.
  public init?(name fontName: String, size fontSize: CGFloat) {
    for face in [FontFace.systemRegular, FontFace.systemBold] {
      let font = Font(face: face, size: fontSize)
      if font.fontName == fontName || (font.familyName == fontName && face === FontFace.systemRegular) {
        self = font
        return
      }
    }
    return nil
  }
}
