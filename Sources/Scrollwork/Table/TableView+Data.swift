import Foundation

/// Reading counts and heights from the data source and delegate.
extension TableView {
  /// Loads the data once, before the first query or layout.
  func ensureLoaded() {
    if !hasLoaded { loadData() }
  }

  /// Reads the counts, titles and heights into ``layout``. Self-sizing rows start at
  /// their estimates; with estimation off (an estimate of 0) they are measured now.
  func loadData() {
    hasLoaded = true
    checkedCellHeights.removeAll()
    var l = TableLayout()
    l.tableHeaderHeight = tableHeaderView.map { max(0, $0.frame.height) } ?? 0
    l.tableFooterHeight = tableFooterView.map { max(0, $0.frame.height) } ?? 0
    guard let source = dataSource else {
      layout = l
      layout.recomputeIfNeeded()
      lastTiling = nil
      return
    }
    var sections = source.numberOfSections(in: self)
    if sections < 0 {
      issues.append(.negativeCount(sections, section: nil))
      sections = 0
    }
    for s in 0..<sections {
      var rows = source.tableView(self, numberOfRowsInSection: s)
      if rows < 0 {
        issues.append(.negativeCount(rows, section: s))
        rows = 0
      }
      l.rowBase.append(l.heights.count)
      let header = loadSectionEnd(.header, in: s, title: source.tableView(self, titleForHeaderInSection: s))
      let footer = loadSectionEnd(.footer, in: s, title: source.tableView(self, titleForFooterInSection: s))
      l.headerHeights.append(header.height)
      l.headerSizing.append(header.sizing)
      l.footerHeights.append(footer.height)
      l.footerSizing.append(footer.sizing)
      for r in 0..<rows {
        let path = IndexPath(row: r, section: s)
        let estimate = estimatedHeight(at: path)
        if let fixed = fixedHeight(at: path) {
          l.heights.append(fixed)
          l.isExact.append(true)
          l.selfSizing.append(false)
        } else {
          l.heights.append(estimate)
          l.isExact.append(false)
          l.selfSizing.append(true)
        }
        l.estimates.append(estimate)
      }
    }
    layout = l
    measuredWidth = cellWidth
    lastTiling = nil
    // Estimation off: measure every self-sizing row now (UIKit's behaviour before
    // estimated heights).
    for g in 0..<layout.numberOfRows where layout.selfSizing[g] && layout.estimates[g] == 0 {
      let cell = makeCell(forGlobal: g)
      measure(cell, global: g)
      enqueue(cell)
    }
    for s in 0..<layout.numberOfSections {
      for kind in [TableLayout.SectionEnd.header, .footer] {
        let sizing = layout.sizing(kind, s)
        guard sizing.selfSizing && sizing.estimate == 0 else { continue }
        if let view = resolveSectionEnd(SectionEndKey(section: s, kind: kind)) { enqueueSectionEnd(view) }
      }
    }
    layout.recomputeIfNeeded()
  }

  /// Drops the loaded geometry when a height property changes after the data loaded.
  func reloadGeometry() {
    guard hasLoaded else { return }
    invalidateData()
  }

  /// A row's fixed height, or nil when it sizes itself: the delegate's
  /// `heightForRowAt` (default ``rowHeight``).
  func fixedHeight(at path: IndexPath) -> CGFloat? {
    let raw = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
    return usableHeight(raw, what: "heightForRowAt", path: path)
  }

  /// A row's estimate: the delegate's `estimatedHeightForRowAt` (default
  /// ``estimatedRowHeight``); ``automaticDimension`` means 44.
  func estimatedHeight(at path: IndexPath) -> CGFloat {
    let raw = tableDelegate?.tableView(self, estimatedHeightForRowAt: path) ?? estimatedRowHeight
    return usableHeight(raw, what: "estimatedHeightForRowAt", path: path) ?? TableView.standardRowHeight
  }

  /// `raw` when it is a height (finite, ≥ 0); nil for ``automaticDimension`` and,
  /// with a recorded issue, for anything else.
  func usableHeight(_ raw: CGFloat, what: String, path: IndexPath?) -> CGFloat? {
    if raw == TableView.automaticDimension { return nil }
    if raw.isFinite && raw >= 0 { return raw }
    issues.append(.invalidHeight(raw, what: what, indexPath: path))
    return nil
  }

  /// A section header's or footer's height as loaded, and how it is known: the
  /// delegate's `heightForHeaderInSection` (default ``sectionHeaderHeight``) or
  /// `heightForFooterInSection`; a height ≥ 0 is exact. For ``automaticDimension``
  /// the header sizes itself when it comes on screen (``resolveSectionEnd(_:)``) and
  /// until then counts at the delegate's `estimatedHeightForHeaderInSection` (default
  /// ``estimatedSectionHeaderHeight``), whose ``automaticDimension`` means the style's
  /// height for its title (``styleSpacing(hasTitle:)``).
  func loadSectionEnd(_ kind: TableLayout.SectionEnd, in section: Int, title: String?)
    -> (height: CGFloat, sizing: TableLayout.EndSizing)
  {
    let isHeader = kind == .header
    let raw =
      isHeader
      ? tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
      : tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
    let what = isHeader ? "heightForHeaderInSection" : "heightForFooterInSection"
    if let fixed = usableHeight(raw, what: what, path: nil) {
      return (fixed, TableLayout.EndSizing(isExact: true, selfSizing: false, estimate: fixed, title: title))
    }
    let rawEstimate =
      isHeader
      ? tableDelegate?.tableView(self, estimatedHeightForHeaderInSection: section) ?? estimatedSectionHeaderHeight
      : tableDelegate?.tableView(self, estimatedHeightForFooterInSection: section) ?? estimatedSectionFooterHeight
    let estimate =
      usableHeight(rawEstimate, what: "estimatedH" + what.dropFirst(), path: nil)
      ?? styleSpacing(hasTitle: title != nil)
    return (estimate, TableLayout.EndSizing(isExact: false, selfSizing: true, estimate: estimate, title: title))
  }

  /// The height of a header or footer of ``automaticDimension`` height without a
  /// view of its own: 28 with a title and 0 without in `.plain`; 38 with a title and
  /// 18 without in the grouped styles [choice].
  func styleSpacing(hasTitle: Bool) -> CGFloat {
    switch style {
    case .plain: hasTitle ? 28 : 0
    case .grouped, .insetGrouped: hasTitle ? 38 : 18
    }
  }
}
