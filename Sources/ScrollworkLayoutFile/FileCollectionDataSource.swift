import Foundation
import Scrollwork

/// The data source of a collection view built from a layout file: its sections and
/// items as the file gives them, each item's cell dequeued under its template's
/// reuse identifier, built and filled as ``FileTableDataSource`` does for rows. Each
/// cell's `accessibilityIdentifier` is `COLLECTION[SECTION,ITEM]`.
public final class FileCollectionDataSource: CollectionViewDataSource, FileCellSource {
  /// The file the collection comes from.
  let file: LayoutFile
  public let viewID: String
  /// The collection's entry.
  public let collection: CollectionSpec
  /// The Dynamic Type size the templates' text-style fonts take.
  let category: ContentSizeCategory

  public var rows: any CellRows { collection }

  init(file: LayoutFile, viewID: String, collection: CollectionSpec, category: ContentSizeCategory) {
    self.file = file
    self.viewID = viewID
    self.collection = collection
    self.category = category
  }

  public func numberOfSections(in collectionView: CollectionView) -> Int { collection.sections.count }

  public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    collection.sections.indices.contains(section) ? collection.sections[section].rows.count : 0
  }

  public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    // Items and templates were checked when the file was read.
    guard let row = collection.row(at: indexPath), let template = collection.template(row.template) else {
      return CollectionViewCell(frame: .zero)
    }
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: row.template, for: indexPath)
    cell.accessibilityIdentifier = "\(viewID)[\(indexPath.section),\(indexPath.item)]"
    guard let templateCell = cell as? TemplateCollectionViewCell else { return cell }
    if templateCell.templateViews == nil {
      // Build errors were reported when the file was built.
      templateCell.templateViews = file.install(template, into: cell.contentView, category: category) { _, _ in }
    }
    template.fill(templateCell.templateViews ?? [:], from: row)
    return cell
  }
}

/// The cell class registered for every template of a layout file's collection view.
public final class TemplateCollectionViewCell: CollectionViewCell {
  /// The template's views by id, once built into the content view.
  public internal(set) var templateViews: [String: View]?

  public override var itemClassName: String { "UICollectionViewCell" }
}
