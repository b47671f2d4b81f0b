import Foundation

/// Lines of text broken to a width, as a `UILabel` lays them out (UIKitBehaviour.md §4).
///
/// ```swift
/// let layout = TextLayout(
///   text: "The quick brown fox jumps over the lazy dog",
///   font: .systemFont(ofSize: 17), width: 150, numberOfLines: 0)
/// layout.lines.map(\.text)   // ["The quick brown", "fox jumps over the", "lazy dog"]
/// layout.size                // (widest line, 3 × lineHeight), not pixel-rounded
/// ```
///
/// Breaking follows a small subset of UAX #14 (after spaces, after hyphens between letters,
/// around CJK ideographs, after ZWSP; a word wider than the line breaks between grapheme
/// clusters), with hanging trailing spaces and legacy `kern`-table kerning between adjacent
/// scalars. Hard breaks (LF, CR LF, CR, U+2028, U+2029, VT, FF, NEL) always end a line; a
/// final hard break adds no empty line. <doc:FontsAndLabels> lists the rules and the
/// differences from iOS (no shaping, no bidi, no GPOS kerning, no `.pushOut`).
public struct TextLayout: Sendable, Equatable {
  /// The laid-out lines, top to bottom (at most `numberOfLines` when that is > 0).
  public let lines: [Line]
  /// Width: the widest line, but never more than the wrap width when one is given (a single
  /// grapheme cluster wider than the width, or a clipped line, overflows the box instead).
  /// Height: `lines.count × font.lineHeight`. Not rounded to pixels. (0, 0) for no lines.
  public let size: CGSize
  /// Distance from the top to the first line's baseline: `font.ascender` (0 with no lines).
  public let firstBaseline: CGFloat
  /// Distance from the top to the last line's baseline:
  /// `(lines.count − 1) × lineHeight + ascender` (0 with no lines).
  public let lastBaseline: CGFloat
  /// The height of each line, `font.lineHeight`.
  public let lineHeight: CGFloat
  /// True when text was cut: lines dropped by `numberOfLines`, an ellipsis inserted, or a
  /// clipped last line.
  public let isTruncated: Bool

  /// Lays out `text`.
  ///
  /// - Parameters:
  ///   - text: any string; empty text gives no lines and size (0, 0) (UIKitBehaviour.md §4 choice).
  ///   - font: measures advances, kerning and line height.
  ///   - width: the wrap width in points; nil, ≤ 0 or non-finite means unlimited (one line
  ///     per paragraph).
  ///   - numberOfLines: the maximum number of lines; 0 (or negative) means unlimited.
  ///   - lineBreakMode: ``LineBreakMode/byCharWrapping`` breaks between any grapheme
  ///     clusters, every other mode wraps at word boundaries. The mode decides the last
  ///     allowed line when text is left over: dropped (word/char wrapping), the rest of the
  ///     paragraph clipped (`byClipping`), or an ellipsis (truncating modes). So a single
  ///     line (`numberOfLines == 1`) with a width is truncated or clipped, never wrapped.
  /// - Complexity: O(n) for n scalars, plus O(line length²) for a middle-truncated line.
  public init(
    text: String, font: Font, width: CGFloat?, numberOfLines: Int,
    lineBreakMode: LineBreakMode = .byWordWrapping
  ) {
    let measured = MeasuredText(
      text: text, font: font, anyBoundary: lineBreakMode == .byCharWrapping)
    self.init(measured: measured, font: font, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
  }

  /// Lays out text measured once (a label re-wrapping at a new width skips measuring).
  /// `measured` must come from the same font, with `anyBoundary` true exactly for
  /// `.byCharWrapping`.
  /// With `buildsText` false the lines' `text` is left empty unless truncated (for
  /// sizes only).
  package init(
    measured: MeasuredText, font: Font, width: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode,
    buildsText: Bool = true
  ) {
    let maxWidth = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    var breaker = LineBreaker(measured: measured, font: font, maxWidth: maxWidth)
    breaker.buildsText = buildsText
    let limit = max(0, numberOfLines)
    var spans: [LineBreaker.LineSpan] = []
    var truncated = false
    paragraphs: for (number, paragraph) in measured.paragraphs.enumerated() {
      let isLastParagraph = number == measured.paragraphs.count - 1
      var start = paragraph.lowerBound
      repeat {
        let (end, next) = breaker.nextLine(from: start, in: paragraph)
        let overflowsLine = next < paragraph.upperBound
        if limit > 0 && spans.count == limit - 1 && (overflowsLine || !isLastParagraph) {
          spans.append(
            breaker.lastLine(
              from: start, naturalEnd: end, in: paragraph, mode: lineBreakMode,
              overflowsLine: overflowsLine))
          truncated = true
          break paragraphs
        }
        spans.append(breaker.line(start..<end))
        start = next
      } while start < paragraph.upperBound
    }
    self.init(spans: spans, font: font, maxWidth: maxWidth, isTruncated: truncated)
  }

  /// Converts spans to points and computes the size and baselines.
  private init(spans: [LineBreaker.LineSpan], font: Font, maxWidth: CGFloat?, isTruncated: Bool) {
    let lines = spans.map { Line(text: $0.text, width: font.points($0.units)) }
    let widest = lines.map(\.width).max() ?? 0
    let lineHeight = font.lineHeight
    self.lines = lines
    self.lineHeight = lineHeight
    self.isTruncated = isTruncated
    self.size = CGSize(
      width: maxWidth.map { min(widest, $0) } ?? widest,
      height: CGFloat(lines.count) * lineHeight)
    self.firstBaseline = lines.isEmpty ? 0 : font.ascender
    self.lastBaseline = lines.isEmpty ? 0 : CGFloat(lines.count - 1) * lineHeight + font.ascender
  }
}
