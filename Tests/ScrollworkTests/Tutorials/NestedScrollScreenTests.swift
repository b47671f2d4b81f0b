import Foundation
import Scrollwork
import Testing

// Two layouts the tutorials lead to (seed 002's summary: contentSize is the content's edges
// and sizes worked backwards): a vertical stack view as the scroll view's only content, and
// a horizontally scrolling scroll view inside a vertically scrolling one.

@Suite("Tutorials: stack view in a scroll view, scroll view in a scroll view")
struct NestedScrollScreenTests {
  @Test("§7.1 a stack's arranged heights + spacing give the content size: 100+200+300+2×10 = 620")
  func stackInScroll() throws {
    let (root, scroll) = try TutorialScreen.rootWithScroll(CGSize(width: 375, height: 667))
    let rows = [100, 200, 300].map { h -> View in
      let v = View()
      v.translatesAutoresizingMaskIntoConstraints = false
      return v
    }
    let heights = zip(rows, [100, 200, 300] as [CGFloat]).map { $0.heightAnchor.constraint(equalToConstant: $1) }
    let stack = StackView(arrangedSubviews: rows)
    stack.axis = .vertical
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(stack)
    let g = scroll.contentLayoutGuide
    try LayoutConstraint.activateOrThrow(
      heights + [
        stack.topAnchor.constraint(equalTo: g.topAnchor),
        stack.bottomAnchor.constraint(equalTo: g.bottomAnchor),
        stack.leadingAnchor.constraint(equalTo: g.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: g.trailingAnchor),
        stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      ])
    root.layoutIfNeeded()
    #expect(root.layoutIssues.isEmpty)
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 375, height: 620))
    #expect(rows[0].frame == CGRect(x: 0, y: 0, width: 375, height: 100))
    #expect(rows[1].frame == CGRect(x: 0, y: 110, width: 375, height: 200))
    #expect(rows[2].frame == CGRect(x: 0, y: 320, width: 375, height: 300))
    #expect(scroll.contentSize == CGSize(width: 375, height: 620))
    #expect(scroll.maximumContentOffset == .zero)

    // A fourth row of 150: 620 + 10 + 150 = 780 → scrolls by 113.
    let extra = View()
    extra.translatesAutoresizingMaskIntoConstraints = false
    try LayoutConstraint.activateOrThrow([extra.heightAnchor.constraint(equalToConstant: 150)])
    stack.addArrangedSubview(extra)
    root.layoutIfNeeded()
    #expect(extra.frame == CGRect(x: 0, y: 630, width: 375, height: 150))
    #expect(scroll.contentSize == CGSize(width: 375, height: 780))
    #expect(scroll.maximumContentOffset == CGPoint(x: 0, y: 113))

    // Hidden rows collapse with their spacing: 780 − 200 − 10 = 570.
    rows[1].isHidden = true
    root.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 375, height: 570))
    #expect(rows[2].frame.minY == 110)
  }

  @Test("§7.1 inner scroll view: frame (0, 100, 375, 200), contentSize 1125 × 200")
  func scrollInScroll() throws {
    let (root, outer) = try TutorialScreen.rootWithScroll(CGSize(width: 375, height: 667))
    let content = View()
    let inner = ScrollView()
    let strip = View()
    for v in [content, inner, strip] { v.translatesAutoresizingMaskIntoConstraints = false }
    outer.addSubview(content)
    content.addSubview(inner)
    inner.addSubview(strip)
    let og = outer.contentLayoutGuide
    let ig = inner.contentLayoutGuide
    try LayoutConstraint.activateOrThrow([
      content.topAnchor.constraint(equalTo: og.topAnchor),
      content.bottomAnchor.constraint(equalTo: og.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: og.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: og.trailingAnchor),
      content.widthAnchor.constraint(equalTo: outer.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1000),
      inner.topAnchor.constraint(equalTo: content.topAnchor, constant: 100),
      inner.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      inner.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      inner.heightAnchor.constraint(equalToConstant: 200),
      strip.topAnchor.constraint(equalTo: ig.topAnchor),
      strip.bottomAnchor.constraint(equalTo: ig.bottomAnchor),
      strip.leadingAnchor.constraint(equalTo: ig.leadingAnchor),
      strip.trailingAnchor.constraint(equalTo: ig.trailingAnchor),
      strip.widthAnchor.constraint(equalTo: inner.frameLayoutGuide.widthAnchor, multiplier: 3),
      strip.heightAnchor.constraint(equalTo: inner.frameLayoutGuide.heightAnchor),
    ])
    root.layoutIfNeeded()
    #expect(root.layoutIssues.isEmpty)
    #expect(outer.contentSize == CGSize(width: 375, height: 1000))
    #expect(inner.frame == CGRect(x: 0, y: 100, width: 375, height: 200))
    #expect(inner.contentSize == CGSize(width: 1125, height: 200))
    #expect(inner.maximumContentOffset == CGPoint(x: 750, y: 0))
    #expect(outer.maximumContentOffset == CGPoint(x: 0, y: 333))

    // Scrolling either one re-solves nothing; the strip appears where both offsets say.
    outer.contentOffset = CGPoint(x: 0, y: 50)
    inner.contentOffset = CGPoint(x: 375, y: 0)
    root.layoutIfNeeded()
    #expect(inner.frame == CGRect(x: 0, y: 100, width: 375, height: 200))
    #expect(strip.frame == CGRect(x: 0, y: 0, width: 1125, height: 200))
    #expect(strip.convert(CGPoint.zero, to: root) == CGPoint(x: -375, y: 50))

    // Rotation: the inner frame follows the outer width, its content stays 3×.
    root.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    root.layoutIfNeeded()
    #expect(inner.frame == CGRect(x: 0, y: 100, width: 667, height: 200))
    #expect(inner.contentSize == CGSize(width: 2001, height: 200))
  }
}
