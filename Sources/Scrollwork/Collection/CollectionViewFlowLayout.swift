import Foundation

/// A layout that flows items into lines, with optional section headers and footers:
/// UIKit's `UICollectionViewFlowLayout`, under the same names and defaults.
///
/// In a vertical layout items fill rows left to right and rows stack downwards; in a
/// horizontal one items fill columns top to bottom and columns follow rightwards.
/// How items break into lines and where they sit in a line is the flow rule
/// (`FlowLines`, Sources/Scrollwork/Scrollwork.docc/CollectionViews.md, UIKitBehaviour.md §22).
/// Per-section values come from the collection view's delegate when it is a
/// ``CollectionViewDelegateFlowLayout``, else from the properties.
///
/// Geometry (vertical; horizontal swaps the axes): the content is as wide as the
/// bounds less the adjusted content inset's left and right; each section is its
/// header (full width, ``headerReferenceSize``'s height), its inset top, its lines,
/// its inset bottom and its footer. Lines are as long as the content width less the
/// section inset's left and right (and, per ``sectionInsetReference``, the part of
/// the safe area or layout margins not already in the content inset).
open class CollectionViewFlowLayout: CollectionViewLayout {
  /// The direction the content scrolls (`UICollectionView.ScrollDirection`, UIKit's raw values).
  public enum ScrollDirection: Int, Sendable {
    case vertical = 0
    case horizontal = 1
  }

  /// What ``sectionInset`` is measured from (`UICollectionViewFlowLayout.SectionInsetReference`).
  public enum SectionInsetReference: Int, Sendable {
    /// From the content area (the bounds inside the adjusted content inset).
    case fromContentInset = 0
    /// From the safe area.
    case fromSafeArea = 1
    /// From the collection view's layout margins.
    case fromLayoutMargins = 2
  }

  /// `UICollectionViewFlowLayout.automaticSize`: as an ``estimatedItemSize``, "size
  /// every item from its cell" (the largest finite size, as UIKit's constant prints).
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

  /// The direction of scrolling (default `.vertical`).
  open var scrollDirection: ScrollDirection = .vertical { didSet { changed(scrollDirection != oldValue) } }
  /// Every item's size unless the delegate says otherwise (default 50 × 50).
  open var itemSize = CGSize(width: 50, height: 50) { didSet { changed(itemSize != oldValue) } }
  /// Not zero: items size themselves from their cells
  /// (``CollectionViewCell/preferredLayoutAttributesFitting(_:)``) when they come on
  /// screen, and count at this size until then (``automaticSize``: at ``itemSize``).
  /// Default zero: sizes are ``itemSize`` or the delegate's.
  open var estimatedItemSize: CGSize = .zero { didSet { changed(estimatedItemSize != oldValue) } }
  /// The least spacing between lines (default 10).
  open var minimumLineSpacing: CGFloat = 10 { didSet { changed(minimumLineSpacing != oldValue) } }
  /// The least spacing between items of a line (default 10); full lines spread wider.
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { changed(minimumInteritemSpacing != oldValue) } }
  /// The inset of each section's lines (default zero).
  open var sectionInset: EdgeInsets = .zero { didSet { changed(sectionInset != oldValue) } }
  /// What ``sectionInset`` is measured from (default `.fromContentInset`).
  open var sectionInsetReference: SectionInsetReference = .fromContentInset {
    didSet { changed(sectionInsetReference != oldValue) }
  }
  /// Each section header's size: its height in a vertical layout, its width in a
  /// horizontal one (default zero: no headers).
  open var headerReferenceSize: CGSize = .zero { didSet { changed(headerReferenceSize != oldValue) } }
  /// Each section footer's size, as for headers (default zero: no footers).
  open var footerReferenceSize: CGSize = .zero { didSet { changed(footerReferenceSize != oldValue) } }

  /// One section's prepared geometry, in content coordinates.
  struct Section {
    var frames: [CGRect] = []
    var lines: FlowLines = FlowLines(sizes: [], available: 0, interitem: 0, lineSpacing: 0)
    /// The line axis origin of the section's lines (content coordinates).
    var linesOrigin: CGPoint = .zero
    var header: CGRect = .zero
    var footer: CGRect = .zero
    /// The section's extent along the scroll axis.
    var start: CGFloat = 0
    var end: CGFloat = 0
  }

  var sections: [Section] = []
  var contentSize: CGSize = .zero
  /// Sizes cells preferred, per section and item (nil: not measured).
  var preferred: [[CGSize?]] = []
  /// The line length the preferred sizes were measured for.
  var measuredLineLength: CGFloat?
  /// The size of the bounds the layout was prepared for.
  var preparedBoundsSize: CGSize?

  /// Creates a flow layout with UIKit's defaults.
  public override init() {}

  private func changed(_ isChange: Bool) {
    if isChange { invalidateLayout() }
  }

  var isVertical: Bool { scrollDirection == .vertical }
  var isSelfSizing: Bool { estimatedItemSize != .zero }

  open override var collectionViewContentSize: CGSize { contentSize }

  /// Reads the counts and per-section values and places every item, header and
  /// footer (the flow rule). Overrides call super first.
  open override func prepare() {
    super.prepare()
    prepareSections()
  }

  /// The header, items and footer meeting `rect` (touching edges do not meet).
  open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    attributes(in: rect)
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    itemAttributes(at: indexPath)
  }

  /// A section's header (``CollectionView/elementKindSectionHeader``) or footer; nil
  /// when it has no size.
  open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    supplementaryAttributes(ofKind: elementKind, at: indexPath)
  }

  /// A vertical layout needs a new layout when the bounds' width changes (rotation,
  /// resize), a horizontal one when their height does; scrolling needs none.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let prepared = preparedBoundsSize else { return true }
    return isVertical ? newBounds.width != prepared.width : newBounds.height != prepared.height
  }

  /// Yes while the item's size is an estimate or the preferred size differs.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool {
    guard isSelfSizing, originalAttributes.representedElementCategory == .cell else { return false }
    return isEstimated(at: originalAttributes.indexPath) || preferredAttributes.size != originalAttributes.size
  }

  override func applyPreferredLayoutAttributes(_ preferredAttributes: CollectionViewLayoutAttributes) {
    let path = preferredAttributes.indexPath
    guard preferred.indices.contains(path.section), preferred[path.section].indices.contains(path.item) else { return }
    preferred[path.section][path.item] = preferredAttributes.size
    needsPrepare = true
  }

  override func isEstimated(at indexPath: IndexPath) -> Bool {
    guard isSelfSizing, preferred.indices.contains(indexPath.section),
      preferred[indexPath.section].indices.contains(indexPath.item)
    else { return false }
    return preferred[indexPath.section][indexPath.item] == nil
  }

  override func carryOverMeasurements(oldIndexPath: (IndexPath) -> IndexPath?) {
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
  }
}
