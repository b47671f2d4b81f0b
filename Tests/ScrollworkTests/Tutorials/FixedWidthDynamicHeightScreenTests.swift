import Foundation
import Scrollwork
import Testing

// Seed 000 ("A Fixed Width Dynamic Height ScrollView in AutoLayout"): a scroll view filling
// the main view, one content view pinned to it (content area, §7.1) and as wide as the main
// view; in it a top label 60 pt down, an 86-pt box and a long multi-line label, standard
// spacing, margins 8 on the sides and at the bottom (`-|`).

private let topText = "Fixed width, dynamic height"
private let bottomText = String(
  repeating: "The content view is as wide as the screen and as tall as its text needs. ", count: 20)

/// The screen's views, built once with anchors and once with the tutorial's VFL strings.
private struct FixedWidthScreen {
  let root: View
  let scroll = ScrollView()
  let content = View()
  let topLabel = Label()
  let box = View()
  let bottomLabel = Label()

  init(size: CGSize, vfl: Bool) throws {
    root = View(frame: CGRect(origin: .zero, size: size))
    topLabel.text = topText
    topLabel.numberOfLines = 0
    bottomLabel.text = bottomText
    bottomLabel.numberOfLines = 0
    for v in [scroll, content, topLabel, box, bottomLabel] as [View] {
      v.translatesAutoresizingMaskIntoConstraints = false
    }
    root.addSubview(scroll)
    scroll.addSubview(content)
    content.addSubview(topLabel)
    content.addSubview(box)
    content.addSubview(bottomLabel)
    let widthToMain = content.widthAnchor.constraint(equalTo: root.widthAnchor)
    if vfl {
      let views: [String: Any] = [
        "scrollView": scroll, "contentView": content, "topLabel": topLabel, "boxView": box,
        "bottomLabel": bottomLabel,
      ]
      func add(_ format: String) throws {
        try LayoutConstraint.activateOrThrow(
          LayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views))
      }
      try add("V:|-(0)-[scrollView]-(0)-|")
      try add("H:|-(0)-[scrollView]-(0)-|")
      try add("V:|-(0)-[contentView]-(0)-|")
      try add("H:|-(0)-[contentView]-(0)-|")
      try add("V:|-(60)-[topLabel]-[boxView(86)]-[bottomLabel]-|")
      try add("H:|-[topLabel]-|")
      try add("H:|-[bottomLabel]-|")
      try add("H:|-[boxView]-|")
    } else {
      let m = content.layoutMarginsGuide
      try LayoutConstraint.activateOrThrow([
        scroll.topAnchor.constraint(equalTo: root.topAnchor),
        root.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
        scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        root.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
        content.topAnchor.constraint(equalTo: scroll.topAnchor),
        scroll.bottomAnchor.constraint(equalTo: content.bottomAnchor),
        content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
        scroll.trailingAnchor.constraint(equalTo: content.trailingAnchor),
        topLabel.topAnchor.constraint(equalTo: content.topAnchor, constant: 60),
        box.topAnchor.constraint(equalTo: topLabel.bottomAnchor, constant: 8),
        box.heightAnchor.constraint(equalToConstant: 86),
        bottomLabel.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 8),
        m.bottomAnchor.constraint(equalTo: bottomLabel.bottomAnchor),
        topLabel.leadingAnchor.constraint(equalTo: m.leadingAnchor),
        m.trailingAnchor.constraint(equalTo: topLabel.trailingAnchor),
        bottomLabel.leadingAnchor.constraint(equalTo: m.leadingAnchor),
        m.trailingAnchor.constraint(equalTo: bottomLabel.trailingAnchor),
        box.leadingAnchor.constraint(equalTo: m.leadingAnchor),
        m.trailingAnchor.constraint(equalTo: box.trailingAnchor),
      ])
    }
    try LayoutConstraint.activateOrThrow([
      widthToMain,
      content.centerXAnchor.constraint(equalTo: box.centerXAnchor),
    ])
    root.layoutIfNeeded()
  }

  /// Hand-computed frames at a screen width: labels 8 pt in from each side.
  static func expected(width: CGFloat) -> (top: CGRect, box: CGRect, bottom: CGRect, content: CGSize) {
    let w = width - 16
    let hTop = TutorialScreen.labelHeight(topText, width: w)
    let hBottom = TutorialScreen.labelHeight(bottomText, width: w)
    let top = CGRect(x: 8, y: 60, width: w, height: hTop)
    let box = CGRect(x: 8, y: top.maxY + 8, width: w, height: 86)
    let bottom = CGRect(x: 8, y: box.maxY + 8, width: w, height: hBottom)
    return (top, box, bottom, CGSize(width: width, height: bottom.maxY + 8))
  }
}

