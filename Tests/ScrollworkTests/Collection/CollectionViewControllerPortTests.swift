import Foundation
import Scrollwork
import Testing

// A port of the usual UICollectionViewController subclass (a colour swatch grid): the
// data source methods are `override`s of the controller's own, the flow layout's sizes
// come from a `UICollectionViewDelegateFlowLayout` adopted in an extension (no
// `override`, as in UIKit), cells are registered in viewDidLoad. Renamed types only
// (UICollectionViewController → CollectionViewController, UICollectionViewFlowLayout →
// CollectionViewFlowLayout, UICollectionViewCell → CollectionViewCell). Public API
// only. UIKitBehaviour.md §39.

final class SwatchCell: CollectionViewCell {
  let nameLabel = Label()

  override init(frame: CGRect) {
    super.init(frame: frame)
    nameLabel.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(nameLabel)
    LayoutConstraint.activate([
      nameLabel.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
      nameLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

// `@unchecked Sendable` only silences Swift's "must restate" warning (see ViewController).
final class SwatchesViewController: CollectionViewController, @unchecked Sendable {
  var names = (1...30).map { "Swatch \($0)" }
  private(set) var displayed: [IndexPath] = []

  init() { super.init(collectionViewLayout: CollectionViewFlowLayout()) }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: "Swatch")
  }

  override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    names.count
  }

  override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Swatch", for: indexPath)
    (cell as? SwatchCell)?.nameLabel.text = names[indexPath.item]
    return cell
  }

  override func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    displayed.append(indexPath)
  }
}

extension SwatchesViewController: CollectionViewDelegateFlowLayout {
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    // Three columns with the flow layout's default 10-pt spacing.
    let side = (collectionView.bounds.width - 2 * 10) / 3
    return CGSize(width: side, height: side)
  }
}

@Suite struct CollectionViewControllerPortTests {
  @Test(
    "§39 the collection is the view with the controller's layout; overrides and the flow delegate in an extension are what it reads"
  )
  func grid() throws {
    let controller = SwatchesViewController()
    let view = try #require(controller.collectionView)
    #expect(view === controller.view)
    #expect(view.dataSource === controller)
    #expect(view.delegate === controller)
    #expect(view.collectionViewLayout === controller.collectionViewLayout)
    let window = Window(device: try #require(Device.named("iphone-se-2")))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(view.bounds.size == CGSize(width: 375, height: 667))
    let side = (375.0 - 20) / 3
    let frame = try #require(view.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame)
    #expect(abs(frame.minX - (side + 10)) < 1e-9 && abs(frame.minY - (side + 10)) < 1e-9)
    #expect(abs(frame.width - side) < 1e-9 && abs(frame.height - side) < 1e-9)
    let cell = try #require(view.cellForItem(at: IndexPath(item: 4, section: 0)) as? SwatchCell)
    #expect(cell.nameLabel.text == "Swatch 5")
    #expect(controller.displayed.first == IndexPath(item: 0, section: 0))
    // 30 items in 10 lines.
    #expect(abs(view.contentSize.height - (10 * side + 9 * 10)) < 1e-9)
  }

  @Test("§39 the first appearance reloads; every appearance clears the selection unless told not to")
  func appearance() throws {
    let controller = SwatchesViewController()
    let view = try #require(controller.collectionView)
    #expect(view.numberOfItems(inSection: 0) == 30)
    controller.names.append("Swatch 31")
    let window = Window(device: try #require(Device.named("iphone-se-2")))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(view.numberOfItems(inSection: 0) == 31)
    view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    window.rootViewController = ViewController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(view.indexPathsForSelectedItems == nil)
    controller.clearsSelectionOnViewWillAppear = false
    view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    window.rootViewController = ViewController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
  }

  @Test("§39 only the first appearance reloads: later ones keep what the collection read, until the app reloads it")
  func laterAppearancesDoNotReload() throws {
    let controller = SwatchesViewController()
    let view = try #require(controller.collectionView)
    let window = Window(device: try #require(Device.named("iphone-se-2")))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(view.numberOfItems(inSection: 0) == 30)
    controller.names.append("Swatch 31")
    window.rootViewController = ViewController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(view.numberOfItems(inSection: 0) == 30)
    // 30 items in 10 lines of three, as read on the first appearance.
    let side = (375.0 - 20) / 3
    #expect(abs(view.contentSize.height - (10 * side + 9 * 10)) < 1e-9)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 30, section: 0)) == nil)
    view.reloadData()
    window.layoutIfNeeded()
    #expect(view.numberOfItems(inSection: 0) == 31)
    #expect(abs(view.contentSize.height - (11 * side + 10 * 10)) < 1e-9)
  }
}
