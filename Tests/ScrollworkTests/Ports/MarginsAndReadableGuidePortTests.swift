import Foundation
import Scrollwork
import Testing

// A screen that leans on layout margins, as UIKit code writes it, ported by renaming types
// only (UIViewController → ViewController, UIView → View, UIEdgeInsets → EdgeInsets,
// NSDirectionalEdgeInsets → DirectionalEdgeInsets, NSLayoutConstraint → LayoutConstraint):
//
//   override func viewDidLoad() {
//     super.viewDidLoad()
//     viewRespectsSystemMinimumLayoutMargins = false
//     view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 24, bottom: 8, trailing: 24)
//     banner.layoutMargins = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
//     edgeStrip.insetsLayoutMarginsFromSafeArea = false        // full width, own margins 0/10
//     edgeStrip.directionalLayoutMargins = .init(top: 0, leading: 10, bottom: 0, trailing: 10)
//     safeStrip (default: margins 8 measured from the safe area)
//     inheritingStrip.preservesSuperviewLayoutMargins = true
//     NSLayoutConstraint.activate([
//       banner.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor), ...
//       bannerContent pinned to banner.layoutMarginsGuide (four edges),
//       each strip's content pinned to the strip's layoutMarginsGuide leading/trailing,
//       article.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor), ...
//     ])
//   }

private final class MarginsViewController: ViewController, @unchecked Sendable {
  let banner = View()
  let bannerContent = View()
  let edgeStrip = View()
  let edgeContent = View()
  let safeStrip = View()
  let safeContent = View()
  let inheritingStrip = View()
  let inheritingContent = View()
  let article = View()

  override func viewDidLoad() {
    super.viewDidLoad()
    viewRespectsSystemMinimumLayoutMargins = false
    view.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 24, bottom: 8, trailing: 24)
    banner.layoutMargins = EdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
    edgeStrip.insetsLayoutMarginsFromSafeArea = false
    edgeStrip.directionalLayoutMargins = .init(top: 0, leading: 10, bottom: 0, trailing: 10)
    inheritingStrip.preservesSuperviewLayoutMargins = true

    for (parent, child) in [
      (view!, banner), (banner, bannerContent), (view!, edgeStrip), (edgeStrip, edgeContent), (view!, safeStrip),
      (safeStrip, safeContent), (view!, inheritingStrip), (inheritingStrip, inheritingContent), (view!, article),
    ] {
      child.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(child)
    }
    var constraints = [
      banner.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      banner.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
      banner.heightAnchor.constraint(equalToConstant: 60),
      bannerContent.leadingAnchor.constraint(equalTo: banner.layoutMarginsGuide.leadingAnchor),
      bannerContent.trailingAnchor.constraint(equalTo: banner.layoutMarginsGuide.trailingAnchor),
      bannerContent.topAnchor.constraint(equalTo: banner.layoutMarginsGuide.topAnchor),
      bannerContent.bottomAnchor.constraint(equalTo: banner.layoutMarginsGuide.bottomAnchor),
      article.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
      article.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
      article.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor),
      article.heightAnchor.constraint(equalToConstant: 40),
    ]
    var above = banner
    for (strip, content) in [(edgeStrip, edgeContent), (safeStrip, safeContent), (inheritingStrip, inheritingContent)] {
      constraints += [
        strip.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        strip.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        strip.topAnchor.constraint(equalTo: above.bottomAnchor, constant: 8),
        strip.heightAnchor.constraint(equalToConstant: 50),
        content.leadingAnchor.constraint(equalTo: strip.layoutMarginsGuide.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: strip.layoutMarginsGuide.trailingAnchor),
        content.topAnchor.constraint(equalTo: strip.topAnchor),
        content.bottomAnchor.constraint(equalTo: strip.bottomAnchor),
      ]
      above = strip
    }
    LayoutConstraint.activate(constraints)
  }
}

@MainActor
@Suite("Port: layout margins, the safe area and the readable content guide")
struct MarginsAndReadableGuidePortTests {
  private func presented(_ orientation: DeviceOrientation) throws -> (Window, MarginsViewController) {
    let window = Window(device: try #require(Device.named("iphone-x")), orientation: orientation)
    let controller = MarginsViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, controller)
  }

  /// iPhone X in landscape: 812 × 375, safe area 44 left and right, 21 at the bottom (§6).
  /// The root's margins 24 are measured from the safe area (insetsLayoutMarginsFromSafeArea
  /// defaults to true, §6) and no system minimum applies: 44 + 24 = 68 each side, 676 wide.
  /// Banner 68…744, y 12; its content inset 12/10: (80, 22, 652, 40).
  /// Edge strip ignores the safe area: content 10…802. Safe strip: margins 8 from the safe
  /// area: 52…760. Inheriting strip: the root's margins reach it (68 each side) and win over
  /// its own 44 + 8 = 52: 68…744. Readable guide: inside the 676-wide margins, at most 672
  /// (§77): (70, 742 wide → 672). Article bottom on the margins' bottom: 375 − 21 − 8 = 346.
  @Test func landscapeFrames() throws {
    let (window, c) = try presented(.landscape)
    defer { withExtendedLifetime(window) {} }
    #expect(c.banner.frame == CGRect(x: 68, y: 12, width: 676, height: 60))
    #expect(c.bannerContent.frame == CGRect(x: 12, y: 10, width: 652, height: 40))
    #expect(c.edgeStrip.frame == CGRect(x: 0, y: 80, width: 812, height: 50))
    #expect(c.edgeContent.frame == CGRect(x: 10, y: 0, width: 792, height: 50))
    #expect(c.safeContent.frame == CGRect(x: 52, y: 0, width: 708, height: 50))
    #expect(c.inheritingContent.frame == CGRect(x: 68, y: 0, width: 676, height: 50))
    #expect(c.article.frame == CGRect(x: 70, y: 306, width: 672, height: 40))
  }

  /// Portrait: 375 × 812, safe area 44 top and 34 bottom, none at the sides. Root margins
  /// 24: banner (24, 44 + 12 = 56, 327, 60). Edge strip content 10…365; safe strip 8…367;
  /// inheriting 24…351; readable = margins (327 < 672): article (24, 812 − 34 − 8 − 40 = 730).
  /// Turning to landscape and back gives these frames again.
  @Test func portraitFramesAndRotationRoundTrip() throws {
    let (window, c) = try presented(.portrait)
    #expect(c.banner.frame == CGRect(x: 24, y: 56, width: 327, height: 60))
    #expect(c.edgeContent.frame == CGRect(x: 10, y: 0, width: 355, height: 50))
    #expect(c.safeContent.frame == CGRect(x: 8, y: 0, width: 359, height: 50))
    #expect(c.inheritingContent.frame == CGRect(x: 24, y: 0, width: 327, height: 50))
    #expect(c.article.frame == CGRect(x: 24, y: 730, width: 327, height: 40))
    let portrait = [c.banner, c.bannerContent, c.edgeContent, c.safeContent, c.inheritingContent, c.article].map(
      \.frame)
    window.rotate(to: .landscape)
    window.layoutIfNeeded()
    #expect(c.article.frame == CGRect(x: 70, y: 306, width: 672, height: 40))
    window.rotate(to: .portrait)
    window.layoutIfNeeded()
    #expect(
      [c.banner, c.bannerContent, c.edgeContent, c.safeContent, c.inheritingContent, c.article].map(\.frame)
        == portrait)
  }
}
