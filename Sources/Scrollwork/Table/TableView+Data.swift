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
      l.headerHeights.append(headerHeight(in: s, title: source.tableView(self, titleForHeaderInSection: s)))
      l.footerHeights.append(footerHeight(in: s, title: source.tableView(self, titleForFooterInSection: s)))
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

  /// A section header's height: the delegate's (default ``sectionHeaderHeight``), or
  /// for ``automaticDimension`` the style's: 28 with a title and 0 without in
  /// `.plain`; 38 with a title and 18 without in the grouped styles [choice].
  func headerHeight(in section: Int, title: String?) -> CGFloat {
    let raw = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
    return usableHeight(raw, what: "heightForHeaderInSection", path: nil) ?? styleSpacing(hasTitle: title != nil)
  }

  /// A section footer's height, by the same rule as the header's.
  func footerHeight(in section: Int, title: String?) -> CGFloat {
    let raw = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
    return usableHeight(raw, what: "heightForFooterInSection", path: nil) ?? styleSpacing(hasTitle: title != nil)
  }

  private func styleSpacing(hasTitle: Bool) -> CGFloat {
    switch style {
    case .plain: hasTitle ? 28 : 0
    case .grouped, .insetGrouped: hasTitle ? 38 : 18
    }
  }
}
