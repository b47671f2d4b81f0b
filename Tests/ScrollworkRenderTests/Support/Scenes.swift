import Foundation
import Scrollwork
import ScrollworkRender

/// Hierarchies the renderer tests draw, built with the public Scrollwork API.
/// Frames are hand-computed in the comments and checked by the tests.
enum Scenes {
  /// The long label text of ``article()``.
  static let articleText =
    "Scroll views size their content from constraints: pin the content to the content guide, "
    + "give it the frame guide's width, and the label wraps at the width it gets."

  /// A 320×480 screen with a 20-point top safe area (status bar):
  /// - `header` (0, 20, 320, 44), background systemBlue;
  /// - `scroll` (0, 64, 320, 416), a vertical scroll view, content offset (0, 100);
  /// - `content` pinned to the scroll view's content guide, width = frame guide width;
  /// - `title`, a multi-line label at (16, 16) in `content`, 288 wide;
  /// - `box` (16, title.maxY + 20, 288, 600), background systemGreen;
  /// - content height = box.maxY + 16; content inset top 8, bottom 30.
  static func article() throws -> (root: View, scroll: ScrollView, title: Label, box: View) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    root.deviceSafeAreaInsets = EdgeInsets(top: 20)
    root.accessibilityIdentifier = "root"
    let header = View()
    header.accessibilityIdentifier = "header"
    header.backgroundColor = .systemBlue
    let scroll = ScrollView()
    scroll.accessibilityIdentifier = "scroll"
    let content = View()
    content.accessibilityIdentifier = "content"
    let title = Label(text: articleText)
    title.accessibilityIdentifier = "title"
    title.numberOfLines = 0
    let box = View()
    box.accessibilityIdentifier = "box"
    box.backgroundColor = .systemGreen
    for v in [header, scroll, content, title, box] { v.translatesAutoresizingMaskIntoConstraints = false }
    root.addSubview(header)
    root.addSubview(scroll)
    scroll.addSubview(content)
    content.addSubview(title)
    content.addSubview(box)
    let g = scroll.contentLayoutGuide
    try LayoutConstraint.activateOrThrow([
      header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 44),
      scroll.topAnchor.constraint(equalTo: header.bottomAnchor),
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      content.topAnchor.constraint(equalTo: g.topAnchor),
      content.bottomAnchor.constraint(equalTo: g.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: g.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: g.trailingAnchor),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      title.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
      title.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
      title.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
      box.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 20),
      box.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
      box.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
      box.heightAnchor.constraint(equalToConstant: 600),
      content.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 16),
    ])
    scroll.contentInset = EdgeInsets(top: 8, bottom: 30)
    root.layoutIfNeeded()
    scroll.contentOffset = CGPoint(x: 0, y: 100)
    return (root, scroll, title, box)
  }

  /// A 320×200 screen with a paging scroll view `pager` at (10, 25, 300, 150) whose
  /// content is three 300×150 pages side by side (`page0`…`page2`, red, green,
  /// blue), scrolled to page 1 (offset (300, 0)).
  static func pager() throws -> (root: View, pager: ScrollView) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    root.accessibilityIdentifier = "root"
    let pager = ScrollView()
    pager.accessibilityIdentifier = "pager"
    pager.isPagingEnabled = true
    pager.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(pager)
    var constraints = [
      pager.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      pager.topAnchor.constraint(equalTo: root.topAnchor, constant: 25),
      pager.widthAnchor.constraint(equalToConstant: 300),
      pager.heightAnchor.constraint(equalToConstant: 150),
    ]
    let g = pager.contentLayoutGuide
    var previous: View?
    for (index, color) in [Color.systemRed, .systemGreen, .systemBlue].enumerated() {
      let page = View()
      page.accessibilityIdentifier = "page\(index)"
      page.backgroundColor = color
      page.translatesAutoresizingMaskIntoConstraints = false
      pager.addSubview(page)
      constraints += [
        page.topAnchor.constraint(equalTo: g.topAnchor),
        page.bottomAnchor.constraint(equalTo: g.bottomAnchor),
        page.widthAnchor.constraint(equalTo: pager.frameLayoutGuide.widthAnchor),
        page.heightAnchor.constraint(equalTo: pager.frameLayoutGuide.heightAnchor),
        page.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? g.leadingAnchor),
      ]
      previous = page
    }
    if let last = previous { constraints.append(last.trailingAnchor.constraint(equalTo: g.trailingAnchor)) }
    try LayoutConstraint.activateOrThrow(constraints)
    root.layoutIfNeeded()
    pager.scroll(toPage: 1, animated: false)
    return (root, pager)
  }

  /// A 200×120 screen with `badge` whose width is required to be both 50 and 60
  /// (one is broken: unsatisfiable) and whose height is not set (ambiguous), and an
  /// unnamed label `v2` with a short text.
  static func conflict() throws -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    let badge = View()
    badge.accessibilityIdentifier = "badge"
    badge.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(badge)
    let caption = Label(text: "Hi <there> & \"you\"")
    caption.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(caption)
    try LayoutConstraint.activateOrThrow([
      badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      badge.widthAnchor.constraint(equalToConstant: 50),
      badge.widthAnchor.constraint(equalToConstant: 60),
      caption.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      caption.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
    ])
    root.layoutIfNeeded()
    return root
  }
}

extension RenderIssue {
  /// The issue with object addresses in its message (`0x100000060`, numbered per
  /// process, so they depend on which tests ran first) replaced by `0x…`, for
  /// snapshots.
  var withoutAddresses: RenderIssue {
    var copy = self
    copy.message = message.replacingOccurrences(of: "0x[0-9a-fA-F]+", with: "0x…", options: .regularExpression)
    return copy
  }
}
