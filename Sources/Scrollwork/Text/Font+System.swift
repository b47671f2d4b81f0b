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
