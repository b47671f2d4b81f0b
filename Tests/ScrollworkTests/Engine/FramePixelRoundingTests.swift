import Foundation
import Testing

@testable import Scrollwork

/// Frames are rounded to device pixels (`Screen.main.scale`, default 3) edge by
/// edge, so adjacent views stay adjacent (UIKitBehaviour.md §3 "rounded up to device
/// pixels" for sizes; frames per the engine's rounding).
@Suite struct FramePixelRoundingTests {
  @Test("seven equal columns in 100 pt: every edge on the 1/3 grid, neighbours touch")
  func equalColumns() throws {
    #expect(Screen.main.scale == 3)
    let root = ModelFixtures.root(width: 100, height: 10)
    var columns: [View] = []
    for i in 0..<7 {
      let v = ModelFixtures.child(of: root)
      try LayoutConstraint.activateOrThrow([
        v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
        v.leadingAnchor.constraint(equalTo: i == 0 ? root.leadingAnchor : columns[i - 1].trailingAnchor),
      ])
      if let first = columns.first { try v.widthAnchor.constraint(equalTo: first.widthAnchor).activate() }
      columns.append(v)
    }
    try columns[6].trailingAnchor.constraint(equalTo: root.trailingAnchor).activate()
    root.layoutIfNeeded()
    // Edge k sits at 100k/7, rounded to the nearest third: 0, 14⅓, 28⅔, 43, 57, 71⅓, 85⅔, 100.
    let thirds: [CGFloat] = [0, 43, 86, 129, 171, 214, 257, 300]
    // Origins and widths are whole pixels divided by the scale once; their sum is
    // the next edge up to float rounding.
    for (i, v) in columns.enumerated() {
      #expect(v.frame.minX == thirds[i] / 3)
      #expect(v.frame.width == (thirds[i + 1] - thirds[i]) / 3)
      #expect(abs(v.frame.maxX - thirds[i + 1] / 3) < 1e-12)
    }
  }
}
