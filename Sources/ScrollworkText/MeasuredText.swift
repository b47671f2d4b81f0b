/// A string cut into grapheme clusters (`Character`s), each measured in font units and
/// classified for line breaking, grouped into paragraphs at hard breaks.
///
/// Paragraphs follow CoreText: every hard break (LF, CR, CR LF, VT, FF, NEL, U+2028, U+2029)
/// ends one; text after the last hard break forms a final paragraph only if it is not
/// empty. So "" has no paragraphs, "a\n" one, "\n" one (empty) and "a\n\nb" three. Hard
/// break clusters themselves are not stored.
package struct MeasuredText {
  /// One grapheme cluster.
  struct Cluster {
    /// Where the cluster is in `text`.
    var range: Range<String.Index>
    /// Σ advances of its scalars + kerning between them, font units.
    var advance: Int
    /// Kerning between the previous cluster's last glyph and this one's first, font units
    /// (0 at the start of a paragraph).
    var kernBefore: Int
    var firstGlyph: UInt16
    var lastGlyph: UInt16
    /// A breakable space that hangs at the end of a line.
    var isSpace: Bool
    /// A line may break before this cluster (never at the start of a paragraph).
    var breakBefore: Bool
  }

  package let text: String
  /// Clusters of all paragraphs, in order, without hard breaks.
  let clusters: [Cluster]
  /// Each paragraph's range in `clusters`.
  let paragraphs: [Range<Int>]

  /// Measures `text` with `font`.
  ///
  /// - Parameter anyBoundary: break opportunities at every cluster boundary except before a
  ///   space (`byCharWrapping`) instead of the word rules of
  ///   ``LineBreakClass/breakAllowed(after:before:twoBefore:)``.
  /// - Complexity: O(text.unicodeScalars.count).
  package init(text: String, font: Font, anyBoundary: Bool) {
    let face = font.face
    var clusters: [Cluster] = []
    var paragraphs: [Range<Int>] = []
    var paragraphStart = 0
    var previousClass: LineBreakClass?
    var twoBefore: LineBreakClass?
    var previousGlyph: UInt16 = 0
    var index = text.startIndex
    let scalars = text.unicodeScalars
    let utf8 = text.utf8
    // Grapheme breaking dominates the cost of measuring; in ASCII text every byte is
    // its own cluster except CR LF, so step over bytes instead.
    let isASCII = utf8.allSatisfy { $0 < 0x80 }
    clusters.reserveCapacity(isASCII ? utf8.count : 0)
    while index < text.endIndex {
      let next: String.Index
      if isASCII {
        var after = utf8.index(after: index)
        if utf8[index] == 13, after < utf8.endIndex, utf8[after] == 10 { after = utf8.index(after: after) }
        next = after
      } else {
        next = text.index(after: index)
      }
      // ASCII: the byte is the scalar, and the cluster holds it alone (CR LF is a
      // hard break, handled below before the scalars are read).
      let first = isASCII ? Unicode.Scalar(utf8[index]) : scalars[index]
      let lineClass = LineBreakClass(first)
      if lineClass == .hardBreak {
        paragraphs.append(paragraphStart..<clusters.count)
        paragraphStart = clusters.count
        previousClass = nil
        twoBefore = nil
        previousGlyph = 0
        index = next
        continue
      }
      var advance = 0
      var firstGlyph: UInt16 = 0
      var lastGlyph: UInt16 = 0
      var isFirst = true
      if isASCII {
        let metrics = face.metrics(of: first)
        firstGlyph = metrics.glyph
        lastGlyph = metrics.glyph
        advance = Int(metrics.advance)
        isFirst = false
      }
      if !isASCII {
        for scalar in scalars[index..<next] {
          let metrics = face.metrics(of: scalar)
          if isFirst {
            firstGlyph = metrics.glyph
            isFirst = false
            advance = Int(metrics.advance)
          } else {
            advance += Int(metrics.advance) + Int(face.pairKerning(lastGlyph, metrics.glyph))
          }
          lastGlyph = metrics.glyph
        }
      }
      let breakBefore: Bool
      if let previousClass {
        breakBefore =
          anyBoundary
          ? lineClass != .space
          : LineBreakClass.breakAllowed(
            after: previousClass, before: lineClass, twoBefore: twoBefore)
      } else {
        breakBefore = false
      }
      clusters.append(
        Cluster(
          range: index..<next, advance: advance,
          kernBefore: previousClass == nil ? 0 : Int(face.pairKerning(previousGlyph, firstGlyph)),
          firstGlyph: firstGlyph, lastGlyph: lastGlyph, isSpace: lineClass == .space,
          breakBefore: breakBefore))
      twoBefore = previousClass
      previousClass = lineClass
      previousGlyph = lastGlyph
      index = next
    }
    if paragraphStart < clusters.count {
      paragraphs.append(paragraphStart..<clusters.count)
    }
    self.text = text
    self.clusters = clusters
    self.paragraphs = paragraphs
  }

  /// `range` without its trailing spaces.
  func trimmingTrailingSpaces(_ range: Range<Int>) -> Range<Int> {
    var end = range.upperBound
    while end > range.lowerBound && clusters[end - 1].isSpace { end -= 1 }
    return range.lowerBound..<end
  }

  /// `range` without its leading spaces.
  func trimmingLeadingSpaces(_ range: Range<Int>) -> Range<Int> {
    var start = range.lowerBound
    while start < range.upperBound && clusters[start].isSpace { start += 1 }
    return start..<range.upperBound
  }

  /// Width of `range` set on one line, font units: Σ advances + kerning between its
  /// clusters (not the kerning before its first).
  func units(_ range: Range<Int>) -> Int {
    var total = 0
    for index in range {
      let kern = index == range.lowerBound ? 0 : clusters[index].kernBefore
      total += clusters[index].advance + kern
    }
    return total
  }

  /// The source text of `range` ("" when empty).
  func string(_ range: Range<Int>) -> String {
    guard let first = range.first, let last = range.last else { return "" }
    return String(text[clusters[first].range.lowerBound..<clusters[last].range.upperBound])
  }
}
