import Foundation
import Scrollwork

/// A cell a table or collection view of a layout file shows: where it is and where
/// its template's views are.
public struct VisibleCell {
  /// The row's (item's) index path.
  public let indexPath: IndexPath
  /// The template's reuse identifier.
  public let reuseIdentifier: String
  /// The cell's frame, in the table or collection view's coordinates (its content).
  public let frame: CGRect
  /// The template's views in file order: id, kind and frame in the superview's
  /// coordinates (the content view's for the template's top-level views).
  public let views: [(id: String, kind: ViewKind, frame: CGRect)]
}

/// A table's header or footer view from the file (`header:`, `footer:`).
public struct TableEndView {
  /// `header` or `footer`.
  public let name: String
  /// The view's frame, in the table's coordinates (its content).
  public let frame: CGRect
  /// The view's own views in file order: id, kind and frame in the superview's
  /// coordinates (the header's or footer's for its top-level views).
  public let views: [(id: String, kind: ViewKind, frame: CGRect)]
}

/// One screenful of a table or collection view as ``LaidOutScreen/scrollSteps(of:)``
/// scrolls it.
public struct ScrollStep: Sendable, Equatable {
  /// The content offset of the step.
  public let contentOffset: CGPoint
  /// The rows (items) visible at that offset, in index-path order.
  public let visibleRows: [IndexPath]
  /// The table's header and footer views of the file (``TableEndView/name``)
  /// visible at that offset, in that order: a view of some height that overlaps the
  /// part of the bounds the adjusted content insets leave visible.
  public var visibleEnds: [String] = []
}

extension LaidOutScreen {
  /// The ids of the file's table and collection views, in file order.
  public var cellViewIDs: [String] { cellSources.map(\.viewID) }

  /// The cells the table or collection view `id` shows now, in index-path order
  /// (empty when `id` is neither).
  public func visibleCells(of id: String) -> [VisibleCell] {
    guard let source = cellSources.first(where: { $0.viewID == id }) else { return [] }
    let rows = source.rows
    return visibleRows(of: id).compactMap { path -> VisibleCell? in
      guard let (cell, built) = cell(of: id, at: path), let row = rows.row(at: path),
        let template = rows.template(row.template)
      else { return nil }
      let views = template.views.compactMap { spec -> (String, ViewKind, CGRect)? in
        built[spec.id].map { (spec.id, spec.kind, $0.frame) }
      }
      return VisibleCell(indexPath: path, reuseIdentifier: row.template, frame: cell.frame, views: views)
    }
  }

  /// The header and footer views of the table `id` that its file gives, header
  /// first (empty when `id` is not a table of the file or has neither).
  public func tableEndViews(of id: String) -> [TableEndView] {
    guard let source = cellSources.first(where: { $0.viewID == id }) as? FileTableDataSource,
      let table = view(id) as? TableView
    else { return [] }
    let ends: [(String, CellTemplate?, View?, [String: View]?)] = [
      ("header", source.table.header, table.tableHeaderView, source.headerViews),
      ("footer", source.table.footer, table.tableFooterView, source.footerViews),
    ]
    return ends.compactMap { name, template, view, built -> TableEndView? in
      guard let template, let view, let built else { return nil }
      let views = template.views.compactMap { spec -> (String, ViewKind, CGRect)? in
        built[spec.id].map { (spec.id, spec.kind, $0.frame) }
      }
      return TableEndView(name: name, frame: view.frame, views: views)
    }
  }

  /// The visible index paths of a table or collection view, sorted.
  private func visibleRows(of id: String) -> [IndexPath] {
    switch view(id) {
    case let table as TableView: return table.indexPathsForVisibleRows ?? []
    case let collection as CollectionView: return collection.indexPathsForVisibleItems.sorted()
    default: return []
    }
  }

  /// The cell shown at a path, with its template's views.
  private func cell(of id: String, at path: IndexPath) -> (View, [String: View])? {
    switch view(id) {
    case let table as TableView:
      guard let cell = table.cellForRow(at: path) else { return nil }
      return (cell, (cell as? TemplateTableViewCell)?.templateViews ?? [:])
    case let collection as CollectionView:
      guard let cell = collection.cellForItem(at: path) else { return nil }
      return (cell, (cell as? TemplateCollectionViewCell)?.templateViews ?? [:])
    default: return nil
    }
  }

