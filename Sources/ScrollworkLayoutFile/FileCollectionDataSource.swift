import Foundation
import Scrollwork

/// The data source of a collection view built from a layout file: its sections and
/// items as the file gives them; each item's cell is a ``TemplateCollectionViewCell``
/// dequeued under its template's reuse identifier, built and filled by
/// `FileCellFiller` as for a table's rows. Each cell's `accessibilityIdentifier` is
/// `COLLECTION[SECTION,ITEM]`.
public final class FileCollectionDataSource: CollectionViewDataSource, FileCellSource {
  /// The collection's entry.
  public let collection: CollectionSpec
  /// Counts and cells.
  let filler: FileCellFiller

  public var viewID: String { filler.viewID }
  public var rows: any CellRows { collection }

  init(file: LayoutFile, viewID: String, collection: CollectionSpec, category: ContentSizeCategory) {
    self.collection = collection
    self.filler = FileCellFiller(file: file, viewID: viewID, rows: collection, category: category)
  }

  public func numberOfSections(in collectionView: CollectionView) -> Int { filler.numberOfSections }

  public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    filler.numberOfItems(in: section)
  }

  public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    filler.cell(at: indexPath) { collectionView.dequeueReusableCell(withReuseIdentifier: $0, for: indexPath) }
      ?? CollectionViewCell(frame: .zero)
  }
}

/// The cell class registered for every template of a layout file's collection view.
public final class TemplateCollectionViewCell: CollectionViewCell, TemplateCell {
  /// The template's views by id, once built into the content view.
  public internal(set) var templateViews: [String: View]?

  var templateContainer: View { contentView }

  public override var itemClassName: String { "UICollectionViewCell" }
}
