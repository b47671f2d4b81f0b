import Foundation
import Scrollwork
import Testing

// Full-width self-sizing cells in a flow layout, made by overriding the cell's
// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`, with the
// estimate's width updated on rotation, as UIKit code writes it, ported by renaming types only
// (UICollectionViewCell → CollectionViewCell, UICollectionViewFlowLayout →
// CollectionViewFlowLayout, UICollectionView → CollectionView, UIViewController →
// ViewController, UIViewControllerTransitionCoordinator → ViewControllerTransitionCoordinator,
// UILayoutPriority → LayoutPriority, UIView → View, NSLayoutConstraint → LayoutConstraint):
//
//   final class TagView: UIView {
//     override var intrinsicContentSize: CGSize { CGSize(width: 120, height: UIView.noIntrinsicMetric) }
//   }
//   final class FullWidthCell: UICollectionViewCell {
//     let body = TagView()
//     lazy var bodyHeight = body.heightAnchor.constraint(equalToConstant: 0)
//     override init(frame: CGRect) { ... body pinned 12 / 16 / 12 / 16 inside contentView, bodyHeight ... }
//     override func systemLayoutSizeFitting(
//       _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
//       verticalFittingPriority: UILayoutPriority
//     ) -> CGSize {
//       var targetSize = targetSize
//       targetSize.height = UIView.layoutFittingCompressedSize.height
//       return super.systemLayoutSizeFitting(
//         targetSize, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
//     }
//   }
//   final class CardFeedViewController: UIViewController, UICollectionViewDataSource {
//     let layout = UICollectionViewFlowLayout()
//     override func viewDidLoad() {
//       layout.minimumLineSpacing = 10
//       layout.sectionInset = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
//       layout.estimatedItemSize = CGSize(width: view.bounds.width, height: 100)
//       collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
//       collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight] ...
//     }
//     override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
//       super.viewWillTransition(to: size, with: coordinator)
//       layout.estimatedItemSize = CGSize(width: size.width, height: 100)
//       layout.invalidateLayout()
//     }
//   }

private final class TagView: View {
  override var intrinsicContentSize: CGSize { CGSize(width: 120, height: View.noIntrinsicMetric) }
}

private final class FullWidthCell: CollectionViewCell {
  let body = TagView()
  lazy var bodyHeight = body.heightAnchor.constraint(equalToConstant: 0)

  override init(frame: CGRect) {
    super.init(frame: frame)
    body.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(body)
    LayoutConstraint.activate([
      body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
      body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
      bodyHeight,
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    var targetSize = targetSize
    targetSize.height = View.layoutFittingCompressedSize.height
    return super.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
  }
}

private final class CardFeedViewController: ViewController, CollectionViewDataSource, @unchecked Sendable {
  let layout = CollectionViewFlowLayout()
  var heights: [CGFloat] = [40, 80, 20]
  private(set) var collectionView: CollectionView!

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.minimumLineSpacing = 10
    layout.sectionInset = EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
    layout.estimatedItemSize = CGSize(width: view.bounds.width, height: 100)
    collectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.register(FullWidthCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  override func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    layout.estimatedItemSize = CGSize(width: size.width, height: 100)
    layout.invalidateLayout()
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    heights.count
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    // swift-format-ignore: NeverForceUnwrap
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! FullWidthCell
    cell.bodyHeight.constant = heights[indexPath.item]
    return cell
  }
}

@MainActor
@Suite("Port: full-width self-sizing cells through an overridden systemLayoutSizeFitting (UIKitBehaviour.md §22, §94)")
struct FullWidthFeedCellsPortTests {
  private func presented(_ orientation: DeviceOrientation = .portrait) throws -> (Window, CardFeedViewController) {
    let window = Window(device: try #require(Device.named("iphone-8")), orientation: orientation)
    let controller = CardFeedViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, controller)
  }

  private func frames(_ c: CardFeedViewController) -> [CGRect?] {
    (0..<c.heights.count).map { c.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
  }

  /// The layout asks each cell through its own `systemLayoutSizeFitting` (§94); the override
  /// fixes the width at the estimate's (375, required) and lets the height fit: 12 + h + 12 =
  /// 64, 104, 44, one per line from y 10 with 10 between: 10, 84, 198; content height
  /// 242 + 10 = 252. Without the override being asked, the body's intrinsic width (120, hugged
  /// at 250 against the fitting priority's 50) would make every cell 152 wide.
  @Test func cellsFillTheWidth() throws {
    let (window, controller) = try presented()
    defer { withExtendedLifetime(window) {} }
    #expect(
      frames(controller) == [
        CGRect(x: 0, y: 10, width: 375, height: 64), CGRect(x: 0, y: 84, width: 375, height: 104),
        CGRect(x: 0, y: 198, width: 375, height: 44),
      ])
    #expect(controller.collectionView.contentSize == CGSize(width: 375, height: 252))
    let cell = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? FullWidthCell)
    #expect(cell.frame == CGRect(x: 0, y: 84, width: 375, height: 104))
    #expect(cell.body.frame == CGRect(x: 16, y: 12, width: 343, height: 80))
  }

  /// Rotated (667 wide): the controller's new estimate re-sizes every cell to 667; heights stay.
  /// Metamorphic: rotated back, the frames equal a fresh portrait layout; the landscape frames
  /// equal a fresh landscape layout; a second pass changes nothing.
  @Test func rotationResizesAndHistoryDoesNotMatter() throws {
    let (window, controller) = try presented()
    let portrait = frames(controller)
    window.rotate(to: .landscape)
    window.layoutIfNeeded()
    #expect(
      frames(controller) == [
        CGRect(x: 0, y: 10, width: 667, height: 64), CGRect(x: 0, y: 84, width: 667, height: 104),
        CGRect(x: 0, y: 198, width: 667, height: 44),
      ])
    let (landscapeWindow, landscape) = try presented(.landscape)
    #expect(frames(controller) == frames(landscape))
    window.rotate(to: .portrait)
    window.layoutIfNeeded()
    #expect(frames(controller) == portrait)
    window.layoutIfNeeded()
    #expect(frames(controller) == portrait)
    #expect(controller.collectionView.contentSize == CGSize(width: 375, height: 252))
    withExtendedLifetime((window, landscapeWindow)) {}
  }
}
