import Foundation
import Scrollwork
import Testing

/// The README's example, kept compiling and its printed values checked.
@Suite struct ReadmeExampleTests {
  @Test func readmeExampleFramesAndContentSize() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    let scroll = ScrollView()
    let content = View()
    let title = Label()
    title.text = "Auto Layout inside a scroll view, headless: the label wraps at the width it gets."
    title.numberOfLines = 0
    for v in [scroll, content, title] { v.translatesAutoresizingMaskIntoConstraints = false }
    root.addSubview(scroll)
    scroll.addSubview(content)
    content.addSubview(title)
    LayoutConstraint.activate([
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scroll.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      title.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
      title.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
      title.topAnchor.constraint(equalTo: content.topAnchor, constant: 60),
      content.bottomAnchor.constraint(equalTo: title.bottomAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    print(title.frame, scroll.contentSize)
    let lines = TextLayout(text: title.text ?? "", font: title.font, width: 359, numberOfLines: 0).lines.count
    let height = (CGFloat(lines) * title.font.lineHeight * 3 - 1e-6).rounded(.up) / 3
    #expect(lines == 2)
    #expect(title.frame.origin == CGPoint(x: 8, y: 60))
    #expect(title.frame.width == 359)
    #expect(abs(title.frame.height - height) < 1.0 / 3 + 1e-9)
    #expect(scroll.contentSize.width == 375)
    #expect(abs(scroll.contentSize.height - (80 + height)) < 1e-9)
  }
}
