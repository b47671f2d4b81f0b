import Foundation
import Testing

@testable import Scrollwork

/// Intrinsic content size, hugging and compression resistance (UIKitBehaviour.md §3):
/// per axis `size <= intrinsic @hugging` and `size >= intrinsic @compression`.
@Suite struct IntrinsicContentSizeTests {
  func placed(_ size: CGSize, in root: View) throws -> CoreIntrinsicView {
    let v = CoreIntrinsicView(size)
    root.addSubview(v)
    try LayoutConstraint.activateOrThrow([
      v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    return v
  }

  /// Two views side by side filling exactly `width`.
  func row(_ a: CGSize, _ b: CGSize, width: CGFloat) throws -> (root: View, a: CoreIntrinsicView, b: CoreIntrinsicView)
  {
    let root = ModelFixtures.root(width: width, height: 100)
    let va = CoreIntrinsicView(a)
    let vb = CoreIntrinsicView(b)
    root.addSubview(va)
    root.addSubview(vb)
    try LayoutConstraint.activateOrThrow([
      va.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      vb.leadingAnchor.constraint(equalTo: va.trailingAnchor),
      vb.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      va.topAnchor.constraint(equalTo: root.topAnchor), vb.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    return (root, va, vb)
  }

  @Test("§3 a view with only a position takes its intrinsic size; defaults 250/750")
  func sizeFromContent() throws {
    let root = ModelFixtures.root()
    let v = try placed(CGSize(width: 100, height: 40), in: root)
    #expect(v.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(v.contentHuggingPriority(for: .vertical) == .defaultLow)
    #expect(v.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    #expect(v.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
  }

  @Test("§3 compression 750 beats a 500 width; compression 400 loses to it")
  func compressionAgainstOptional() throws {
    let root = ModelFixtures.root()
    let v = try placed(CGSize(width: 200, height: 40), in: root)
    let narrow = v.widthAnchor.constraint(equalToConstant: 100)
    narrow.priority = LayoutPriority(500)
    try narrow.activate()
    root.layoutIfNeeded()
    #expect(v.frame.width == 200)
    v.setContentCompressionResistancePriority(LayoutPriority(400), for: .horizontal)
    #expect(v.contentCompressionResistancePriority(for: .horizontal) == LayoutPriority(400))
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
  }

  @Test("§3 required constraints squeeze a view below its intrinsic size")
  func requiredSqueezes() throws {
    let root = ModelFixtures.root(width: 150, height: 100)
    let v = CoreIntrinsicView(CGSize(width: 200, height: 40))
    root.addSubview(v)
    try LayoutConstraint.activateOrThrow([
      v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      v.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      v.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 0, y: 0, width: 150, height: 40))
    #expect(root.layoutIssues.isEmpty)
  }

  @Test("§3 too little room: the view with the lower compression resistance shrinks")
  func lowerCompressionShrinks() throws {
    let (root, a, b) = try row(CGSize(width: 200, height: 10), CGSize(width: 200, height: 10), width: 300)
    b.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 200, height: 10))
    #expect(b.frame == CGRect(x: 200, y: 0, width: 100, height: 10))
    // Swap after the first layout.
    b.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
    a.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    #expect(b.frame == CGRect(x: 100, y: 0, width: 200, height: 10))
  }

  @Test("§3 too much room: the view with the higher hugging stays at its intrinsic width")
  func higherHuggingHolds() throws {
    let (root, a, b) = try row(CGSize(width: 100, height: 10), CGSize(width: 100, height: 10), width: 300)
    a.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    #expect(b.frame == CGRect(x: 100, y: 0, width: 200, height: 10))
    a.setContentHuggingPriority(.defaultLow, for: .horizontal)
    b.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 200, height: 10))
    #expect(b.frame == CGRect(x: 200, y: 0, width: 100, height: 10))
  }

  @Test("§3 an optional width above the hugging priority stretches the view; below it does not")
  func huggingAgainstOptional() throws {
    let root = ModelFixtures.root()
    let v = try placed(CGSize(width: 100, height: 40), in: root)
    let wide = v.widthAnchor.constraint(equalToConstant: 300)
    wide.priority = LayoutPriority(251)
    try wide.activate()
    root.layoutIfNeeded()
    #expect(v.frame.width == 300)
    v.setContentHuggingPriority(LayoutPriority(252), for: .horizontal)
    root.layoutIfNeeded()
    #expect(v.frame.width == 100)
  }

  @Test("§3 invalidateIntrinsicContentSize: the new size is read at the next layout")
  func invalidate() throws {
    let root = ModelFixtures.root()
    let v = try placed(CGSize(width: 100, height: 40), in: root)
    root.layoutIfNeeded()
    v.contentSize = CGSize(width: 120, height: 50)
    v.invalidateIntrinsicContentSize()
    #expect(v.frame == CGRect(x: 0, y: 0, width: 100, height: 40))  // not before layout
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 0, y: 0, width: 120, height: 50))
  }

  @Test("§3 noIntrinsicMetric in one axis: that axis comes from constraints only")
  func oneAxis() throws {
    let root = ModelFixtures.root()
    let wide = try placed(CGSize(width: 80, height: View.noIntrinsicMetric), in: root)
    let tall = CoreIntrinsicView(CGSize(width: View.noIntrinsicMetric, height: 25))
    root.addSubview(tall)
    try LayoutConstraint.activateOrThrow([
      wide.heightAnchor.constraint(equalToConstant: 33),
      tall.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
      tall.topAnchor.constraint(equalTo: root.topAnchor), tall.widthAnchor.constraint(equalToConstant: 70),
    ])
    root.layoutIfNeeded()
    #expect(wide.frame == CGRect(x: 0, y: 0, width: 80, height: 33))
    #expect(tall.frame == CGRect(x: 100, y: 0, width: 70, height: 25))
    // An axis without intrinsic size stretches freely: no hugging in it.
    let stretch = wide.heightAnchor.constraint(equalToConstant: 500)
    stretch.priority = LayoutPriority(1)
    try stretch.activate()
    wide.constraints.first { $0.firstAttribute == .height && $0.constant == 33 }?.isActive = false
    root.layoutIfNeeded()
    #expect(wide.frame == CGRect(x: 0, y: 0, width: 80, height: 500))
  }

  @Test("§3 going from a size to noIntrinsicMetric drops the content constraints of that axis")
  func sizeRemoved() throws {
    let root = ModelFixtures.root()
    let v = try placed(CGSize(width: 100, height: 40), in: root)
    let pull = v.widthAnchor.constraint(equalToConstant: 10)
    pull.priority = LayoutPriority(100)
    try pull.activate()
    root.layoutIfNeeded()
    #expect(v.frame.width == 100)
    v.contentSize = CGSize(width: View.noIntrinsicMetric, height: 40)
    v.invalidateIntrinsicContentSize()
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 0, y: 0, width: 10, height: 40))
  }
}
