import Foundation

/// A font at a point size, shaped like `UIFont`: a parsed TrueType/OpenType face plus a size.
///
/// ```swift
/// let font = Font.systemFont(ofSize: 17)          // bundled Inter Regular
/// font.lineHeight                                  // 20.5738... = asc + |desc| + leading
/// font.width(of: "Hello")                          // Σ advances + legacy kerning, in points
/// let custom = try Font(contentsOf: url, size: 13) // any .ttf/.otf (first font of a .ttc)
/// ```
///
/// All metrics are in points: font units × `pointSize` / `unitsPerEm`, never rounded (pixel
/// rounding is the label's job, see ``TextLayout/ceilToPixels(_:scale:)-(CGSize,_)``). Two fonts are
/// equal when their files have the same bytes (or are the same bundled face) and their point
/// sizes are equal.
///
/// Parsed faces are immutable and shared: the bundled Inter faces are parsed once per
/// process; ``withSize(_:)`` reuses the receiver's face.
public struct Font: Sendable, Hashable {
  /// The point size (em size), as passed in; negative and non-finite sizes are stored as 0.
  public let pointSize: CGFloat
  /// The parsed font file.
  let face: FontFace
  /// How the font follows Dynamic Type, for fonts made by
  /// ``preferredFont(forTextStyle:compatibleWith:)`` or ``FontMetrics``; nil for fixed
  /// fonts. Not part of equality (two fonts of the same face and size are equal, as
  /// they measure alike).
  var dynamicType: DynamicTypeScaling?

  /// A font for `face` at `size` (cleaned up as ``pointSize`` describes).
  init(face: FontFace, size: CGFloat) {
    self.face = face
    self.pointSize = size.isFinite && size > 0 ? size : 0
  }

  /// Reads a TrueType (`glyf`) or OpenType CFF (`OTTO`) font file, or the first font of a
  /// TrueType collection.
  ///
  /// - Parameters:
  ///   - url: a file URL.
  ///   - size: the point size (negative or non-finite becomes 0).
  /// - Throws: ``FontError/unreadableFile(path:reason:)`` if the file cannot be read; any
  ///   other ``FontError`` case for a file that is not a usable font (see ``init(data:size:)``).
  /// - Complexity: O(file size) to parse; no caching (reuse the value or ``withSize(_:)``).
  public init(contentsOf url: URL, size: CGFloat) throws(FontError) {
    self.init(face: try FontFace(contentsOf: url), size: size)
  }

  /// Parses a TrueType/OpenType font held in memory.
  ///
  /// - Parameters:
  ///   - data: the font file's bytes.
  ///   - size: the point size (negative or non-finite becomes 0).
  /// - Throws: ``FontError/unsupportedFormat(signature:)`` (not an sfnt/collection, e.g.
  ///   WOFF), ``FontError/missingTable(tag:)`` (no `head`, `hhea`, `maxp`, `hmtx` or `cmap`),
  ///   ``FontError/truncated(table:offset:length:)`` and
  ///   ``FontError/malformed(table:offset:reason:)``. Malformed input never traps.
  /// - Complexity: O(data.count).
  public init(data: Data, size: CGFloat) throws(FontError) {
    self.init(face: try FontFace(bytes: [UInt8](data), fallbackName: "Untitled"), size: size)
  }

  /// The same face at another point size (negative or non-finite becomes 0).
  ///
  /// - Complexity: O(1); the parsed face is shared.
  public func withSize(_ fontSize: CGFloat) -> Font {
    Font(face: face, size: fontSize)
  }

  public static func == (a: Font, b: Font) -> Bool { a.pointSize == b.pointSize && a.face == b.face }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(pointSize)
    hasher.combine(face)
  }

  /// `units` font units in points: `units × pointSize / unitsPerEm`.
  @inline(__always)
  func points(_ units: Int) -> CGFloat {
    CGFloat(Double(units) * Double(pointSize) / Double(face.unitsPerEm))
  }
}

extension Font: CustomStringConvertible {
  /// `<Font Inter-Regular 17pt>`.
  public var description: String {
    let size =
      pointSize.rounded() == pointSize && abs(pointSize) < 1e15
      ? String(Int(pointSize)) : "\(pointSize)"
    return "<Font \(fontName) \(size)pt>"
  }
}
