import Foundation
import Scrollwork
import ScrollworkRender
import Testing

/// The example on ScrollworkRender's DocC landing page
/// (`Sources/ScrollworkRender/ScrollworkRender.docc/ScrollworkRender.md`), kept compiling and its
/// results checked.
@Suite struct LandingPageExampleTests {
  @Test func landingPageExampleDrawsTheCentredLabel() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let label = Label()
    label.text = "Hello"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    LayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    root.layoutIfNeeded()

    let snapshot = LayoutSnapshot(of: root)
    let issues = RenderIssue.issues(of: root)
    let svg = SVGRenderer().render(snapshot, issues: issues)
    let page = HTMLReport(
      title: "Layouts",
      files: [
        .init(
          title: "hello",
          screens: [
            .init(deviceName: "iphone-se-2", orientation: .portrait, snapshot: snapshot, issues: issues)
          ])
      ]
    ).html()

    // The label is centred to the pixel (@3x) and sized by its text.
    let size = TextLayout.ceilToPixels(label.intrinsicContentSize, scale: 3)
    #expect(label.frame.size == size)
    #expect(abs(label.frame.midX - 187.5) <= 1.0 / 3)
    #expect(abs(label.frame.midY - 333.5) <= 1.0 / 3)
    #expect(issues == [])
    #expect(svg.hasPrefix("<svg"))
    #expect(svg.contains(">Hello</text>"))
    #expect(page.contains("<title>Layouts</title>"))
    #expect(page.contains(">Hello</text>"))
  }
}
