import Foundation

/// What a compositional layout asks for each section: UIKit's
/// `UICollectionViewCompositionalLayoutSectionProvider` (section index and
/// environment in, section out; nil is recorded as
/// ``CollectionViewIssue/missingSection(_:)`` and the section's items get no frames).
public typealias CollectionViewCompositionalLayoutSectionProvider =
  (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?

/// A layout built from items, groups and sections: UIKit's
/// `UICollectionViewCompositionalLayout`, under the same names.
///
/// ```swift
/// let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(
///   widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
/// let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(
///   widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
/// let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
/// ```
///
/// Each section repeats its group along the scroll direction (``CollectionLayoutSection``),
/// or across it for an orthogonal section; each group repeats its subitems
/// (``CollectionLayoutGroup``); sections follow one another with
/// ``CollectionViewCompositionalLayoutConfiguration/interSectionSpacing`` between
/// them. Items with an estimated dimension size themselves from their cells, as the
/// flow layout's do with an estimated item size. The rules are in
/// Sources/Scrollwork/Scrollwork.docc/CollectionViews.md, "Compositional layout", and
/// the UIKit facts in UIKitBehaviour.md §24.
open class CollectionViewCompositionalLayout: CollectionViewLayout {
  let sectionProvider: CollectionViewCompositionalLayoutSectionProvider
  /// The layout-wide values. Assigning a configuration invalidates the layout.
  open var configuration: CollectionViewCompositionalLayoutConfiguration {
    didSet { invalidateLayout() }
  }

  /// A placed boundary item: where it sits unpinned and the span it may be pinned within.
  struct Boundary {
    var kind: String
    var frame: CGRect
    var isHeader: Bool
    var pinned: Bool
    /// The section's (or the content's) extent along the scroll axis.
    var spanStart: CGFloat
    var spanEnd: CGFloat
    /// Which axes of its size are estimates (a section's boundary item only).
    var estimated = EstimatedAxes()
  }

  /// One section's prepared geometry, in content coordinates.
  struct Section {
    /// Each item's frame (nil: not placed, its section has no layout section).
    var frames: [CGRect?] = []
    var boundaries: [Boundary] = []
    /// The section's extent along the scroll axis.
    var start: CGFloat = 0
    var end: CGFloat = 0
    /// The list configuration of a list section (UIKitBehaviour.md §42), or nil.
    var listConfiguration: CollectionLayoutListConfiguration?
  }

  var sections: [Section] = []
  var layoutBoundaries: [Boundary] = []
  var contentSize: CGSize = .zero
  /// Sizes cells preferred, per section and item (nil: not measured).
  var preferred: [[CGSize?]] = []
  /// Sizes the views of sections' estimated boundary items preferred, by kind and section.
  var preferredBoundaries: [BoundaryKey: CGSize] = [:]

  /// A section's boundary item.
  struct BoundaryKey: Hashable {
    var kind: String
    var section: Int
  }
  /// The estimated axes of each item, as last prepared.
  var estimates: [[EstimatedAxes]] = []
  /// The container size the preferred sizes were measured in.
  var measuredContainer: CGSize?
  /// The size of the bounds the layout was prepared for.
  var preparedBoundsSize: CGSize?

  /// A layout of one section description for every section (UIKit's `init(section:)`).
  public convenience init(section: CollectionLayoutSection) {
    self.init(section: section, configuration: CollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout of one section description for every section, with a configuration.
  public init(section: CollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration) {
    sectionProvider = { _, _ in section }
    self.configuration = configuration
  }

  /// A layout asking `sectionProvider` for each section at every prepare (UIKit's
  /// `init(sectionProvider:)`), so that sections can follow the container's size.
  public convenience init(sectionProvider: @escaping CollectionViewCompositionalLayoutSectionProvider) {
    self.init(sectionProvider: sectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout asking `sectionProvider` for each section, with a configuration.
  public init(
    sectionProvider: @escaping CollectionViewCompositionalLayoutSectionProvider,
    configuration: CollectionViewCompositionalLayoutConfiguration
  ) {
    self.sectionProvider = sectionProvider
    self.configuration = configuration
  }

  var isVertical: Bool { configuration.scrollDirection == .vertical }

  open override var collectionViewContentSize: CGSize { contentSize }

  /// Asks for the sections and places every item, header and footer. Overrides call super first.
  open override func prepare() {
    super.prepare()
    prepareSections()
  }

  /// The items and boundary items meeting `rect` (touching edges do not meet);
  /// pinned headers and footers where the current bounds put them.
  open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    attributes(in: rect)
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    itemAttributes(at: indexPath)
  }

  /// A section's boundary item of `elementKind` (index path: section, item 0), or a
  /// layout-level one (index path 0, 0) when section 0 has none of that kind.
  open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    supplementaryAttributes(ofKind: elementKind, at: indexPath)
  }

  /// Any change of the bounds' size needs a new layout (fractions refer to both
  /// axes, and the section provider may choose by size); scrolling needs none
  /// (pinned items are placed at each query).
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let prepared = preparedBoundsSize else { return true }
    return newBounds.size != prepared
  }

  /// Yes while the item's size is an estimate or the preferred size differs on an estimated axis.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool {
    let path = originalAttributes.indexPath
    guard originalAttributes.representedElementCategory == .cell, let axes = estimatedAxes(at: path), axes.any
    else { return false }
    if preferred[path.section][path.item] == nil { return true }
    return (axes.width && preferredAttributes.size.width != originalAttributes.size.width)
      || (axes.height && preferredAttributes.size.height != originalAttributes.size.height)
  }

  override func applyPreferredLayoutAttributes(_ preferredAttributes: CollectionViewLayoutAttributes) {
    let path = preferredAttributes.indexPath
    guard preferred.indices.contains(path.section), preferred[path.section].indices.contains(path.item) else { return }
    preferred[path.section][path.item] = preferredAttributes.size
    needsPrepare = true
  }

  override func isEstimated(at indexPath: IndexPath) -> Bool {
    guard let axes = estimatedAxes(at: indexPath), axes.any else { return false }
    return preferred[indexPath.section][indexPath.item] == nil
  }

  /// The item's estimated axes, when both the estimates and the measurements know it.
  func estimatedAxes(at path: IndexPath) -> EstimatedAxes? {
    guard path.count == 2, estimates.indices.contains(path.section),
      estimates[path.section].indices.contains(path.item),
      preferred.indices.contains(path.section), preferred[path.section].indices.contains(path.item)
    else { return nil }
    return estimates[path.section][path.item]
  }

  override func carryOverMeasurements(oldIndexPath: (IndexPath) -> IndexPath?) {
    // Boundary views are measured again when shown (their sections may have moved).
    preferredBoundaries = [:]
    guard let view = collectionView else { return }
    let old = preferred
    preferred = (0..<view.counts.count).map { s in
      (0..<view.counts[s]).map { i in
        guard let o = oldIndexPath(IndexPath(item: i, section: s)), old.indices.contains(o.section),
          old[o.section].indices.contains(o.item)
        else { return nil }
        return old[o.section][o.item]
      }
    }
  }

  /// Drops every measured size (``CollectionView/reloadData()``).
  override func resetMeasurements() {
    preferred = []
    preferredBoundaries = [:]
  }

  /// A self-sizing item or boundary item keeps the length of its axes that are not
  /// estimated (a full-width list row wraps its text at the row's width) and lets its
  /// content decide the estimated ones (UIKitBehaviour.md §37).
  override func selfSizingPriorities(for attributes: CollectionViewLayoutAttributes) -> SelfSizingPriorities {
    let path = attributes.indexPath
    if let kind = attributes.representedElementKind {
      guard path.count == 2, sections.indices.contains(path.section),
        let boundary = sections[path.section].boundaries.first(where: { $0.kind == kind })
      else { return SelfSizingPriorities() }
      return SelfSizingPriorities(estimated: boundary.estimated)
    }
    guard let axes = estimatedAxes(at: path) else { return SelfSizingPriorities() }
    return SelfSizingPriorities(estimated: axes)
  }

  /// Yes for a section's boundary item with an estimated axis not yet measured.
  override func isEstimatedSupplementary(ofKind kind: String, at indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      let boundary = sections[indexPath.section].boundaries.first(where: { $0.kind == kind }),
      boundary.estimated.any
    else { return false }
    return preferredBoundaries[BoundaryKey(kind: kind, section: indexPath.section)] == nil
  }

  override func applyPreferredSupplementaryAttributes(_ preferredAttributes: CollectionViewLayoutAttributes) {
    guard let kind = preferredAttributes.representedElementKind, preferredAttributes.indexPath.count == 2 else {
      return
    }
    preferredBoundaries[BoundaryKey(kind: kind, section: preferredAttributes.indexPath.section)] =
      preferredAttributes.size
    needsPrepare = true
  }
}
