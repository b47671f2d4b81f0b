import Foundation
import Scrollwork
import Testing

// A frame-based gallery as older UIKit code writes it: no constraints, tiles placed in
// `viewDidLayoutSubviews` from `view.bounds.inset(by: view.safeAreaInsets)`, the scroll view's
// `contentSize` set by hand, `UIScreen.main` consulted for the pixel scale, and a selected tile
// revealed with `scrollRectToVisible(_:animated:)`. Ported by renaming types only.

private final class GalleryViewController: ViewController, @unchecked Sendable {
  static let columns = 3
  static let spacing: CGFloat = 2

  let scrollView = ScrollView(frame: .zero)
  private(set) var tiles: [ImageView] = []
  private(set) var layoutCount = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.frame = view.bounds
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.indicatorStyle = .white
    view.addSubview(scrollView)
    for index in 0..<20 {
      let tile = ImageView(image: Image(size: CGSize(width: 300, height: 300), scale: Screen.main.scale))
      tile.contentMode = .scaleAspectFill
      tile.clipsToBounds = true
      tile.tag = 100 + index
      scrollView.addSubview(tile)
      tiles.append(tile)
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutCount += 1
    let available = view.bounds.inset(by: view.safeAreaInsets)
    let columns = CGFloat(Self.columns)
    let scale = view.window?.screen.scale ?? Screen.main.scale
    // Tile side floored to whole pixels so the grid never overflows.
    let side = floor((available.width - (columns - 1) * Self.spacing) / columns * scale) / scale
    for (index, tile) in tiles.enumerated() {
      let row = CGFloat(index / Self.columns)
      let column = CGFloat(index % Self.columns)
      tile.frame = CGRect(
        x: available.minX + column * (side + Self.spacing), y: row * (side + Self.spacing), width: side,
        height: side)
    }
    let rows = CGFloat((tiles.count + Self.columns - 1) / Self.columns)
    scrollView.contentSize = CGSize(width: view.bounds.width, height: rows * side + (rows - 1) * Self.spacing)
    scrollView.contentInset = EdgeInsets(
      top: view.safeAreaInsets.top, left: 0, bottom: view.safeAreaInsets.bottom, right: 0)
  }

  func reveal(tileAt index: Int) {
    guard let tile = scrollView.viewWithTag(100 + index) else { return }
    scrollView.scrollRectToVisible(tile.frame, animated: true)
  }
}

@Suite("Port: frame-based gallery laid out in viewDidLayoutSubviews (UIKitBehaviour.md §7.2, §7.3)")
struct ManualFrameGalleryPortTests {
  @Test("§7.2 iPhone 8: tiles 123.5 pt (375 − 4) / 3 floored to pixels; 7 rows; content 876.5 tall")
  func layout() throws {
    let window = Window(device: try #require(Device.named("iphone-8")))
    let controller = GalleryViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(window.screen.scale == 2)
    #expect(controller.scrollView.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    // (375 − 4) / 3 = 123.666…; × 2 = 247.33 → 247 → 123.5.
    #expect(controller.tiles[0].frame == CGRect(x: 0, y: 0, width: 123.5, height: 123.5))
    #expect(controller.tiles[4].frame == CGRect(x: 125.5, y: 125.5, width: 123.5, height: 123.5))
    #expect(controller.tiles[19].frame == CGRect(x: 125.5, y: 6 * 125.5, width: 123.5, height: 123.5))
    // 7 rows × 123.5 + 6 × 2 = 876.5.
    #expect(controller.scrollView.contentSize == CGSize(width: 375, height: 876.5))
    #expect(controller.scrollView.contentInset == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(controller.tiles[0].contentMode == .scaleAspectFill)
  }

  @Test("§7.3 revealing the last tile scrolls its bottom to the bounds' bottom")
  func revealLastTile() throws {
    let window = Window(device: try #require(Device.named("iphone-8")))
    let controller = GalleryViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    controller.reveal(tileAt: 19)
    // Tile 19 spans 753…876.5; the bounds are 667 tall: offset 876.5 − 667 = 209.5.
    #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: 209.5))
    controller.reveal(tileAt: 0)
    // Tile 0 at y 0: the visible area starts below the 20-pt top inset, so the offset
    // goes to the top of its range, −20, and the tile shows right under the status bar.
    #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: -20))
  }

  @Test("§7.2 rotation re-runs viewDidLayoutSubviews: tiles (667 − 4) / 3 = 221 pt")
  func landscape() throws {
    let window = Window(device: try #require(Device.named("iphone-8")))
    let controller = GalleryViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let passes = controller.layoutCount
    window.rotate(to: .landscape)
    #expect(controller.layoutCount > passes)
    #expect(controller.scrollView.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
    #expect(controller.tiles[1].frame == CGRect(x: 223, y: 0, width: 221, height: 221))
    #expect(controller.scrollView.contentSize == CGSize(width: 667, height: 7 * 221 + 12))
  }
}
