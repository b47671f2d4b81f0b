import Foundation
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// Metamorphic property of stack views (UIKitBehaviour.md §8, §82): a stack brought to a
/// state by any sequence of the calls apps make (arranged views inserted, removed, moved,
/// hidden and shown; axis, distribution, alignment, spacing and custom spacing changed;
/// margins and margin-relative arrangement; intrinsic sizes changed; nested stacks; the
/// host resized), with layout passes in between or not, lays out as a stack built fresh
/// in that state; a second layout pass changes nothing; and `hasAmbiguousLayout` says what
/// it says for the fresh stack.
@Suite struct StackViewPropertyTests {
  /// One arranged view of the model.
  struct Item: Equatable {
    enum Kind: Equatable {
      case box(CGFloat, CGFloat)
      case text(CGFloat)
      /// A nested stack of boxes (width, height, hidden) along its own axis.
      case nested(LayoutAxis, [StackItemBox])
    }
    var id: Int
    var kind: Kind
    var hidden = false
    var customSpacing: CGFloat?
  }

  /// A nested stack's box.
  struct StackItemBox: Equatable {
    var width: CGFloat
    var height: CGFloat
    var hidden = false
  }

  /// What decides the layout.
  struct State: Equatable {
    var items: [Item] = []
    var axis: LayoutAxis = .horizontal
    var distribution: StackView.Distribution = .fill
    var alignment: StackView.Alignment = .fill
    var spacing: CGFloat = 0
    var marginsRelative = false
    var margins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var pinnedAllEdges = false
    var rootSize = CGSize(width: 400, height: 600)
    var nextID = 0
  }

  /// The built hierarchy; views by model id.
  final class Built {
    let root: View
    let stack = StackView(frame: .zero)
    var views: [Int: View] = [:]
    var nestedBoxes: [Int: [StackBox]] = [:]

    init(_ state: State) {
      root = View(frame: CGRect(origin: .zero, size: state.rootSize))
      stack.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(stack)
      var list = [
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      ]
      if state.pinnedAllEdges {
        list += [
          stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
          stack.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
        ]
      }
      LayoutConstraint.activate(list)
      stack.axis = state.axis
      stack.distribution = state.distribution
      stack.alignment = state.alignment
      stack.spacing = state.spacing
      stack.layoutMargins = state.margins
      stack.isLayoutMarginsRelativeArrangement = state.marginsRelative
      for item in state.items {
        let v = make(item)
        stack.addArrangedSubview(v)
        v.isHidden = item.hidden
        if let s = item.customSpacing { stack.setCustomSpacing(s, after: v) }
      }
      root.layoutIfNeeded()
    }

    func make(_ item: Item) -> View {
      let v: View
      switch item.kind {
      case .box(let w, let h): v = StackBox(w, h)
      case .text(let w): v = StackWrappingText(textWidth: w, lineHeight: 20)
      case .nested(let innerAxis, let boxes):
        let inner = StackView(frame: .zero)
        inner.axis = innerAxis
        inner.spacing = 4
        var made: [StackBox] = []
        for b in boxes {
          let box = StackBox(b.width, b.height)
          inner.addArrangedSubview(box)
          box.isHidden = b.hidden
          made.append(box)
        }
        nestedBoxes[item.id] = made
        v = inner
      }
      views[item.id] = v
      return v
    }

    /// Frames in the root's coordinates, by model id (nested boxes as id·100 + index),
    /// and the stack's.
    func frames() -> [String: CGRect] {
      var out = ["stack": stack.frame]
      for (id, v) in views where v.superview != nil {
        out["\(id)"] = v.convert(v.bounds, to: root)
      }
      for (id, boxes) in nestedBoxes where views[id]?.superview != nil {
        for (i, b) in boxes.enumerated() { out["\(id).\(i)"] = b.convert(b.bounds, to: root) }
      }
      return out
    }

    /// `hasAmbiguousLayout` of the stack, each arranged view and each nested box.
    func ambiguity() -> [String: Bool] {
      var out = ["stack": stack.hasAmbiguousLayout]
      for (id, v) in views where v.superview != nil { out["\(id)"] = v.hasAmbiguousLayout }
      for (id, boxes) in nestedBoxes where views[id]?.superview != nil {
        for (i, b) in boxes.enumerated() { out["\(id).\(i)"] = b.hasAmbiguousLayout }
      }
      return out
    }
  }

  static func randomKind(_ rng: inout SplitMix64) -> Item.Kind {
    switch rng.below(5) {
    case 0: return .text(CGFloat(40 + 20 * rng.below(20)))
    case 1:
      return .nested(
        rng.chance(0.5) ? .vertical : .horizontal,
        (0..<(1 + rng.below(3))).map { _ in
          StackItemBox(width: CGFloat(10 * (1 + rng.below(6))), height: CGFloat(10 * (1 + rng.below(6))))
        })
    default: return .box(CGFloat(10 * (1 + rng.below(12))), CGFloat(10 * (1 + rng.below(8))))
    }
  }

