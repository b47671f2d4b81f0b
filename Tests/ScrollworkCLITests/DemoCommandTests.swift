import Foundation
import Scrollwork
import Testing

@testable import ScrollworkCLI

/// `scrollwork demo` (issues 5 and 9): the six tutorial screens as view controllers in an
/// iPhone SE window (375 × 667 @2x, status bar 20 pt in portrait, none in landscape), each
/// value hand-computed from the constraints (UIKitBehaviour.md §7.1–§7.6).
@Suite struct DemoCommandTests {
  func states(_ index: Int) throws -> [DemoState] { try DemoScreen.all[index].run() }

  func row(_ state: DemoState, _ name: String) -> DemoRow? { state.rows.first { $0.name == name } }

  @Test func sixScreensInTheTutorialsOrder() {
    #expect(
      DemoScreen.all.map(\.seed) == [
        "seed 000", "seed 001", "seed 002, demo 1", "seed 002, demos 2 and 3", "seed 003", "seed 004",
      ])
  }

  @Test("§7.1 screen 1: content as wide as the screen, as tall as its text, in both builds and landscape")
  func fixedWidthDynamicHeight() throws {
    let s = try states(0)
    #expect(s.map(\.caption).count == 3)
    func expectedHeight(width: CGFloat) -> CGFloat {
      func h(_ text: String) -> CGFloat {
        let raw = TextLayout(text: text, font: .systemFont(ofSize: 17), width: width - 16, numberOfLines: 0).size.height
        return (raw * 2 - 1e-6).rounded(.up) / 2  // @2x pixels (§3)
      }
      let body = String(
        repeating: "The content view is as wide as the screen and as tall as its text needs. ", count: 20)
      // 60 above the title, standard 8 spacing twice, the 86 box, the 8 bottom margin.
      return 60 + h("Fixed width, dynamic height") + 8 + 86 + 8 + h(body) + 8
    }
    for state in [s[0], s[2]] {
      #expect(row(state, "scrollView")?.contentSize == CGSize(width: 375, height: expectedHeight(width: 375)))
      // §7.2 automatic: taller than the screen, so the status bar's 20 pt is added on top.
      #expect(row(state, "scrollView")?.adjustedContentInset == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
      #expect(row(state, "boxView")?.frame.width == 359)
      #expect(state.issues == [])
    }
    #expect(row(s[1], "contentView")?.frame.width == 667)
    // Landscape on a home-button phone: no status bar, no safe area.
    #expect(row(s[1], "scrollView")?.adjustedContentInset == .zero)
    #expect(row(s[1], "scrollView")?.contentSize == CGSize(width: 667, height: expectedHeight(width: 667)))
  }

  @Test("§7.2 §7.3 §7.6 screen 2: centring insets, keyboard in portrait and landscape")
  func loginForm() throws {
    let s = try states(1)
    // Content 560 tall (fields ±25 about its centre, username at 240): top = 333.5 − 280.
    let portrait = try #require(row(s[0], "scrollView"))
    #expect(portrait.contentSize == CGSize(width: 375, height: 560))
    #expect(portrait.adjustedContentInset == EdgeInsets(top: 53.5, left: 0, bottom: 54.5, right: 0))
    // Range [−53.5, 560 + 54.5 − 667 = −52.5]: offset 0 snaps to −52.5.
    #expect(portrait.contentOffset == CGPoint(x: 0, y: -52.5))
    #expect(row(s[0], "password")?.frame == CGRect(x: 20, y: 290, width: 335, height: 30))
    // Keyboard 216: password (290…320) is inside the visible 1…398.5: no scroll.
    #expect(row(s[1], "scrollView")?.adjustedContentInset?.bottom == 216)
    #expect(row(s[1], "scrollView")?.contentOffset == CGPoint(x: 0, y: -52.5))
    #expect(row(s[2], "scrollView")?.adjustedContentInset?.bottom == 54.5)
    // Landscape: top = 187.5 − 280 = −92.5; visible 0…305.5 with the 162 keyboard;
    // 320 − 305.5 = 14.5 → offset 92.5 + 14.5 = 107.
    let landscape = try #require(row(s[3], "scrollView"))
    #expect(landscape.adjustedContentInset == EdgeInsets(top: -92.5, left: 0, bottom: 162, right: 0))
    #expect(landscape.contentOffset == CGPoint(x: 0, y: 107))
  }

  @Test("§7.1 §7.3 screen 3: content size is the image's, offsets up to (625, 133)")
  func imageViewer() throws {
    let s = try states(2)
    #expect(row(s[0], "scrollView")?.contentSize == CGSize(width: 1000, height: 800))
    // §7.2: scrollable both ways; the safe area adds only the status bar's 20 on top.
    #expect(row(s[0], "scrollView")?.adjustedContentInset == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    // §7.3: max = (1000 − 375, 800 + 0 − 667).
    #expect(row(s[1], "scrollView")?.contentOffset == CGPoint(x: 625, y: 133))
  }

  @Test("§7.5 screen 4: three full-width pages, page 2 at 2 × width, re-paged after rotation")
  func pagingSlider() throws {
    let s = try states(3)
    #expect(s.count == 5)
    #expect(row(s[0], "scrollView")?.contentSize == CGSize(width: 1125, height: 667))
    #expect(row(s[1], "scrollView")?.contentOffset == CGPoint(x: 750, y: 0))
    #expect(row(s[2], "page3")?.frame == CGRect(x: 1334, y: 0, width: 667, height: 375))
    #expect(row(s[2], "scrollView")?.contentOffset == CGPoint(x: 1334, y: 0))
    #expect(row(s[3], "page2")?.frame == CGRect(x: 375, y: 0, width: 375, height: 667))
    #expect(row(s[4], "scrollView")?.contentOffset == CGPoint(x: 750, y: 0))
  }

  @Test("§7.6 §7.4 screen 5: the last field above the keyboard, portrait 49, rotated with it up 287")
  func adaptiveForm() throws {
    let s = try states(4)
    #expect(row(s[0], "scrollView")?.contentSize == CGSize(width: 375, height: 520))
    #expect(row(s[0], "field10")?.frame == CGRect(x: 108, y: 470, width: 247, height: 30))
    // 500 − (667 − 216) = 49.
    #expect(row(s[1], "scrollView")?.contentOffset == CGPoint(x: 0, y: 49))
    // 500 − (375 − 162) = 287.
    #expect(row(s[2], "scrollView")?.contentOffset == CGPoint(x: 0, y: 287))
    #expect(row(s[2], "field10")?.frame == CGRect(x: 108, y: 470, width: 539, height: 30))
  }

  @Test("§7.1 screen 6: explicit size constraints changed at run time; bounds.origin shifts by 10")
  func contentSizeAndBounds() throws {
    let s = try states(5)
    #expect(
      s.compactMap { row($0, "scrollView")?.contentSize } == [
        CGSize(width: 375, height: 250), CGSize(width: 375, height: 1000), CGSize(width: 750, height: 1000),
      ])
    // §7.2: the status bar inset appears once the content is taller than the screen.
    #expect(s.prefix(3).compactMap { row($0, "scrollView")?.adjustedContentInset?.top } == [0, 20, 20])
    #expect(row(s[3], "box")?.frame == CGRect(x: 20, y: 20, width: 100, height: 100))
    #expect(s[3].caption.contains("it shows at (10, 20) in the window"))
  }

  @Test func demoPrintsEveryScreenWritesTheReportAndExitsZero() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("scrollwork-demo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let result = try CommandRunner.run(["demo"], in: dir)
    #expect(result.status == 0)
    let html = try String(contentsOf: dir.appendingPathComponent("scrollwork-demo/index.html"), encoding: .utf8)
    #expect(html.contains("rotated with the keyboard up (162 pt), field10 focused"))
    #expect(result.stdout.hasSuffix("Report: scrollwork-demo/index.html\n"))
    for title in DemoScreen.all.map(\.title) { #expect(result.stdout.contains(title + " (")) }
    #expect(result.stdout.contains("    scrollView   (0, 0, 375, 667)     375x520       (0, 49)  0 0 216 0"))
  }
}
