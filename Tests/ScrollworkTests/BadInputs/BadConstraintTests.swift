import Foundation
import Testing

@testable import Scrollwork

@Suite("Bad inputs: constraints")
struct BadConstraintTests {
  @Test("10,000 required conflicts at once")
  func tenThousandConflicts() throws {
    let root = ModelFixtures.root()
    let v = ModelFixtures.child(of: root)
    LayoutConstraint.activate([
      v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      v.topAnchor.constraint(equalTo: root.topAnchor),
      v.heightAnchor.constraint(equalToConstant: 20),
    ])
    let widths = (0..<10_000).map { v.widthAnchor.constraint(equalToConstant: CGFloat(100 + $0)) }
    let start = Date()
    LayoutConstraint.activate(widths)
    root.layoutIfNeeded()
    print("TIMING 10k:", Date().timeIntervalSince(start))
    #expect(v.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
  }
}
