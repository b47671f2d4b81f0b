import Foundation

/// The flow rule for one section, on abstract axes: items flow along a line (x for
/// a vertical layout, y for a horizontal one) and lines stack across them
/// (Sources/Scrollwork/Scrollwork.docc/CollectionViews.md, "The flow rule";
/// UIKitBehaviour.md §22). Pure: no views, so it can be tested on its own.
struct FlowLines {
  /// One line: its items (a range of the section's items), its position across the
  /// lines, and its thickness (the largest item's extent across).
  struct Line: Equatable {
    var items: Range<Int>
    var across: CGFloat
    var thickness: CGFloat
  }

  /// The lines of the section.
  var lines: [Line] = []
  /// Each item's position along its line (from the line's start) and across (from
  /// the line's top): its frame in the section's own coordinates is
  /// (along, across) × size, with axes still abstract.
  var along: [CGFloat] = []
  var acrossOffset: [CGFloat] = []
  /// The extent of all lines across, spacing included (0 without items).
  var extent: CGFloat = 0
  /// The items longer along than the line holds (each on a line of its own, at the
  /// line's start).
  var oversized: [Int] = []
  /// The line length the items were broken for.
  var available: CGFloat = 0
  /// Each item's line (an index into ``lines``).
  var lineIndex: [Int] = []

  /// Breaks `sizes` (along, across) into lines `available` long, with at least
  /// `interitem` between items of a line and `lineSpacing` between lines:
  /// 1. an item goes on the current line if the line's items, the spacing before it
  ///    and the item fit `available`; otherwise it starts a new line (the first item
  ///    of a line always goes on it);
  /// 2. a line that is not the section's last and holds two or more items is
  ///    justified: its first item at the start, its last at the end, the spare length
  ///    shared equally between the gaps;
  /// 3. a line that is not the last and holds one item centres it (an item longer
  ///    than the line starts at its start);
  /// 4. the last line: when every item of the section has the same size, its items
  ///    take the places they would have on a full, justified line of such items (the
  ///    columns of the lines above; one to a line: centred); otherwise they start at
  ///    the line's start, `interitem` apart;
  /// 5. across, each item is centred in its line.
  init(sizes: [(along: CGFloat, across: CGFloat)], available: CGFloat, interitem: CGFloat, lineSpacing: CGFloat) {
    let n = sizes.count
    self.available = available
    along = [CGFloat](repeating: 0, count: n)
    lineIndex = [Int](repeating: 0, count: n)
    acrossOffset = [CGFloat](repeating: 0, count: n)
    guard n > 0 else { return }
    let tolerance: CGFloat = 1e-9
    var start = 0
    var used = sizes[0].along
    var ranges: [Range<Int>] = []
    for i in 1..<n {
      if used + interitem + sizes[i].along <= available + tolerance {
        used += interitem + sizes[i].along
      } else {
        ranges.append(start..<i)
        start = i
        used = sizes[i].along
      }
    }
    ranges.append(start..<n)
    let uniform = sizes.allSatisfy { $0.along == sizes[0].along && $0.across == sizes[0].across }
    var across: CGFloat = 0
    for (index, range) in ranges.enumerated() {
      let isLast = index == ranges.count - 1
      placeAlong(range, sizes: sizes, available: available, interitem: interitem, isLast: isLast, uniform: uniform)
      let thickness = range.map { sizes[$0].across }.max() ?? 0
      for i in range {
        acrossOffset[i] = (thickness - sizes[i].across) / 2
        lineIndex[i] = index
      }
      lines.append(Line(items: range, across: across, thickness: thickness))
      across += thickness + (isLast ? 0 : lineSpacing)
    }
    extent = across
  }

  /// Places one line's items along it (rules 2–4).
  private mutating func placeAlong(
    _ range: Range<Int>, sizes: [(along: CGFloat, across: CGFloat)], available: CGFloat, interitem: CGFloat,
    isLast: Bool, uniform: Bool
  ) {
    let count = range.count
    let total = range.reduce(0) { $0 + sizes[$1].along }
    if count == 1, sizes[range.lowerBound].along > available {
      oversized.append(range.lowerBound)
      along[range.lowerBound] = 0
      return
    }
    // The items a full line would hold, and their total length: the line itself, or
    // for a uniform last line as many copies of its item as fit.
    var slots = count
    var slotTotal = total
    if isLast {
      guard uniform else {
        var x: CGFloat = 0
        for i in range {
          along[i] = x
          x += sizes[i].along + interitem
        }
        return
      }
      let w = sizes[range.lowerBound].along
      // k items of length w fit when k·w + (k − 1)·interitem ≤ available.
      while w + interitem > 0 && CGFloat(slots + 1) * w + CGFloat(slots) * interitem <= available + 1e-9 {
        slots += 1
      }
      slotTotal = CGFloat(slots) * w
    }
    if slots == 1 {
      along[range.lowerBound] = (available - total) / 2
      return
    }
    let gap = interitem + (available - slotTotal - CGFloat(slots - 1) * interitem) / CGFloat(slots - 1)
    var x: CGFloat = 0
    for i in range {
      along[i] = x
      x += sizes[i].along + gap
    }
  }
}
