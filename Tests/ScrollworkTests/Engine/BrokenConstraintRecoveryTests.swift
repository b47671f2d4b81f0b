import Foundation
import Testing

@testable import Scrollwork

/// What happens to a broken constraint later (UIKitBehaviour.md §9.3; the recovery rule is
/// a documented choice in Sources/Scrollwork/Scrollwork.docc/Model.md), and pixel rounding of moved views.
@Suite struct BrokenConstraintRecoveryTests {
  func boxInRoot() -> (View, View) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let v = View()
    v.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(v)
    return (root, v)
  }

  @Test("§9.3 a broken constraint holds again once the constraint it clashed with is deactivated")
  func brokenConstraintComesBack() throws {
    let (root, v) = boxInRoot()
    let w1 = v.widthAnchor.constraint(equalToConstant: 100)
    let w2 = v.widthAnchor.constraint(equalToConstant: 200)
    try LayoutConstraint.activateOrThrow([
      v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      v.topAnchor.constraint(equalTo: root.topAnchor),
      v.heightAnchor.constraint(equalToConstant: 10), w1, w2,
    ])
    root.layoutIfNeeded()
    #expect(w2.isBroken && w2.isActive)
    #expect(v.frame.width == 100)
    let reportsBefore = root.layoutIssues.count
    w1.isActive = false
    root.layoutIfNeeded()
    #expect(!w2.isBroken)
    #expect(v.frame == CGRect(x: 0, y: 0, width: 200, height: 10))
    #expect(root.layoutIssues.count == reportsBefore)  // coming back is not a new issue
  }

  @Test("§9.3 a broken constraint that still clashes stays broken, without a second report")
  func stillBrokenIsNotReportedAgain() throws {
    let (root, v) = boxInRoot()
    let w1 = v.widthAnchor.constraint(equalToConstant: 100)
    let w2 = v.widthAnchor.constraint(equalToConstant: 200)
    let w3 = v.widthAnchor.constraint(equalToConstant: 300)
    try LayoutConstraint.activateOrThrow([w1, w2, w3])
    root.layoutIfNeeded()
    let issues = root.layoutIssues.count
    #expect(issues == 2)
    w3.isActive = false
    root.layoutIfNeeded()
    #expect(w2.isBroken)
    #expect(root.layoutIssues.count == issues)
  }

  @Test("frames round each edge half up at @3x: a view moved by half a pixel keeps its width")
  func halfPixelOffsetsKeepTheWidth() throws {
    let (root, v) = boxInRoot()
    let leading = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: -5.5)
    try LayoutConstraint.activateOrThrow([
      leading, v.topAnchor.constraint(equalTo: root.topAnchor),
      v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // -16.5 px → -16 px; 283.5 px → 284 px: width stays 300 px = 100 pt.
    #expect(abs(v.frame.minX - (-16.0 / 3)) < 1e-9)
    #expect(abs(v.frame.width - 100) < 1e-9)
    leading.constant = 7.5
    root.layoutIfNeeded()
    #expect(abs(v.frame.minX - 23.0 / 3) < 1e-9)  // 22.5 px rounds up to 23 px
    #expect(abs(v.frame.width - 100) < 1e-9)
  }
}
