import Foundation
import Scrollwork
import Testing

// Tag chips in a flow layout whose cells size themselves, as UIKit code writes it, ported by
// renaming types only (UICollectionViewFlowLayout → CollectionViewFlowLayout,
// UICollectionView → CollectionView, UICollectionViewCell → CollectionViewCell,
// UICollectionViewDataSource → CollectionViewDataSource, UIViewController → ViewController):
//
//   final class TagCell: UICollectionViewCell {
//     let chip = UIView()
//     private lazy var chipWidth = chip.widthAnchor.constraint(equalToConstant: 0)
//     override init(frame: CGRect) {
//       super.init(frame: frame)
//       chip.translatesAutoresizingMaskIntoConstraints = false
//       contentView.addSubview(chip)
//       NSLayoutConstraint.activate([
//         chip.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
//         chip.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
//         chip.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
//         chip.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
//         chip.heightAnchor.constraint(equalToConstant: 20), chipWidth])
//     }
//   }
//   let layout = UICollectionViewFlowLayout()
//   layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
//   layout.minimumInteritemSpacing = 8; layout.minimumLineSpacing = 8
//   layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
//   collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
//   collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
//   collectionView.register(TagCell.self, forCellWithReuseIdentifier: "tag")
//   collectionView.dataSource = self

private final class TagCell: CollectionViewCell {
  let chip = View()
  private lazy var chipWidth = chip.widthAnchor.constraint(equalToConstant: 0)

  override init(frame: CGRect) {
    super.init(frame: frame)
    chip.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(chip)
    LayoutConstraint.activate([
      chip.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
      chip.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
      chip.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
      chip.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
      chip.heightAnchor.constraint(equalToConstant: 20),
      chipWidth,
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func configure(width: CGFloat) {
    chipWidth.constant = width
  }
}

private final class TagsViewController: ViewController, CollectionViewDataSource, @unchecked Sendable {
  var widths: [CGFloat] = [60, 100, 80, 150, 40]
  private(set) var collectionView: CollectionView!

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = CollectionViewFlowLayout()
    layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    layout.sectionInset = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    collectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.register(TagCell.self, forCellWithReuseIdentifier: "tag")
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    widths.count
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    // swift-format-ignore: NeverForceUnwrap
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
    cell.configure(width: widths[indexPath.item])
    return cell
  }
}

@MainActor
@Suite("Port: a flow layout with estimatedItemSize = automaticSize")
struct SelfSizingTagsPortTests {
  private func presented() throws -> (Window, TagsViewController) {
    let window = Window(device: try #require(Device.named("iphone-8")))
    let controller = TagsViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, controller)
  }

  /// Items: chip + 24 wide, 20 + 12 = 32 tall: 84, 124, 104, 174, 64. Lines 375 − 32 = 343
  /// long: 84 + 8 + 124 + 8 + 104 = 328 fits, + 8 + 174 does not. The full line is
  /// justified (§22): 343 − 312 = 31 shared by two gaps, 15.5 each: x 16, 115.5, 255.
  /// The last line has mixed sizes: left-aligned at the minimum spacing: x 16, 198, y 56.
  /// Content height 56 + 32 + 16 = 104.
  @Test func framesOfTheProgram() throws {
    let (window, c) = try presented()
    defer { withExtendedLifetime(window) {} }
    let cv = try #require(c.collectionView)
    let frames = (0..<5).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    #expect(
      frames == [
        CGRect(x: 16, y: 16, width: 84, height: 32), CGRect(x: 115.5, y: 16, width: 124, height: 32),
        CGRect(x: 255, y: 16, width: 104, height: 32), CGRect(x: 16, y: 56, width: 174, height: 32),
        CGRect(x: 198, y: 56, width: 64, height: 32),
      ])
    #expect(cv.contentSize == CGSize(width: 375, height: 104))
    // 104 < 667 and a collection view does not bounce vertically by default: `.automatic`
    // outside a navigation controller adjusts only scrollable axes (§7.2): no inset.
    #expect(cv.adjustedContentInset.top == 0)
    #expect(cv.contentOffset == .zero)
    let cell = try #require(cv.cellForItem(at: IndexPath(item: 3, section: 0)) as? TagCell)
    #expect(cell.frame == CGRect(x: 16, y: 56, width: 174, height: 32))
    #expect(cell.chip.frame == CGRect(x: 12, y: 6, width: 150, height: 20))
  }

  /// Metamorphic: a second pass changes nothing; new widths then `reloadData()` give the
  /// frames a fresh controller with those widths gives.
  @Test func reloadEqualsAFreshLayout() throws {
    let (window, c) = try presented()
    let cv = try #require(c.collectionView)
    let before = (0..<5).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    window.layoutIfNeeded()
    #expect((0..<5).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame } == before)
    c.widths = [300, 20, 20]
    cv.reloadData()
    window.layoutIfNeeded()
    let (freshWindow, fresh) = try presented()
    fresh.widths = [300, 20, 20]
    fresh.collectionView.reloadData()
    freshWindow.layoutIfNeeded()
    let after = (0..<3).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    #expect(
      after == (0..<3).map { fresh.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame })
    // 324 alone on its line (324 + 8 + 44 > 343): centred single-item line (§22): x 16 + 9.5.
    #expect(after.first == CGRect(x: 25.5, y: 16, width: 324, height: 32))
  }
}