  /// Applies one random call to `subject` and `state`; returns its name for the log.
  static func step(_ subject: Built, _ state: inout State, _ rng: inout SplitMix64) -> String {
    let stack = subject.stack
    let n = state.items.count
    switch rng.below(16) {
    case 0, 1:
      let item = Item(id: state.nextID, kind: randomKind(&rng))
      state.nextID += 1
      let at = rng.below(n + 1)
      let v = subject.make(item)
      stack.insertArrangedSubview(v, at: at)
      state.items.insert(item, at: at)
      return "insert \(item.kind) at \(at)"
    case 2 where n > 0:
      let i = rng.below(n)
      let v = subject.views[state.items[i].id]!
      let viaArranged = rng.chance(0.5)
      if viaArranged { stack.removeArrangedSubview(v) }
      v.removeFromSuperview()
      state.items.remove(at: i)
      return "remove \(i)\(viaArranged ? " (arranged first)" : "")"
    case 3 where n > 1:
      let i = rng.below(n)
      let to = rng.below(n)
      let item = state.items.remove(at: i)
      state.items.insert(item, at: to)
      stack.insertArrangedSubview(subject.views[item.id]!, at: to)
      return "move \(i) to \(to)"
    case 4 where n > 0, 5 where n > 0:
      let i = rng.below(n)
      state.items[i].hidden.toggle()
      subject.views[state.items[i].id]!.isHidden = state.items[i].hidden
      return "hidden \(i) \(state.items[i].hidden)"
    case 6:
      state.axis = state.axis == .horizontal ? .vertical : .horizontal
      stack.axis = state.axis
      return "axis \(state.axis)"
    case 7:
      state.distribution = rng.pick(StackView.Distribution.allCases)
      stack.distribution = state.distribution
      return "distribution \(state.distribution)"
    case 8:
      state.alignment = rng.pick(StackView.Alignment.allCases)
      stack.alignment = state.alignment
      return "alignment \(state.alignment)"
    case 9:
      state.spacing = rng.pick([0, 4, 10, -5, StackView.spacingUseSystem])
      stack.spacing = state.spacing
      return "spacing \(state.spacing)"
    case 10 where n > 0:
      let i = rng.below(n)
      let s = rng.pick([0, 12, 30, StackView.spacingUseSystem, StackView.spacingUseDefault])
      state.items[i].customSpacing = s == StackView.spacingUseDefault ? nil : s
      stack.setCustomSpacing(s, after: subject.views[state.items[i].id]!)
      return "custom spacing \(s) after \(i)"
    case 11:
      state.marginsRelative.toggle()
      stack.isLayoutMarginsRelativeArrangement = state.marginsRelative
      return "margins relative \(state.marginsRelative)"
    case 12:
      let m = CGFloat(rng.pick([0, 8, 16, 20]))
      state.margins = EdgeInsets(top: m, left: m / 2, bottom: m, right: m)
      stack.layoutMargins = state.margins
      return "margins \(m)"
    case 13 where n > 0:
      let i = rng.below(n)
      let id = state.items[i].id
      switch state.items[i].kind {
      case .box:
        let w = CGFloat(10 * (1 + rng.below(12)))
        let h = CGFloat(10 * (1 + rng.below(8)))
        state.items[i].kind = .box(w, h)
        let box = subject.views[id] as! StackBox
        box.size = CGSize(width: w, height: h)
        box.invalidateIntrinsicContentSize()
        return "resize \(i) to \(w)×\(h)"
      case .nested(let innerAxis, var boxes):
        let j = rng.below(boxes.count)
        boxes[j].hidden.toggle()
        state.items[i].kind = .nested(innerAxis, boxes)
        subject.nestedBoxes[id]![j].isHidden = boxes[j].hidden
        return "nested \(i) box \(j) hidden \(boxes[j].hidden)"
      case .text:
        return "nothing"
      }
    case 14:
      state.rootSize = rng.pick([
        CGSize(width: 400, height: 600), CGSize(width: 600, height: 400), CGSize(width: 320, height: 480),
      ])
      subject.root.frame = CGRect(origin: .zero, size: state.rootSize)
      return "root \(state.rootSize)"
    default:
      subject.root.layoutIfNeeded()
      return "layout"
    }
  }

  @Test("§82 property: random stack-view call sequences lay out as a fresh stack in the final state")
  func sequencesMatchFresh() {
    var rng = SplitMix64(seed: PropertySeed.resolve(default: 0x57AC_0082).value)
    for trial in 0..<90 {
      var state = State()
      state.pinnedAllEdges = rng.chance(0.4)
      for _ in 0..<rng.below(4) {
        state.items.append(Item(id: state.nextID, kind: Self.randomKind(&rng)))
        state.nextID += 1
      }
      let subject = Built(state)
      var log: [String] = []
      for _ in 0..<(1 + rng.below(10)) {
        log.append(Self.step(subject, &state, &rng))
        if rng.chance(0.4) {
          subject.root.layoutIfNeeded()
          log.append("layout")
        }
      }
      subject.root.layoutIfNeeded()
      let once = subject.frames()
      subject.root.setNeedsLayout()
      subject.root.layoutIfNeeded()
      #expect(subject.frames() == once, "trial \(trial): a second pass moved something \(log)")
      let fresh = Built(state)
      let freshFrames = fresh.frames()
      let diff = once.keys.filter { once[$0] != freshFrames[$0] }.sorted()
      // An ambiguous layout keeps whichever solution the engine reached: only a layout
      // with one solution is history-independent (UIKitBehaviour.md §82).
      let ambiguous = fresh.ambiguity().values.contains(true)
      #expect(
        diff.isEmpty || ambiguous,
        "trial \(trial) \(diff.map { "\($0): \(once[$0]!) fresh \(freshFrames[$0].map { "\($0)" } ?? "-")" }) \(state) \(log)"
      )
      #expect(subject.ambiguity() == fresh.ambiguity(), "trial \(trial): ambiguity \(state) \(log)")
    }
  }
}