  /// What the table and collection views recorded about their cells
  /// (`TableView.issues`, `CollectionView.issues`), as diagnostics: each message
  /// starts with the place of the row in the file (`FILE:LINE:COLUMN: `) and names
  /// the cell's reuse identifier, its index path and the fix. The view is the cell
  /// when it is on screen, else the table or collection view.
  public func cellDiagnostics() -> [LayoutDiagnostic] {
    var list: [LayoutDiagnostic] = []
    for source in cellSources {
      guard let owner = view(source.viewID) else { continue }
      let ownerPlace = file.view(source.viewID)?.place
      let found: [(path: IndexPath?, isConflict: Bool, code: String, text: String)]
      switch owner {
      case let table as TableView: found = table.issues.map { ($0.indexPath, $0.isConflict, $0.code, $0.description) }
      case let collection as CollectionView:
        found = collection.issues.map { ($0.indexPath, false, $0.code, $0.description) }
      default: found = []
      }
      list += endViewDiagnostics(of: source)
      let shown = Set(visibleRows(of: source.viewID))
      for issue in found {
        let place = issue.path.flatMap { source.rows.row(at: $0)?.place } ?? ownerPlace
        let prefix = place.map { "\(file.path):\($0.line):\($0.column): " } ?? ""
        let cellView = issue.path.flatMap { shown.contains($0) ? cell(of: source.viewID, at: $0)?.0 : nil }
        list.append(
          LayoutDiagnostic(
            severity: issue.isConflict ? .error : .warning, code: issue.code, views: [cellView ?? owner],
            message: prefix + issue.text))
      }
    }
    return list
  }

  /// A warning (`table-header-height`) for each header or footer view of a table
  /// that has views but is 0 high: its constraints do not tie its height to its
  /// views, so the table gives it none and its views spill over the rows (an empty
  /// `footer: {}`, UIKit's idiom for hiding the separators of missing rows, is
  /// fine). At the `header:` or `footer:` value in the file.
  private func endViewDiagnostics(of source: any FileCellSource) -> [LayoutDiagnostic] {
    guard let table = view(source.viewID) as? TableView, let spec = source.rows as? TableSpec else { return [] }
    return tableEndViews(of: source.viewID).compactMap { end -> LayoutDiagnostic? in
      guard end.frame.height == 0, !end.views.isEmpty,
        let template = end.name == "header" ? spec.header : spec.footer,
        let view = end.name == "header" ? table.tableHeaderView : table.tableFooterView
      else { return nil }
      let p = template.place
      return LayoutDiagnostic(
        severity: .warning, code: "table-header-height", views: [view],
        message: "\(file.path):\(p.line):\(p.column): The table \(end.name) view of '\(source.viewID)' is 0 high: "
          + "its constraints do not give it a height at the table's width; pin its views from "
          + "\(end.name).top to \(end.name).bottom.")
    }
  }

