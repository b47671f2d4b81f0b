import Foundation

/// A table view's vertical geometry: the heights of the table header and footer, of
/// every section's header and footer and of every row, and the tops derived from
/// them (Sources/Scrollwork/Scrollwork.docc/TableViews.md, "Geometry").
///
/// Rows are stored flat, in order: the global index of row r of section s is
/// `rowBase[s] + r`. Tops are derived lazily: ``recomputeIfNeeded()`` after
/// heights change.
struct TableLayout {
  /// A section's header or footer.
  enum SectionEnd: Int, Hashable, Comparable {
    case header = 0
    case footer = 1
    static func < (a: SectionEnd, b: SectionEnd) -> Bool { a.rawValue < b.rawValue }
  }

  /// How a section header's or footer's height is known.
  struct EndSizing: Equatable {
    /// Whether the height is known (fixed, or resolved at the current width).
    var isExact: Bool
    /// Whether the height is ``TableView/automaticDimension`` (resolved when shown).
    var selfSizing: Bool
    /// The height until it is resolved.
    var estimate: CGFloat
    /// The data source's title.
    var title: String?
  }

  var tableHeaderHeight: CGFloat = 0
  var tableFooterHeight: CGFloat = 0
  var headerHeights: [CGFloat] = []
  var footerHeights: [CGFloat] = []
  var headerSizing: [EndSizing] = []
  var footerSizing: [EndSizing] = []
  /// The global index of each section's first row.
  var rowBase: [Int] = []
  /// Each row's current height: exact, measured, or an estimate.
  var heights: [CGFloat] = []
  /// Whether the row's height is known (fixed, or measured at the current width).
  var isExact: [Bool] = []
  /// Whether the row sizes itself from its cell (`automaticDimension`).
  var selfSizing: [Bool] = []
  /// The estimate a self-sizing row falls back to when its measurement is dropped.
  var estimates: [CGFloat] = []

  private(set) var rowTops: [CGFloat] = []
  private(set) var sectionTops: [CGFloat] = []
  private(set) var totalHeight: CGFloat = 0
  private var derivedValid = false

  var numberOfSections: Int { rowBase.count }
  var numberOfRows: Int { heights.count }

  func numberOfRows(inSection s: Int) -> Int {
    guard s >= 0, s < rowBase.count else { return 0 }
    let end = s + 1 < rowBase.count ? rowBase[s + 1] : heights.count
    return end - rowBase[s]
  }

  /// The global index of a row, nil when the path names no row.
  func globalIndex(_ indexPath: IndexPath) -> Int? {
    guard indexPath.count == 2 else { return nil }
    let s = indexPath.section
    let r = indexPath.row
    guard s >= 0, s < rowBase.count, r >= 0, r < numberOfRows(inSection: s) else { return nil }
    return rowBase[s] + r
  }

  /// The index path of a global row index (in range).
  func indexPath(global g: Int) -> IndexPath {
    // The last section whose first row is at or before g (empty sections share bases).
    var lo = 0
    var hi = rowBase.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if rowBase[mid] <= g { lo = mid } else { hi = mid - 1 }
    }
    return IndexPath(row: g - rowBase[lo], section: lo)
  }

  mutating func setHeight(_ h: CGFloat, at g: Int, exact: Bool) {
    if heights[g] != h { derivedValid = false }
    heights[g] = h
    isExact[g] = exact
  }

  mutating func invalidate() { derivedValid = false }

  /// The sizing of a section's header or footer.
  func sizing(_ kind: SectionEnd, _ s: Int) -> EndSizing {
    kind == .header ? headerSizing[s] : footerSizing[s]
  }

  /// The current height of a section's header or footer.
  func height(_ kind: SectionEnd, _ s: Int) -> CGFloat {
    kind == .header ? headerHeights[s] : footerHeights[s]
  }

  /// Sets a section header's or footer's height.
  mutating func setHeight(_ h: CGFloat, of kind: SectionEnd, _ s: Int, exact: Bool) {
    if height(kind, s) != h { derivedValid = false }
    switch kind {
    case .header:
      headerHeights[s] = h
      headerSizing[s].isExact = exact
    case .footer:
      footerHeights[s] = h
      footerSizing[s].isExact = exact
    }
  }

  /// The bottom of section `s` (header, rows and footer). Tops must be current.
  func sectionBottom(_ s: Int) -> CGFloat {
    s + 1 < rowBase.count ? sectionTops[s + 1] : totalHeight - tableFooterHeight
  }

  /// The sections whose rectangles (header, rows and footer) meet the band
  /// `minY..<maxY` (an empty section meets it when its top is inside). Tops must be
  /// current.
  func sections(intersecting minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
    var lo = 0
    var hi = rowBase.count
    while lo < hi {
      let mid = (lo + hi) / 2
      let bottom = sectionBottom(mid)
      if bottom > minY || (bottom == sectionTops[mid] && sectionTops[mid] >= minY) { hi = mid } else { lo = mid + 1 }
    }
    var end = lo
    while end < rowBase.count && sectionTops[end] < maxY { end += 1 }
    return lo..<end
  }

  /// Derives the tops: table header, then per section its header, rows and footer,
  /// then the table footer.
  mutating func recomputeIfNeeded() {
    guard !derivedValid else { return }
    rowTops = [CGFloat](repeating: 0, count: heights.count)
    sectionTops = [CGFloat](repeating: 0, count: rowBase.count)
    var y = tableHeaderHeight
    for s in 0..<rowBase.count {
      sectionTops[s] = y
      y += headerHeights[s]
      let end = s + 1 < rowBase.count ? rowBase[s + 1] : heights.count
      for g in rowBase[s]..<end {
        rowTops[g] = y
        y += heights[g]
      }
      y += footerHeights[s]
    }
    totalHeight = y + tableFooterHeight
    derivedValid = true
  }

  /// The global indexes of the rows whose rectangles meet the band
  /// `minY..<maxY` (a row of height zero meets it when its top is inside).
  /// Tops must be current.
  func rows(intersecting minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
    // Bottoms never decrease: find the first row whose bottom passes minY.
    var lo = 0
    var hi = heights.count
    while lo < hi {
      let mid = (lo + hi) / 2
      let bottom = rowTops[mid] + heights[mid]
      if bottom > minY || (heights[mid] == 0 && rowTops[mid] >= minY) { hi = mid } else { lo = mid + 1 }
    }
    var end = lo
    while end < heights.count && rowTops[end] < maxY { end += 1 }
    return lo..<end
  }
}
