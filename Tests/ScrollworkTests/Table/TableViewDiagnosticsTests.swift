import Foundation
import Testing

@testable import Scrollwork

/// A table view owns its content size: the diagnostics that explain a scroll view's
/// ambiguous content must not flag it, and well-made self-sizing cells lay out
/// without conflicts (Sources/Scrollwork/Scrollwork.docc/TableViews.md).
@Suite struct TableViewDiagnosticsTests {
  @Test("§18 a self-sizing table in a window, scrolled and rotated: no layout diagnostic, no table issue")
  func cleanTable() throws {
    let device = try #require(Device.named("iphone-se-2"))
    let window = Window(device: device)
    let source = NoteSource([noteTexts(60)])
    defer { withExtendedLifetime(source) {} }
    let controller = ViewController()
    window.rootViewController = controller
    let table = source.makeTable(size: .zero)
    table.frame = controller.view.bounds
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    controller.view.addSubview(table)
    window.makeKeyAndVisible()
    table.contentOffset = CGPoint(x: 0, y: 900)
    window.layoutIfNeeded()
    window.rotate(to: .landscape)
    window.layoutIfNeeded()
    #expect(table.bounds.width == 667)
    #expect((table.indexPathsForVisibleRows ?? []).isEmpty == false)
    #expect(window.layoutDiagnostics().map(\.description) == [])
    #expect(table.issues == [])
  }
}
