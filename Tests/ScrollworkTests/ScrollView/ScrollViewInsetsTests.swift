import Foundation
import Testing

@testable import Scrollwork

/// `adjustedContentInset` (UIKitBehaviour.md §7.2).
@Suite struct ScrollViewInsetsTests {
  static let phone = CGSize(width: 390, height: 844)
  static let notch = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

  @Test("§7.2 automatic, tall content: top/bottom get the safe area, added to contentInset")
  func automaticTall() throws {
    let f = try ScrollFixture(size: Self.phone, contentHeight: 2000, device: Self.notch)
    #expect(f.scroll.safeAreaInsets == Self.notch)
    #expect(f.scroll.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    f.scroll.contentInset = EdgeInsets(top: 10, left: 5, bottom: 0, right: 0)
    #expect(f.scroll.adjustedContentInset == EdgeInsets(top: 57, left: 5, bottom: 34, right: 0))
  }

  @Test("§7.2 automatic/scrollableAxes, short content: no safe area; the navigation-bar flag adds top/bottom")
  func automaticShort() throws {
    let f = try ScrollFixture(size: Self.phone, contentHeight: 100, device: Self.notch)
    #expect(f.scroll.adjustedContentInset == .zero)
    f.scroll.contentInsetAdjustmentBehavior = .scrollableAxes
    #expect(f.scroll.adjustedContentInset == .zero)
    f.scroll.alwaysBounceVertical = true
    #expect(f.scroll.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    f.scroll.alwaysBounceVertical = false
    f.scroll.contentInsetAdjustmentBehavior = .automatic
    f.scroll.adjustsForNavigationBars = true
    #expect(f.scroll.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    // The flag only matters for .automatic.
    f.scroll.contentInsetAdjustmentBehavior = .scrollableAxes
    #expect(f.scroll.adjustedContentInset == .zero)
  }

  @Test("§7.2 never adds nothing; always adds every edge even for short content")
  func neverAndAlways() throws {
    let f = try ScrollFixture(size: Self.phone, contentHeight: 2000, device: Self.notch)
    f.scroll.contentInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    f.scroll.contentInsetAdjustmentBehavior = .never
    #expect(f.scroll.adjustedContentInset == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    let g = try ScrollFixture(size: Self.phone, contentHeight: 100, device: Self.notch)
    g.scroll.contentInsetAdjustmentBehavior = .always
    #expect(g.scroll.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
  }

  @Test("§7.2 landscape, 3 pages wide and not taller: left/right adjusted, top/bottom not")
  func horizontalAxis() throws {
    let device = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    let f = try ScrollFixture(size: CGSize(width: 844, height: 390), contentHeight: 390, pages: 3, device: device)
    #expect(f.scroll.contentSize == CGSize(width: 2532, height: 390))
    #expect(f.scroll.adjustedContentInset == EdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
    f.scroll.contentInsetAdjustmentBehavior = .always
    #expect(f.scroll.adjustedContentInset == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
  }
}