@Suite("Tutorial 000: fixed width, dynamic height scroll view")
struct FixedWidthDynamicHeightScreenTests {
  @Test("§7.1 anchors: content as wide as the screen, height follows the text", arguments: [false, true])
  func portraitFrames(vfl: Bool) throws {
    let s = try FixedWidthScreen(size: CGSize(width: 375, height: 667), vfl: vfl)
    #expect(s.root.layoutIssues.isEmpty)
    let e = FixedWidthScreen.expected(width: 375)
    #expect(e.bottom.height > 5 * 20)  // really multi-line at 359 pt
    #expect(s.scroll.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(TutorialScreen.close(s.topLabel.frame, e.top))
    #expect(TutorialScreen.close(s.box.frame, e.box))
    #expect(TutorialScreen.close(s.bottomLabel.frame, e.bottom))
    #expect(TutorialScreen.close(s.content.frame, CGRect(origin: .zero, size: e.content)))
    #expect(TutorialScreen.close(s.scroll.contentSize, e.content))
    // §7.3: taller than the screen, so it scrolls by the overflow.
    #expect(e.content.height > 667)
    #expect(TutorialScreen.close(s.scroll.maximumContentOffset, CGPoint(x: 0, y: e.content.height - 667)))
  }

  @Test("§7.1 the VFL strings and the anchors give identical frames")
  func vflMatchesAnchors() throws {
    let a = try FixedWidthScreen(size: CGSize(width: 375, height: 667), vfl: false)
    let v = try FixedWidthScreen(size: CGSize(width: 375, height: 667), vfl: true)
    #expect(a.scroll.frame == v.scroll.frame)
    #expect(a.content.frame == v.content.frame)
    #expect(a.topLabel.frame == v.topLabel.frame)
    #expect(a.box.frame == v.box.frame)
    #expect(a.bottomLabel.frame == v.bottomLabel.frame)
    #expect(a.scroll.contentSize == v.scroll.contentSize)
  }

  @Test("§7.1 longer text makes the content taller")
  func contentHeightFollowsText() throws {
    let s = try FixedWidthScreen(size: CGSize(width: 375, height: 667), vfl: false)
    let before = s.scroll.contentSize.height
    let more = bottomText + bottomText
    s.bottomLabel.text = more
    s.root.layoutIfNeeded()
    let h = TutorialScreen.labelHeight(more, width: 359)
    let expected = FixedWidthScreen.expected(width: 375).box.maxY + 8 + h + 8
    #expect(TutorialScreen.close(s.scroll.contentSize.height, expected))
    #expect(s.scroll.contentSize.height > before)
  }

  @Test("§7.1 rotation to 667×375 keeps the content as wide as the screen", arguments: [false, true])
  func rotation(vfl: Bool) throws {
    let s = try FixedWidthScreen(size: CGSize(width: 375, height: 667), vfl: vfl)
    s.root.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    s.root.layoutIfNeeded()
    let e = FixedWidthScreen.expected(width: 667)
    #expect(s.scroll.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
    #expect(TutorialScreen.close(s.content.frame, CGRect(origin: .zero, size: e.content)))
    #expect(TutorialScreen.close(s.bottomLabel.frame, e.bottom))
    #expect(TutorialScreen.close(s.scroll.contentSize, e.content))
    // And back.
    s.root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    s.root.layoutIfNeeded()
    #expect(TutorialScreen.close(s.scroll.contentSize, FixedWidthScreen.expected(width: 375).content))
  }
}
