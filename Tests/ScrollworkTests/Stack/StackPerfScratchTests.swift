import Foundation
import Testing
@testable import Scrollwork

@Suite struct StackPerfScratchTests {
  @Test(arguments: [1000]) func build(n: Int) throws {
    let root = StackFixtures.root(width: 400, height: 800)
    let stack = StackView(frame: .zero)
    stack.axis = .vertical
    stack.spacing = 8
    try StackFixtures.host(stack, width: 300, in: root)
    let t0 = Date()
    for _ in 0..<n { stack.addArrangedSubview(StackBox(50, 20)) }
    let t1 = Date()
    root.layoutIfNeeded()
    let t2 = Date()
    stack.arrangedSubviews[n / 2].isHidden = true
    root.layoutIfNeeded()
    let t3 = Date()
    print("n=\(n) add \(t1.timeIntervalSince(t0)) layout \(t2.timeIntervalSince(t1)) hide \(t3.timeIntervalSince(t2)) h=\(stack.frame.height)")
  }
}
