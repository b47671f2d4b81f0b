import Foundation

/// Preparing a compositional layout: asking for the sections and placing every item,
/// header and footer (Sources/Scrollwork/Scrollwork.docc/CollectionViews.md,
/// "Compositional layout").
///
/// Geometry (vertical; horizontal swaps the roles of x and y): the container is the
/// bounds less the adjusted content inset. Layout headers, then each section
/// (``CollectionViewCompositionalLayoutConfiguration/interSectionSpacing`` apart),
/// then layout footers follow one another downwards. A section is its headers, its
/// top content inset, its groups (``CollectionLayoutSection/interGroupSpacing`` apart,
/// each at the leading inset), its bottom content inset and its footers. Top-level
/// groups resolve fractions against the section's effective content size: the
/// container less the section's content insets. An orthogonal section puts its groups
/// side by side from the leading inset and is as tall as its tallest group. In a
/// right-to-left vertical layout every frame is mirrored across the content width.
extension CollectionViewCompositionalLayout {
  func prepareSections() {
    sections = []
    layoutBoundaries = []
    contentSize = .zero
    estimates = []
    guard let view = collectionView else { return }
    let counts = view.counts
    let inset = view.adjustedContentInset
    preparedBoundsSize = view.bounds.size
    let container = CGSize(
      width: max(0, view.bounds.width - inset.left - inset.right),
      height: max(0, view.bounds.height - inset.top - inset.bottom))
    if measuredContainer != container {
      preferred = []
      preferredBoundaries = [:]
    }
    measuredContainer = container
    if preferred.count != counts.count || zip(preferred, counts).contains(where: { $0.count != $1 }) {
      preferred = (0..<counts.count).map { s in
        (0..<counts[s]).map { i in
          preferred.indices.contains(s) && preferred[s].indices.contains(i) ? preferred[s][i] : nil
        }
      }
    }
    let direction = view.effectiveUserInterfaceLayoutDirection
    let environment = CollectionLayoutEnvironment(
      container: CollectionLayoutContainer(
        contentSize: view.bounds.size, contentInsets: inset.directional(for: direction)),
      traitCollection: view.traitCollection)
    var spacing = configuration.interSectionSpacing
    if !spacing.isFinite {
      record(.invalidValue("\(spacing)", what: "interSectionSpacing", indexPath: nil))
      spacing = 0
    }
    let crossLength = isVertical ? container.width : container.height
    var position: CGFloat = 0
    let global = configuration.boundarySupplementaryItems
    layoutBoundaries += placeBoundaries(
      global, headers: true, at: &position, crossStart: 0, crossLength: crossLength, container: container)
    for s in counts.indices {
      if s > 0 { position += spacing }
      guard let section = sectionProvider(s, environment) else {
        record(.missingSection(s))
        sections.append(Section(frames: Array(repeating: nil, count: counts[s]), start: position, end: position))
        estimates.append(Array(repeating: EstimatedAxes(), count: counts[s]))
        continue
      }
      var placed = place(section, s, count: counts[s], at: &position, container: container)
      placed.listConfiguration = section.listConfiguration
      sections.append(placed)
    }
    layoutBoundaries += placeBoundaries(
      global, headers: false, at: &position, crossStart: 0, crossLength: crossLength, container: container)
    for i in layoutBoundaries.indices {
      layoutBoundaries[i].spanStart = 0
      layoutBoundaries[i].spanEnd = position
    }
    contentSize =
      isVertical ? CGSize(width: container.width, height: position) : CGSize(width: position, height: container.height)
    if isVertical && direction == .rightToLeft { mirror(width: container.width) }
  }

  /// Records an issue once.
  func record(_ issue: CollectionViewIssue) {
    guard let view = collectionView, !view.issues.contains(issue) else { return }
    view.issues.append(issue)
  }

  /// A point from its position along the scroll axis and across it.
  func point(main: CGFloat, cross: CGFloat) -> CGPoint {
    isVertical ? CGPoint(x: cross, y: main) : CGPoint(x: main, y: cross)
  }

  func mainLength(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }
  func crossLength(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }

  /// Places one section from `position` on, moving `position` to its end.
  private func place(
    _ section: CollectionLayoutSection, _ s: Int, count: Int, at position: inout CGFloat, container: CGSize
  )
    -> Section
  {
    var result = Section(frames: Array(repeating: nil, count: count), start: position)
    var ins = section.contentInsets
    if !(ins.top.isFinite && ins.leading.isFinite && ins.bottom.isFinite && ins.trailing.isFinite) {
      record(.invalidValue("\(ins)", what: "section contentInsets", indexPath: IndexPath(item: 0, section: s)))
      ins = .zero
    }
    for item in [section.group] + section.boundarySupplementaryItems {
      guard let edges = item.edgeSpacing else { continue }
      record(
        .invalidValue(
          "\(edges)", what: "edgeSpacing outside a group (not modelled; ignored)",
          indexPath: IndexPath(item: 0, section: s)))
    }
    let reference = referenceInsets(section.contentInsetsReference)
    if isVertical {
      ins.leading += reference.start
      ins.trailing += reference.end
    } else {
      ins.top += reference.start
      ins.bottom += reference.end
    }
    let effective = CGSize(
      width: max(0, container.width - ins.leading - ins.trailing),
      height: max(0, container.height - ins.top - ins.bottom))
    let mainStart = isVertical ? ins.top : ins.leading
    let mainEnd = isVertical ? ins.bottom : ins.trailing
    let crossStart = isVertical ? ins.leading : ins.top
    let follow = section.supplementariesFollowContentInsets
    let referenced =
      isVertical
      ? CGSize(width: max(0, container.width - reference.start - reference.end), height: container.height)
      : CGSize(width: container.width, height: max(0, container.height - reference.start - reference.end))
    let boundaryCrossStart = follow ? crossStart : reference.start
    let boundaryCross = follow ? crossLength(effective) : crossLength(referenced)
    let boundaryContainer = follow ? effective : referenced
    result.boundaries += placeBoundaries(
      section.boundarySupplementaryItems, headers: true, at: &position, crossStart: boundaryCrossStart,
      crossLength: boundaryCross, container: boundaryContainer, section: s)
    position += mainStart
    var spacing = section.interGroupSpacing
    if !spacing.isFinite {
      record(.invalidValue("\(spacing)", what: "interGroupSpacing", indexPath: IndexPath(item: 0, section: s)))
      spacing = 0
    }
    let measured = preferred.indices.contains(s) ? preferred[s] : []
    var placer = CompositionalGroupPlacer(measured: measured, section: s, end: count)
    let orthogonal = section.orthogonalScrollingBehavior != .none
    var cross = crossStart
    var thickest: CGFloat = 0
    var isFirst = true
    while placer.next < count {
      let first = placer.next
      let (size, local) = placer.place(section.group, in: effective)
      guard placer.next > first else { break }
      let origin: CGPoint
      if orthogonal {
        if isFirst && section.orthogonalScrollingBehavior == .groupPagingCentered {
          cross = crossStart + (crossLength(effective) - crossLength(size)) / 2
        }
        origin = point(main: position, cross: cross)
        cross += crossLength(size) + spacing
        thickest = max(thickest, mainLength(size))
      } else {
        origin = point(main: position, cross: crossStart)
        position += mainLength(size)
        if placer.next < count { position += spacing }
      }
      isFirst = false
      for (k, frame) in local.enumerated() { result.frames[first + k] = frame.offsetBy(dx: origin.x, dy: origin.y) }
    }
    if orthogonal { position += thickest }
    for issue in placer.issues { record(issue) }
    estimates.append(
      (0..<count).map { placer.estimates.indices.contains($0) ? placer.estimates[$0] : EstimatedAxes() })
    position += mainEnd
    result.boundaries += placeBoundaries(
      section.boundarySupplementaryItems, headers: false, at: &position, crossStart: boundaryCrossStart,
      crossLength: boundaryCross, container: boundaryContainer, section: s)
    result.end = position
    for i in result.boundaries.indices {
      result.boundaries[i].spanStart = result.start
      result.boundaries[i].spanEnd = position
    }
    return result
  }

