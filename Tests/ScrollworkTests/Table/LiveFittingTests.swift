import Foundation
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// `systemLayoutSizeFitting` on a laid-out cell's content view measures in the cell's
/// own engine and leaves that solution for the pass that follows (UIKitBehaviour.md
/// §46): the fitted sizes are those of a separate fitting engine, and the frames of
/// every later layout are those of a fresh cell laid out at the same texts and size
/// without any fit, whatever the sequence of fits, resizes and layouts before.
@Suite struct LiveFittingTests {
  typealias Subject = CellContentPlacementTests.Subject

  /// The content width of a cell `width` wide.
  static func contentWidth(_ s: Subject, _ width: CGFloat) -> CGFloat {
    width - ((s.cell as? TableViewCell)?.accessoryType.width ?? 0)
  }

  /// `s`'s content view fitted at `width` (required) and free height.
  static func fit(_ s: Subject, _ width: CGFloat) -> CGSize {
    s.contentView.systemLayoutSizeFitting(
      CGSize(width: contentWidth(s, width), height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// A fresh cell with `texts`, measured in a separate fitting engine (it has no
  /// engine of its own yet).
  static func freshFit(table: Bool, texts: [String], width: CGFloat) -> CGSize {
    let fresh = Subject(table: table)
    fresh.content.setTexts(texts)
    return fit(fresh, width)
  }

  /// The frames of a fresh cell with `texts` given `frame` and laid out once, never fitted.
  static func freshFrames(table: Bool, texts: [String], frame: CGRect) -> [CGRect] {
    let fresh = Subject(table: table)
    fresh.content.setTexts(texts)
    fresh.cell.frame = frame
    fresh.cell.layoutIfNeeded()
    return fresh.frames
  }

  static let long = Array(repeating: "wrapping text", count: 25).joined(separator: " ")

  @Test("a cell fitted, then laid out at the fitted size, has a fresh cell's frames and a separate engine's size")
  func fittedThenLaidOutEqualsFresh() {
    for table in [true, false] {
      let s = Subject(table: table)
      s.content.setTexts(["Title", "short", "Caption", "Free"])
      s.layOut(width: 320)
      for (texts, width) in [
        (["Title", Self.long, "C", "F"], CGFloat(375)), (["A", "b", Self.long, "free width " + Self.long], 375),
        (["", "", "", ""], 414), (["Title", "short", "Caption", "Free"], 320),
      ] {
        s.content.setTexts(texts)
        let size = Self.fit(s, width)
        #expect(size == Self.freshFit(table: table, texts: texts, width: width), "table \(table) \(texts)")
        s.cell.frame = CGRect(x: 0, y: 0, width: width, height: size.height)
        s.cell.layoutIfNeeded()
        let frames = s.frames
        #expect(frames == Self.freshFrames(table: table, texts: texts, frame: s.cell.frame), "table \(table) \(texts)")
        s.cell.layoutIfNeeded()
        #expect(s.frames == frames, "table \(table): a second layoutIfNeeded() moved frames")
      }
    }
  }

  @Test("a cell fitted at one width and laid out at another size has a fresh cell's frames")
  func fittedAtOneWidthLaidOutAtAnother() {
    for table in [true, false] {
      let s = Subject(table: table)
      s.content.setTexts(["Title", "short", "Caption", "Free"])
      s.layOut(width: 375)
      let texts = ["Title", Self.long, "Caption " + Self.long, "Free"]
      s.content.setTexts(texts)
      let narrow = Self.fit(s, 320)
      // Laid out wider and taller than fitted, then narrower than fitted.
      for frame in [
        CGRect(x: 0, y: 0, width: 414, height: narrow.height + 40), CGRect(x: 0, y: 0, width: 300, height: 120),
      ] {
        s.cell.frame = frame
        s.cell.layoutIfNeeded()
        #expect(s.frames == Self.freshFrames(table: table, texts: texts, frame: frame), "table \(table) \(frame)")
        _ = Self.fit(s, 320)
      }
      // A fit that no layout follows leaves the frames where the last layout put them.
      let before = s.frames
      s.content.setTexts(["T", "b", "c", "f"])
      _ = Self.fit(s, 414)
      #expect(s.frames == before, "table \(table): a fit moved frames")
    }
  }

  @Test("a required target the content cannot take is measured apart, and the cell still lays out as a fresh one")
  func conflictingTargetFallsBack() {
    for table in [true, false] {
      let s = Subject(table: table)
      let wide = s.content.image.widthAnchor.constraint(greaterThanOrEqualToConstant: 500)
      wide.isActive = true
      s.content.setTexts(["Title", "short", "Caption", "Free"])
      s.cell.frame = CGRect(x: 0, y: 0, width: 600, height: 300)
      s.cell.layoutIfNeeded()
      let texts = ["Title", Self.long, "Caption", "Free"]
      s.content.setTexts(texts)
      let fresh = Subject(table: table)
      fresh.content.image.widthAnchor.constraint(greaterThanOrEqualToConstant: 500).isActive = true
      fresh.content.setTexts(texts)
      #expect(Self.fit(s, 320) == Self.fit(fresh, 320), "table \(table)")
      s.cell.frame = CGRect(x: 0, y: 0, width: 600, height: 320)
      s.cell.layoutIfNeeded()
      fresh.cell.frame = s.cell.frame
      fresh.cell.layoutIfNeeded()
      #expect(s.frames == fresh.frames, "table \(table)")
    }
  }

  @Test("after a fit in place, the content view's constraints affecting layout are a fresh cell's (no fitting pull)")
  func fittingPullsAreNotListed() {
    for table in [true, false] {
      let s = Subject(table: table)
      s.content.setTexts(["Title", "short", "Caption", "Free"])
      s.layOut(width: 320)
      s.layOut(width: 375)
      let fresh = Subject(table: table)
      fresh.content.setTexts(["Title", "short", "Caption", "Free"])
      fresh.cell.frame = s.cell.frame
      fresh.cell.layoutIfNeeded()
      for axis in [LayoutAxis.horizontal, .vertical] {
        let listed = s.contentView.constraintsAffectingLayout(for: axis).map { "\($0.identifier ?? "") \($0.constant)" }
        let expected = fresh.contentView.constraintsAffectingLayout(for: axis).map {
          "\($0.identifier ?? "") \($0.constant)"
        }
        #expect(listed.sorted() == expected.sorted(), "table \(table) \(axis)")
      }
    }
  }

  @Test(
    "a fit that leaves the width free after fits that pinned it gives a separate engine's size (the pin becomes a pair)"
  )
  func freeWidthFitAfterRequiredFits() {
    for table in [true, false] {
      let s = Subject(table: table)
      s.content.setTexts(["Title", "short", "Caption", "Free"])
      s.layOut(width: 375)
      let texts = ["Title", Self.long, "Caption", "free " + Self.long]
      s.content.setTexts(texts)
      let fresh = Subject(table: table)
      fresh.content.setTexts(texts)
      // Both axes at the fitting priority (UIKit's compressed size), then required again.
      let target = CGSize(width: 320, height: 0)
      let compressed = s.contentView.systemLayoutSizeFitting(
        target, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
      let expected = fresh.contentView.systemLayoutSizeFitting(
        target, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
      #expect(compressed == expected, "table \(table)")
      #expect(Self.fit(s, 320) == Self.freshFit(table: table, texts: texts, width: 320), "table \(table)")
      s.cell.frame = CGRect(x: 0, y: 0, width: 320, height: Self.fit(s, 320).height)
      s.cell.layoutIfNeeded()
      #expect(s.frames == Self.freshFrames(table: table, texts: texts, frame: s.cell.frame), "table \(table)")
    }
  }

  @Test("a cell fitted in its own engine and dropped is freed")
  func fittedCellIsFreed() {
    weak var table: View?
    weak var collection: View?
    do {
      let t = Subject(table: true)
      let c = Subject(table: false)
      for s in [t, c] {
        s.content.setTexts(["Title", "short", "Caption", "Free"])
        s.layOut(width: 320)
        s.content.setTexts(["Title", Self.long, "Caption", "Free"])
        _ = Self.fit(s, 375)
      }
      table = t.cell
      collection = c.cell
    }
    #expect(table == nil)
    #expect(collection == nil)
  }

  /// One random step of the sequence: new texts, a fit, a resize or a layout.
  enum Step: CustomStringConvertible {
    case texts([String])
    case fit(CGFloat)
    case resize(CGRect)
    case layout

    var description: String {
      switch self {
      case .texts(let t): "texts(\(t.map(\.count)))"
      case .fit(let w): "fit(\(w))"
      case .resize(let f): "resize(\(f.width)x\(f.height))"
      case .layout: "layout"
      }
    }
  }

  /// Runs a random sequence on a reused cell; after every layout, the frames must be
  /// a fresh cell's at the same texts and frame, a second layout must move nothing,
  /// and every fit must give the separate engine's size. Returns the first failure.
  static func runSequence(seed: UInt64, table: Bool, steps: Int) -> String? {
    var rng = SplitMix64(seed: seed)
    let s = Subject(table: table)
    var texts = ["Title", "short", "Caption", "Free"]
    s.content.setTexts(texts)
    s.layOut(width: 375)
    var width: CGFloat = 375
    var history: [Step] = []
    for _ in 0..<steps {
      let step: Step
      switch rng.below(6) {
      case 0, 1:
        var t = texts
        for k in t.indices where rng.chance(0.6) { t[k] = CellContentPlacementTests.text(&rng) }
        step = .texts(t)
      case 2:
        width = CGFloat(rng.pick([300, 320, 375, 414, 568]))
        step = .fit(width)
      case 3:
        // The fitted height, or another one.
        let height: CGFloat =
          rng.chance(0.6) ? fit(s, width).height : CGFloat(40 + rng.below(400)) + CGFloat(rng.below(3)) / 3
        step = .resize(CGRect(x: 0, y: CGFloat(rng.below(2)) * 10, width: width, height: height))
      default:
        step = .layout
      }
      history.append(step)
      switch step {
      case .texts(let t):
        texts = t
        s.content.setTexts(t)
      case .fit(let w):
        let size = fit(s, w)
        let fresh = freshFit(table: table, texts: texts, width: w)
        if size != fresh { return "fit \(size) != fresh \(fresh) after \(history)" }
      case .resize(let f):
        s.cell.frame = f
      case .layout:
        s.cell.layoutIfNeeded()
        let frames = s.frames
        let fresh = freshFrames(table: table, texts: texts, frame: s.cell.frame)
        if frames != fresh { return "frames \(frames) != fresh \(fresh) after \(history)" }
        s.cell.layoutIfNeeded()
        if s.frames != frames { return "a second layout moved frames after \(history)" }
      }
    }
    return nil
  }

  @Test("random texts, fits, resizes and layouts on a reused cell give a fresh cell's frames (seeded)")
  func randomSequencesEqualFresh() {
    let seed = PropertySeed.resolve()
    for table in [true, false] {
      for k in 0..<4 {
        let failure = Self.runSequence(seed: seed.value &+ UInt64(k), table: table, steps: 30)
        #expect(failure == nil, "table \(table) sequence \(k) \(seed): \(failure ?? "")")
      }
    }
  }

  /// Seeds that failed once (kept as regression cases).
  static let regressionSeeds: [UInt64] = []

  @Test("sequences that failed once still give a fresh cell's frames")
  func regressionSequences() {
    for seed in Self.regressionSeeds {
      for table in [true, false] {
        let failure = Self.runSequence(seed: seed, table: table, steps: 30)
        #expect(failure == nil, "table \(table) seed \(seed): \(failure ?? "")")
      }
    }
  }

  /// A content view whose `layoutSubviews` measures its own size (re-entrant
  /// fitting, from inside the engine's frame pass).
  final class MeasuringContent: View {
    var measured: [CGSize] = []
    override func layoutSubviews() {
      super.layoutSubviews()
      measured.append(
        systemLayoutSizeFitting(
          CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
          verticalFittingPriority: .fittingSizeLevel))
    }
  }

  @Test("fitting from inside layoutSubviews measures apart and leaves the pass's frames alone")
  func reentrantFitting() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let content = MeasuringContent(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    root.addSubview(content)
    let label = Label(text: Self.long)
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    content.addSubview(label)
    LayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
      label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10),
      label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -10),
      label.bottomAnchor.constraint(lessThanOrEqualTo: content.bottomAnchor, constant: -10),
    ])
    root.layoutIfNeeded()
    let first = label.frame
    // Outside a pass the content view is measured in place; inside it, apart.
    let outside = content.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    label.text = "short"
    root.layoutIfNeeded()
    label.text = Self.long
    root.layoutIfNeeded()
    #expect(label.frame == first)
    #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 400))
    #expect(content.measured.first == outside)
    #expect(content.measured.last == outside)
    #expect(outside.height == first.height + 20)
    root.layoutIfNeeded()
    #expect(label.frame == first, "a second layoutIfNeeded() moved the label")
  }
}
