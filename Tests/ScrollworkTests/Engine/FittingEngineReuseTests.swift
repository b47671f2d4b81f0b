import Foundation
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// A view measured again by `systemLayoutSizeFitting` reuses the engine of its last
/// measurement while only intrinsic sizes and the target changed
/// (``FittingEngineCache``): the answers are a fresh engine's, frame for frame, and
/// any other change builds a new engine.
@Suite struct FittingEngineReuseTests {
  /// A self-sizing cell's content: a title and a wrapping body stacked, a fixed-size
  /// image beside a wrapping caption, a footer pair (`H:|[left][right]|`, the right
  /// one hugging) and a label whose width is free (`trailing <= superview.trailing`).
  final class Cell {
    let content = View()
    let title = Label(text: "")
    let body = Label(text: "")
    let image = View()
    let caption = Label(text: "")
    let left = Label(text: "")
    let right = Label(text: "")
    let free = Label(text: "")
    let top: LayoutConstraint

    var labels: [Label] { [title, body, caption, left, right, free] }
    var views: [View] { [title, body, image, caption, left, right, free] }

    init() {
      top = title.topAnchor.constraint(equalTo: content.topAnchor, constant: 8)
      for v in views {
        v.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(v)
      }
      body.numberOfLines = 0
      caption.numberOfLines = 0
      free.numberOfLines = 0
      right.setContentHuggingPriority(.required, for: .horizontal)
      right.setContentCompressionResistancePriority(.required, for: .horizontal)
      let c = content
      LayoutConstraint.activate([
        top,
        title.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 8),
        title.trailingAnchor.constraint(equalTo: c.trailingAnchor, constant: -8),
        body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
        body.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 8),
        body.trailingAnchor.constraint(equalTo: c.trailingAnchor, constant: -8),
        image.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 4),
        image.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 8),
        image.widthAnchor.constraint(equalToConstant: 40),
        image.heightAnchor.constraint(equalToConstant: 40),
        caption.topAnchor.constraint(equalTo: image.topAnchor),
        caption.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
        caption.trailingAnchor.constraint(equalTo: c.trailingAnchor, constant: -8),
        left.topAnchor.constraint(greaterThanOrEqualTo: image.bottomAnchor, constant: 4),
        left.topAnchor.constraint(greaterThanOrEqualTo: caption.bottomAnchor, constant: 4),
        right.topAnchor.constraint(equalTo: left.topAnchor),
        left.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 8),
        left.trailingAnchor.constraint(equalTo: right.leadingAnchor),
        right.trailingAnchor.constraint(equalTo: c.trailingAnchor, constant: -8),
        free.topAnchor.constraint(equalTo: left.bottomAnchor, constant: 4),
        free.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 8),
        free.trailingAnchor.constraint(lessThanOrEqualTo: c.trailingAnchor, constant: -8),
        free.bottomAnchor.constraint(equalTo: c.bottomAnchor, constant: -8),
      ])
    }

    /// The content's fitted size at `width` (the call a self-sizing table makes).
    func fit(_ width: CGFloat) -> CGSize {
      content.systemLayoutSizeFitting(
        CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    }

    /// Every subview's rectangle in the engine `systemLayoutSizeFitting` used last.
    func cachedRects() -> [CGRect] {
      guard let engine = content.storedFittingEngine?.engine else { return [] }
      return views.map { engine.solvedRect($0) }
    }

    /// The fitted size and rectangles of a fresh engine over the content as it is now.
    func freshFit(_ width: CGFloat) -> (CGSize, [CGRect]) {
      let engine = LayoutEngine.solvedTemporary(
        root: content, fitting: (CGSize(width: width, height: 0), .required, .fittingSizeLevel))
      let r = engine.solvedRect(content)
      let s = content.contentScaleFactor
      return (
        CGSize(width: ceilToPixels(r.width, scale: s), height: ceilToPixels(r.height, scale: s)),
        views.map { engine.solvedRect($0) }
      )
    }
  }

  /// A rectangle in whole pixels at 3x, as the frame pass rounds it.
  static func pixels(_ r: CGRect) -> CGRect {
    LayoutEngine.pixels(x: r.minX, y: r.minY, width: r.width, height: r.height, scale: 3)
  }

  static let words = [
    "a", "feed", "cell", "with", "wrapping", "text", "Scrollwork", "measures", "again", "internationalisation",
    "of", "the", "layout",
  ]

  static func text(_ rng: inout SplitMix64) -> String {
    let count = rng.below(4) == 0 ? 0 : 1 + rng.below(24)
    return (0..<count).map { _ in rng.pick(words) }.joined(separator: " ")
  }

  @Test("a reused cell measured after random text changes equals a fresh engine's measurement, frame for frame")
  func reusedEqualsFresh() {
    let seed = PropertySeed.resolve()
    var rng = SplitMix64(seed: seed.value)
    let cell = Cell()
    for round in 0..<60 {
      for label in cell.labels where rng.chance(0.7) { label.text = Self.text(&rng) }
      let width = CGFloat(rng.pick([320, 375, 414, 200, 60]))
      let size = cell.fit(width)
      let rects = cell.cachedRects()
      let (freshSize, freshRects) = cell.freshFit(width)
      // The size is exactly the fresh one; rectangles are the same in whole pixels, and
      // within float rounding before (the tableau took another path to the same vertex).
      #expect(size == freshSize, "round \(round) width \(width) \(seed)")
      #expect(rects.map(Self.pixels) == freshRects.map(Self.pixels), "round \(round) width \(width) \(seed)")
      for (a, b) in zip(rects, freshRects) {
        let gap = max(
          abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width), abs(a.height - b.height))
        #expect(gap < 1e-9, "round \(round) width \(width): \(a) against \(b) \(seed)")
      }
    }
  }

  @Test("the engine is kept across text changes and rebuilt when a constraint's constant changes")
  func reuseAndInvalidation() {
    let cell = Cell()
    cell.body.text = "one two three four five six seven eight nine ten eleven twelve"
    let first = cell.fit(200)
    let engine = cell.content.storedFittingEngine?.engine
    #expect(engine != nil)
    cell.body.text = "one"
    let second = cell.fit(200)
    #expect(cell.content.storedFittingEngine?.engine === engine)
    #expect(second.height < first.height)
    #expect(second == cell.freshFit(200).0)
    // A constant: 20 pt more at the top, and a new engine.
    cell.top.constant = 28
    let third = cell.fit(200)
    #expect(cell.content.storedFittingEngine?.engine !== engine)
    #expect(third.height == second.height + 20)
  }

  @Test("adding a subview or deactivating a constraint drops the kept engine")
  func hierarchyChangesInvalidate() {
    let cell = Cell()
    cell.body.text = "short"
    let before = cell.fit(320)
    let extra = View()
    extra.translatesAutoresizingMaskIntoConstraints = false
    cell.content.addSubview(extra)
    #expect(cell.content.storedFittingEngine == nil)
    _ = cell.fit(320)
    // Deactivating the bottom constraint leaves the height to the fitting priority.
    let bottom = cell.content.storedConstraints.first { $0.firstItem === cell.free && $0.firstAttribute == .bottom }
    #expect(bottom != nil)
    bottom?.isActive = false
    #expect(cell.content.storedFittingEngine == nil)
    let after = cell.fit(320)
    #expect(after.height < before.height)
    #expect(after == cell.freshFit(320).0)
  }

  @Test("a moved subtree keeps its engines; the walks follow the marked paths and clear the marks they no longer need")
  func movedSubtreesKeepTheirEngines() {
    // A cell's content two levels below `outer`; measuring it keeps an engine there.
    let outer = View()
    let middle = View()
    let cell = Cell()
    outer.addSubview(middle)
    middle.addSubview(cell.content)
    cell.body.text = "a body that wraps onto more than one line at this width"
    let first = cell.fit(200)
    let kept = cell.content.storedFittingEngine?.engine
    #expect(kept != nil)
    #expect(outer.fittingEngineBelow && middle.fittingEngineBelow && cell.content.fittingEngineBelow)
    // A sibling branch without engines is not marked.
    let sibling = View()
    outer.addSubview(sibling)
    #expect(!sibling.fittingEngineBelow)
    // Moving `middle` under a new superview keeps the engine two levels down (a reused
    // cell), marks the new path and measures in the same engine.
    let other = View()
    other.addSubview(middle)
    #expect(cell.content.storedFittingEngine?.engine === kept)
    #expect(other.fittingEngineBelow && middle.fittingEngineBelow && cell.content.fittingEngineBelow)
    #expect(cell.fit(200) == first)
    #expect(cell.content.storedFittingEngine?.engine === kept)
    // A view that preserves its superview's margins read them: moving it drops its
    // engine, and the marks down to it are cleared (no engine remains below).
    cell.content.preservesSuperviewLayoutMargins = true
    _ = cell.fit(200)
    #expect(cell.content.storedFittingEngine != nil)
    let third = View()
    third.addSubview(middle)
    #expect(cell.content.storedFittingEngine == nil)
    #expect(!middle.fittingEngineBelow && !cell.content.fittingEngineBelow)
    // Measured again, it is kept again and its new path is marked.
    let again = cell.fit(200)
    #expect(cell.content.storedFittingEngine != nil)
    #expect(third.fittingEngineBelow && middle.fittingEngineBelow)
    #expect(again == cell.freshFit(200).0)
  }

  @Test(
    "a change below a dropped engine stops at the first view no engine is kept above, and the engine kept next is dropped again"
  )
  func engineAboveMarksAreCleared() {
    // A chain of 50 views above the cell's content; an engine is kept at the content.
    let top = View()
    var chain: [View] = [top]
    for _ in 0..<50 {
      let v = View()
      chain.last!.addSubview(v)
      chain.append(v)
    }
    let cell = Cell()
    chain.last!.addSubview(cell.content)
    cell.body.text = "a body that wraps onto more than one line at this width"
    _ = cell.fit(240)
    #expect(cell.content.storedFittingEngine != nil)
    // Only the measured subtree is marked as under an engine, not the chain above it.
    #expect(cell.views.allSatisfy(\.mayBeUnderFittingEngine) && cell.content.mayBeUnderFittingEngine)
    #expect(chain.allSatisfy { !$0.mayBeUnderFittingEngine })
    // A constraint change in the cell (the content owns it) drops the engine and
    // clears the mark it passed: no engine is kept at or above the content any more.
    cell.top.constant = 12
    #expect(cell.content.storedFittingEngine == nil)
    #expect(!cell.content.mayBeUnderFittingEngine)
    // A change at the title walks from it and stops at the content, clearing the title.
    cell.title.font = .systemFont(ofSize: 18)
    #expect(!cell.title.mayBeUnderFittingEngine && cell.body.mayBeUnderFittingEngine)
    // The next measurement keeps a new engine, marks again, and the next change drops it.
    let twelve = cell.fit(240)
    #expect(cell.content.storedFittingEngine != nil && cell.content.mayBeUnderFittingEngine)
    #expect(twelve == cell.freshFit(240).0)
    cell.top.constant = 20
    #expect(cell.content.storedFittingEngine == nil)
    let twenty = cell.fit(240)
    #expect(twenty.height == twelve.height + 8)
    #expect(twenty == cell.freshFit(240).0)
    // An engine kept at the top of the chain is dropped by a change deep below it.
    _ = top.systemLayoutSizeFitting(.zero)
    #expect(top.storedFittingEngine != nil)
    cell.body.font = .systemFont(ofSize: 20)
    #expect(top.storedFittingEngine == nil && cell.content.storedFittingEngine == nil)
  }
}
