import Foundation
import Scrollwork
import Testing

// A port of the compositional layouts in the style of Apple's "Implementing Modern
// Collection Views" sample: the adaptive sections screen (a list, a 5-column grid and
// a 3-column grid whose column counts follow the container's width, with a diffable
// data source) and the pinned section header list. Renamed types only
// (UICollectionViewCompositionalLayout → CollectionViewCompositionalLayout,
// NSCollectionLayoutSize → CollectionLayoutSize, NSDirectionalEdgeInsets →
// DirectionalEdgeInsets, UIViewController → ViewController, …). Public API only; Apple's
// `forEach` loops are kept (the house lint's for-in rule is silenced for them).

final class AdaptiveSectionsViewController: ViewController, @unchecked Sendable {
  enum SectionLayoutKind: Int, CaseIterable {
    case list, grid5, grid3
    func columnCount(for width: CGFloat) -> Int {
      let wideMode = width > 800
      switch self {
      case .grid3:
        return wideMode ? 6 : 3
      case .grid5:
        return wideMode ? 10 : 5
      case .list:
        return wideMode ? 2 : 1
      }
    }
  }

  var dataSource: CollectionViewDiffableDataSource<SectionLayoutKind, Int>! = nil
  var collectionView: CollectionView! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    configureHierarchy()
    configureDataSource()
  }

  func createLayout() -> CollectionViewLayout {
    let layout = CollectionViewCompositionalLayout {
      (sectionIndex: Int, layoutEnvironment: CollectionLayoutEnvironment) -> CollectionLayoutSection? in
      guard let layoutKind = SectionLayoutKind(rawValue: sectionIndex) else { return nil }
      let columns = layoutKind.columnCount(for: layoutEnvironment.container.effectiveContentSize.width)

      let itemSize = CollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .fractionalHeight(1.0))
      let item = CollectionLayoutItem(layoutSize: itemSize)
      item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)

      let groupHeight =
        layoutKind == .list
        ? CollectionLayoutDimension.absolute(44) : CollectionLayoutDimension.fractionalWidth(0.2)
      let groupSize = CollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: groupHeight)
      let group = CollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: columns)

      let section = CollectionLayoutSection(group: group)
      section.contentInsets = DirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
      return section
    }
    return layout
  }

  func configureHierarchy() {
    collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.addSubview(collectionView)
  }

  func configureDataSource() {
    dataSource = CollectionViewDiffableDataSource<SectionLayoutKind, Int>(collectionView: collectionView) {
      (collectionView: CollectionView, indexPath: IndexPath, identifier: Int) -> CollectionViewCell? in
      return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    let itemsPerSection = 10
    var snapshot = DiffableDataSourceSnapshot<SectionLayoutKind, Int>()
    // swift-format-ignore: ReplaceForEachWithForLoop
    SectionLayoutKind.allCases.forEach {
      snapshot.appendSections([$0])
      let itemOffset = $0.rawValue * itemsPerSection
      let itemUpperbound = itemOffset + itemsPerSection
      snapshot.appendItems(Array(itemOffset..<itemUpperbound))
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

final class TitleSupplementaryView: CollectionReusableView {
  let label = Label()
  static let reuseIdentifier = "title-supplementary-reuse-identifier"

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
      label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
      label.topAnchor.constraint(equalTo: topAnchor, constant: 10),
      label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

final class PinnedSectionHeaderFooterViewController: ViewController, @unchecked Sendable {
  static let sectionHeaderElementKind = "section-header-element-kind"
  static let sectionFooterElementKind = "section-footer-element-kind"

  var dataSource: CollectionViewDiffableDataSource<Int, Int>! = nil
  var collectionView: CollectionView! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    configureHierarchy()
    configureDataSource()
  }

  func createLayout() -> CollectionViewLayout {
    let itemSize = CollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0),
      heightDimension: .fractionalHeight(1.0))
    let item = CollectionLayoutItem(layoutSize: itemSize)

    let groupSize = CollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0),
      heightDimension: .absolute(44))
    let group = CollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

    let section = CollectionLayoutSection(group: group)
    section.interGroupSpacing = 5
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)

    let headerFooterSize = CollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0),
      heightDimension: .absolute(44))
    let sectionHeader = CollectionLayoutBoundarySupplementaryItem(
      layoutSize: headerFooterSize,
      elementKind: PinnedSectionHeaderFooterViewController.sectionHeaderElementKind, alignment: .top)
    let sectionFooter = CollectionLayoutBoundarySupplementaryItem(
      layoutSize: headerFooterSize,
      elementKind: PinnedSectionHeaderFooterViewController.sectionFooterElementKind, alignment: .bottom)
    sectionHeader.pinToVisibleBounds = true
    section.boundarySupplementaryItems = [sectionHeader, sectionFooter]

    let layout = CollectionViewCompositionalLayout(section: section)
    return layout
  }

  func configureHierarchy() {
    collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.register(
      TitleSupplementaryView.self,
      forSupplementaryViewOfKind: PinnedSectionHeaderFooterViewController.sectionHeaderElementKind,
      withReuseIdentifier: TitleSupplementaryView.reuseIdentifier)
    collectionView.register(
      TitleSupplementaryView.self,
      forSupplementaryViewOfKind: PinnedSectionHeaderFooterViewController.sectionFooterElementKind,
      withReuseIdentifier: TitleSupplementaryView.reuseIdentifier)
    view.addSubview(collectionView)
  }

  func configureDataSource() {
    dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      (collectionView: CollectionView, indexPath: IndexPath, identifier: Int) -> CollectionViewCell? in
      return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    dataSource.supplementaryViewProvider = { (view, kind, index) in
      let supplementaryView = view.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: TitleSupplementaryView.reuseIdentifier, for: index)
      (supplementaryView as? TitleSupplementaryView)?.label.text =
        "\(kind == PinnedSectionHeaderFooterViewController.sectionHeaderElementKind ? "Header" : "Footer") for section \(index.section)"
      return supplementaryView
    }
    let itemsPerSection = 5
    let sections = Array(0..<5)
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    var itemOffset = 0
    // swift-format-ignore: ReplaceForEachWithForLoop
    sections.forEach {
      snapshot.appendSections([$0])
      snapshot.appendItems(Array(itemOffset..<itemOffset + itemsPerSection))
      itemOffset += itemsPerSection
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

/// Whether two rectangles agree to within rounding (fractions such as 1/5 of 728).
func isClose(_ a: CGRect?, _ b: CGRect) -> Bool {
  guard let a else { return false }
  return abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
    && abs(a.height - b.height) < 1e-9
}

@Suite struct ModernCollectionViewsPortTests {
  @Test("§24 adaptive sections on an iPad 9.7: 1/5/3 columns at 768 wide, 2/10/6 after rotating to 1,024")
  func adaptiveSections() throws {
    let window = Window(device: try #require(Device.named("ipad-9-7")))
    let controller = AdaptiveSectionsViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let grid = try #require(controller.collectionView)
    #expect(grid.bounds.width == 768)
    #expect(grid.adjustedContentInset.left == 0 && grid.adjustedContentInset.right == 0)
    func frame(_ item: Int, _ section: Int) -> CGRect? {
      grid.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
    // Effective width 768 − 40 = 728. List: one column of 44-pt groups from y 20, inset 2.
    #expect(frame(3, 0) == CGRect(x: 22, y: 22 + 3 * 44, width: 724, height: 40))
    // Section 0 ends at 20 + 440 + 20 = 480. Grid 5: 145.6 squares (728 / 5 = 0.2 × 728).
    #expect(isClose(frame(7, 1), CGRect(x: 20 + 2 * 145.6 + 2, y: 480 + 20 + 145.6 + 2, width: 141.6, height: 141.6)))
    // Section 1 ends at 480 + 20 + 2 × 145.6 + 20 = 811.2. Grid 3: 242.67 wide, 145.6 tall.
    let third = 728.0 / 3
    #expect(isClose(frame(9, 2), CGRect(x: 22, y: 811.2 + 20 + 3 * 145.6 + 2, width: third - 4, height: 141.6)))
    #expect(isClose(frame(2, 2), CGRect(x: 20 + 2 * third + 2, y: 811.2 + 22, width: third - 4, height: 141.6)))
    #expect(abs(grid.contentSize.height - (811.2 + 20 + 4 * 145.6 + 20)) < 1e-9)
    #expect(grid.visibleCells.map(\.frame) == grid.indexPathsForVisibleItems.map { frame($0.item, $0.section) })

    window.rotate(to: .landscape)
    window.layoutIfNeeded()
    #expect(grid.bounds.width == 1024)
    // Effective width 984: list 2 columns of 492; grid 5 → 10 columns of 98.4, groups
    // 196.8 tall; grid 3 → 6 columns of 164.
    #expect(frame(3, 0) == CGRect(x: 20 + 492 + 2, y: 20 + 44 + 2, width: 488, height: 40))
    #expect(isClose(frame(7, 1), CGRect(x: 20 + 7 * 98.4 + 2, y: 260 + 22, width: 94.4, height: 192.8)))
    #expect(isClose(frame(9, 2), CGRect(x: 20 + 3 * 164 + 2, y: 496.8 + 20 + 196.8 + 2, width: 160, height: 192.8)))
    #expect(abs(grid.contentSize.height - (496.8 + 20 + 2 * 196.8 + 20)) < 1e-9)
  }

  @Test("§24 pinned section headers on an iPhone SE: the header follows the scroll inside its section")
  func pinnedHeaders() throws {
    let window = Window(device: try #require(Device.named("iphone-se-2")))
    let controller = PinnedSectionHeaderFooterViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let list = try #require(controller.collectionView)
    let top = list.adjustedContentInset.top
    #expect(top == 20)
    let kind = PinnedSectionHeaderFooterViewController.sectionHeaderElementKind
    // A section: header 44, five rows 44 tall 5 apart (240), footer 44: 328 tall.
    #expect(
      list.layoutAttributesForItem(at: IndexPath(item: 1, section: 2))?.frame
        == CGRect(x: 10, y: 2 * 328 + 44 + 49, width: 355, height: 44))
    #expect(list.contentSize == CGSize(width: 375, height: 5 * 328))
    // Scrolled 100 into the content (offset 100 − 20): section 0's header sits under the status bar.
    list.contentOffset = CGPoint(x: 0, y: 100 - top)
    window.layoutIfNeeded()
    let header = list.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == CGRect(x: 10, y: 100, width: 355, height: 44))
    #expect((header as? TitleSupplementaryView)?.label.text == "Header for section 0")
    // 300 in: section 0 ends at 328, so its header is pushed to 284.
    list.contentOffset = CGPoint(x: 0, y: 300 - top)
    window.layoutIfNeeded()
    #expect(
      list.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 10, y: 284, width: 355, height: 44))
    #expect(
      list.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))?.frame
        == CGRect(x: 10, y: 328, width: 355, height: 44))
  }
}
