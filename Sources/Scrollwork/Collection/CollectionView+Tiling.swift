import Foundation

/// Which views exist: one per element whose layout attributes meet the bounds, with
/// self-sizing items measured as they come on screen.
///
/// The rule (Sources/Scrollwork/Scrollwork.docc/CollectionViews.md, "Tiling"):
/// 1. if the bounds changed since the last tiling and the layout's
///    ``CollectionViewLayout/shouldInvalidateLayout(forBoundsChange:)`` says so, the
///    layout is invalidated;
/// 2. the layout is prepared if it was invalidated; an offset now beyond its range
///    is brought back to it (UIKitBehaviour.md §7.3);
/// 3. each item meeting the bounds whose size is still an estimate gets its cell
///    from the data source and its cell's
///    ``CollectionViewCell/preferredLayoutAttributesFitting(_:)``; the layout takes
///    them when it says they need a new layout; an estimated supplementary view (a
///    compositional section's boundary item) is measured likewise; steps 2–3 repeat
///    while sizes change (at most 8 times);
/// 4. views of elements now off screen leave (`didEndDisplaying`, then the reuse
///    pool), views of elements now on screen come in (`willDisplay`), and every
///    view shown is set to its attributes' frame and z-order.
extension CollectionView {
  /// Tiles if the bounds or the layout changed since the last tiling.
  func tileIfNeeded() {
    ensureLoaded()
    if lastTiledBounds == bounds && !collectionViewLayout.needsPrepare { return }
    tileElements()
  }

  /// Tiles now (steps 1–4 above).
  func tileElements() {
    guard !isTiling else { return }
    isTiling = true
    defer { isTiling = false }
    ensureLoaded()
    let layout = collectionViewLayout
    layout.collectionView = self
    if let last = lastTiledBounds, last != bounds, layout.shouldInvalidateLayout(forBoundsChange: bounds) {
      layout.needsPrepare = true
    }
    var fresh: [IndexPath: CollectionViewCell] = [:]
    var freshSupplementary: [SupplementaryKey: CollectionReusableView] = [:]
    for _ in 0..<8 {
      layout.prepareIfNeeded()
      adjustOffsetIfRangeChanged()
      let meeting = layout.layoutAttributesForElements(in: bounds) ?? []
      let estimated = meeting.filter {
        $0.representedElementCategory == .cell && isValidItem($0.indexPath) && layout.isEstimated(at: $0.indexPath)
      }
      let estimatedSupplementary = meeting.filter {
        guard $0.representedElementCategory == .supplementaryView, let kind = $0.representedElementKind else {
          return false
        }
        return counts.indices.contains($0.indexPath.section)
          && layout.isEstimatedSupplementary(ofKind: kind, at: $0.indexPath)
      }
      guard !estimated.isEmpty || !estimatedSupplementary.isEmpty else { break }
      for attributes in estimated {
        let path = attributes.indexPath
        let cell = displayedCells[path] ?? fresh[path] ?? makeCell(at: path)
        if displayedCells[path] == nil { fresh[path] = cell }
        measure(cell, attributes)
      }
      for attributes in estimatedSupplementary {
        let key = supplementaryKey(attributes)
        let view = displayedSupplementary[key] ?? freshSupplementary[key] ?? makeSupplementaryView(key)
        if let view, displayedSupplementary[key] == nil { freshSupplementary[key] = view }
        measureSupplementary(view, attributes)
      }
    }
    // Bringing the offset into range may change the adjusted insets, which invalidates the layout.
    for _ in 0..<3 {
      layout.prepareIfNeeded()
      adjustOffsetIfRangeChanged()
      if !layout.needsPrepare { break }
    }
    let shown = (layout.layoutAttributesForElements(in: bounds) ?? []).filter { !$0.isHidden }
    let cells = shown.filter { $0.representedElementCategory == .cell && isValidItem($0.indexPath) }
    let supplementary = shown.filter {
      $0.representedElementCategory == .supplementaryView && $0.representedElementKind != nil
        && counts.indices.contains($0.indexPath.section)
    }
    recycleCells(keeping: Set(cells.map(\.indexPath)))
    recycleSupplementaryViews(keeping: Set(supplementary.map(supplementaryKey)))
    for attributes in cells {
      let path = attributes.indexPath
      if let cell = displayedCells[path] {
        place(cell, attributes)
        continue
      }
      let cell = fresh.removeValue(forKey: path) ?? makeCell(at: path)
      place(cell, attributes)
      applySelection(to: cell, at: path)
      collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
      displayedCells[path] = cell
      insertElementView(cell, zIndex: attributes.zIndex)
    }
    for attributes in supplementary {
      let key = supplementaryKey(attributes)
      if let view = displayedSupplementary[key] {
        place(view, attributes)
        continue
      }
      guard let view = freshSupplementary.removeValue(forKey: key) ?? makeSupplementaryView(key) else { continue }
      place(view, attributes)
      collectionDelegate?.collectionView(
        self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
      displayedSupplementary[key] = view
      insertElementView(view, zIndex: attributes.zIndex)
    }
    for (_, cell) in fresh.sorted(by: { $0.key < $1.key }) { enqueue(cell) }
    for (key, view) in freshSupplementary.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
      enqueueSupplementary(view, kind: key.kind)
    }
    lastTiledBounds = bounds
  }

