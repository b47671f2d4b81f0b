import Foundation
import PropertyBased

@testable import Scrollwork

/// Generated scroll screens for the fix-advice properties (issue 16): a scroll view
/// filling a 320 × 480 root, a content view pinned to its `contentLayoutGuide` on all
/// four edges and tied to its `frameLayoutGuide` across the scrolling axis, and a
/// chain of 1–6 items from the content's start edge to its end edge, each pinned to
/// both sides of the content across the axis with the same margin.
struct FixAdviceScreen: Sendable, CustomStringConvertible {
  /// One item of the chain.
  enum Item: Sendable, CustomStringConvertible {
    /// A plain view with a fixed length along the scrolling axis.
    case box(CGFloat)
    /// A label (multi-line when the screen scrolls vertically) with the text of
    /// ``FixAdviceScreen/texts`` at this index.
    case label(Int)
    /// A horizontal stack row: a label and a switch, with this alignment and
    /// distribution (raw values).
    case row(Int, Int)

    var description: String {
      switch self {
      case .box(let length): ".box(\(fmt(length)))"
      case .label(let i): ".label(\(i))"
      case .row(let a, let d): ".row(\(a), \(d))"
      }
    }
  }

  /// The constraint left out of a broken screen.
  enum Removal: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// The last item's end edge (bottom or trailing) to the content's.
    case lastEnd
    /// The first item's start edge (top or leading) to the content's.
    case firstStart
    /// The content's end edge to the content guide's.
    case contentEnd
    /// The content's size across the axis to the frame guide's.
    case contentCross

    var description: String { ".\(["lastEnd", "firstStart", "contentEnd", "contentCross"][rawValue])" }
  }

  var vertical: Bool
  var items: [Item]
  var margin: CGFloat
  var spacing: CGFloat
  var removal: Removal?

  var description: String {
    "FixAdviceScreen(vertical: \(vertical), items: \(items), margin: \(fmt(margin)), spacing: \(fmt(spacing)),"
      + " removal: \(removal.map(\.description) ?? "nil"))"
  }

  static let texts = [
    "Wi-Fi", "Bluetooth and nearby devices", "Notifications from every app you have installed on this phone",
    "Do Not Disturb", "A long explanation of what this setting does, which wraps over several lines at 320 points",
  ]

  /// The built screen.
  struct Built {
    let root: View
    let scroll: ScrollView
    let content: View
    let items: [View]
  }

  /// Builds and lays out the screen (with `removal` left out), with the constraints
  /// `extra` makes for it activated before the first layout.
  func build(extra: (Built) -> [LayoutConstraint] = { _ in [] }) -> Built {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    root.accessibilityIdentifier = "root"
    let scroll = ScrollView()
    scroll.accessibilityIdentifier = "scroll"
    let content = View()
    content.accessibilityIdentifier = "content"
    for v in [scroll, content] { v.translatesAutoresizingMaskIntoConstraints = false }
    root.addSubview(scroll)
    scroll.addSubview(content)
    var list = [
      scroll.topAnchor.constraint(equalTo: root.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
    ]
    let guide = scroll.contentLayoutGuide
    if removal != .contentEnd {
      list.append(
        vertical
          ? content.bottomAnchor.constraint(equalTo: guide.bottomAnchor)
          : content.trailingAnchor.constraint(equalTo: guide.trailingAnchor))
    }
    list.append(
      vertical
        ? content.trailingAnchor.constraint(equalTo: guide.trailingAnchor)
        : content.bottomAnchor.constraint(equalTo: guide.bottomAnchor))
    if removal != .contentCross {
      list.append(
        vertical
          ? content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor)
          : content.heightAnchor.constraint(equalTo: scroll.frameLayoutGuide.heightAnchor))
    }
    var views: [View] = []
    for (i, item) in items.enumerated() {
      let v = makeView(item)
      v.accessibilityIdentifier = "item\(i)"
      v.translatesAutoresizingMaskIntoConstraints = false
      content.addSubview(v)
      views.append(v)
      if vertical {
        list += [
          v.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: margin),
          v.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -margin),
        ]
        if case .box(let length) = item { list.append(v.heightAnchor.constraint(equalToConstant: length)) }
      } else {
        list += [
          v.topAnchor.constraint(equalTo: content.topAnchor, constant: margin),
          v.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -margin),
        ]
        if case .box(let length) = item { list.append(v.widthAnchor.constraint(equalToConstant: length)) }
      }
      if i == 0 {
        if removal != .firstStart {
          list.append(
            vertical
              ? v.topAnchor.constraint(equalTo: content.topAnchor, constant: margin)
              : v.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: margin))
        }
      } else {
        let previous = views[i - 1]
        list.append(
          vertical
            ? v.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: spacing)
            : v.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: spacing))
      }
    }
    if let last = views.last, removal != .lastEnd {
      list.append(
        vertical
          ? last.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -margin)
          : last.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -margin))
    }
    let built = Built(root: root, scroll: scroll, content: content, items: views)
    LayoutConstraint.activate(list + extra(built))
    root.layoutIfNeeded()
    return built
  }

  private func makeView(_ item: Item) -> View {
    switch item {
    case .box: return View()
    case .label(let i):
      let label = Label()
      label.text = Self.texts[i % Self.texts.count]
      label.numberOfLines = vertical ? 0 : 1
      return label
    case .row(let a, let d):
      let label = Label()
      label.text = Self.texts[(a + d) % Self.texts.count]
      label.numberOfLines = vertical ? 0 : 1
      let toggle = Switch()
      let row = StackView(arrangedSubviews: [label, toggle])
      row.alignment = StackView.Alignment(rawValue: a) ?? .center
      row.distribution = StackView.Distribution(rawValue: d) ?? .fill
      row.spacing = 8
      return row
    }
  }

  // MARK: Generators

  static var item: Generator<Item, some SendableSequenceType> {
    zip(Gen.int(in: 0...2), Gen.int(in: 1...12), Gen.int(in: 0...5), Gen.int(in: 0...4)).map { kind, n, a, d in
      switch kind {
      case 0: Item.box(CGFloat(n * 10))
      case 1: Item.label(n)
      default: Item.row(a, d)
      }
    }
  }

  /// A screen; `broken` draws a removal, else there is none.
  static func screen(broken: Bool) -> Generator<FixAdviceScreen, some SendableSequenceType> {
    zip(
      Gen.bool, item.array(of: 1...6), Gen.int(in: 0...3), Gen.int(in: 0...3),
      Gen.int(in: 0...(Removal.allCases.count - 1))
    ).map { vertical, items, m, s, r in
      FixAdviceScreen(
        vertical: vertical, items: items, margin: [0, 8, 16, 20][m], spacing: [0, 8, 12, 24][s],
        removal: broken ? Removal(rawValue: r) : nil)
    }
  }
}
