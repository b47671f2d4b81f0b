import Foundation
import Scrollwork
import Testing

// A port of the usual UICollectionViewController-style photo grid (the shape of most
// gallery screens): a flow layout made in viewDidLoad, square cells sized by
// `collectionView(_:layout:sizeForItemAt:)` for 3 columns in portrait and 5 in
// landscape, a header per album, the layout invalidated in viewWillTransition.
// Renamed types only (UICollectionView → CollectionView, UICollectionViewCell →
// CollectionViewCell, UICollectionReusableView → CollectionReusableView,
// UIViewController → ViewController); one source change from UIKit: the cell and
// header subclasses override `init(frame:)` as in UIKit. Public API only.

final class PhotoCell: CollectionViewCell {
  static let reuseIdentifier = "PhotoCell"
  let imageView = ImageView()
  var photoName: String?

  override init(frame: CGRect) {
    super.init(frame: frame)
    imageView.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(imageView)
    LayoutConstraint.activate([
      imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
      imageView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }

  override func prepareForReuse() {
    super.prepareForReuse()
    photoName = nil
  }
}

final class AlbumHeaderView: CollectionReusableView {
  static let reuseIdentifier = "AlbumHeader"
  let titleLabel = Label()

  override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    addSubview(titleLabel)
    LayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

// `@unchecked Sendable` only silences Swift's "must restate" warning (see ViewController).
final class PhotoGridViewController: ViewController, CollectionViewDataSource, CollectionViewDelegateFlowLayout,
  @unchecked Sendable
{
  let albums: [(title: String, photos: [String])]
  private(set) var collectionView: CollectionView!
  private let spacing: CGFloat = 2

  init(albums: [(title: String, photos: [String])]) {
    self.albums = albums
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = CollectionViewFlowLayout()
    layout.minimumLineSpacing = spacing
    layout.minimumInteritemSpacing = spacing
    layout.sectionInset = EdgeInsets(top: 0, left: 0, bottom: 8, right: 0)
    layout.headerReferenceSize = CGSize(width: 0, height: 44)
    collectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
    collectionView.register(
      AlbumHeaderView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      withReuseIdentifier: AlbumHeaderView.reuseIdentifier)
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
  }

  override func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    collectionView.collectionViewLayout.invalidateLayout()
  }

  func numberOfSections(in collectionView: CollectionView) -> Int { albums.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    albums[section].photos.count
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
    (cell as? PhotoCell)?.photoName = albums[indexPath.section].photos[indexPath.item]
    return cell
  }

  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView? {
    let header = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: AlbumHeaderView.reuseIdentifier, for: indexPath)
    (header as? AlbumHeaderView)?.titleLabel.text = albums[indexPath.section].title
    return header
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    let bounds = collectionView.bounds
    let columns: CGFloat = bounds.width > bounds.height ? 5 : 3
    let side = ((bounds.width - spacing * (columns - 1)) / columns).rounded(.down)
    return CGSize(width: side, height: side)
  }
}

@Suite struct PhotoGridPortTests {
  func controller() -> PhotoGridViewController {
    let counts = [7, 5, 12]
    return PhotoGridViewController(
      albums: counts.enumerated().map { a, n in (title: "Album \(a)", photos: (0..<n).map { "IMG_\(a)\($0)" }) })
  }

  @Test("§22 iPhone SE portrait: 123-pt squares 3 a line, justified 3 apart; headers 44 tall; content 1,275")
  func portrait() throws {
    let device = try #require(Device.named("iphone-se-2"))
    let window = Window(device: device)
    let controller = controller()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let grid = controller.collectionView!
    #expect(grid.bounds.size == CGSize(width: 375, height: 667))
    #expect(grid.adjustedContentInset.left == 0 && grid.adjustedContentInset.right == 0)
    // side = floor((375 − 4) / 3) = 123; 3 × 123 + 2 × 2 = 373 ≤ 375: gaps 2 + 2 / 2 = 3.
    let attributes = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)))
    #expect(attributes.frame == CGRect(x: 126, y: 44 + 125, width: 123, height: 123))
    #expect(attributes.center == CGPoint(x: 187.5, y: 230.5))
    #expect(attributes.representedElementCategory == .cell)
    // Album 0: header 0–44, lines 44, 169, 294 (item 6 in column 0), 44 + 373 + 8 = 425.
    #expect(grid.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame.origin == CGPoint(x: 0, y: 294))
    let header1 = grid.layoutAttributesForSupplementaryElement(
      ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    #expect(header1?.frame == CGRect(x: 0, y: 425, width: 375, height: 44))
    #expect(header1?.representedElementKind == CollectionView.elementKindSectionHeader)
    // Album 1: items at 469 and 594, 469 + 248 + 8 = 725; album 2: 769 + 498 + 8 = 1,275.
    #expect(grid.layoutAttributesForItem(at: IndexPath(item: 4, section: 1))?.frame.origin == CGPoint(x: 126, y: 594))
    #expect(grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame.origin == CGPoint(x: 0, y: 769))
    #expect(grid.contentSize == CGSize(width: 375, height: 1275))
    let first = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0)) as? PhotoCell)
    #expect(first.photoName == "IMG_01")
    #expect(first.imageView.frame == CGRect(x: 0, y: 0, width: 123, height: 123))
    let title =
      (grid.supplementaryView(
        forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) as? AlbumHeaderView)?
      .titleLabel.text
    #expect(title == "Album 0")
  }

  @Test("§22 scrollToItem(.bottom) to the last photo, then rotating: 5 columns of 131, content 948")
  func scrollAndRotate() throws {
    let device = try #require(Device.named("iphone-se-2"))
    let window = Window(device: device)
    let controller = controller()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let grid = controller.collectionView!
    let last = IndexPath(item: 11, section: 2)
    grid.scrollToItem(at: last, at: .bottom, animated: false)
    window.layoutIfNeeded()
    // Item 11: line 3 of album 2, 769 + 3 × 125 = 1,144 to 1,267.
    let bottomInset = grid.adjustedContentInset.bottom
    #expect(grid.contentOffset.y == 1267 + bottomInset - 667)
    #expect(grid.cellForItem(at: last)?.frame == CGRect(x: 252, y: 1144, width: 123, height: 123))
    #expect((grid.cellForItem(at: last) as? PhotoCell)?.photoName == "IMG_211")
    #expect(grid.visibleCells.count == grid.indexPathsForVisibleItems.count)
    window.rotate(to: .landscape)
    window.layoutIfNeeded()
    #expect(grid.bounds.width == 667)
    #expect(grid.adjustedContentInset.left == 0 && grid.adjustedContentInset.right == 0)
    // side = floor((667 − 8) / 5) = 131; 5 × 131 + 8 = 663: gaps 2 + 4 / 4 = 3.
    // Album 0: lines at 44, 177 → 44 + 264 + 8 = 316; album 1: header 316, line 360 → 499;
    // album 2: header 499, lines 543, 676, 809 → 543 + 397 + 8 = 948.
    #expect(
      grid.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame
        == CGRect(x: 134, y: 177, width: 131, height: 131))
    #expect(grid.layoutAttributesForItem(at: last)?.frame == CGRect(x: 134, y: 809, width: 131, height: 131))
    #expect(grid.contentSize == CGSize(width: 667, height: 948))
    #expect(grid.contentOffset.y <= grid.maximumContentOffset.y)
    for cell in grid.visibleCells {
      let path = try #require(grid.indexPath(for: cell))
      #expect(cell.frame == grid.layoutAttributesForItem(at: path)?.frame)
    }
  }
}
