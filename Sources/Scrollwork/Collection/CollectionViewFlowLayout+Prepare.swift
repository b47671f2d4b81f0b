import Foundation

/// Preparing a flow layout: reading the sizes and placing every element.
extension CollectionViewFlowLayout {
  /// Reads the counts and per-section values and places every item, header and
  /// footer (the flow rule, `FlowLines`).
  func prepareSections() {
    sections = []
    contentSize = .zero
    guard let view = collectionView else { return }
    let counts = view.counts
    let inset = view.adjustedContentInset
    preparedBoundsSize = view.bounds.size
    // The content's extent across the lines, and the reference edges of the section insets.
    let contentAcross = max(
      0, isVertical ? view.bounds.width - inset.left - inset.right : view.bounds.height - inset.top - inset.bottom)
    let reference = referenceInsets(view, inset: inset)
    let lineLengthBase =
      contentAcross - (isVertical ? reference.left + reference.right : reference.top + reference.bottom)
    if measuredLineLength != lineLengthBase { preferred = [] }
    measuredLineLength = lineLengthBase
    if preferred.count != counts.count || zip(preferred, counts).contains(where: { $0.count != $1 }) {
      preferred = (0..<counts.count).map { s in
        (0..<counts[s]).map { i in
          preferred.indices.contains(s) && preferred[s].indices.contains(i) ? preferred[s][i] : nil
        }
      }
    }
    let flow = view.delegate as? any CollectionViewDelegateFlowLayout
    var position: CGFloat = 0
    for s in 0..<counts.count {
      let sectionInset = usable(flow?.collectionView(view, layout: self, insetForSectionAt: s) ?? sectionInset, s)
      let lineSpacing = usable(
        flow?.collectionView(view, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing,
        "minimumLineSpacing", s)
      let interitem = usable(
        flow?.collectionView(view, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing,
        "minimumInteritemSpacing", s)
      let header = usable(
        flow?.collectionView(view, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize,
        "referenceSizeForHeaderInSection", IndexPath(item: 0, section: s))
      let footer = usable(
        flow?.collectionView(view, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize,
        "referenceSizeForFooterInSection", IndexPath(item: 0, section: s))
      let sizes = (0..<counts[s]).map { i in itemSize(at: IndexPath(item: i, section: s), flow: flow, view: view) }
      var section = CollectionViewFlowLayout.Section()
      section.start = position
      if isVertical {
        section.header = CGRect(x: 0, y: position, width: contentAcross, height: header.height)
        position += header.height + sectionInset.top
        let lead = reference.left + sectionInset.left
        let length = max(0, contentAcross - lead - reference.right - sectionInset.right)
        section.lines = FlowLines(
          sizes: sizes.map { ($0.width, $0.height) }, available: length, interitem: interitem, lineSpacing: lineSpacing)
        section.linesOrigin = CGPoint(x: lead, y: position)
        section.frames = sizes.indices.map { i in
          CGRect(
            x: lead + section.lines.along[i], y: position + lineTop(section.lines, i) + section.lines.acrossOffset[i],
            width: sizes[i].width, height: sizes[i].height)
        }
        position += section.lines.extent + sectionInset.bottom
        section.footer = CGRect(x: 0, y: position, width: contentAcross, height: footer.height)
        position += footer.height
      } else {
        section.header = CGRect(x: position, y: 0, width: header.width, height: contentAcross)
        position += header.width + sectionInset.left
        let lead = reference.top + sectionInset.top
        let length = max(0, contentAcross - lead - reference.bottom - sectionInset.bottom)
        section.lines = FlowLines(
          sizes: sizes.map { ($0.height, $0.width) }, available: length, interitem: interitem, lineSpacing: lineSpacing)
        section.linesOrigin = CGPoint(x: position, y: lead)
        section.frames = sizes.indices.map { i in
          CGRect(
            x: position + lineTop(section.lines, i) + section.lines.acrossOffset[i], y: lead + section.lines.along[i],
            width: sizes[i].width, height: sizes[i].height)
        }
        position += section.lines.extent + sectionInset.right
        section.footer = CGRect(x: position, y: 0, width: footer.width, height: contentAcross)
        position += footer.width
      }
      for i in section.lines.oversized {
        view.issues.append(
          .itemLargerThanLine(
            indexPath: IndexPath(item: i, section: s), size: sizes[i], lineLength: section.lines.available))
      }
      section.end = position
      sections.append(section)
    }
    contentSize =
      isVertical ? CGSize(width: contentAcross, height: position) : CGSize(width: position, height: contentAcross)
  }

  /// The across position of item `i`'s line within the section's lines.
  private func lineTop(_ lines: FlowLines, _ i: Int) -> CGFloat {
    lines.lines[lines.lineIndex[i]].across
  }

  /// The insets the section insets are measured from, per edge, inside the content:
  /// zero from the content inset; from the safe area or the layout margins, the part
  /// of them the adjusted content inset does not already cover.
  private func referenceInsets(_ view: CollectionView, inset: EdgeInsets) -> EdgeInsets {
    let outer: EdgeInsets
    switch sectionInsetReference {
    case .fromContentInset: return .zero
    case .fromSafeArea: outer = view.safeAreaInsets
    case .fromLayoutMargins: outer = view.layoutMargins
    }
    return EdgeInsets(
      top: max(0, outer.top - inset.top), left: max(0, outer.left - inset.left),
      bottom: max(0, outer.bottom - inset.bottom), right: max(0, outer.right - inset.right))
  }

  /// An item's size: measured, else the estimate (self-sizing); else the delegate's or ``itemSize``.
  private func itemSize(at path: IndexPath, flow: (any CollectionViewDelegateFlowLayout)?, view: CollectionView)
    -> CGSize
  {
    if isSelfSizing {
      if let measured = preferred[path.section][path.item] { return measured }
      let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
      return usable(estimate, "estimatedItemSize", path)
    }
    return usable(flow?.collectionView(view, layout: self, sizeForItemAt: path) ?? itemSize, "sizeForItemAt", path)
  }

  /// `size` with each component that is negative, NaN or infinite read as 0 (recorded).
  private func usable(_ size: CGSize, _ what: String, _ path: IndexPath) -> CGSize {
    func ok(_ v: CGFloat) -> Bool { v.isFinite && v >= 0 }
    guard !ok(size.width) || !ok(size.height) else { return size }
    collectionView?.issues.append(.invalidValue("\(size)", what: what, indexPath: path))
    return CGSize(width: ok(size.width) ? size.width : 0, height: ok(size.height) ? size.height : 0)
  }

  /// A spacing: any finite value (negative spacing overlaps items, as in UIKit);
  /// NaN or infinity is read as 0 (recorded).
  private func usable(_ value: CGFloat, _ what: String, _ section: Int) -> CGFloat {
    guard !value.isFinite else { return value }
    collectionView?.issues.append(
      .invalidValue("\(value)", what: what, indexPath: IndexPath(item: 0, section: section)))
    return 0
  }

  /// An inset: any finite value per edge; NaN or infinity is read as 0 (recorded).
  private func usable(_ inset: EdgeInsets, _ section: Int) -> EdgeInsets {
    func ok(_ v: CGFloat) -> Bool { v.isFinite }
    guard !ok(inset.top) || !ok(inset.left) || !ok(inset.bottom) || !ok(inset.right) else { return inset }
    collectionView?.issues.append(
      .invalidValue("\(inset)", what: "insetForSectionAt", indexPath: IndexPath(item: 0, section: section)))
    return EdgeInsets(
      top: ok(inset.top) ? inset.top : 0, left: ok(inset.left) ? inset.left : 0,
      bottom: ok(inset.bottom) ? inset.bottom : 0, right: ok(inset.right) ? inset.right : 0)
  }
}
