import Foundation
import Scrollwork

/// The data source of a collection view built from a layout file: its sections and
/// items as the file gives them; each item's cell is a ``TemplateCollectionViewCell``
/// dequeued under its template's reuse identifier, built and filled by
/// `FileCellFiller` as for a table's rows. Each cell's `accessibilityIdentifier` is
/// `COLLECTION[SECTION,ITEM]`. Section headers and footers show the collection's
/// `header`/`footer` templates (``TemplateCollectionReusableView``).
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

  /// A section's header or footer view: the collection's `header` (`footer`)
  /// template's view, dequeued under `header` (`footer`), built the first time it is
  /// handed out and filled with the section's texts (the template's own where the
  /// section gives none). Its `accessibilityIdentifier` is
  /// `COLLECTION[SECTION].header` (`.footer`). Nil for a kind the file has no
  /// template for.
  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView? {
    let isHeader = kind == CollectionView.elementKindSectionHeader
    guard isHeader || kind == CollectionView.elementKindSectionFooter,
      let template = isHeader ? collection.header : collection.footer
    else { return nil }
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: template.reuseIdentifier, for: indexPath)
    guard let templateView = view as? TemplateCollectionReusableView else { return view }
    if templateView.templateViews == nil {
      // Build errors were reported when the file was built.
      templateView.templateViews = filler.file.install(template, into: templateView, category: filler.category) {
        _, _ in
      }
    }
    templateView.accessibilityIdentifier = "\(viewID)[\(indexPath.section)].\(template.reuseIdentifier)"
    let section = collection.sections.indices.contains(indexPath.section) ? collection.sections[indexPath.section] : nil
    let texts = (isHeader ? section?.headerView : section?.footerView)
    template.fill(
      templateView.templateViews ?? [:],
      from: texts ?? RowSpec(template: template.reuseIdentifier, place: template.place, templatePlace: template.place))
    return templateView
  }
}

/// The cell class registered for every template of a layout file's collection view.
public final class TemplateCollectionViewCell: CollectionViewCell, TemplateCell {
  /// The template's views by id, once built into the content view.
  public internal(set) var templateViews: [String: View]?

  var templateContainer: View { contentView }

  public override var itemClassName: String { "UICollectionViewCell" }
}
