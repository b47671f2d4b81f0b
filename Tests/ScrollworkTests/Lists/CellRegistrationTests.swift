import Foundation
import Testing

@testable import Scrollwork

/// A cell that counts its `prepareForReuse()` calls and shows one item.
final class RegisteredCell: CollectionViewCell {
  var shown: String?
  private(set) var reuseCount = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
  }
}

/// A header that shows its section's title.
final class RegisteredHeader: CollectionReusableView {
  var title: String?
}

/// Cell and supplementary registrations: each registers its class under its own
/// identifier on first use, dequeued views are reused after `prepareForReuse()`, and the
/// handler configures every dequeue (UIKitBehaviour.md §42).
@Suite struct CellRegistrationTests {
  /// Rows 50 high, full width, with a 30-high header per section.
  static func layout() -> CollectionViewCompositionalLayout {
    let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
    let item = CollectionLayoutItem(layoutSize: size)
    let section = CollectionLayoutSection(
      group: .horizontal(layoutSize: size, subitems: [item]))
    section.boundarySupplementaryItems = [
      CollectionLayoutBoundarySupplementaryItem(
        layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
    ]
    return CollectionViewCompositionalLayout(section: section)
  }

  final class Harness {
    let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout())
    var calls: [String] = []
    var headerCalls: [String] = []
    var source: CollectionViewDiffableDataSource<String, String>!

    init(items: [String]) {
      let cells = CollectionView.CellRegistration<RegisteredCell, String> { [unowned self] cell, path, item in
        cell.shown = item
        calls.append("\(path.section).\(path.item) \(item)")
      }
      let headers = CollectionView.SupplementaryRegistration<RegisteredHeader>(
        elementKind: CollectionView.elementKindSectionHeader
      ) { [unowned self] header, kind, path in
        header.title = "Section \(path.section)"
        headerCalls.append("\(kind == CollectionView.elementKindSectionHeader ? "header" : kind) \(path.section)")
      }
      source = CollectionViewDiffableDataSource<String, String>(collectionView: view) { view, path, item in
        view.dequeueConfiguredReusableCell(using: cells, for: path, item: item)
      }
      source.supplementaryViewProvider = { view, _, path in
        view.dequeueConfiguredReusableSupplementary(using: headers, for: path)
      }
      var snapshot = DiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["main"])
      snapshot.appendItems(items)
      source.apply(snapshot, animatingDifferences: false)
      view.layoutIfNeeded()
    }

    /// The visible cells, top to bottom: frame and item shown.
    var shown: [String] {
      view.visibleCells.compactMap { $0 as? RegisteredCell }.sorted { $0.frame.minY < $1.frame.minY }.map {
        "\(Int($0.frame.minY)) \($0.shown ?? "-")"
      }
    }
  }

  static let items = (0..<20).map { "item \($0)" }

  @Test("§42 the handler configures the cells of the rows on screen, once each, with their index paths and items")
  func handlerConfiguresVisibleCells() {
    let h = Harness(items: Self.items)
    // Header 0–30, rows at 30, 80, 130, 180 meet the 200-pt bounds.
    #expect(h.shown == ["30 item 0", "80 item 1", "130 item 2", "180 item 3"])
    #expect(h.calls == ["0.0 item 0", "0.1 item 1", "0.2 item 2", "0.3 item 3"])
    #expect(h.headerCalls == ["header 0"])
    let header = h.view.subviews.compactMap { $0 as? RegisteredHeader }
    #expect(header.map(\.title) == ["Section 0"])
    #expect(header.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 30)])
    #expect(h.view.issues == [])
  }

  @Test("§42 scrolling reuses the cells that left: prepareForReuse runs, then the handler configures them")
  func scrollingReusesCells() {
    let h = Harness(items: Self.items)
    let made = Set(h.view.visibleCells.map { ObjectIdentifier($0) })
    h.calls = []
    h.view.contentOffset = CGPoint(x: 0, y: 130)
    h.view.layoutIfNeeded()
    // Bounds 130–330: rows 2 (130) … 5 (280); rows 0 and 1 left, the header too.
    #expect(h.shown == ["130 item 2", "180 item 3", "230 item 4", "280 item 5"])
    #expect(h.calls == ["0.4 item 4", "0.5 item 5"])
    // The two new rows are the two cells that left, each reused once.
    let now = h.view.visibleCells.compactMap { $0 as? RegisteredCell }
    #expect(Set(now.map { ObjectIdentifier($0) }) == made)
    let reused = now.filter { $0.reuseCount > 0 }.sorted { $0.frame.minY < $1.frame.minY }
    #expect(reused.map(\.shown) == ["item 4", "item 5"])
    #expect(reused.map(\.reuseCount) == [1, 1])
    #expect(h.view.reusableCellCount == 0)
    #expect(h.view.issues == [])
  }

  @Test("§42 a registration's class goes under an identifier of its own: no issue, and each cell has it")
  func registrationIdentifier() {
    let h = Harness(items: Self.items)
    let identifiers = Set(h.view.visibleCells.compactMap(\.reuseIdentifier))
    #expect(identifiers.count == 1)
    #expect(identifiers.first?.hasPrefix("CellRegistration<") == true)
    #expect(h.view.issues == [])
  }

  @Test("§42 applying a new snapshot configures the new items' cells with their new index paths")
  func applyConfiguresNewItems() {
    let h = Harness(items: Self.items)
    h.calls = []
    var snapshot = h.source.snapshot()
    snapshot.insertItems(["new"], beforeItem: "item 1")
    h.source.apply(snapshot, animatingDifferences: false)
    h.view.layoutIfNeeded()
    #expect(h.shown == ["30 item 0", "80 new", "130 item 1", "180 item 2"])
    // Only the inserted item needed a cell; item 3 went off screen.
    #expect(h.calls == ["0.1 new"])
  }
}