  func supplementaryKey(_ attributes: CollectionViewLayoutAttributes) -> SupplementaryKey {
    SupplementaryKey(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)
  }

  /// Measures a self-sizing item: the cell at the estimated frame, its preferred
  /// attributes, checked (a size that is not positive and finite keeps the estimate,
  /// with a ``CollectionViewIssue/unpinnedCellContent(reuseIdentifier:indexPath:isHeight:view:fix:)``
  /// or ``CollectionViewIssue/zeroSizeCell(reuseIdentifier:indexPath:)``), then
  /// given to the layout.
  func measure(_ cell: CollectionViewCell, _ attributes: CollectionViewLayoutAttributes) {
    // Measured on the collection view's screen (its pixel scale), not the cell's default
    // one, with the fonts of the window's content size category.
    if cell.superview == nil { cell.screen = screen }
    if let window = rootView as? Window { cell.adjustFontsForContentSizeCategory(in: window) }
    if cell.frame != attributes.frame { cell.frame = attributes.frame }
    cell.layoutContentView()
    let asked = attributes.copy()
    asked.selfSizingPriorities = collectionViewLayout.selfSizingPriorities(for: attributes)
    let preferred = cell.preferredLayoutAttributesFitting(asked)
    let size = preferred.size
    let usable = size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite
    if !usable {
      reportCollapsedContent(of: cell, at: attributes.indexPath, fitted: size, estimate: attributes.size)
      preferred.frame = attributes.frame
    }
    preferred.indexPath = attributes.indexPath
    let layout = collectionViewLayout
    if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) {
      layout.applyPreferredLayoutAttributes(preferred)
    }
  }

  /// Measures the view of an estimated supplementary element (a compositional
  /// section's boundary item) as ``measure(_:_:)`` does a cell: at the estimated frame,
  /// its ``CollectionReusableView/preferredLayoutAttributesFitting(_:)``. Without a
  /// view (the data source gave none, recorded) or with a size that is not positive and
  /// finite (recorded as ``CollectionViewIssue/zeroSizeSupplementaryView(kind:indexPath:fitted:)``) the
  /// estimate stands as its size.
  func measureSupplementary(_ view: CollectionReusableView?, _ attributes: CollectionViewLayoutAttributes) {
    let preferred = attributes.copy()
    if let view {
      if view.superview == nil { view.screen = screen }
      if let window = rootView as? Window { view.adjustFontsForContentSizeCategory(in: window) }
      if view.frame != attributes.frame { view.frame = attributes.frame }
      let asked = attributes.copy()
      asked.selfSizingPriorities = collectionViewLayout.selfSizingPriorities(for: attributes)
      let size = view.preferredLayoutAttributesFitting(asked).size
      if size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite {
        preferred.frame.size = size
      } else {
        let issue = CollectionViewIssue.zeroSizeSupplementaryView(
          kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath,
          fitted: CGSize(width: size.width + 0, height: size.height + 0))
        if !issues.contains(issue) { issues.append(issue) }
      }
    }
    collectionViewLayout.applyPreferredSupplementaryAttributes(preferred)
  }

  /// The data source's cell for an item (a plain cell without a data source).
  func makeCell(at path: IndexPath) -> CollectionViewCell {
    guard let source = dataSource else { return CollectionViewCell(frame: .zero) }
    return source.collectionView(self, cellForItemAt: path)
  }

  /// The data source's supplementary view, or nil (recorded once) when it gives none.
  func makeSupplementaryView(_ key: SupplementaryKey) -> CollectionReusableView? {
    let view = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
    let issue = CollectionViewIssue.missingSupplementaryView(kind: key.kind, indexPath: key.indexPath)
    // Asked again at each tiling while the element is on screen: recorded once.
    if view == nil && !issues.contains(issue) { issues.append(issue) }
    return view
  }

  /// Sets a view's frame to its attributes' and lets it apply them.
  func place(_ view: CollectionReusableView, _ attributes: CollectionViewLayoutAttributes) {
    if view.frame != attributes.frame { view.frame = attributes.frame }
    (view as? CollectionViewCell)?.layoutContentView()
    view.apply(attributes)
  }

  /// Adds an element's view below the first element view of a higher z-index (in
  /// order of addition among equal ones).
  private func insertElementView(_ view: CollectionReusableView, zIndex: Int) {
    view.elementZIndex = zIndex
    let above = subviews.first { ($0 as? CollectionReusableView).map { $0.elementZIndex > zIndex } ?? false }
    if let above {
      insertSubview(view, belowSubview: above)
    } else {
      addSubview(view)
    }
  }

  /// Sends the cells shown for items not in `kept` to the reuse pool.
  private func recycleCells(keeping kept: Set<IndexPath>) {
    for (path, cell) in displayedCells.sorted(by: { $0.key < $1.key }) where !kept.contains(path) {
      displayedCells[path] = nil
      cell.removeFromSuperview()
      collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
      enqueue(cell)
    }
  }

  /// Sends the supplementary views shown for elements not in `kept` to their pools.
  private func recycleSupplementaryViews(keeping kept: Set<SupplementaryKey>) {
    let gone = displayedSupplementary.keys.filter { !kept.contains($0) }.sorted { $0.indexPath < $1.indexPath }
    for key in gone {
      guard let view = displayedSupplementary.removeValue(forKey: key) else { continue }
      view.removeFromSuperview()
      collectionDelegate?.collectionView(
        self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
      enqueueSupplementary(view, kind: key.kind)
    }
  }

  /// Puts a cell in the reuse pool (cells without an identifier are let go).
  func enqueue(_ cell: CollectionViewCell) {
    if cell.superview != nil { cell.removeFromSuperview() }
    guard let id = cell.reuseIdentifier else { return }
    cellPool[id, default: []].append(cell)
  }

  /// Puts a supplementary view in its pool (views without an identifier are let go).
  func enqueueSupplementary(_ view: CollectionReusableView, kind: String) {
    if view.superview != nil { view.removeFromSuperview() }
    guard let id = view.reuseIdentifier else { return }
    supplementaryPool[SupplementaryKey.Pool(kind: kind, identifier: id), default: []].append(view)
  }

  /// Sends every shown view to its pool (`didEndDisplaying` for each).
  func removeAllDisplayedViews() {
    for (path, cell) in displayedCells.sorted(by: { $0.key < $1.key }) {
      cell.removeFromSuperview()
      collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
      enqueue(cell)
    }
    displayedCells.removeAll()
    recycleSupplementaryViews(keeping: [])
    lastTiledBounds = nil
  }
}
