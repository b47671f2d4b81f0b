import Foundation
import Scrollwork
import Testing

/// The scroll view diagnostics Interface Builder gives only on a Mac (UIKitBehaviour.md §10:
/// "Scrollable content width/height is ambiguous") with the reason and the fix, and the
/// classic mistakes of §7.1 as warnings.
@Suite struct ScrollContentDiagnosticsTests {
  /// root 320×480 > scroll (fills it) > content (named), all by constraints.
  func makeScreen() throws -> (View, ScrollView, View) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scroll = ScrollView()
    scroll.accessibilityIdentifier = "scroll"
    let content = View()
    content.accessibilityIdentifier = "content"
    for v in [scroll, content] { v.translatesAutoresizingMaskIntoConstraints = false }
    root.addSubview(scroll)
    scroll.addSubview(content)
    try LayoutConstraint.activateOrThrow([
      scroll.topAnchor.constraint(equalTo: root.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    return (root, scroll, content)
  }

  func box(in parent: View, height: CGFloat, name: String) throws -> View {
    let v = View()
    v.accessibilityIdentifier = name
    v.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(v)
    try v.heightAnchor.constraint(equalToConstant: height).activate()
    return v
  }

  @Test func correctContentViewHasNoDiagnostics() throws {
    let (root, scroll, content) = try makeScreen()
    let inner = try box(in: content, height: 900, name: "inner")
    try LayoutConstraint.activateOrThrow([
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      inner.topAnchor.constraint(equalTo: content.topAnchor),
      inner.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      inner.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      inner.trailingAnchor.constraint(equalTo: content.trailingAnchor),
    ])
    #expect(root.layoutDiagnostics().map(\.description) == [])
    #expect(scroll.contentSize == CGSize(width: 320, height: 900))
  }

  @Test func missingBottomConstraintNamesTheLastViewAndTheFix() throws {
    let (root, scroll, content) = try makeScreen()
    let first = try box(in: scroll, height: 100, name: "first")
    try LayoutConstraint.activateOrThrow([
      // Two direct children chained from the top; the lower one has no bottom pin.
      first.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      first.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      first.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      first.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      content.topAnchor.constraint(equalTo: first.bottomAnchor, constant: 10),
      content.heightAnchor.constraint(equalToConstant: 50),
      content.leadingAnchor.constraint(equalTo: first.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: first.trailingAnchor),
    ])
    let scrollIssues = root.layoutDiagnostics().filter { $0.code.hasPrefix("ambiguous-scroll-content") }
    #expect(scrollIssues.map(\.code) == ["ambiguous-scroll-content-height"])
    #expect(scrollIssues.first?.views.map { $0 === scroll } == [true])
    #expect(
      scrollIssues.first?.message
        == "scroll has ambiguous scrollable content height: nothing is pinned to its content's bottom edge"
        + " (the last view, content, needs a bottom constraint). Fix: add content.bottom =="
        + " scroll.contentLayoutGuide.bottom")
  }

  @Test func unboundedContentWidthSuggestsTheFrameGuide() throws {
    let (root, scroll, content) = try makeScreen()
    try content.heightAnchor.constraint(equalToConstant: 900).activate()
    try LayoutConstraint.activateOrThrow([
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
    ])
    let scrollIssues = root.layoutDiagnostics().filter { $0.code.hasPrefix("ambiguous-scroll-content") }
    #expect(
      scrollIssues.map(\.message) == [
        "scroll has ambiguous scrollable content width: the content's width is not tied to anything outside"
          + " the scroll view. Fix: add content.width == scroll.frameLayoutGuide.width"
      ])
  }

