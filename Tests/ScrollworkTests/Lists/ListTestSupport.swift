import Foundation

@testable import Scrollwork

/// Heights of text at the 2x screen the list tests lay out on: the font's line height
/// times the lines, rounded up to pixels (UIKitBehaviour.md §3-4, §25).
enum ListText {
  static let scale: CGFloat = 2

  static func up(_ value: CGFloat) -> CGFloat { (value * scale).rounded(.up) / scale }

  /// One line of `font`.
  static func line(_ font: Font) -> CGFloat { up(font.lineHeight) }

  /// `text` in `font` wrapped at `width`: its height.
  static func height(_ text: String, _ font: Font, width: CGFloat) -> CGFloat {
    up(TextLayout(text: text, font: font, width: width, numberOfLines: 0).size.height)
  }

  /// `text` in `font` on one line: its width.
  static func width(_ text: String, _ font: Font) -> CGFloat {
    up(TextLayout(text: text, font: font, width: nil, numberOfLines: 1).size.width)
  }

  static let body = Font.preferredFont(forTextStyle: .body)
  static let subheadline = Font.preferredFont(forTextStyle: .subheadline)
  static let footnote = Font.preferredFont(forTextStyle: .footnote)
  static let headline = Font.preferredFont(forTextStyle: .headline)
}

/// One row of a list: its text, secondary text and whether it has a 30 × 30 image.
struct ListRow: Hashable {
  var id: Int
  var text: String
  var secondary: String?
  var image = false
}

/// A collection view showing a list of `ListRow`s in ``CollectionViewListCell``s with
/// the default content configuration, on a 2x screen.
final class ListHarness {
  let view: CollectionView
  var source: CollectionViewDiffableDataSource<Int, ListRow>!
  var headerTitles: [Int: String] = [:]

  init(
    _ configuration: CollectionLayoutListConfiguration, width: CGFloat = 375, height: CGFloat = 2000,
    preset: @escaping () -> ListContentConfiguration? = { nil }
  ) {
    view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: width, height: height),
      collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
    view.screen = Screen(scale: ListText.scale)
    let cells = CollectionView.CellRegistration<CollectionViewListCell, ListRow> { cell, _, row in
      var content = preset() ?? cell.defaultContentConfiguration()
      content.text = row.text
      content.secondaryText = row.secondary
      content.image = row.image ? Image(size: CGSize(width: 30, height: 30)) : nil
      cell.contentConfiguration = content
    }
    let headers = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
      elementKind: CollectionView.elementKindSectionHeader
    ) { [unowned self] header, _, path in
      var content = header.defaultContentConfiguration()
      content.text = headerTitles[path.section] ?? "Section \(path.section)"
      header.contentConfiguration = content
    }
    let footers = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
      elementKind: CollectionView.elementKindSectionFooter
    ) { footer, _, path in
      var content = footer.defaultContentConfiguration()
      content.text = "Footer \(path.section)"
      footer.contentConfiguration = content
    }
    source = CollectionViewDiffableDataSource<Int, ListRow>(collectionView: view) { view, path, row in
      view.dequeueConfiguredReusableCell(using: cells, for: path, item: row)
    }
    source.supplementaryViewProvider = { view, kind, path in
      kind == CollectionView.elementKindSectionHeader
        ? view.dequeueConfiguredReusableSupplementary(using: headers, for: path)
        : view.dequeueConfiguredReusableSupplementary(using: footers, for: path)
    }
  }

  /// Shows `sections` of rows (section identifiers 0, 1, …).
  func show(_ sections: [[ListRow]]) {
    var snapshot = DiffableDataSourceSnapshot<Int, ListRow>()
    snapshot.appendSections(Array(sections.indices))
    for (s, rows) in sections.enumerated() { snapshot.appendItems(rows, toSection: s) }
    source.apply(snapshot, animatingDifferences: false)
    view.layoutIfNeeded()
  }

  /// The shown cell of an item.
  func cell(_ item: Int, _ section: Int = 0) -> CollectionViewListCell? {
    view.cellForItem(at: IndexPath(item: item, section: section)) as? CollectionViewListCell
  }

  /// The list content view of an item's cell, laid out.
  func content(_ item: Int, _ section: Int = 0) -> ListContentView? {
    let content = cell(item, section)?.contentView as? ListContentView
    content?.layoutIfNeeded()
    return content
  }

  /// The supplementary view shown of a kind in a section, laid out.
  func supplementary(_ kind: String, _ section: Int) -> CollectionViewListCell? {
    let view = view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))
    view?.layoutIfNeeded()
    return view as? CollectionViewListCell
  }
}
