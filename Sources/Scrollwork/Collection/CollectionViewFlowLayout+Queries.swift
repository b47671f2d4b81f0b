import Foundation

/// Answering for the prepared flow layout: the attributes of the elements in a
/// rectangle (found by binary search over the lines) and of one element.
extension CollectionViewFlowLayout {
  func attributes(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
    var result: [CollectionViewLayoutAttributes] = []
    let low = isVertical ? rect.minY : rect.minX
    let high = isVertical ? rect.maxY : rect.maxX
    for (s, section) in sections.enumerated() where section.end >= low && section.start <= high {
      if meets(section.header, rect) {
        result.append(supplementary(CollectionView.elementKindSectionHeader, s, section.header))
      }
      let lines = section.lines.lines
      let origin = isVertical ? section.linesOrigin.y : section.linesOrigin.x
      // The first line whose far side reaches the rectangle.
      var lo = 0
      var hi = lines.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if origin + lines[mid].across + lines[mid].thickness <= low { lo = mid + 1 } else { hi = mid }
      }
      var l = lo
      while l < lines.count, origin + lines[l].across < high {
        for i in lines[l].items where meets(section.frames[i], rect) {
          let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: s))
          attributes.frame = section.frames[i]
          result.append(attributes)
        }
        l += 1
      }
      if meets(section.footer, rect) {
        result.append(supplementary(CollectionView.elementKindSectionFooter, s, section.footer))
      }
    }
    return result
  }

  func itemAttributes(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      sections[indexPath.section].frames.indices.contains(indexPath.item)
    else { return nil }
    let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = sections[indexPath.section].frames[indexPath.item]
    return attributes
  }

  func supplementaryAttributes(ofKind elementKind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    let frame: CGRect
    switch elementKind {
    case CollectionView.elementKindSectionHeader: frame = section.header
    case CollectionView.elementKindSectionFooter: frame = section.footer
    default: return nil
    }
    guard frame.width > 0, frame.height > 0 else { return nil }
    return supplementary(elementKind, indexPath.section, frame)
  }
}
