import Foundation
import Testing

@testable import Scrollwork

/// A view subclass from outside the module: `layoutSubviews()` adjusts a frame
/// after `super`, `updateConstraints()` adds a constraint once.
final class AdjustingView: View {
  let inner = View()
  private(set) var didLayoutSubviews = false
  private(set) var didUpdateConstraints = false
  private(set) var addedWidth: LayoutConstraint?
  var shift: CGFloat = 100

  override init(frame: CGRect) {
    super.init(frame: frame)
    inner.translatesAutoresizingMaskIntoConstraints = false
    addSubview(inner)
  }

  required init?(coder: NSCoder) { return nil }

  override func updateConstraints() {
    didUpdateConstraints = true
    if addedWidth == nil {
      let c = inner.widthAnchor.constraint(equalToConstant: 77)
      c.isActive = true
      addedWidth = c
    }
    super.updateConstraints()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    didLayoutSubviews = true
    inner.frame = inner.frame.offsetBy(dx: 0, dy: shift)
  }
}

@Suite struct ViewSubclassTests {
  func scene() throws -> (root: View, view: AdjustingView) {
    let root = ModelFixtures.root()
    let v = AdjustingView(frame: .zero)
    v.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(v)
    try LayoutConstraint.activateOrThrow([
      v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      v.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      v.widthAnchor.constraint(equalToConstant: 200),
      v.heightAnchor.constraint(equalToConstant: 300),
      v.inner.leadingAnchor.constraint(equalTo: v.leadingAnchor, constant: 5),
      v.inner.topAnchor.constraint(equalTo: v.topAnchor, constant: 6),
      v.inner.heightAnchor.constraint(equalToConstant: 40),
    ])
    return (root, v)
  }

  @Test(
    "§1 layoutIfNeeded calls updateConstraints (which adds a constraint) and layoutSubviews (which moves a subview)")
  func overridesRun() throws {
    let (root, v) = try scene()
    #expect(!v.didLayoutSubviews && !v.didUpdateConstraints)
    root.layoutIfNeeded()
    #expect(v.didUpdateConstraints)
    #expect(v.didLayoutSubviews)
    #expect(v.addedWidth?.isActive == true)
    #expect(v.frame == CGRect(x: 10, y: 20, width: 200, height: 300))
    // Engine frame (5, 6, 77, 40), then moved down 100 by the override.
    #expect(v.inner.frame == CGRect(x: 5, y: 106, width: 77, height: 40))
    #expect(root.layoutIssues.isEmpty)
  }

  @Test("§1 the override's adjustment survives later passes and follows the constraints")
  func laterPasses() throws {
    let (root, v) = try scene()
    root.layoutIfNeeded()
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(v.inner.frame == CGRect(x: 5, y: 106, width: 77, height: 40))
    v.addedWidth?.constant = 90
    v.shift = 10
    root.layoutIfNeeded()
    #expect(v.inner.frame == CGRect(x: 5, y: 16, width: 90, height: 40))
  }

  @Test("§1 setNeedsUpdateConstraints calls updateConstraints again; the constraint is added once")
  func updateAgain() throws {
    let (root, v) = try scene()
    root.layoutIfNeeded()
    let first = v.addedWidth
    v.setNeedsUpdateConstraints()
    root.layoutIfNeeded()
    #expect(v.addedWidth === first)
    #expect(v.inner.constraints.filter { $0.firstAttribute == .width }.map { $0.constant } == [77])
    #expect(root.layoutIssues.isEmpty)
  }

  @Test("§9.1 a Swift subclass prints as Module.Class")
  func className() {
    let v = AdjustingView(frame: .zero)
    #expect(v.itemClassName == "ScrollworkTests.AdjustingView")
  }
}
