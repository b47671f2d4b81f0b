import Foundation
import Testing
@testable import Scrollwork

@Suite struct StackPerfScratchTests {
  @Test(arguments: [1000]) func build(n: Int) throws {
    let root = StackFixtures.root(width: 400, height: 800)
    let stack = StackView(arrangedSubviews: (0..<n).map { _ in StackBox(50, 20) })
    stack.axis = .vertical
    stack.spacing = 8
    try StackFixtures.host(stack, width: 300, in: root)
    let t0 = Date()
    for _ in 0..<10 { stack.updateArrangement() }
    let t1 = Date()
    stack.arrangedSubviews[n / 2].isHidden = true
    let t2 = Date()
    root.layoutIfNeeded()
    let t3 = Date()
    print("n=\(n) noop \(t1.timeIntervalSince(t0) / 10) hide \(t2.timeIntervalSince(t1)) layout \(t3.timeIntervalSince(t2))")
  }
}
