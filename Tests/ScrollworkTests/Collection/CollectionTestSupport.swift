import Foundation

@testable import Scrollwork

/// A cell that counts its `prepareForReuse()` calls and shows the item's number.
final class BoxCell: CollectionViewCell {
  let label = Label()
  private(set) var reuseCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) { nil }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
  }
}

/// A section header or footer showing its section's number.
final class TitleView: CollectionReusableView {
  var title = ""
}

/// One item: a number that tells items apart, and its size (nil: the layout's `itemSize`).
struct Box: Equatable {
  var id: Int
  var size: CGSize?
}

/// A data source and flow layout delegate of sections of ``Box``es shown in
/// ``BoxCell``s, recording what the collection view asked and told.
final class BoxSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
  var sections: [[Box]]
  /// Per-section header and footer sizes (nil: the layout's reference sizes).
  var headerSizes: [CGSize]?
  var footerSizes: [CGSize]?
  var givesSupplementaryViews = true
  var cellRequests = 0
  var madeCells: [ObjectIdentifier: BoxCell] = [:]
  var willDisplay: [IndexPath] = []
  var didEndDisplaying: [IndexPath] = []

  init(_ sections: [[Box]]) { self.sections = sections }

  /// `count` boxes numbered from `first`, of the layout's item size.
  static func boxes(_ count: Int, from first: Int = 0) -> [Box] {
    (0..<count).map { Box(id: first + $0, size: nil) }
  }

  func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    sections[section].count
  }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    cellRequests += 1
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Box", for: indexPath)
    guard let box = cell as? BoxCell else { return cell }
    madeCells[ObjectIdentifier(box)] = box
    box.label.text = "\(sections[indexPath.section][indexPath.item].id)"
    return box
  }
  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView? {
    guard givesSupplementaryViews else { return nil }
    let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
    (view as? TitleView)?.title = "\(kind == CollectionView.elementKindSectionHeader ? "H" : "F")\(indexPath.section)"
    return view
  }
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sections[indexPath.section][indexPath.item].size ?? (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize
      ?? .zero
  }
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    headerSizes?[section] ?? (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    footerSizes?[section] ?? (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    willDisplay.append(indexPath)
  }
  func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    didEndDisplaying.append(indexPath)
  }

  /// A collection view of `size` showing this source with `layout`, ``BoxCell``s
  /// registered as "Box" and ``TitleView``s for both supplementary kinds.
  func makeCollection(size: CGSize, layout: CollectionViewLayout) -> CollectionView {
    let view = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    view.register(BoxCell.self, forCellWithReuseIdentifier: "Box")
    for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
      view.register(TitleView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
    }
    view.delegate = self
    view.dataSource = self
    return view
  }
}

/// A flow layout with the given values.
func flowLayout(
  item: CGSize = CGSize(width: 100, height: 100), line: CGFloat = 10, interitem: CGFloat = 10,
  inset: EdgeInsets = .zero, direction: CollectionViewFlowLayout.ScrollDirection = .vertical
) -> CollectionViewFlowLayout {
  let layout = CollectionViewFlowLayout()
  layout.itemSize = item
  layout.minimumLineSpacing = line
  layout.minimumInteritemSpacing = interitem
  layout.sectionInset = inset
  layout.scrollDirection = direction
  return layout
}

/// The frames of every item, section by section.
func itemFrames(_ view: CollectionView) -> [[CGRect]] {
  (0..<view.numberOfSections).map { s in
    (0..<view.numberOfItems(inSection: s)).map {
      view.layoutAttributesForItem(at: IndexPath(item: $0, section: s))?.frame ?? .null
    }
  }
}

/// The cells that are subviews of the collection view.
func cellSubviews(_ view: CollectionView) -> [CollectionViewCell] {
  view.subviews.compactMap { $0 as? CollectionViewCell }
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: w, height: h)
}

/// The usual UIKit override of `preferredLayoutAttributesFitting` for full-width
/// cells: the layout's width (required) and the height Auto Layout gives
/// `contentView` at that width.
func fullWidthAttributes(_ contentView: View, _ layoutAttributes: CollectionViewLayoutAttributes)
  -> CollectionViewLayoutAttributes
{
  let attributes = layoutAttributes.copy()
  let size = contentView.systemLayoutSizeFitting(
    CGSize(width: layoutAttributes.size.width, height: 0), withHorizontalFittingPriority: .required,
    verticalFittingPriority: .fittingSizeLevel)
  attributes.size = CGSize(width: layoutAttributes.size.width, height: size.height)
  return attributes
}
