import Foundation

@testable import Scrollwork

/// A view with a fixed (settable) intrinsic content size and, optionally, text
/// baselines, for stack-view frames computed by hand (UIKitBehaviour.md §3, §8).
final class StackBox: View {
  var size: CGSize
  var baselines: (fromTop: CGFloat, fromBottom: CGFloat)?

  init(_ width: CGFloat, _ height: CGFloat, baselines: (fromTop: CGFloat, fromBottom: CGFloat)? = nil) {
    size = CGSize(width: width, height: height)
    self.baselines = baselines
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    size = .zero
    super.init(coder: coder)
  }

  override var intrinsicContentSize: CGSize { size }
  override var baselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? { baselines }
}

/// A stand-in for a multi-line label (UIKitBehaviour.md §4): one line is `textWidth`
/// wide and `lineHeight` tall; at a layout width w it wraps into ⌈textWidth / w⌉
/// lines.
final class StackWrappingText: View {
  let textWidth: CGFloat
  let lineHeight: CGFloat

  init(textWidth: CGFloat, lineHeight: CGFloat) {
    self.textWidth = textWidth
    self.lineHeight = lineHeight
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    textWidth = 0
    lineHeight = 0
    super.init(coder: coder)
  }

  override var intrinsicContentSize: CGSize { CGSize(width: textWidth, height: lineHeight) }
  override var intrinsicHeightDependsOnWidth: Bool { true }
  override func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize {
    guard width > 0 else { return intrinsicContentSize }
    let lines = (textWidth / width - 1e-9).rounded(.up)
    return CGSize(width: min(textWidth, width), height: max(lines, 1) * lineHeight)
  }
}

/// Builders for the stack-view suites.
enum StackFixtures {
  /// A root view at the origin.
  static func root(width: CGFloat = 1000, height: CGFloat = 800) -> View {
    View(frame: CGRect(x: 0, y: 0, width: width, height: height))
  }

  /// Adds `stack` to `root` with its leading edge 10 and its top 20 from the
  /// root's, and the given width and height when not nil, then lays out.
  @discardableResult
  static func host(
    _ stack: StackView, width: CGFloat? = nil, height: CGFloat? = nil, in root: View = root()
  ) throws -> View {
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    var list = [
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ]
    if let width { list.append(stack.widthAnchor.constraint(equalToConstant: width)) }
    if let height { list.append(stack.heightAnchor.constraint(equalToConstant: height)) }
    try LayoutConstraint.activateOrThrow(list)
    root.layoutIfNeeded()
    return root
  }

  /// The stack's generated (`UISV-…`) constraints.
  static func generated(_ stack: StackView) -> [LayoutConstraint] {
    stack.constraints.filter { $0.identifier?.hasPrefix("UISV-") == true }
  }

  /// A generated constraint as one line, with items named by `names`:
  /// `'UISV-spacing' B.leading == A.trailing + 10 @1000`.
  static func line(_ c: LayoutConstraint, _ names: [ObjectIdentifier: String]) -> String {
    func name(_ item: AnyObject?) -> String {
      guard let item else { return "nil" }
      return names[ObjectIdentifier(item)] ?? "?"
    }
    var text = "'\(c.identifier ?? "")' \(name(c.firstItem)).\(c.firstAttribute) \(c.relation)"
    if c.secondItem != nil {
      text += " \(formatG(Double(c.multiplier)))*\(name(c.secondItem)).\(c.secondAttribute) +"
    }
    return text + " \(formatG(Double(c.constant))) @\(c.priority)"
  }

  /// Names for `line(_:_:)`.
  static func names(_ pairs: [(AnyObject, String)]) -> [ObjectIdentifier: String] {
    Dictionary(uniqueKeysWithValues: pairs.map { (ObjectIdentifier($0.0), $0.1) })
  }
}
