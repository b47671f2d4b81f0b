import Foundation
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// A translated view whose frame is set again under the same mask and superview
/// keeps its autoresizing constraints and moves their constants in place
/// (`LayoutEngine.movedAutoresizingConstants`, UIKitBehaviour.md §5). The layout must
/// be the one a fresh hierarchy with the same frames, masks and texts gets, frame for
/// frame, whatever sequence of frame, size, mask and text changes led there.
@Suite struct AutoresizingInPlaceTests {
  /// Translated containers under a root, each holding a translated child (its own
  /// mask, relative to the container's size), an Auto Layout single-line label pinned
  /// inside the container and an Auto Layout wrapping label below it, pinned to the
  /// translated child's bottom (so the engine's answer depends on every
  /// autoresizing constant).
  final class Scene {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var containers: [View] = []
    var children: [View] = []
    var titles: [Label] = []
    var bodies: [Label] = []

    init(count: Int) {
      for _ in 0..<count {
        let container = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let title = Label(text: "")
        let body = Label(text: "")
        body.numberOfLines = 0
        for label in [title, body] { label.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(container)
        container.addSubview(child)
        container.addSubview(title)
        container.addSubview(body)
        LayoutConstraint.activate([
          title.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 4),
          title.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -4),
          title.topAnchor.constraint(equalTo: container.topAnchor, constant: 2),
          body.leadingAnchor.constraint(equalTo: child.trailingAnchor, constant: 3),
          body.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -4),
          body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
          body.topAnchor.constraint(greaterThanOrEqualTo: child.bottomAnchor, constant: 1),
        ])
        containers.append(container)
        children.append(child)
        titles.append(title)
        bodies.append(body)
      }
    }

    /// The translated views, parents before children.
    var translated: [View] { containers + children }

    /// Every frame of the hierarchy, depth first.
    var frames: [CGRect] { allFrames(root) }
  }

  static let masks: [AutoresizingMask] = [
    [], [.flexibleWidth], [.flexibleLeftMargin], [.flexibleWidth, .flexibleHeight],
    [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin], [.flexibleRightMargin, .flexibleBottomMargin],
    [.flexibleLeftMargin, .flexibleWidth], [.flexibleWidth, .flexibleRightMargin, .flexibleHeight],
    [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleBottomMargin, .flexibleHeight],
  ]

  static let words = ["Inbox", "Drafts", "a longer line of words that wraps", "x", "", "Sent and archived mail"]

  static func text(_ rng: inout SplitMix64) -> String {
    (0..<rng.randrange(0, 4)).map { _ in rng.pick(words) }.joined(separator: " ")
  }

  /// A frame on a quarter-point grid inside a `width` × `height` parent (sometimes
  /// past its edges: autoresizing does not clamp).
  static func frame(_ rng: inout SplitMix64, in width: CGFloat, _ height: CGFloat) -> CGRect {
    func q(_ upper: CGFloat) -> CGFloat { CGFloat(rng.randrange(0, Int(max(upper, 1) * 4))) / 4 }
    return CGRect(x: q(width * 0.6), y: q(height * 0.6), width: q(width * 0.7), height: q(height * 0.5))
  }

  /// The engine's autoresizing constraints of `view`, as texts (mask, attributes,
  /// multiplier, constant).
  static func installed(_ view: View, in root: View) -> [String] {
    (root.engine?.generated.autoresizing(of: view) ?? []).map(describe)
  }

  /// The constraints UIKit generates for `view`'s frame now, as texts.
  static func expected(_ view: View) -> [String] {
    guard let parent = view.superview else { return [] }
    return AutoresizingMaskLayoutConstraint.constraints(for: view, in: parent).map(describe)
  }

  static func describe(_ c: LayoutConstraint) -> String {
    let mask = (c as? AutoresizingMaskLayoutConstraint)?.maskDescription ?? "?"
    return "\(mask) \(c.firstAttribute) \(c.secondAttribute) ×\(c.multiplier) + \(c.constant)"
  }

  @Test("§5 a moved and resized translated view keeps its constraint objects, with the new frame's constants")
  func sizeChangeKeepsTheConstraints() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let v = View(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let label = Label(text: "Below")
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(v)
    root.addSubview(label)
    LayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: v.bottomAnchor, constant: 5),
      label.leadingAnchor.constraint(equalTo: v.trailingAnchor),
    ])
    root.layoutIfNeeded()
    let before = try #require(root.engine?.generated.autoresizing(of: v))
    v.frame = CGRect(x: 30, y: 12, width: 140, height: 70)
    root.layoutIfNeeded()
    let after = try #require(root.engine?.generated.autoresizing(of: v))
    #expect(after.count == 4 && zip(before, after).allSatisfy { $0 === $1 })
    #expect(Self.installed(v, in: root) == Self.expected(v))
    #expect(
      Self.installed(v, in: root) == [
        "h=-&- v=-&- left notAnAttribute ×1.0 + 30.0", "h=-&- v=-&- width right ×1.0 + 130.0",
        "h=-&- v=-&- top notAnAttribute ×1.0 + 12.0", "h=-&- v=-&- height bottom ×1.0 + 118.0",
      ])
    #expect(v.frame == CGRect(x: 30, y: 12, width: 140, height: 70))
    #expect(label.frame.origin == CGPoint(x: 170, y: 87))
    // The superview's size then moves the view by its mask, from the new constants.
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 260)
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 30, y: 12, width: 240, height: 130))
    #expect(label.frame.origin == CGPoint(x: 270, y: 147))
  }

  @Test("§5 a mask change rebuilds the constraints (new objects, the new mask's attributes)")
  func maskChangeRebuilds() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let v = View(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
    root.addSubview(v)
    root.layoutIfNeeded()
    let before = try #require(root.engine?.generated.autoresizing(of: v))
    v.autoresizingMask = [.flexibleLeftMargin]
    v.frame = CGRect(x: 40, y: 10, width: 100, height: 50)
    root.layoutIfNeeded()
    let after = try #require(root.engine?.generated.autoresizing(of: v))
    #expect(!zip(before, after).contains { $0 === $1 })
    #expect(
      Self.installed(v, in: root) == [
        "h=&-- v=--& width right ×1.0 + 160.0", "h=&-- v=--& width notAnAttribute ×1.0 + 100.0",
        "h=&-- v=--& top notAnAttribute ×1.0 + 10.0", "h=&-- v=--& height notAnAttribute ×1.0 + 50.0",
      ])
    root.frame = CGRect(x: 0, y: 0, width: 360, height: 200)
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 100, y: 10, width: 100, height: 50))
  }

  @Test("§5 random frame, size, mask and text changes end where a fresh hierarchy with the final state does")
  func randomSequencesMatchAFreshLayout() {
    let seed = PropertySeed.resolve()
    var rng = SplitMix64(seed: seed.value)
    for round in 0..<12 {
      let count = rng.randrange(1, 4)
      let edited = Scene(count: count)
      for v in edited.translated { v.autoresizingMask = rng.pick(Self.masks) }
      edited.root.layoutIfNeeded()
      for _ in 0..<rng.randrange(3, 10) {
        switch rng.below(5) {
        case 0:
          let size = CGSize(width: CGFloat(rng.randrange(200, 500)), height: CGFloat(rng.randrange(200, 700)))
          edited.root.frame = CGRect(origin: .zero, size: size)
        case 1:
          let i = rng.below(count)
          edited.containers[i].frame = Self.frame(&rng, in: edited.root.bounds.width, edited.root.bounds.height)
        case 2:
          let i = rng.below(count)
          let c = edited.containers[i]
          edited.children[i].frame = Self.frame(&rng, in: c.bounds.width, c.bounds.height)
        case 3:
          rng.pick(edited.translated).autoresizingMask = rng.pick(Self.masks)
        default:
          rng.pick(edited.titles + edited.bodies).text = Self.text(&rng)
        }
        edited.root.layoutIfNeeded()
      }
      // The final state, set on the edited hierarchy and on a fresh one alike.
      let fresh = Scene(count: count)
      let rootSize = CGSize(width: CGFloat(rng.randrange(200, 500)), height: CGFloat(rng.randrange(200, 700)))
      edited.root.frame = CGRect(origin: .zero, size: rootSize)
      fresh.root.frame = edited.root.frame
      for (l, f) in zip(edited.translated, fresh.translated) { f.autoresizingMask = l.autoresizingMask }
      for i in 0..<count {
        let containerFrame = Self.frame(&rng, in: rootSize.width, rootSize.height)
        let childFrame = Self.frame(&rng, in: containerFrame.width, containerFrame.height)
        edited.containers[i].frame = containerFrame
        fresh.containers[i].frame = containerFrame
        edited.children[i].frame = childFrame
        fresh.children[i].frame = childFrame
        for (l, f) in [(edited.titles[i], fresh.titles[i]), (edited.bodies[i], fresh.bodies[i])] {
          f.text = l.text
        }
      }
      // What UIKit generates from the frames just set (laying out rounds them to pixels).
      let expected = edited.translated.map(Self.expected)
      edited.root.layoutIfNeeded()
      fresh.root.layoutIfNeeded()
      let context = "\(seed), round \(round)"
      #expect(edited.frames == fresh.frames, "\(context)")
      #expect(edited.translated.map { Self.installed($0, in: edited.root) } == expected, "\(context)")
      // A second pass changes nothing.
      let frames = edited.frames
      edited.root.setNeedsLayout()
      edited.root.layoutIfNeeded()
      #expect(edited.frames == frames, "\(context)")
    }
  }

  @Test(
    "a default cell with an image, resized through several widths, has a fresh cell's frames (the image keeps 29 pt)")
  func cellWithImageThroughWidths() {
    func cell(width: CGFloat) -> TableViewCell {
      let cell = TableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = "Inbox"
      cell.imageView?.image = Image(size: CGSize(width: 29, height: 29))
      cell.frame = CGRect(x: 0, y: 0, width: width, height: 60)
      cell.layoutIfNeeded()
      return cell
    }
    let edited = cell(width: 320)
    for width: CGFloat in [414, 280, 375.5, 320] {
      edited.frame = CGRect(x: 0, y: 0, width: width, height: 60)
      edited.layoutIfNeeded()
      let fresh = cell(width: width)
      #expect(allFrames(edited) == allFrames(fresh), "width \(width)")
      #expect(edited.imageView?.frame.width == 29, "width \(width)")
      #expect(edited.textLabel?.frame.minX == 61, "width \(width)")
    }
  }
}
