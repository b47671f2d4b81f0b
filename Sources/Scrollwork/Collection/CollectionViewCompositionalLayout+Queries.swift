import Foundation

/// Answering for the prepared compositional layout: the attributes of the elements
/// in a rectangle and of one element, with pinned headers and footers placed for the
/// current bounds.
extension CollectionViewCompositionalLayout {
  func attributes(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
    var result: [CollectionViewLayoutAttributes] = []
    let low = isVertical ? rect.minY : rect.minX
    let high = isVertical ? rect.maxY : rect.maxX
    for boundary in layoutBoundaries {
      let frame = currentFrame(boundary)
      if meets(frame, rect) { result.append(supplementary(boundary.kind, 0, frame)) }
    }
    for (s, section) in sections.enumerated() where section.end >= low && section.start <= high {
      for boundary in section.boundaries {
        let frame = currentFrame(boundary)
        if meets(frame, rect) { result.append(supplementary(boundary.kind, s, frame)) }
      }
      for (i, frame) in section.frames.enumerated() {
        guard let frame, meets(frame, rect) else { continue }
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: s))
        attributes.frame = frame
        result.append(attributes)
      }
    }
    return result
  }

  func itemAttributes(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      sections[indexPath.section].frames.indices.contains(indexPath.item),
      let frame = sections[indexPath.section].frames[indexPath.item]
    else { return nil }
    let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frame
    return attributes
  }

  func supplementaryAttributes(ofKind elementKind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    guard indexPath.count == 2, indexPath.item == 0 else { return nil }
    if sections.indices.contains(indexPath.section),
      let boundary = sections[indexPath.section].boundaries.first(where: { $0.kind == elementKind })
    {
      return supplementary(elementKind, indexPath.section, currentFrame(boundary))
    }
    if indexPath.section == 0, let boundary = layoutBoundaries.first(where: { $0.kind == elementKind }) {
      return supplementary(elementKind, 0, currentFrame(boundary))
    }
    return nil
  }

  /// A boundary item's frame now: unpinned, where it was placed; pinned, a header no
  /// nearer the start than the visible area's start (the bounds less the adjusted
  /// content inset) and a footer no further than its end, both kept inside their span.
  func currentFrame(_ boundary: Boundary) -> CGRect {
    guard boundary.pinned, let view = collectionView else { return boundary.frame }
    let inset = view.adjustedContentInset
    let visibleStart = isVertical ? view.bounds.minY + inset.top : view.bounds.minX + inset.left
    let visibleEnd = isVertical ? view.bounds.maxY - inset.bottom : view.bounds.maxX - inset.right
    let start = isVertical ? boundary.frame.minY : boundary.frame.minX
    let length = mainLength(boundary.frame.size)
    let moved: CGFloat
    if boundary.isHeader {
      moved = max(start, min(max(start, visibleStart), boundary.spanEnd - length))
    } else {
      moved = min(start, max(min(start, visibleEnd - length), boundary.spanStart))
    }
    var frame = boundary.frame
    if isVertical { frame.origin.y = moved } else { frame.origin.x = moved }
    return frame
  }
}