  /// How far a section's content insets reference lies inside the container across
  /// the scroll direction, at its start (leading, or top) and end: the reference's
  /// inset from the collection view's edge less the adjusted content inset there, at
  /// least 0 (UIKitBehaviour.md §30).
  func referenceInsets(_ reference: ContentInsetsReference) -> (start: CGFloat, end: CGFloat) {
    guard let view = collectionView else { return (0, 0) }
    var resolved = reference == .automatic ? configuration.contentInsetsReference : reference
    if resolved == .automatic { resolved = .safeArea }
    let safe = view.safeAreaInsets
    let edges: EdgeInsets
    switch resolved {
    case .automatic, .none:
      return (0, 0)
    case .safeArea:
      edges = safe
    case .layoutMargins, .readableContent:
      // The margins guide's insets (the engine's rule, UIKitBehaviour.md §6).
      let m = view.layoutMargins
      let base = view.insetsLayoutMarginsFromSafeArea ? safe : .zero
      var e =
        view.rootEngine?.effectiveMargins(of: view)
        ?? EdgeInsets(
          top: base.top + m.top, left: base.left + m.left, bottom: base.bottom + m.bottom, right: base.right + m.right)
      if resolved == .readableContent {
        let spare = max(0, (view.bounds.width - e.left - e.right - readableContentWidth) / 2)
        e.left += spare
        e.right += spare
      }
      edges = e
    }
    let inset = view.adjustedContentInset
    let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let start = isVertical ? (rtl ? edges.right - inset.right : edges.left - inset.left) : edges.top - inset.top
    let end = isVertical ? (rtl ? edges.left - inset.left : edges.right - inset.right) : edges.bottom - inset.bottom
    guard start.isFinite, end.isFinite else { return (0, 0) }
    return (max(0, start), max(0, end))
  }

  /// Whether an alignment makes a header (true), a footer (false) or neither (nil) in
  /// this scroll direction, and where it sits across (0 leading, 1 centre, 2 trailing).
  func role(of alignment: RectAlignment) -> (isHeader: Bool, across: Int)? {
    switch (alignment, isVertical) {
    case (.top, true): return (true, 1)
    case (.topLeading, true): return (true, 0)
    case (.topTrailing, true): return (true, 2)
    case (.bottom, true): return (false, 1)
    case (.bottomLeading, true): return (false, 0)
    case (.bottomTrailing, true): return (false, 2)
    case (.leading, false): return (true, 1)
    case (.topLeading, false): return (true, 0)
    case (.bottomLeading, false): return (true, 2)
    case (.trailing, false): return (false, 1)
    case (.topTrailing, false): return (false, 0)
    case (.bottomTrailing, false): return (false, 2)
    default: return nil
    }
  }

  /// Places the headers (or footers) among `items` one after another from
  /// `position`, moving it past them.
  private func placeBoundaries(
    _ items: [CollectionLayoutBoundarySupplementaryItem], headers: Bool, at position: inout CGFloat,
    crossStart: CGFloat, crossLength: CGFloat, container: CGSize, section: Int? = nil
  ) -> [Boundary] {
    var result: [Boundary] = []
    for item in items {
      guard let role = role(of: item.alignment) else {
        if headers { record(.unsupportedBoundaryAlignment(kind: item.elementKind, alignment: item.alignment)) }
        continue
      }
      guard role.isHeader == headers else { continue }
      // A section's estimated boundary item takes its view's measured size.
      let measured = section.flatMap { preferredBoundaries[BoundaryKey(kind: item.elementKind, section: $0)] }
      var placer = CompositionalGroupPlacer(measured: [measured], section: section ?? 0, end: 1)
      let (size, frames) = placer.place(item, in: container)
      for issue in placer.issues { record(issue) }
      let acrossOffset: CGFloat
      switch role.across {
      case 0: acrossOffset = 0
      case 1: acrossOffset = (crossLength - self.crossLength(size)) / 2
      default: acrossOffset = crossLength - self.crossLength(size)
      }
      let origin = point(main: position, cross: crossStart + acrossOffset)
      let frame = (frames.first ?? .zero).offsetBy(dx: origin.x, dy: origin.y)
      result.append(
        Boundary(
          kind: item.elementKind, frame: frame, isHeader: headers, pinned: item.pinToVisibleBounds, spanStart: 0,
          spanEnd: 0, estimated: section == nil ? EstimatedAxes() : placer.estimates.first ?? EstimatedAxes()))
      position += mainLength(size)
    }
    return result
  }

  /// Mirrors every frame across a vertical layout's content width (right to left).
  private func mirror(width: CGFloat) {
    func flip(_ r: CGRect) -> CGRect { CGRect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height) }
    for s in sections.indices {
      sections[s].frames = sections[s].frames.map { $0.map(flip) }
      for b in sections[s].boundaries.indices {
        sections[s].boundaries[b].frame = flip(sections[s].boundaries[b].frame)
      }
    }
    for b in layoutBoundaries.indices { layoutBoundaries[b].frame = flip(layoutBoundaries[b].frame) }
  }
}
