import Foundation
import Scrollwork

/// A section header or footer view a collection view of a layout file shows (its
/// `header:`/`footer:` template), or a table view (its `sectionHeader:`/
/// `sectionFooter:`): where it is and where its views are.
public struct VisibleSupplementaryView {
  /// `header` or `footer`.
  public let name: String
  /// The section it heads or ends.
  public let section: Int
  /// The view's frame, in the collection view's coordinates (its content).
  public let frame: CGRect
  /// The template's views in file order: id, kind and frame in the superview's
  /// coordinates (the header's or footer's for its top-level views).
  public let views: [(id: String, kind: ViewKind, frame: CGRect)]
}

extension LaidOutScreen {
  /// The section header and footer views the collection or table view `id` shows
  /// now from its file's templates, by section, each section's header before its
  /// footer (empty when `id` is neither or shows none; a table's titles are not
  /// templates and are not listed).
  public func visibleSupplementaryViews(of id: String) -> [VisibleSupplementaryView] {
    if let source = cellSources.first(where: { $0.viewID == id }) as? FileTableDataSource,
      let table = view(id) as? TableView
    {
      return tableSectionViews(source, table)
    }
    guard let source = cellSources.first(where: { $0.viewID == id }) as? FileCollectionDataSource,
      let collection = view(id) as? CollectionView
    else { return [] }
    let kinds: [(String, String, CellTemplate?)] = [
      ("header", CollectionView.elementKindSectionHeader, source.collection.header),
      ("footer", CollectionView.elementKindSectionFooter, source.collection.footer),
    ]
    var found: [VisibleSupplementaryView] = []
    for (name, kind, template) in kinds {
      guard let template else { continue }
      for path in collection.indexPathsForVisibleSupplementaryElements(ofKind: kind) {
        guard let shown = collection.supplementaryView(forElementKind: kind, at: path) else { continue }
        let built = (shown as? TemplateCollectionReusableView)?.templateViews ?? [:]
        let views = template.views.compactMap { spec -> (String, ViewKind, CGRect)? in
          built[spec.id].map { (spec.id, spec.kind, $0.frame) }
        }
        found.append(VisibleSupplementaryView(name: name, section: path.section, frame: shown.frame, views: views))
      }
    }
    return found.sorted { ($0.section, $0.name == "header" ? 0 : 1) < ($1.section, $1.name == "header" ? 0 : 1) }
  }

  /// ``visibleSupplementaryViews(of:)`` for a table.
  private func tableSectionViews(_ source: FileTableDataSource, _ table: TableView) -> [VisibleSupplementaryView] {
    var found: [VisibleSupplementaryView] = []
    for section in 0..<table.numberOfSections {
      let ends: [(String, CellTemplate?, TableViewHeaderFooterView?)] = [
        ("header", source.table.sectionHeader, table.headerView(forSection: section)),
        ("footer", source.table.sectionFooter, table.footerView(forSection: section)),
      ]
      for (name, template, shown) in ends {
        guard let template, let shown = shown as? TemplateTableHeaderFooterView else { continue }
        let built = shown.templateViews ?? [:]
        let views = template.views.compactMap { spec -> (String, ViewKind, CGRect)? in
          built[spec.id].map { (spec.id, spec.kind, $0.frame) }
        }
        found.append(VisibleSupplementaryView(name: name, section: section, frame: shown.frame, views: views))
      }
    }
    return found
  }
}
