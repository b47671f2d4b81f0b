import Foundation
import PropertyBased
import Testing

@testable import Scrollwork

/// How many cases a screen property runs: `fast` in `swift test`, or
/// `SCROLLWORK_PROPERTY_CASES` when set (for a long local run).
enum ScreenCases {
  static func count(_ fast: Int) -> Int {
    if let text = ProcessInfo.processInfo.environment["SCROLLWORK_PROPERTY_CASES"], let n = Int(text), n > 0 {
      return n
    }
    return fast
  }
}

/// One arranged item of a generated row.
struct ItemSpec: Sendable, CustomStringConvertible {
  /// 0 label, 1 switch, 2 button, 3 nested vertical stack of two labels, 4 multi-line label.
  var kind: Int
  var textSeed: Int
  var nestedDistribution: Int
  var nestedAlignment: Int

  static let words = [
    "Allow", "notifications", "Sounds", "Badges", "Show", "previews", "when", "unlocked", "Siri", "suggestions", "a",
    "long", "descriptive", "setting", "title", "that", "wraps", "onto", "several", "lines", "Wi-Fi", "Bluetooth",
    "Cellular", "data", "Low", "Power", "Mode", "is", "on",
  ]

  /// 1 to 16 words picked by a small LCG from `seed`.
  static func text(_ seed: Int) -> String {
    var state = UInt64(seed) &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    let count = 1 + seed % 16
    var list: [String] = []
    for _ in 0..<count {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      list.append(words[Int((state >> 33) % UInt64(words.count))])
    }
    return list.joined(separator: " ")
  }

  var description: String {
    switch kind {
    case 0: "label(\"\(Self.text(textSeed))\")"
    case 1: "switch"
    case 2: "button(\"\(Self.text(textSeed % 3))\")"
    case 3:
      "vstack(d\(nestedDistribution) a\(nestedAlignment): \"\(Self.text(textSeed))\", \"\(Self.text(textSeed / 7))\")"
    default: "wrapping(\"\(Self.text(textSeed))\")"
    }
  }

  func make() -> View {
    switch kind {
    case 0:
      return Label(text: Self.text(textSeed))
    case 1:
      return Switch()
    case 2:
      let button = Button(type: .system)
      button.setTitle(Self.text(textSeed % 3), for: .normal)
      return button
    case 3:
      let top = Label(text: Self.text(textSeed))
      top.numberOfLines = 0
      let bottom = Label(text: Self.text(textSeed / 7))
      bottom.font = .preferredFont(forTextStyle: .footnote)
      let stack = StackView(arrangedSubviews: [top, bottom])
      stack.axis = .vertical
      stack.distribution = StackView.Distribution.allCases[nestedDistribution % StackView.Distribution.allCases.count]
      stack.alignment = [.fill, .leading, .center, .trailing][nestedAlignment % 4]
      stack.spacing = 2
      return stack
    default:
      let label = Label(text: Self.text(textSeed))
      label.numberOfLines = 0
      return label
    }
  }
}

/// One row: a horizontal stack of items.
struct RowSpec: Sendable, CustomStringConvertible {
  var distribution: Int
  var alignment: Int
  var spacing: Int
  var items: [ItemSpec]
  var description: String {
    "row(d\(distribution) a\(alignment) s\(spacing): \(items.map(\.description).joined(separator: ", ")))"
  }
}

/// A settings-like screen: a scroll view filling the safe area, a vertical stack in
/// its content guide as wide as its frame guide, rows of label/switch/button/nested
/// stacks (``RowSpec``), margins.
struct ScreenSpec: Sendable, CustomStringConvertible {
  var margin: Int
  var rowSpacing: Int
  var rows: [RowSpec]
  var description: String {
    "screen(margin \(margin), spacing \(rowSpacing)):\n  " + rows.map(\.description).joined(separator: "\n  ")
  }

  static let margins: [CGFloat] = [0, 8, 16, 20.5]
  static let spacings: [CGFloat] = [0, 1, 8, StackView.spacingUseSystem]

  static let item = zip(Gen.int(in: 0...4), Gen.int(in: 0...4000), Gen.int(in: 0...4), Gen.int(in: 0...3)).map {
    ItemSpec(kind: $0, textSeed: $1, nestedDistribution: $2, nestedAlignment: $3)
  }
  static let row = zip(Gen.int(in: 0...4), Gen.int(in: 0...5), Gen.int(in: 0...3), item.array(of: 1...3)).map {
    RowSpec(distribution: $0, alignment: $1, spacing: $2, items: $3)
  }
  static let screen = zip(Gen.int(in: 0...3), Gen.int(in: 0...3), row.array(of: 1...4)).map {
    ScreenSpec(margin: $0, rowSpacing: $1, rows: $2)
  }
}

/// A controller that builds a ``ScreenSpec``.
final class GeneratedScreenController: ViewController, @unchecked Sendable {
  let spec: ScreenSpec
  let scroll = ScrollView()
  let stack = StackView()

  init(_ spec: ScreenSpec) {
    self.spec = spec
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    scroll.translatesAutoresizingMaskIntoConstraints = false
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.axis = .vertical
    stack.spacing = ScreenSpec.spacings[spec.rowSpacing]
    let m = ScreenSpec.margins[spec.margin]
    stack.isLayoutMarginsRelativeArrangement = true
    stack.directionalLayoutMargins = DirectionalEdgeInsets(top: m, leading: m, bottom: m, trailing: m)
    view.addSubview(scroll)
    scroll.addSubview(stack)
    LayoutConstraint.activate([
      scroll.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
    ])
    for rowSpec in spec.rows {
      let row = StackView(arrangedSubviews: rowSpec.items.map { $0.make() })
      row.axis = .horizontal
      row.distribution = StackView.Distribution.allCases[rowSpec.distribution % StackView.Distribution.allCases.count]
      row.alignment = StackView.Alignment.allCases[rowSpec.alignment % StackView.Alignment.allCases.count]
      row.spacing = ScreenSpec.spacings[rowSpec.spacing]
      stack.addArrangedSubview(row)
    }
  }
}

/// Frames of a whole hierarchy in preorder, with each scroll view's content size.
func allFrames(_ root: View) -> [CGRect] {
  var list: [CGRect] = []
  var stack: [View] = [root]
  while let v = stack.popLast() {
    list.append(v.frame)
    if let s = v as? ScrollView { list.append(CGRect(origin: .zero, size: s.contentSize)) }
    stack.append(contentsOf: v.subviews.reversed())
  }
  return list
}

/// A generated screen in a window of `size` (a plain window: no safe area), laid out.
func layOut(_ spec: ScreenSpec, size: CGSize) -> (Window, GeneratedScreenController) {
  let window = Window(frame: CGRect(origin: .zero, size: size))
  let controller = GeneratedScreenController(spec)
  window.rootViewController = controller
  window.makeKeyAndVisible()
  return (window, controller)
}

/// Resizes a window as a split-view or rotation resize does: the window, then its
/// root view (flexible mask), then a layout pass.
func resize(_ window: Window, to size: CGSize) {
  window.frame = CGRect(origin: window.frame.origin, size: size)
  window.rootViewController?.view.frame = window.bounds
  window.layoutIfNeeded()
}
