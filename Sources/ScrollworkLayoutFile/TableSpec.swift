import Foundation
import Scrollwork

/// What a `type: tableView` entry adds to a view: the table's style and heights,
/// its cell templates and the sections whose rows fill them. Documented in
/// `Documentation/LayoutFiles.md`, "Table views".
///
/// The built table is a real `TableView` with a data source: each template is
/// registered under its reuse identifier, and each row dequeues its template's cell,
/// builds the template's views into the cell's content view the first time that
/// cell is made, and sets the texts the row gives (the others keep the template's).
public struct TableSpec: Sendable {
  /// `style:` (`plain`, `grouped`, `insetGrouped`; default `plain`).
  public var style: TableView.Style = .plain
  /// `rowHeight:` (`automatic`, the default, or a height ≥ 0).
  public var rowHeight: CGFloat = TableView.automaticDimension
  /// `estimatedRowHeight:` (`automatic`, the default, or a height ≥ 0; 0 measures
  /// every row when the data loads).
  public var estimatedRowHeight: CGFloat = TableView.automaticDimension
  /// `separatorStyle:` (`singleLine`, the default, or `none`).
  public var separatorStyle: TableView.SeparatorStyle = .singleLine
  /// `cells:`, in file order.
  public var templates: [CellTemplate] = []
  /// `sections:`, in file order.
  public var sections: [SectionSpec] = []
  /// `header:`, the table header view (`tableHeaderView`), written as a template
  /// whose root is named `header`; nil: none.
  public var header: CellTemplate?
  /// `footer:`, the table footer view (`tableFooterView`), whose root is named
  /// `footer`; nil: none.
  public var footer: CellTemplate?
  /// `sectionHeader:`, the view every section's header shows (the delegate's
  /// `viewForHeaderInSection`, a `UITableViewHeaderFooterView` whose content view is
  /// the template's root, `contentView`), self-sizing; nil: the sections' titles.
  public var sectionHeader: CellTemplate?
  /// `sectionFooter:`, the sections' footer view, as ``sectionHeader``.
  public var sectionFooter: CellTemplate?
}

/// What table and collection views of a file share: cell templates, and sections of
/// rows (a collection's items) that fill them.
public protocol CellRows: Sendable {
  /// `cells:`, in file order.
  var templates: [CellTemplate] { get set }
  /// `sections:`, in file order.
  var sections: [SectionSpec] { get set }
}

extension CellRows {
  /// The template with this reuse identifier.
  public func template(_ reuseIdentifier: String) -> CellTemplate? {
    templates.first { $0.reuseIdentifier == reuseIdentifier }
  }

  /// The row (item) at an index path, if the file has one there.
  public func row(at indexPath: IndexPath) -> RowSpec? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let rows = sections[indexPath.section].rows
    return rows.indices.contains(indexPath.item) ? rows[indexPath.item] : nil
  }
}

extension TableSpec: CellRows {}

