import Foundation
import Scrollwork
import Testing

// A port of a typical iOS 14 list screen, written in the style of Apple's "Implementing
// Modern Collection Views" list examples: an inset-grouped list of settings-like rows
// with section headers, a cell registration configuring UICollectionViewListCell's
// default content configuration, a diffable data source and a compositional list
// layout. Renamed types only (UICollectionView → CollectionView, UICollectionViewListCell
// → CollectionViewListCell, UICollectionLayoutListConfiguration →
// CollectionLayoutListConfiguration, UIListContentConfiguration → ListContentConfiguration,
// NSDiffableDataSourceSnapshot → DiffableDataSourceSnapshot, UIImage → Image,
// UIViewController → ViewController). Public API only.

final class TripPlannerViewController: ViewController, @unchecked Sendable {
  enum Section: Int, CaseIterable {
    case destinations, packing

    var title: String {
      switch self {
      case .destinations: return "DESTINATIONS"
      case .packing: return "PACKING"
      }
    }
  }

  struct Entry: Hashable {
    let id = UUID()
    let title: String
    let detail: String?
    let hasIcon: Bool
  }

  static let entries: [Section: [Entry]] = [
    .destinations: [
      Entry(title: "Lisbon", detail: "3 nights", hasIcon: true),
      Entry(title: "Porto", detail: "2 nights", hasIcon: true),
      Entry(
        title: "Sintra, with the palaces, the gardens and the long walk up to the Moorish castle above the town",
        detail: nil, hasIcon: false),
    ],
    .packing: [
      Entry(title: "Passport", detail: nil, hasIcon: false),
      Entry(title: "Charger", detail: nil, hasIcon: false),
    ],
  ]

  var collectionView: CollectionView! = nil
  var dataSource: CollectionViewDiffableDataSource<Section, Entry>! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    configureHierarchy()
    configureDataSource()
  }

  private func createLayout() -> CollectionViewLayout {
    var config = CollectionLayoutListConfiguration(appearance: .insetGrouped)
    config.headerMode = .supplementary
    return CollectionViewCompositionalLayout.list(using: config)
  }

  private func configureHierarchy() {
    collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
  }

  private func configureDataSource() {
    let cellRegistration = CollectionView.CellRegistration<CollectionViewListCell, Entry> { cell, indexPath, entry in
      var content = cell.defaultContentConfiguration()
      content.text = entry.title
      content.secondaryText = entry.detail
      content.image = entry.hasIcon ? Image(size: CGSize(width: 29, height: 29), name: "map") : nil
      cell.contentConfiguration = content
    }

    let headerRegistration = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
      elementKind: CollectionView.elementKindSectionHeader
    ) { supplementaryView, elementKind, indexPath in
      var content = supplementaryView.defaultContentConfiguration()
      content.text = Section(rawValue: indexPath.section)?.title
      supplementaryView.contentConfiguration = content
    }

    dataSource = CollectionViewDiffableDataSource<Section, Entry>(collectionView: collectionView) {
      (collectionView: CollectionView, indexPath: IndexPath, item: Entry) -> CollectionViewCell? in
      return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { (view, kind, index) in
      return self.collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: index)
    }

    var snapshot = DiffableDataSourceSnapshot<Section, Entry>()
    snapshot.appendSections(Section.allCases)
    for section in Section.allCases {
      snapshot.appendItems(Self.entries[section] ?? [], toSection: section)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

/// The port on an iPhone SE (375 × 667 at 2x): rows inset 20, one-line rows 44 high,
/// icon rows as tall as their stacked texts (taller than the 29-pt icon), the long title
/// wrapped; section headers are grouped headers (UIKitBehaviour.md §42).
@Suite struct InsetGroupedListPortTests {
  /// `value` rounded up to the 2x screen's pixels.
  static func up(_ value: CGFloat) -> CGFloat { (value * 2).rounded(.up) / 2 }

  @Test("§42 the list's frames: headers, icon rows with subtitles, a wrapped row and one-line rows")
  func framesOfTheList() throws {
    let window = Window(device: try #require(Device.named("iphone-se-2")))
    let controller = TripPlannerViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let view = try #require(controller.collectionView)
    #expect(view.screen.scale == 2 && view.bounds.width == 375)

    let body = Font.preferredFont(forTextStyle: .body)
    let footnote = Font.preferredFont(forTextStyle: .footnote)
    let subheadline = Font.preferredFont(forTextStyle: .subheadline)
    let header = 16 + Self.up(footnote.lineHeight) + 6
    // An icon row: the stacked texts (line + 3 + subheadline line) are taller than 29.
    let iconRow = 11 + Self.up(body.lineHeight) + 3 + Self.up(subheadline.lineHeight) + 11
    // Rows are 375 − 40 = 335 wide; the wrapped text column 335 − 32 = 303.
    let sintra = TripPlannerViewController.entries[.destinations]![2].title
    let wrapped = 22 + Self.up(TextLayout(text: sintra, font: body, width: 303, numberOfLines: 0).size.height)
    var y = header
    var expected: [[CGRect]] = [[]]
    for height in [iconRow, iconRow, wrapped] {
      expected[0].append(CGRect(x: 20, y: y, width: 335, height: height))
      y += height
    }
    let secondHeader = y + 18
    y = secondHeader + header
    expected.append([])
    for _ in 0..<2 {
      expected[1].append(CGRect(x: 20, y: y, width: 335, height: 44))
      y += 44
    }
    let frames = (0..<2).map { s in
      (0..<view.numberOfItems(inSection: s)).map {
        view.layoutAttributesForItem(at: IndexPath(item: $0, section: s))?.frame ?? .null
      }
    }
    #expect(frames == expected)
    #expect(view.contentSize == CGSize(width: 375, height: y + 18))
    #expect(
      view.layoutAttributesForSupplementaryElement(
        ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
        == CGRect(x: 20, y: secondHeader, width: 335, height: header))
    #expect(wrapped > 44 + 21)

    let titles = view.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.compactMap {
      (($0 as? CollectionViewListCell)?.contentConfiguration as? ListContentConfiguration)?.text
    }
    #expect(titles == ["Lisbon", "Porto", sintra, "Passport", "Charger"])
    let headerView = view.supplementaryView(
      forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    let headerContent = (headerView as? CollectionViewListCell)?.contentConfiguration as? ListContentConfiguration
    #expect(headerContent?.text == "DESTINATIONS")
    #expect(headerContent?.textProperties.font == footnote)
    #expect(view.issues == [])
  }
}
