import Foundation

/// Greedy line filling over a ``MeasuredText``: each line takes as many clusters as fit,
/// breaking at the last opportunity that fits, or between grapheme clusters when a single
/// word is wider than the line.
///
/// Spaces at the end of a line hang: they stay on that line but neither count toward its
/// width nor push anything to the next line. A cluster wider than the whole width is put on
/// a line of its own (a `Character` is never split), so such a line is wider than `maxWidth`.
struct LineBreaker {
  let measured: MeasuredText
  let font: Font
  /// The wrap width in points; nil = unlimited.
  let maxWidth: CGFloat?
  /// False when only sizes are wanted: plain lines then carry no text (building each
  /// line's `String` is most of the cost of re-wrapping a label at a new width).
  var buildsText = true

  /// A line fits if its width exceeds `maxWidth` by at most this much (points), so that a
  /// width which went through ``TextLayout/ceilToPixels(_:scale:)``, whose epsilon can take off
  /// up to 1e-6, still holds the text it was measured from.
  static let fitTolerance: CGFloat = 1e-4

  /// One laid-out line: the clusters shown and any ellipsis around them.
  struct LineSpan {
    var text: String
    var units: Int
  }

  /// Whether `units` font units fit in the width.
  @inline(__always)
  func fits(_ units: Int) -> Bool {
    guard let maxWidth else { return true }
    return font.points(units) <= maxWidth + Self.fitTolerance
  }

  /// The line starting at cluster `start` of `paragraph`.
  ///
  /// - Returns: `end`, the end of the line's clusters (hanging spaces included; trim them for
  ///   display), and `next`, where the following line starts (`next == end`, and
  ///   `next > start` unless the paragraph is empty).
  /// - Complexity: O(clusters scanned), at most the clusters of this line and the next.
  func nextLine(from start: Int, in paragraph: Range<Int>) -> (end: Int, next: Int) {
    let clusters = measured.clusters
    let stop = paragraph.upperBound
    guard maxWidth != nil else { return (stop, stop) }
    var width = 0
    var lastBreak = start
    var index = start
    while index < stop {
      let cluster = clusters[index]
      let candidate =
        index == start ? cluster.advance : width + cluster.kernBefore + cluster.advance
      if index > start && cluster.breakBefore { lastBreak = index }
      if !cluster.isSpace && !fits(candidate) {
        let end: Int
        if lastBreak > start {
          end = lastBreak  // the last break opportunity, before a non-space
        } else if index > start {
          end = index  // one word wider than the line: break between clusters
        } else {
          end = hangSpaces(after: start + 1, stop: stop)  // one cluster wider than the line
        }
        return (end, end)
      }
      width = candidate
      index += 1
    }
    return (stop, stop)
  }

  /// The first cluster at or after `index` that is not a space.
  private func hangSpaces(after index: Int, stop: Int) -> Int {
    var end = index
    while end < stop && measured.clusters[end].isSpace { end += 1 }
    return end
  }

  /// The displayed line for clusters `range`: trailing spaces dropped from text and width.
  func line(_ range: Range<Int>) -> LineSpan {
    let shown = measured.trimmingTrailingSpaces(range)
    return LineSpan(text: buildsText ? measured.string(shown) : "", units: measured.units(shown))
  }
}
