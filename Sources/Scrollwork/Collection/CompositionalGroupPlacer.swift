import Foundation

/// Which axes of a placed item's size are estimates that a measurement replaces.
struct EstimatedAxes: Equatable, Sendable {
  var width = false
  var height = false
  var any: Bool { width || height }
}

/// Places one section's groups, items first to last: the group rule of
/// ``CollectionLayoutGroup`` (Sources/Scrollwork/Scrollwork.docc/CollectionViews.md,
/// "Compositional layout"; UIKitBehaviour.md §24). Pure: no views; frames come back
/// relative to the placed element's origin.
struct CompositionalGroupPlacer {
  /// The section's measured item sizes (nil: not measured).
  let measured: [CGSize?]
  /// The section's index (for issues).
  let section: Int
  /// The number of items in the section.
  let end: Int
  /// The next item to place.
  var next = 0
  /// The estimated axes of each placed item, in item order.
  var estimates: [EstimatedAxes] = []
  /// What could not be used as given.
  var issues: [CollectionViewIssue] = []

  /// A length forced on an item along an axis (the `subitem:count:` share).
  struct Forced {
    var axis: CollectionLayoutGroup.Axis
    var length: CGFloat
  }

  /// Lengths within this of a group's length still fit it (fractions such as 1/3
  /// add up to a hair more than the whole).
  static let tolerance: CGFloat = 1e-6

  init(measured: [CGSize?], section: Int, end: Int) {
    self.measured = measured
    self.section = section
    self.end = end
  }

  /// Places an item or group at the local origin in a container of `container`
  /// size; returns its size (for an item, its slot before content insets) and the
  /// frames of the items it took.
  mutating func place(_ item: CollectionLayoutItem, in container: CGSize, forced: Forced? = nil)
    -> (size: CGSize, frames: [CGRect])
  {
    if let group = item as? CollectionLayoutGroup { return placeGroup(group, in: container, forced: forced) }
    return placeItem(item, in: container, forced: forced)
  }

  /// A dimension in points: a fraction of the container's width or height, the
  /// absolute value, or the estimate. Negative or non-finite values read as 0 (recorded).
  mutating func points(_ dimension: CollectionLayoutDimension, in container: CGSize, _ what: String) -> CGFloat {
    let value = dimension.dimension
    guard value.isFinite, value >= 0 else {
      note(
        .invalidValue(
          "\(dimension)", what: what, indexPath: IndexPath(item: min(next, max(0, end - 1)), section: section)))
      return 0
    }
    switch dimension.kind {
    case .fractionalWidth: return value * container.width
    case .fractionalHeight: return value * container.height
    case .absolute, .estimated: return value
    }
  }

  private mutating func note(_ issue: CollectionViewIssue) {
    if !issues.contains(issue) { issues.append(issue) }
  }

  /// The item's insets on its non-estimated axes (left = leading), checked.
  private mutating func insets(_ item: CollectionLayoutItem, estimated: EstimatedAxes) -> EdgeInsets {
    let i = item.contentInsets
    guard i.top.isFinite, i.leading.isFinite, i.bottom.isFinite, i.trailing.isFinite else {
      note(
        .invalidValue(
          "\(i)", what: "contentInsets", indexPath: IndexPath(item: min(next, max(0, end - 1)), section: section)))
      return .zero
    }
    return EdgeInsets(
      top: estimated.height ? 0 : i.top, left: estimated.width ? 0 : i.leading,
      bottom: estimated.height ? 0 : i.bottom, right: estimated.width ? 0 : i.trailing)
  }

  /// The size an item or group asks for in `container` (`label` prefixes the
  /// dimension's name in an invalid-value issue) and which axes are estimated; a
  /// length the enclosing group forces (`subitem:count:`) replaces its axis, which is
  /// then not estimated.
  private mutating func slot(_ size: CollectionLayoutSize, in container: CGSize, forced: Forced?, label: String)
    -> (width: CGFloat, height: CGFloat, estimated: EstimatedAxes)
  {
    var width = points(size.widthDimension, in: container, label + "widthDimension")
    var height = points(size.heightDimension, in: container, label + "heightDimension")
    var estimated = EstimatedAxes(width: size.widthDimension.isEstimated, height: size.heightDimension.isEstimated)
    if let forced {
      if forced.axis == .horizontal {
        width = forced.length
        estimated.width = false
      } else {
        height = forced.length
        estimated.height = false
      }
    }
    return (width, height, estimated)
  }

