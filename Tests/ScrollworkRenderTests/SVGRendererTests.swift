import Foundation
import Scrollwork
import Testing

@testable import ScrollworkRender

/// The SVG picture: exact elements for known views, the scroll content beside the
/// screen (UIKitBehaviour.md §7.1 frame vs content, §7.2 insets, §7.5 pages), issues in
/// red, embedded font, determinism, and snapshots of whole documents.
@Suite struct SVGRendererTests {
  @Test func articleSnapshot() throws {
    let article = try Scenes.article()
    let svg = SVGRenderer(options: .init(title: "Article")).render(
      LayoutSnapshot(of: article.root), issues: RenderIssue.issues(of: article.root))
    #expect(xmlError(in: svg) == nil)
    assertSnapshot(svg, named: "article.svg")
  }

  @Test func scrollViewIsDrawnAtItsFrameWithContentShiftedByTheOffset() throws {
    let article = try Scenes.article()
    let svg = SVGRenderer().render(LayoutSnapshot(of: article.root))
    #expect(
      svg.contains(
        "<g class=\"sw-view sw-scroll\" transform=\"translate(0,64)\" data-id=\"scroll\">\n"
          + "<rect class=\"sw-box\" x=\"0\" y=\"0\" width=\"320\" height=\"416\"/>\n"
          + "<text class=\"sw-caption\" x=\"2\" y=\"9\">scroll · UIScrollView</text>\n"))
    // Subviews are clipped to the scroll view's bounds and moved up by the offset.
    #expect(
      svg.contains(
        "<g clip-path=\"url(#sw-clip-2)\">\n<g transform=\"translate(0,-100)\">\n"
          + "<g class=\"sw-view\" transform=\"translate(0,0)\" data-id=\"content\">"))
    #expect(
      svg.contains("<clipPath id=\"sw-clip-2\"><rect x=\"0\" y=\"0\" width=\"320\" height=\"416\"/></clipPath>"))
    #expect(
      svg.contains(
        "<g class=\"sw-view\" transform=\"translate(16,139)\" data-id=\"box\">\n"
          + "<rect class=\"sw-box\" x=\"0\" y=\"0\" width=\"288\" height=\"600\" style=\"fill: #34c759\"/>"))
  }

  @Test func contentPanelShowsContentInsetAndViewport() throws {
    let article = try Scenes.article()
    let svg = SVGRenderer().render(LayoutSnapshot(of: article.root))
    // Screen: x 20…340; panel 40 to the right; its extent starts at the inset's top (−8).
    #expect(
      svg.contains(
        "<text class=\"sw-heading\" x=\"380\" y=\"32\">scroll · content 320×755 · offset (0, 100) · "
          + "inset {8, 0, 30, 0}</text>"))
    #expect(svg.contains("<g class=\"sw-panel\" data-id=\"scroll\" transform=\"translate(380,46)\">"))
    #expect(svg.contains("<rect class=\"sw-inset\" x=\"0\" y=\"-8\" width=\"320\" height=\"793\"/>"))
    #expect(svg.contains("<rect class=\"sw-content\" x=\"0\" y=\"0\" width=\"320\" height=\"755\"/>"))
    #expect(svg.contains("<rect class=\"sw-viewport\" x=\"0\" y=\"100\" width=\"320\" height=\"416\"/>"))
    // Width: the panel's heading (64 characters × 6.4) is wider than the content;
    // height: 38 + the extent (inset top 8 + 755 + inset bottom 30) + 20.
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"809.6\" height=\"851\" "))
  }

  @Test func labelLinesAreDrawnAtTheirBaselinesPinnedToTheirMeasuredWidths() throws {
    let article = try Scenes.article()
    let snapshot = LayoutSnapshot(of: article.root)
    let svg = SVGRenderer().render(snapshot)
    let text = try #require(snapshot.node(withID: "title")?.textLayout)
    #expect(
      svg.contains(
        "<g class=\"sw-text\" style=\"font-family: &#39;Inter-Regular&#39;, &#39;Inter&#39;, sans-serif\" "
          + "font-size=\"17\" fill=\"#000000\">\n"
          + "<text x=\"0\" y=\"16.534\" textLength=\"282.553\" lengthAdjust=\"spacing\">"
          + "Scroll views size their content from</text>\n"))
    for line in text.lines {
      #expect(
        svg.contains(
          "<text x=\"0\" y=\"\(Markup.number(line.baseline))\" textLength=\"\(Markup.number(line.frame.width))\" "
            + "lengthAdjust=\"spacing\">\(Markup.escape(line.text))</text>"))
    }
  }

  @Test func bundledFontIsEmbeddedAsBase64() throws {
    let article = try Scenes.article()
    let svg = SVGRenderer().render(LayoutSnapshot(of: article.root))
    let bytes = try #require(Font.bundledFontFile(named: "Inter-Regular"))
    #expect(bytes.prefix(4) == Data("OTTO".utf8))
    #expect(
      svg.contains(
        "@font-face { font-family: \"Inter-Regular\"; src: url(data:font/otf;base64,"
          + bytes.base64EncodedString() + ") format(\"opentype\"); }"))
    #expect(!svg.contains("Inter-Bold"))
    let plain = SVGRenderer(options: .init(embedsFonts: false)).render(LayoutSnapshot(of: article.root))
    #expect(!plain.contains("@font-face"))
  }

  @Test func boldAndSuppliedFontsAreEmbeddedByName() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    label.text = "Bold"
    label.font = .boldSystemFont(ofSize: 12)
    root.addSubview(label)
    let extra = Data("true-fake".utf8)
    let svg = SVGRenderer(options: .init(fontFiles: ["Inter-Bold": extra])).render(LayoutSnapshot(of: root))
    #expect(
      svg.contains(
        "@font-face { font-family: \"Inter-Bold\"; src: url(data:font/ttf;base64,\(extra.base64EncodedString())) "
          + "format(\"truetype\"); }"))
    #expect(svg.contains("font-family: &#39;Inter-Bold&#39;, &#39;Inter&#39;, sans-serif"))
  }

  @Test func pagerSnapshotShowsPagesAndTheViewportOnPageOne() throws {
    let pager = try Scenes.pager()
    let svg = SVGRenderer().render(LayoutSnapshot(of: pager.root))
    #expect(xmlError(in: svg) == nil)
    #expect(svg.contains("pager · content 900×150 · offset (300, 0) · paging</text>"))
    #expect(svg.contains("<line class=\"sw-page\" x1=\"300\" y1=\"0\" x2=\"300\" y2=\"150\"/>"))
    #expect(svg.contains("<line class=\"sw-page\" x1=\"600\" y1=\"0\" x2=\"600\" y2=\"150\"/>"))
    #expect(!svg.contains("x1=\"900\""))
    #expect(svg.contains("<rect class=\"sw-viewport\" x=\"300\" y=\"0\" width=\"300\" height=\"150\"/>"))
    #expect(svg.contains("<g class=\"sw-view sw-scroll\" transform=\"translate(10,25)\" data-id=\"pager\">"))
    assertSnapshot(svg, named: "pager.svg")
  }

  @Test func issuesOutlineTheirViewsAndAreListed() throws {
    let root = try Scenes.conflict()
    let issues = RenderIssue.issues(of: root)
    #expect(issues.map(\.code) == ["unsatisfiable-constraints", "ambiguous-layout"])
    #expect(issues.map(\.viewIDs) == [["badge"], ["badge"]])
    #expect(issues.map(\.severity) == [.error, .error])
    // The caption below has a free top and the badge a free bottom: the fix ties them
    // with the standard spacing.
    #expect(
      issues[1].withoutAddresses.message
        == "badge.height is free: add badge.bottom == UILabel:0x…'Hi <there> & \"you\"'.top - 8")
    let svg = SVGRenderer().render(LayoutSnapshot(of: root), issues: issues.map(\.withoutAddresses))
    #expect(xmlError(in: svg) == nil)
    #expect(
      svg.contains(
        "<path class=\"sw-flag sw-error\" d=\"M0 0H50V0H0Z\"/>\n"
          + "<circle class=\"sw-flag-dot sw-error\" cx=\"0\" cy=\"0\" r=\"3\"/>"))
    #expect(svg.contains(">error [ambiguous-layout] — views: badge</text>"))
    #expect(svg.contains(">badge.height is free: add badge.bottom == UILabel:0x…"))
    // The unnamed label is v2; its text is escaped.
    #expect(svg.contains("data-id=\"v2\""))
    #expect(svg.contains(">Hi &lt;there&gt; &amp; &quot;you&quot;</text>"))
    assertSnapshot(svg, named: "conflict.svg")
  }

  @Test func warningsAreOrangeAndUnknownIDsOnlyListed() throws {
    let snapshot = LayoutSnapshot(
      root: .init(
        id: "root", type: "UIView", frame: CGRect(x: 0, y: 0, width: 100, height: 100),
        bounds: CGRect(x: 0, y: 0, width: 100, height: 100),
        children: [
          .init(
            id: "a", type: "UIView", frame: CGRect(x: 10, y: 10, width: 20, height: 20),
            bounds: CGRect(x: 0, y: 0, width: 20, height: 20))
        ]))
    let issues = [
      RenderIssue(severity: .warning, code: "scroll-content-fragile", viewIDs: ["a"], message: "w"),
      RenderIssue(severity: .error, code: "x", viewIDs: ["ghost"], message: "line1\nline2 <b>"),
    ]
    let svg = SVGRenderer().render(snapshot, issues: issues)
    #expect(xmlError(in: svg) == nil)
    #expect(svg.contains("<path class=\"sw-flag sw-warning\" d=\"M0 0H20V20H0Z\"/>"))
    #expect(!svg.contains("sw-flag sw-error"))
    #expect(svg.contains(">line1</text>"))
    #expect(svg.contains(">line2 &lt;b&gt;</text>"))
    #expect(
      svg.contains(
        "<text class=\"sw-issue-head sw-warning\" x=\"20\" y=\"196\">"
          + "warning [scroll-content-fragile] — views: a</text>"))
  }

  @Test func outputIsDeterministicAndSurvivesNonFiniteFrames() throws {
    let article = try Scenes.article()
    let snapshot = LayoutSnapshot(of: article.root)
    #expect(SVGRenderer().render(snapshot) == SVGRenderer().render(snapshot))
    let broken = LayoutSnapshot(
      root: .init(
        id: "r\u{1}<", type: "UIView", frame: CGRect(x: 0, y: 0, width: 50, height: 50),
        bounds: CGRect(x: 0, y: 0, width: 50, height: 50),
        children: [
          .init(
            id: "bad", type: "UIScrollView", frame: CGRect(x: CGFloat.nan, y: .infinity, width: -5, height: .nan),
            bounds: CGRect(x: CGFloat.infinity, y: 0, width: 10, height: 10),
            contentSize: CGSize(width: CGFloat.infinity, height: -3),
            adjustedContentInset: EdgeInsets(top: .nan))
        ]))
    let svg = SVGRenderer(options: .init(idPrefix: "p\"q")).render(broken)
    #expect(xmlError(in: svg) == nil)
    #expect(svg.contains("<g class=\"sw-view sw-scroll\" transform=\"translate(0,0)\" data-id=\"bad\">"))
    #expect(svg.contains("<rect class=\"sw-box\" x=\"0\" y=\"0\" width=\"0\" height=\"0\"/>"))
    #expect(svg.contains("<clipPath id=\"pq-clip-1\">"))
    #expect(!svg.contains("nan") && !svg.contains("inf"))
  }

  @Test func tinyPagesAreCappedInThePictureAndThePage() {
    let snapshot = LayoutSnapshot(
      root: .init(
        id: "pager", type: "UIScrollView", frame: CGRect(x: 0, y: 0, width: 0.01, height: 10),
        bounds: CGRect(x: 0, y: 0, width: 0.01, height: 10), contentSize: CGSize(width: 1e9, height: 10),
        isPagingEnabled: true))
    let svg = SVGRenderer().render(snapshot)
    #expect(svg.components(separatedBy: "<line class=\"sw-page\"").count - 1 == 400)
    #expect(svg.contains("<line class=\"sw-page\" x1=\"4\" y1=\"0\" x2=\"4\" y2=\"10\"/>"))
    let html = HTMLReport(
      files: [.init(title: "t", screens: [.init(deviceName: "d", orientation: .portrait, snapshot: snapshot)])]
    ).html()
    #expect(html.components(separatedBy: "<div class=\"sw-page-snap\"").count - 1 == 400)
  }
}
