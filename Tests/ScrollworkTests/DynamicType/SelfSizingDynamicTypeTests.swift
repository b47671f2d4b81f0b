import Foundation
import Testing

@testable import Scrollwork

/// A table cell with one single-line body label that follows Dynamic Type, pinned
/// 11 pt from the content view's top and bottom: its row is the label's line height
/// plus 22 plus the separator.
final class TypeRowCell: TableViewCell {
  let title = Label()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    title.font = .preferredFont(forTextStyle: .body)
    title.adjustsFontForContentSizeCategory = true
    title.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(title)
    LayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
      contentView.bottomAnchor.constraint(equalTo: title.bottomAnchor, constant: 11),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// A collection cell like ``TypeRowCell``: it keeps the layout's width and takes the
/// label's line height plus 22.
final class TypeItemCell: CollectionViewCell {
  let title = Label()

  override init(frame: CGRect) {
    super.init(frame: frame)
    title.font = .preferredFont(forTextStyle: .body)
    title.adjustsFontForContentSizeCategory = true
    title.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(title)
    LayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
      contentView.bottomAnchor.constraint(equalTo: title.bottomAnchor, constant: 11),
    ])
  }

  required init?(coder: NSCoder) { nil }

  override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
    -> CollectionViewLayoutAttributes
  {
    fullWidthAttributes(contentView, layoutAttributes)
  }
}

/// Rows and items titled "Row n", in ``TypeRowCell``s and ``TypeItemCell``s.
final class TypeSource: TableViewDataSource, CollectionViewDataSource {
  let count: Int
  init(count: Int) { self.count = count }

  func numberOfSections(in tableView: TableView) -> Int { 1 }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Type", for: indexPath)
    (cell as? TypeRowCell)?.title.text = "Row \(indexPath.row)"
    return cell
  }

  func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Type", for: indexPath)
    (cell as? TypeItemCell)?.title.text = "Row \(indexPath.item)"
    return cell
  }
}

/// Self-sizing rows and items after a change of the window's content size category:
/// the ones on screen are measured again with the new fonts (UIKitBehaviour.md §25;
/// TableViews.md and CollectionViews.md, "Dynamic Type").
@Suite struct SelfSizingDynamicTypeTests {
  static let axXL = ContentSizeCategory.accessibilityExtraLarge
  /// The body line (17 pt at `.large`, 40 pt at accessibilityExtraLarge, Apple's
  /// table) rounded up to the 2x screen's pixels. A cell is that plus 11 + 11, a
  /// table row that plus the 1-px (0.5-pt) separator.
  static let lineLarge = (Font.systemFont(ofSize: 17).lineHeight * 2).rounded(.up) / 2
  static let lineAXXL = (Font.systemFont(ofSize: 40).lineHeight * 2).rounded(.up) / 2

  /// A window (iPhone SE 2nd gen., 375 x 667 at 2x) at `category` holding a
  /// 375 x 600 view without inset adjustment.
  static func window(_ category: ContentSizeCategory, holding view: ScrollView) -> Window {
    let window = Window(device: Device.named("iphone-se-2")!)
    window.preferredContentSizeCategory = category
    view.frame = CGRect(x: 0, y: 0, width: 375, height: 600)
    view.contentInsetAdjustmentBehavior = .never
    window.addSubview(view)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }

  static func table(_ source: TypeSource) -> TableView {
    let table = TableView(frame: .zero, style: .plain)
    table.register(TypeRowCell.self, forCellReuseIdentifier: "Type")
    table.dataSource = source
    table.rowHeight = TableView.automaticDimension
    table.estimatedRowHeight = 50
    return table
  }

  /// Every row's rectangle, in order.
  static func rows(_ table: TableView) -> [CGRect] {
    (0..<table.numberOfRows(inSection: 0)).map { table.rectForRow(at: IndexPath(row: $0, section: 0)) }
  }