  /// Scrolls the table or collection view `id` through its content a screen at a
  /// time, as a device does when the user pages on: from the start (the minimum
  /// content offset) by the length the content insets leave visible, along the
  /// axis it scrolls in (a horizontal flow or compositional layout's x, else y;
  /// an orthogonal section's carousel stays at its start), the last step at the
  /// maximum content offset. At each step the view lays out (measuring the cells
  /// that come on screen, so the maximum is read again) and its visible index paths
  /// are recorded. The content offset is put back afterwards. Empty when `id` is
  /// neither.
  public func scrollSteps(of id: String) -> [ScrollStep] {
    guard cellSources.contains(where: { $0.viewID == id }), let scroll = view(id) as? ScrollView else { return [] }
    let layout = (scroll as? CollectionView)?.collectionViewLayout
    let horizontal =
      (layout as? CollectionViewFlowLayout)?.scrollDirection == .horizontal
      || (layout as? CollectionViewCompositionalLayout)?.configuration.scrollDirection == .horizontal
    let start = scroll.contentOffset
    defer {
      scroll.contentOffset = start
      root.layoutIfNeeded()
    }
    let insets = scroll.adjustedContentInset
    let page =
      horizontal
      ? scroll.bounds.width - insets.left - insets.right : scroll.bounds.height - insets.top - insets.bottom
    var position = horizontal ? scroll.minimumContentOffset.x : scroll.minimumContentOffset.y
    var steps: [ScrollStep] = []
    while true {
      scroll.contentOffset = horizontal ? CGPoint(x: position, y: start.y) : CGPoint(x: start.x, y: position)
      root.layoutIfNeeded()
      let seen = scroll.bounds.inset(by: scroll.adjustedContentInset)
      steps.append(
        ScrollStep(
          contentOffset: scroll.contentOffset, visibleRows: visibleRows(of: id),
          visibleEnds: tableEndViews(of: id).filter { $0.frame.height > 0 && $0.frame.intersects(seen) }.map(\.name)))
      let maximum = horizontal ? scroll.maximumContentOffset.x : scroll.maximumContentOffset.y
      // A viewport with no length cannot page: one step.
      guard page > 0, position < maximum else { break }
      position = min(position + page, maximum)
    }
    return steps
  }

  /// The screen with the table or collection view `id` scrolled to a step's
  /// offset: its snapshot and diagnostics then. The content offset is put back
  /// afterwards; nil when `id` is neither.
  public func picture(atStep step: ScrollStep, of id: String) -> (
    snapshot: LayoutSnapshot, diagnostics: [LayoutDiagnostic]
  )? {
    guard cellSources.contains(where: { $0.viewID == id }), let scroll = view(id) as? ScrollView else { return nil }
    let start = scroll.contentOffset
    defer {
      scroll.contentOffset = start
      root.layoutIfNeeded()
    }
    scroll.contentOffset = step.contentOffset
    root.layoutIfNeeded()
    return (snapshot(), diagnostics())
  }
}

extension TableViewIssue {
  /// The row the issue is about, if any.
  var indexPath: IndexPath? {
    switch self {
    case .zeroHeightCell(_, let path), .unpinnedCellContent(_, let path, _, _),
      .encapsulatedHeightConflict(_, let path, _, _, _), .roundedHeightConflict(_, let path, _, _, _, _):
      return path
    case .invalidHeight(_, _, let path): return path
    case .invalidIndexPath(let path, _): return path
    case .negativeCount, .unregisteredIdentifier, .zeroHeightHeaderFooter, .invalidUpdate: return nil
    }
  }

  /// Whether UIKit would break a constraint (an error) rather than warn.
  var isConflict: Bool {
    switch self {
    case .encapsulatedHeightConflict, .roundedHeightConflict: return true
    default: return false
    }
  }

  /// The diagnostic code: `cell-height-ambiguous` for a self-sizing cell whose
  /// constraints give no height, `cell-height-conflict` for one whose constraints
  /// cannot take its row's height, `table-view` for the rest.
  var code: String {
    switch self {
    case .zeroHeightCell, .unpinnedCellContent: return "cell-height-ambiguous"
    case .encapsulatedHeightConflict, .roundedHeightConflict: return "cell-height-conflict"
    default: return "table-view"
    }
  }
}

extension CollectionViewIssue {
  /// The item the issue is about, if any.
  var indexPath: IndexPath? {
    switch self {
    case .zeroSizeCell(_, let path), .itemLargerThanLine(let path, _, _): return path
    case .invalidValue(_, _, let path): return path
    case .unpinnedCellContent(_, let path, _, _, _): return path
    case .zeroSizeSupplementaryView(_, let path, _): return path
    case .invalidIndexPath(let path, _): return path
    case .negativeCount, .unregisteredIdentifier, .missingSupplementaryView, .invalidUpdate, .missingSection,
      .emptyGroup, .unsupportedBoundaryAlignment:
      return nil
    }
  }

  /// The diagnostic code: `cell-size-ambiguous` for a self-sizing cell whose
  /// constraints give no size, `collection-view` for the rest.
  var code: String {
    switch self {
    case .zeroSizeCell, .unpinnedCellContent: return "cell-size-ambiguous"
    default: return "collection-view"
    }
  }
}
