import Foundation

extension Font {
  /// The PostScript name (`name` ID 6), else the file name without extension
  /// ("Untitled" for fonts made from data). "Inter-Regular" for the system font.
  ///
  /// - Complexity: O(1).
  public var fontName: String { face.displayName }

  /// The family name (`name` ID 1), else ``fontName``. "Inter" for the system fonts.
  ///
  /// - Complexity: O(1).
  public var familyName: String { face.familyName ?? face.displayName }

  /// Font units per em (`head.unitsPerEm`); 2816 for Inter.
  ///
  /// - Complexity: O(1).
  public var unitsPerEm: Int { face.unitsPerEm }

  /// Distance from the baseline to the top of the line box, in points (positive):
  /// `hhea.ascender × pointSize / unitsPerEm`.
  ///
  /// - Complexity: O(1).
  public var ascender: CGFloat { points(face.ascender) }

  /// Distance from the baseline to the bottom of the line box, in points, negative as in
  /// UIFont: `hhea.descender × pointSize / unitsPerEm`.
  ///
  /// - Complexity: O(1).
  public var descender: CGFloat { points(face.descender) }

  /// The line gap (`hhea.lineGap`) in points; 0 for Inter.
  ///
  /// - Complexity: O(1).
  public var leading: CGFloat { points(face.lineGap) }

  /// Height of one line, as iOS computes `UIFont.lineHeight`:
  /// ascender + |descender| + leading, evaluated in font units then scaled once,
  /// `(asc − desc + gap) × pointSize / unitsPerEm`. Not rounded to pixels.
  ///
  /// - Complexity: O(1).
  public var lineHeight: CGFloat { points(face.ascender - face.descender + face.lineGap) }

  /// Height of capital letters above the baseline, in points (OS/2 v2+ `sCapHeight`, else
  /// the top of "H" for TrueType outlines, else 0.7 em).
  ///
  /// - Complexity: O(1).
  public var capHeight: CGFloat { points(face.capHeight) }

  /// Height of lowercase "x" above the baseline, in points (OS/2 v2+ `sxHeight`, else the
  /// top of "x" for TrueType outlines, else 0.5 em).
  ///
  /// - Complexity: O(1).
  public var xHeight: CGFloat { points(face.xHeight) }
}