  static func collection(_ source: TypeSource, layout: CollectionViewLayout) -> CollectionView {
    let view = CollectionView(frame: .zero, collectionViewLayout: layout)
    view.register(TypeItemCell.self, forCellWithReuseIdentifier: "Type")
    view.dataSource = source
    return view
  }

  /// A vertical flow layout of full-width items estimated 375 x 50, no spacing.
  static func flow() -> CollectionViewFlowLayout {
    let layout = CollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    layout.estimatedItemSize = CGSize(width: 375, height: 50)
    return layout
  }

  /// A compositional list of full-width items of estimated height 50.
  static func compositional() -> CollectionViewCompositionalLayout {
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .estimated(50)))
    return CollectionViewCompositionalLayout(section: rowSection(item, height: .estimated(50)))
  }

  /// Every item's frame, in order.
  static func items(_ view: CollectionView) -> [CGRect] {
    (0..<view.numberOfItems(inSection: 0)).map {
      view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .null
    }
  }

  /// `n` frames of height `h` stacked from y = 0, then `total - n` of the estimate, 50.
  static func stacked(_ n: Int, _ h: CGFloat, total: Int, width: CGFloat = 375) -> [CGRect] {
    (0..<total).map { i in
      i < n
        ? CGRect(x: 0, y: CGFloat(i) * h, width: width, height: h)
        : CGRect(x: 0, y: CGFloat(n) * h + CGFloat(i - n) * 50, width: width, height: 50)
    }
  }

  @Test("§25 the body line: 20.57 pt at 17 pt, 48.41 pt at 40 pt; 21 and 48.5 in 2x pixels")
  func lineHeights() {
    #expect(abs(Font.systemFont(ofSize: 17).lineHeight - 20.574) < 0.001)
    #expect(abs(Font.systemFont(ofSize: 40).lineHeight - 48.409) < 0.001)
    #expect(Self.lineLarge == 21)
    #expect(Self.lineAXXL == 48.5)
  }

  @Test(
    "§25 table: large → accessibilityExtraLarge measures the rows on screen again (43 → 71 pt); back equals a fresh table"
  )
  func tableRemeasures() {
    let source = TypeSource(count: 30)
    let table = Self.table(source)
    let window = Self.window(.large, holding: table)
    defer { withExtendedLifetime((source, window)) {} }
    // 21 + 22 + 0.5 separator = 43.5. The 12 rows meeting 600 pt at the estimate (50) are
    // measured, then rows 12 and 13 that come on screen: 14 rows, 16 estimated at 50.
    #expect(Self.rows(table) == Self.stacked(14, 43.5, total: 30))
    #expect(table.contentSize == CGSize(width: 375, height: 14 * 43.5 + 16 * 50))
    let fresh = Self.rows(table)

    window.preferredContentSizeCategory = Self.axXL
    // 48.5 + 22 + 0.5 = 71. Every row back at 50: the 12 rows meeting 600 pt are measured
    // (rows 0…8 stay on screen), 18 estimated.
    #expect(Self.rows(table) == Self.stacked(12, 71, total: 30))
    #expect(table.contentSize == CGSize(width: 375, height: 12 * 71 + 18 * 50))
    #expect(table.contentOffset == .zero)
    let shown = (table.indexPathsForVisibleRows ?? []).compactMap { table.cellForRow(at: $0) as? TypeRowCell }
    #expect(shown.map(\.title.font.pointSize) == Array(repeating: 40, count: 9))
    #expect(shown.map(\.frame.height) == Array(repeating: 71, count: 9))

    window.preferredContentSizeCategory = .large
    #expect(Self.rows(table) == fresh)
    #expect(table.contentSize == CGSize(width: 375, height: 14 * 43.5 + 16 * 50))
    let again = (table.indexPathsForVisibleRows ?? []).compactMap { table.cellForRow(at: $0) as? TypeRowCell }
    #expect(again.map(\.title.font.pointSize) == Array(repeating: 17, count: 14))
    #expect(table.issues == [])
  }

  @Test("§25 table: the first row shown stays at the top; the rows above go back to their estimates")
  func tableKeepsFirstRow() {
    let source = TypeSource(count: 30)
    let table = Self.table(source)
    let window = Self.window(.large, holding: table)
    defer { withExtendedLifetime((source, window)) {} }
    table.contentOffset = CGPoint(x: 0, y: 435)  // row 10's top (10 × 43.5)
    window.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 10, section: 0)).minY == 435)
    window.preferredContentSizeCategory = Self.axXL
    // Every row back at its estimate (50): the rows meeting 435…1035 then, 8…20, are
    // measured at 71, and the offset follows row 10, the first row shown, to the top:
    // 8 × 50 + 2 × 71 = 542.
    #expect(table.contentOffset == CGPoint(x: 0, y: 542))
    #expect(table.rectForRow(at: IndexPath(row: 10, section: 0)) == CGRect(x: 0, y: 542, width: 375, height: 71))
    #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(10...18))
    let height: CGFloat = 8 * 50 + 13 * 71 + 9 * 50
    #expect(table.contentSize.height == height)
  }

  @Test(
    "§25 flow layout: large → accessibilityExtraLarge measures the items on screen again; back equals a fresh layout")
  func flowRemeasures() {
    let source = TypeSource(count: 30)
    let view = Self.collection(source, layout: Self.flow())
    let window = Self.window(.large, holding: view)
    defer { withExtendedLifetime((source, window)) {} }
    let large: CGFloat = 43  // 21 + 22
    // Items 0…11 (600 pt at the estimate) measured, then 12 and 13 that come on screen.
    #expect(Self.items(view) == Self.stacked(14, large, total: 30))
    #expect(view.contentSize == CGSize(width: 375, height: 14 * large + 16 * 50))
    let fresh = Self.items(view)

    window.preferredContentSizeCategory = Self.axXL
    let ax: CGFloat = 70.5  // 48.5 + 22; items 0…11 measured, 0…8 on screen
    #expect(Self.items(view) == Self.stacked(12, ax, total: 30))
    #expect(view.contentSize == CGSize(width: 375, height: 12 * ax + 18 * 50))
    #expect(view.contentOffset == .zero)
    let cells = view.indexPathsForVisibleItems.sorted().compactMap { view.cellForItem(at: $0) as? TypeItemCell }
    #expect(cells.map(\.title.font.pointSize) == Array(repeating: 40, count: 9))

    window.preferredContentSizeCategory = .large
    #expect(Self.items(view) == fresh)
    #expect(view.issues == [])
  }

  @Test(
    "§25 compositional estimated heights: large → accessibilityExtraLarge → large; the offset stays, clamped when the content shrinks"
  )
  func compositionalRemeasures() {
    let source = TypeSource(count: 30)
    let view = Self.collection(source, layout: Self.compositional())
    let window = Self.window(.large, holding: view)
    defer { withExtendedLifetime((source, window)) {} }
    let large: CGFloat = 43
    let ax: CGFloat = 70.5
    #expect(Self.items(view) == Self.stacked(14, large, total: 30))
    let fresh = Self.items(view)
    window.preferredContentSizeCategory = Self.axXL
    #expect(Self.items(view) == Self.stacked(12, ax, total: 30))
    #expect(view.contentOffset == .zero)
    window.preferredContentSizeCategory = .large
    #expect(Self.items(view) == fresh)

    // Scrolled to the end at accessibilityExtraLarge, then back to large: the
    // content shrinks below the offset, which is brought back to the new maximum.
    window.preferredContentSizeCategory = Self.axXL
    view.contentOffset = CGPoint(x: 0, y: view.contentSize.height - 600)
    window.layoutIfNeeded()
    window.preferredContentSizeCategory = .large
    #expect(view.contentOffset.y == max(0, view.contentSize.height - 600))
    #expect(view.issues == [])
  }
}
