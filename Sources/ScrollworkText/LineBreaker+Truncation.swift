/// The last line allowed by `numberOfLines` when text is left over after it.
///
/// Tail truncation is the careful one (UILabel's default): the longest run of whole grapheme
/// clusters from the line's start whose width, without trailing spaces, plus kerning, plus
/// "…" fits. Head and middle truncation are approximations: head keeps the longest suffix
/// of the paragraph that fits after "…"; middle grows a prefix and a suffix alternately
/// around "…". When the rest of the paragraph fits and only later paragraphs are cut off,
/// head and middle behave like tail. If not even "…" fits, the line is "…" alone.
extension LineBreaker {
  /// The ellipsis appended by the truncating modes.
  static let ellipsis: Unicode.Scalar = "\u{2026}"

  /// The final visible line for `mode`, starting at cluster `start` of `paragraph`, whose
  /// normally wrapped line would end at `naturalEnd`.
  ///
  /// - Parameter overflowsLine: the rest of the paragraph does not fit on this line (as
  ///   opposed to only later paragraphs being cut off).
  func lastLine(
    from start: Int, naturalEnd: Int, in paragraph: Range<Int>, mode: LineBreakMode,
    overflowsLine: Bool
  ) -> LineSpan {
    let rest = start..<paragraph.upperBound
    switch mode {
    case .byWordWrapping, .byCharWrapping:
      return line(start..<naturalEnd)
    case .byClipping:
      return line(rest)
    case .byTruncatingTail:
      return truncatingTail(rest)
    case .byTruncatingHead:
      return overflowsLine ? truncatingHead(rest) : truncatingTail(rest)
    case .byTruncatingMiddle:
      return overflowsLine ? truncatingMiddle(rest) : truncatingTail(rest)
    }
  }

  /// Longest prefix of `rest` + "…".
  private func truncatingTail(_ rest: Range<Int>) -> LineSpan {
    let ellipsis = font.face.metrics(of: Self.ellipsis)
    let clusters = measured.clusters
    var bestEnd = rest.lowerBound
    var bestUnits = Int(ellipsis.advance)
    var width = 0
    for index in rest {
      let cluster = clusters[index]
      width =
        index == rest.lowerBound ? cluster.advance : width + cluster.kernBefore + cluster.advance
      if cluster.isSpace { continue }
      let total =
        width + Int(font.face.pairKerning(cluster.lastGlyph, ellipsis.glyph))
        + Int(ellipsis.advance)
      if fits(total) {
        bestEnd = index + 1
        bestUnits = total
      } else if !fits(width) {
        break
      }
    }
    let shown = measured.string(rest.lowerBound..<bestEnd)
    return LineSpan(text: shown + String(Self.ellipsis), units: bestUnits)
  }

  /// "…" + longest suffix of `rest` (leading spaces of the suffix dropped).
  private func truncatingHead(_ rest: Range<Int>) -> LineSpan {
    let ellipsis = font.face.metrics(of: Self.ellipsis)
    let clusters = measured.clusters
    let trimmed = measured.trimmingTrailingSpaces(rest)
    var bestStart = trimmed.upperBound
    var bestUnits = Int(ellipsis.advance)
    var width = 0
    for index in trimmed.reversed() {
      let cluster = clusters[index]
      width =
        index == trimmed.upperBound - 1
        ? cluster.advance : cluster.advance + clusters[index + 1].kernBefore + width
      if cluster.isSpace { continue }
      let total =
        Int(ellipsis.advance) + Int(font.face.pairKerning(ellipsis.glyph, cluster.firstGlyph))
        + width
      if fits(total) {
        bestStart = index
        bestUnits = total
      } else if !fits(width) {
        break
      }
    }
    let shown = measured.string(bestStart..<trimmed.upperBound)
    return LineSpan(text: String(Self.ellipsis) + shown, units: bestUnits)
  }

  /// Prefix + "…" + suffix of `rest`, grown one cluster at a time, alternately.
  private func truncatingMiddle(_ rest: Range<Int>) -> LineSpan {
    let trimmed = measured.trimmingTrailingSpaces(rest)
    var prefixEnd = trimmed.lowerBound
    var suffixStart = trimmed.upperBound
    var best = middle(prefixEnd, suffixStart, in: trimmed)
    var frontDone = false
    var backDone = false
    var frontTurn = true
    while prefixEnd < suffixStart && !(frontDone && backDone) {
      if frontTurn && !frontDone {
        let attempt = middle(prefixEnd + 1, suffixStart, in: trimmed)
        if fits(attempt.units) {
          prefixEnd += 1
          best = attempt
        } else {
          frontDone = true
        }
      } else if !frontTurn && !backDone {
        let attempt = middle(prefixEnd, suffixStart - 1, in: trimmed)
        if fits(attempt.units) {
          suffixStart -= 1
          best = attempt
        } else {
          backDone = true
        }
      }
      frontTurn.toggle()
    }
    return best
  }

  /// clusters[range.lowerBound..<prefixEnd] + "…" + clusters[suffixStart..<range.upperBound],
  /// spaces next to the ellipsis dropped.
  private func middle(_ prefixEnd: Int, _ suffixStart: Int, in range: Range<Int>) -> LineSpan {
    let ellipsis = font.face.metrics(of: Self.ellipsis)
    let clusters = measured.clusters
    let prefix = measured.trimmingTrailingSpaces(range.lowerBound..<prefixEnd)
    let suffix = measured.trimmingLeadingSpaces(suffixStart..<range.upperBound)
    var units = measured.units(prefix) + Int(ellipsis.advance) + measured.units(suffix)
    if let last = prefix.last {
      units += Int(font.face.pairKerning(clusters[last].lastGlyph, ellipsis.glyph))
    }
    if let first = suffix.first {
      units += Int(font.face.pairKerning(ellipsis.glyph, clusters[first].firstGlyph))
    }
    return LineSpan(
      text: measured.string(prefix) + String(Self.ellipsis) + measured.string(suffix),
      units: units)
  }
}
