import Foundation
import Scrollwork
import Testing

@testable import ScrollworkLayoutFile

/// The "file equals Swift" comparison the layout-file property suites share: a table
/// or collection view written in a layout file, built and its actions run, against the
/// same view built in Swift. Each side is written as lines of text (index path and
/// frame; section, name and frame), so a failure shows the first line that differs.
///
/// Used by CollectionCompositionalFileTests, CollectionNestedGroupPropertyTests,
/// CollectionSupplementaryPropertyTests, TableSectionViewFileTests and
/// TableLayoutFileMetamorphicTests.
enum FileEqualsSwift {
  /// Parses and builds `text` and runs its actions.
  static func screen(_ text: String, path: String) throws -> LaidOutScreen {
    let screen = try LayoutFile.parse(text, path: path).build()
    screen.runActions()
    return screen
  }

  // MARK: The file's side

  /// The file's visible cells of `id`: `INDEX_PATH FRAME`, in the order `layout` lists them.
  static func cells(of screen: LaidOutScreen, _ id: String) -> [String] {
    screen.visibleCells(of: id).map { "\($0.indexPath) \($0.frame)" }
  }

  /// The file's visible section headers and footers of `id`: `SECTION NAME FRAME`.
  static func supplementary(of screen: LaidOutScreen, _ id: String) -> [String] {
    screen.visibleSupplementaryViews(of: id).map { "\($0.section) \($0.name) \($0.frame)" }
  }

  // MARK: The Swift side

  /// A collection's visible items: `INDEX_PATH FRAME`, by index path.
  static func cells(_ collection: CollectionView) -> [String] {
    collection.indexPathsForVisibleItems.sorted().map { "\($0) \(collection.cellForItem(at: $0)?.frame ?? .null)" }
  }

  /// A table's visible rows: `INDEX_PATH FRAME`, in the table's order.
  static func cells(_ table: TableView) -> [String] {
    (table.indexPathsForVisibleRows ?? []).map { "\($0) \(table.cellForRow(at: $0)?.frame ?? .null)" }
  }

  /// A collection's visible section headers and footers: `SECTION header FRAME`,
  /// by section, the header before the footer.
  static func supplementary(_ collection: CollectionView) -> [String] {
    var ends: [(section: Int, order: Int, text: String)] = []
    for (order, kind, name) in [
      (0, CollectionView.elementKindSectionHeader, "header"), (1, CollectionView.elementKindSectionFooter, "footer"),
    ] {
      for path in collection.indexPathsForVisibleSupplementaryElements(ofKind: kind) {
        let frame = collection.supplementaryView(forElementKind: kind, at: path)?.frame ?? .null
        ends.append((path.section, order, "\(path.section) \(name) \(frame)"))
      }
    }
    return ends.sorted { ($0.section, $0.order) < ($1.section, $1.order) }.map(\.text)
  }

  /// A table's visible section header and footer views: `SECTION header FRAME`, by
  /// section, the header before the footer.
  static func supplementary(_ table: TableView) -> [String] {
    (0..<table.numberOfSections).flatMap { s in
      [("header", table.headerView(forSection: s)), ("footer", table.footerView(forSection: s))].compactMap {
        name, view in view.map { "\(s) \(name) \($0.frame)" }
      }
    }
  }

  /// Each visible row of a table with its content views: `INDEX_PATH REUSE_ID FRAME
  /// ID=FRAME …` (the views by accessibility identifier, which a file's template
  /// views carry and a Swift cell sets).
  static func rowsWithViews(_ table: TableView) -> [String] {
    (table.indexPathsForVisibleRows ?? []).map { path in
      guard let cell = table.cellForRow(at: path) else { return "\(path): no cell" }
      let views = cell.contentView.subviews.map { "\($0.accessibilityIdentifier ?? "?")=\($0.frame)" }
      return "\(path) \(cell.reuseIdentifier ?? "nil") \(cell.frame) \(views.joined(separator: " "))"
    }
  }

  /// A table's header and footer views (`tableHeaderView`, `tableFooterView`) with
  /// their subviews: `FRAME ID=FRAME …`.
  static func endViews(_ table: TableView) -> [String] {
    [table.tableHeaderView, table.tableFooterView].compactMap { $0 }.map { view in
      "\(view.frame) " + view.subviews.map { "\($0.accessibilityIdentifier ?? "?")=\($0.frame)" }.joined(separator: " ")
    }
  }

  // MARK: Both

  /// Expects the file's view `id` and `swift` to have the same content size and
  /// offset, the same visible cells and the same visible section headers and footers
  /// (all with frames). `context` names the case in a failure.
  static func expectSame(
    _ screen: LaidOutScreen, _ id: String, as swift: ScrollView, _ context: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let built = screen.view(id) as? ScrollView else {
      Issue.record("\(context): '\(id)' is not a scroll view", sourceLocation: sourceLocation)
      return
    }
    #expect(built.contentSize == swift.contentSize, "\(context)", sourceLocation: sourceLocation)
    #expect(built.contentOffset == swift.contentOffset, "\(context)", sourceLocation: sourceLocation)
    let (cells, ends): ([String], [String])
    if let table = swift as? TableView {
      (cells, ends) = (Self.cells(table), supplementary(table))
    } else if let collection = swift as? CollectionView {
      (cells, ends) = (Self.cells(collection), supplementary(collection))
    } else {
      Issue.record("\(context): the Swift view is neither a table nor a collection", sourceLocation: sourceLocation)
      return
    }
    #expect(Self.cells(of: screen, id) == cells, "\(context)", sourceLocation: sourceLocation)
    #expect(supplementary(of: screen, id) == ends, "\(context)", sourceLocation: sourceLocation)
  }
}