  @Test func contentSizeTiedToItselfIsCircular() throws {
    let (root, scroll, content) = try makeScreen()
    try LayoutConstraint.activateOrThrow([
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalTo: scroll.contentLayoutGuide.heightAnchor),
    ])
    let scrollIssues = root.layoutDiagnostics().filter { $0.code.hasPrefix("ambiguous-scroll-content") }
    #expect(
      scrollIssues.map(\.message) == [
        "scroll has ambiguous scrollable content height: content.height is tied to the content's own height,"
          + " which the content is meant to determine. Fix: add content.height == scroll.frameLayoutGuide.height"
      ])
  }

  @Test func contentPinnedToTheFrameGuideWarns() throws {
    let (root, scroll, content) = try makeScreen()
    try LayoutConstraint.activateOrThrow([
      content.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.frameLayoutGuide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
      content.widthAnchor.constraint(equalToConstant: 100),
    ])
    let warnings = root.layoutDiagnostics().filter { $0.severity == .warning }
    #expect(warnings.map(\.code) == ["scroll-content-pinned-to-frame"])
    #expect(
      warnings.map(\.message) == [
        "content is pinned to scroll.frameLayoutGuide on its top and bottom edges: it stays put while the content"
          + " scrolls and gives the content no height. Fix: pin those edges to scroll.contentLayoutGuide"
      ])
    #expect(warnings.first.map { $0.views.map { $0.accessibilityIdentifier } } == ["scroll", "content"])
  }

  /// Pinning the content's leading and trailing edges to the frame guide, its
  /// width to the content guide's and its top and bottom to the content guide is
  /// the usual vertical-only scroll view (Rio-iOS' deep-understanding-autolayout
  /// SixteenView and FourthView): the content width is the frame's, nothing scrolls
  /// sideways, and no warning (UIKitBehaviour.md §83).
  @Test func contentPinnedToTheFrameGuideAlongAnAxisThatDoesNotScrollIsFine() throws {
    let (root, scroll, content) = try makeScreen()
    try LayoutConstraint.activateOrThrow([
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor),
      content.widthAnchor.constraint(equalTo: scroll.contentLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 900),
    ])
    #expect(root.layoutDiagnostics().map(\.description) == [])
    #expect(scroll.contentSize == CGSize(width: 320, height: 900))
  }

  /// The same pins to the frame guide while other content makes the scroll view
  /// scroll sideways: the pinned view stays put as the rest scrolls.
  @Test func contentPinnedToTheFrameGuideAlongAnAxisThatScrollsWarns() throws {
    let (root, scroll, content) = try makeScreen()
    let wide = try box(in: scroll, height: 900, name: "wide")
    try LayoutConstraint.activateOrThrow([
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor),
      content.heightAnchor.constraint(equalToConstant: 100),
      wide.topAnchor.constraint(equalTo: content.bottomAnchor),
      wide.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      wide.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      wide.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      wide.widthAnchor.constraint(equalToConstant: 600),
    ])
    #expect(
      root.layoutDiagnostics().map(\.description) == [
        "warning: [scroll-content-pinned-to-frame] content is pinned to scroll.frameLayoutGuide on its leading and"
          + " trailing edges: it stays put while the content scrolls and gives the content no width. Fix: pin those"
          + " edges to scroll.contentLayoutGuide"
      ])
    #expect(scroll.contentSize == CGSize(width: 600, height: 1000))
  }

  @Test func multiLineLabelWithoutWidthBoundWarns() throws {
    let (root, scroll, content) = try makeScreen()
    let label = Label()
    label.accessibilityIdentifier = "body"
    label.numberOfLines = 0
    label.text = String(repeating: "A long line of text that never wraps. ", count: 4)
    label.translatesAutoresizingMaskIntoConstraints = false
    content.addSubview(label)
    try LayoutConstraint.activateOrThrow([
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      label.topAnchor.constraint(equalTo: content.topAnchor),
      label.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      label.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: content.trailingAnchor),
    ])
    let diagnostics = root.layoutDiagnostics()
    #expect(diagnostics.map(\.code) == ["scroll-content-label-unbounded"])
    let width = label.frame.width
    #expect(width > 320)
    #expect(scroll.contentSize.width == width)
    #expect(
      diagnostics.first?.message
        == "body is \(Self.fmt(width)) pt wide, wider than scroll (320 pt): nothing bounds its width, so it does"
        + " not wrap and the content scrolls sideways. Fix: pin the content's width to scroll.frameLayoutGuide.width")
  }

  static func fmt(_ v: CGFloat) -> String {
    v == v.rounded() ? String(Int(v)) : String(format: "%g", Double(v))
  }
}