  /// One item: its slot (measured on estimated axes once measured), and its frame:
  /// the slot less its content insets.
  private mutating func placeItem(_ item: CollectionLayoutItem, in container: CGSize, forced: Forced?)
    -> (size: CGSize, frames: [CGRect])
  {
    var (width, height, estimated) = slot(item.layoutSize, in: container, forced: forced, label: "")
    if measured.indices.contains(next), let size = measured[next] {
      if estimated.width { width = size.width }
      if estimated.height { height = size.height }
    }
    let inset = insets(item, estimated: estimated)
    var frame = CGRect(
      x: inset.left, y: inset.top, width: width - inset.left - inset.right, height: height - inset.top - inset.bottom)
    if frame.width < 0 || frame.height < 0 {
      note(
        .invalidValue(
          "\(item.contentInsets)", what: "contentInsets larger than the item",
          indexPath: IndexPath(item: next, section: section)))
      frame.size = CGSize(width: max(0, frame.width), height: max(0, frame.height))
    }
    estimates.append(estimated)
    next += 1
    return (CGSize(width: width, height: height), [frame])
  }

  /// One group: its subitems side by side (horizontal) or stacked (vertical) inside
  /// its content insets, repeated while they fit (or exactly `count` copies); an
  /// estimated dimension takes the content's size.
  private mutating func placeGroup(_ group: CollectionLayoutGroup, in container: CGSize, forced: Forced?)
    -> (size: CGSize, frames: [CGRect])
  {
    var (width, height, estimated) = slot(group.layoutSize, in: container, forced: forced, label: "group ")
    guard !group.subitems.isEmpty else {
      note(.emptyGroup(section: section))
      return (CGSize(width: width, height: height), [])
    }
    let inset = insets(group, estimated: estimated)
    let inner = CGSize(
      width: max(0, width - inset.left - inset.right), height: max(0, height - inset.top - inset.bottom))
    let horizontal = group.axis == .horizontal
    let length = horizontal ? inner.width : inner.height
    var spacing = group.interItemSpacing?.spacing ?? 0
    if !spacing.isFinite {
      note(.invalidValue("\(spacing)", what: "interItemSpacing", indexPath: IndexPath(item: 0, section: section)))
      spacing = 0
    }
    var children: [(size: CGSize, frames: [CGRect])] = []
    var used: CGFloat = 0
    func along(_ size: CGSize) -> CGFloat { horizontal ? size.width : size.height }
    if var count = group.count {
      if count < 1 {
        note(.invalidValue("\(count)", what: "group count", indexPath: IndexPath(item: 0, section: section)))
        count = 1
      }
      let share = max(0, (length - CGFloat(count - 1) * spacing) / CGFloat(count))
      for _ in 0..<count {
        guard next < end else { break }
        let child = place(group.subitems[0], in: inner, forced: Forced(axis: group.axis, length: share))
        used += (children.isEmpty ? 0 : spacing) + along(child.size)
        children.append(child)
      }
    } else {
      var k = 0
      while next < end {
        let saved = (next: next, estimates: estimates.count)
        let child = place(group.subitems[k % group.subitems.count], in: inner)
        let needed = (children.isEmpty ? 0 : spacing) + along(child.size)
        if next == saved.next || (!children.isEmpty && used + needed > length + Self.tolerance) {
          // It does not fit (or took no item: an empty nested group): undo it. Its
          // issues stay; the next group meets the same values.
          next = saved.next
          estimates.removeLast(estimates.count - saved.estimates)
          break
        }
        used += needed
        children.append(child)
        k += 1
      }
    }
    var gap = spacing
    if group.interItemSpacing?.isFlexibleSpacing == true, children.count > 1 {
      gap += max(0, length - used) / CGFloat(children.count - 1)
    }
    var frames: [CGRect] = []
    var cursor: CGFloat = 0
    var across: CGFloat = 0
    for child in children {
      let origin =
        horizontal ? CGPoint(x: inset.left + cursor, y: inset.top) : CGPoint(x: inset.left, y: inset.top + cursor)
      frames += child.frames.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
      cursor += along(child.size) + gap
      across = max(across, horizontal ? child.size.height : child.size.width)
    }
    let extent = children.isEmpty ? 0 : cursor - gap
    if estimated.width { width = (horizontal ? extent : across) + inset.left + inset.right }
    if estimated.height { height = (horizontal ? across : extent) + inset.top + inset.bottom }
    return (CGSize(width: width, height: height), frames)
  }
}
