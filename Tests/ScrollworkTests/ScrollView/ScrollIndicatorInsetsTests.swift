import Foundation
import Testing

@testable import Scrollwork

/// Indicator insets follow the safe-area portion of the adjusted content insets when
/// `automaticallyAdjustsScrollIndicatorInsets` (UIKitBehaviour.md §7.2).
@Suite struct ScrollIndicatorInsetsTests {
  @Test("§7.2 a vertically scrollable view adds the top and bottom safe area to the vertical indicator")
  func automaticAdjustment() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    root.deviceSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let scroll = ScrollView(frame: root.bounds)
    root.addSubview(scroll)
    scroll.contentSize = CGSize(width: 375, height: 2000)
    scroll.verticalScrollIndicatorInsets = EdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
    root.layoutIfNeeded()
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(scroll.effectiveVerticalScrollIndicatorInsets == EdgeInsets(top: 47, left: 0, bottom: 44, right: 0))
    scroll.automaticallyAdjustsScrollIndicatorInsets = false
    #expect(scroll.effectiveVerticalScrollIndicatorInsets == EdgeInsets(top: 0, left: 0, bottom: 10, right: 0))
  }

  @Test("§7.2 short content under .automatic: no safe-area portion, indicators keep their own insets")
  func shortContent() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    root.deviceSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let scroll = ScrollView(frame: root.bounds)
    root.addSubview(scroll)
    scroll.contentSize = CGSize(width: 375, height: 300)
    root.layoutIfNeeded()
    #expect(scroll.effectiveVerticalScrollIndicatorInsets == .zero)
    #expect(scroll.effectiveHorizontalScrollIndicatorInsets == .zero)
  }
}