/// What a `type: collectionView` entry adds to a view: its flow layout, its cell
/// templates and the sections whose items fill them (`Documentation/LayoutFiles.md`,
/// "Collection views"). Built into a `CollectionView` with a
/// `CollectionViewFlowLayout` and a data source, as ``TableSpec`` is for tables.
public struct CollectionSpec: CellRows {
  /// `scrollDirection:` (`vertical`, the default, or `horizontal`).
  public var scrollDirection: CollectionViewFlowLayout.ScrollDirection = .vertical
  /// `itemSize: [w, h]` (default UIKit's 50 × 50).
  public var itemSize = CGSize(width: 50, height: 50)
  /// `estimatedItemSize:` (`automatic` or `[w, h]`; default none: every item is
  /// `itemSize`).
  public var estimatedItemSize: CGSize = .zero
  /// `minimumLineSpacing:` (default 10).
  public var minimumLineSpacing: CGFloat = 10
  /// `minimumInteritemSpacing:` (default 10).
  public var minimumInteritemSpacing: CGFloat = 10
  /// `sectionInset:` (default zero).
  public var sectionInset: EdgeInsets = .zero
  /// `headerReferenceSize: [w, h]` (default zero): the flow layout's section
  /// headers are as high as its height (a vertical layout) or as wide as its width
  /// (a horizontal one), across the whole collection; 0 shows none.
  public var headerReferenceSize: CGSize = .zero
  /// `footerReferenceSize: [w, h]` (default zero), as ``headerReferenceSize``.
  public var footerReferenceSize: CGSize = .zero
  /// Where `headerReferenceSize:`'s and `footerReferenceSize:`'s values are, by key.
  public var referenceSizePlaces: [String: SourcePlace] = [:]
  /// `header:`, the view every section's header shows (the supplementary view of
  /// kind `CollectionView.elementKindSectionHeader`), written as a template whose
  /// root is the view itself, named `header`; nil: none.
  public var header: CellTemplate?
  /// `footer:`, the sections' footer view (root `footer`); nil: none.
  public var footer: CellTemplate?
  /// `compositional:`, a compositional layout instead of the flow layout; nil: the
  /// flow layout.
  public var compositional: CompositionalSpec?
  /// The flow layout keys the entry gives, with where each is (a compositional
  /// layout does not take them).
  public var flowKeys: [(key: String, place: SourcePlace)] = []
  public var templates: [CellTemplate] = []
  public var sections: [SectionSpec] = []
}

/// One entry of a table's `cells:`: a reuse identifier and the views and constraints
/// of the cell's content view, written as a screen writes them. The content view is
/// the template's root, named `contentView`; views without a `parent` go in it.
///
/// A table's `header:` and `footer:` are templates too, whose root is the table
/// header (footer) view itself, named `header` (`footer`).
public struct CellTemplate: Sendable {
  /// The reuse identifier (the key under `cells:`; `header` or `footer` for a
  /// table header or footer view).
  public var reuseIdentifier: String
  /// Where the key is.
  public var place: SourcePlace
  /// The id of the template's root in its constraints: ``contentViewID`` for a
  /// cell, `header` or `footer` for a table header or footer view.
  public var rootID: String = CellTemplate.contentViewID
  /// The template's views in file order (the content view not included).
  public var views: [ViewSpec] = []
  /// The template's constraints in file order.
  public var constraints: [ConstraintSpec] = []

  /// The view of the template with this id.
  public func view(_ id: String) -> ViewSpec? { views.first { $0.id == id } }

  /// The id of the content view in a template's constraints.
  public static let contentViewID = "contentView"
}

/// One entry of a table's `sections:`.
public struct SectionSpec: Sendable {
  /// `header:`, the header's title.
  public var header: String?
  /// `footer:`, the footer's title.
  public var footer: String?
  /// `rows:` (a collection's `items:`), in order.
  public var rows: [RowSpec] = []
  /// A collection section's `header: { text: { … } }` (a table section's, when the
  /// table has a `sectionHeader:` view): the texts its header view shows, as a row of
  /// that template; nil: the template's own texts.
  public var headerView: RowSpec?
  /// A collection section's `footer: { text: { … } }`, as ``headerView``.
  public var footerView: RowSpec?
  /// A collection section's `compositional:`, its own section layout in place of the
  /// collection's; nil: the collection's.
  public var compositional: CompositionalSpec?
  /// Where the section's `compositional` key is.
  public var compositionalPlace: SourcePlace?
  /// Where the entry starts.
  public var place: SourcePlace
}

/// One row of a section: the template it shows and the texts it sets.
public struct RowSpec: Sendable {
  /// `cell:`, the template's reuse identifier.
  public var template: String
  /// Where the row starts (where its issues are reported).
  public var place: SourcePlace
  /// Where `cell:`'s value is.
  public var templatePlace: SourcePlace
  /// `text:`: the text of each named view of the template (labels, text fields,
  /// buttons), in file order, with where each name is.
  public var texts: [(id: String, text: String, place: SourcePlace)] = []
  /// `height:` (tables only): the row's height, `TableView.automaticDimension` to
  /// size itself; nil: the table's `rowHeight`.
  public var height: CGFloat?

  /// The text the row gives a view, if any (the last one given).
  public func text(for id: String) -> String? { texts.last { $0.id == id }?.text }
}
