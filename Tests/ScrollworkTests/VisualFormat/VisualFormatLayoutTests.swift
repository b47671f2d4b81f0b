import Foundation
import Testing

@testable import Scrollwork

/// VFL constraints activated and solved: frames after `layoutIfNeeded()`.
/// Fixture: a parent at (20, 40) in a 390×844 root, 300 wide, default margins 8.
@Suite struct VisualFormatLayoutTests {
  /// A parent with a fixed left, top and width whose height comes from its content.
  func parent() throws -> (root: View, parent: View) {
    let root = ModelFixtures.root()
    let parent = ModelFixtures.child(of: root)
    try LayoutConstraint.activateOrThrow([
      parent.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
      parent.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      parent.widthAnchor.constraint(equalToConstant: 300),
    ])
    return (root, parent)
  }

  func vfl(_ format: String, _ views: [String: Any], _ options: LayoutConstraint.FormatOptions = []) throws
    -> [LayoutConstraint]
  {
    try LayoutConstraint.constraintsOrThrow(withVisualFormat: format, options: options, metrics: nil, views: views)
  }

  @Test("tutorial: V:|-(60)-[topLabel]-[boxView(86)]-[bottomLabel]-|")
  func fixedWidthDynamicHeight() throws {
    let (root, parent) = try parent()
    let topLabel = CoreIntrinsicView(CGSize(width: 100, height: 20))
    let boxView = CoreIntrinsicView(CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    let bottomLabel = CoreIntrinsicView(CGSize(width: 120, height: 30))
    for v in [topLabel, boxView, bottomLabel] { parent.addSubview(v) }
    let views: [String: Any] = ["topLabel": topLabel, "boxView": boxView, "bottomLabel": bottomLabel]
    var constraints = try vfl("V:|-(60)-[topLabel]-[boxView(86)]-[bottomLabel]-|", views)
    #expect(constraints.count == 5)
    #expect(constraints.allSatisfy { !$0.isActive })
    for name in ["topLabel", "boxView", "bottomLabel"] {
      constraints += try vfl("H:|-[\(name)]-|", views)
    }
    try LayoutConstraint.activateOrThrow(constraints)
    root.layoutIfNeeded()
    #expect(root.layoutIssues.isEmpty)
    #expect(topLabel.frame == CGRect(x: 8, y: 60, width: 284, height: 20))
    #expect(boxView.frame == CGRect(x: 8, y: 88, width: 284, height: 86))
    #expect(bottomLabel.frame == CGRect(x: 8, y: 182, width: 284, height: 30))
    // The parent's height follows its content: 212 + bottom margin 8.
    #expect(parent.frame == CGRect(x: 20, y: 40, width: 300, height: 220))
  }

  @Test("H:|-[a]-[b(==a)]-| splits the margins' width equally")
  func equalWidths() throws {
    let (root, parent) = try parent()
    let a = ModelFixtures.child(of: parent)
    let b = ModelFixtures.child(of: parent)
    let views: [String: Any] = ["a": a, "b": b]
    var constraints = try vfl("H:|-[a]-[b(==a)]-|", views)
    constraints += try vfl("V:|[a(30)]|", views)
    constraints += try vfl("V:|[b(30)]", views)
    try LayoutConstraint.activateOrThrow(constraints)
    root.layoutIfNeeded()
    #expect(root.layoutIssues.isEmpty)
    // 8 + w + 8 + w + 8 = 300 ⇒ w = 138.
    #expect(a.frame == CGRect(x: 8, y: 0, width: 138, height: 30))
    #expect(b.frame == CGRect(x: 154, y: 0, width: 138, height: 30))
  }

  @Test("alignment options and metrics solve as UIKit lays them out")
  func alignmentAndMetrics() throws {
    let (root, parent) = try parent()
    let a = ModelFixtures.child(of: parent)
    let b = ModelFixtures.child(of: parent)
    let views: [String: Any] = ["a": a, "b": b]
    let metrics: [String: Any] = ["pad": 12.0, "w": Float(40), "h": CGFloat(25), "n": NSNumber(value: 10)]
    var constraints = try LayoutConstraint.constraintsOrThrow(
      withVisualFormat: "|-pad-[a(w)]-n-[b(==a)]", options: [.alignAllTop, .alignAllBottom], metrics: metrics,
      views: views)
    constraints += try LayoutConstraint.constraintsOrThrow(
      withVisualFormat: "V:|-n-[a(h)]|", options: [], metrics: metrics, views: views)
    try LayoutConstraint.activateOrThrow(constraints)
    root.layoutIfNeeded()
    #expect(root.layoutIssues.isEmpty)
    #expect(a.frame == CGRect(x: 12, y: 10, width: 40, height: 25))
    #expect(b.frame == CGRect(x: 62, y: 10, width: 40, height: 25))
  }

  @Test("layout guides may stand in for views")
  func layoutGuide() throws {
    let (root, parent) = try parent()
    let guide = LayoutGuide()
    parent.addLayoutGuide(guide)
    let v = ModelFixtures.child(of: parent)
    let views: [String: Any] = ["g": guide, "v": v]
    var constraints = try vfl("|-10-[g(50)][v]-10-|", views)
    constraints += try vfl("V:|[g(20)]", views)
    constraints += try vfl("V:|[v(20)]|", views)
    try LayoutConstraint.activateOrThrow(constraints)
    root.layoutIfNeeded()
    #expect(root.layoutIssues.isEmpty)
    #expect(guide.layoutFrame == CGRect(x: 10, y: 0, width: 50, height: 20))
    #expect(v.frame == CGRect(x: 60, y: 0, width: 230, height: 20))
  }
}
