import Foundation
import Scrollwork

/// A cell a table view of a layout file shows: where it is and where its
/// template's views are.
public struct VisibleCell {
  /// The row's index path.
  public let indexPath: IndexPath
  /// The template's reuse identifier.
  public let reuseIdentifier: String
  /// The cell's frame, in the table view's coordinates (its content).
  public let frame: CGRect
  /// The template's views in file order: id, kind and frame in the superview's
  /// coordinates (the content view's for the template's top-level views).
  public let views: [(id: String, kind: ViewKind, frame: CGRect)]
}

/// One screenful of a table view as ``LaidOutScreen/scrollSteps(ofTable:)`` scrolls it.
public struct ScrollStep: Sendable, Equatable {
  /// The content offset of the step.
  public let contentOffset: CGPoint
  /// The rows visible at that offset, in order.
  public let visibleRows: [IndexPath]
}

extension LaidOutScreen {
  /// The ids of the file's table views, in file order.
  public var tableIDs: [String] { tableSources.map(\.tableID) }

  /// The cells the table view `id` shows now, in index-path order (empty when `id`
  /// is not a table view).
  public func visibleCells(ofTable id: String) -> [VisibleCell] {
    guard let table = view(id) as? TableView, let source = tableSources.first(where: { $0.tableID == id }) else {
      return []
    }
    return (table.indexPathsForVisibleRows ?? []).compactMap { path -> VisibleCell? in
      guard let cell = table.cellForRow(at: path), let row = source.table.row(at: path),
        let template = source.table.template(row.template)
      else { return nil }
      let built = (cell as? TemplateTableViewCell)?.templateViews ?? [:]
      let views = template.views.compactMap { spec -> (String, ViewKind, CGRect)? in
        built[spec.id].map { (spec.id, spec.kind, $0.frame) }
      }
      return VisibleCell(indexPath: path, reuseIdentifier: row.template, frame: cell.frame, views: views)
    }
  }

  /// What the table views recorded about their cells (``TableView/issues``), as
  /// diagnostics: each message starts with the place of the row in the file
  /// (`FILE:LINE:COLUMN: `), and names the cell's reuse identifier, its index path
  /// and the fix. The view is the cell when it is on screen, else the table view.
  public func cellDiagnostics() -> [LayoutDiagnostic] {
    var list: [LayoutDiagnostic] = []
    for source in tableSources {
      guard let table = view(source.tableID) as? TableView else { continue }
      let tablePlace = file.view(source.tableID)?.place
      for issue in table.issues {
        let path = issue.indexPath
        let place = path.flatMap { source.table.row(at: $0)?.place } ?? tablePlace
        let prefix = place.map { "\(file.path):\($0.line):\($0.column): " } ?? ""
        let shown = path.flatMap {
          table.indexPathsForVisibleRows?.contains($0) == true ? table.cellForRow(at: $0) : nil
        }
        list.append(
          LayoutDiagnostic(
            severity: issue.isConflict ? .error : .warning, code: issue.code, views: [shown ?? table],
            message: prefix + issue.description))
      }
    }
    return list
  }

  /// Scrolls the table view `id` through its content a screen at a time, as a
  /// device does when the user pages down: from the top (the minimum content
  /// offset) by the height the content insets leave visible, the last step at the
  /// maximum content offset; at each step the table lays out (measuring the rows
  /// that come on screen, so the maximum is read again) and its visible rows are
  /// recorded. The content offset is put back afterwards. Empty when `id` is not a
  /// table view.
  public func scrollSteps(ofTable id: String) -> [ScrollStep] {
    guard let table = view(id) as? TableView else { return [] }
    let start = table.contentOffset
    defer {
      table.contentOffset = start
      root.layoutIfNeeded()
    }
    let insets = table.adjustedContentInset
    let page = table.bounds.height - insets.top - insets.bottom
    var y = table.minimumContentOffset.y
    var steps: [ScrollStep] = []
    while true {
      table.contentOffset = CGPoint(x: start.x, y: y)
      root.layoutIfNeeded()
      steps.append(ScrollStep(contentOffset: table.contentOffset, visibleRows: table.indexPathsForVisibleRows ?? []))
      let maxY = table.maximumContentOffset.y
      // A viewport with no height cannot page: one step.
      guard page > 0, y < maxY else { break }
      y = min(y + page, maxY)
    }
    return steps
  }
}

extension LaidOutScreen {
  /// The screen with the table view `id` scrolled to a step's offset: its snapshot
  /// and diagnostics then. The content offset is put back afterwards; nil when `id`
  /// is not a table view.
  public func picture(atStep step: ScrollStep, ofTable id: String) -> (
    snapshot: LayoutSnapshot, diagnostics: [LayoutDiagnostic]
  )? {
    guard let table = view(id) as? TableView else { return nil }
    let start = table.contentOffset
    defer {
      table.contentOffset = start
      root.layoutIfNeeded()
    }
    table.contentOffset = step.contentOffset
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
