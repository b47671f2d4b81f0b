import Foundation
import Testing

@testable import Scrollwork

@Suite struct BasicLayoutTests {
  @Test func pinnedBoxGetsItsFrame() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    try LayoutConstraint.activateOrThrow([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
    ])
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
  }
}
