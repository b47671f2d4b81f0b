import Foundation
import Scrollwork
import Testing

@testable import ScrollworkRender

/// The HTML report: one self-contained page; scroll views as scrollable boxes
/// whose range and initial position are UIKit's (UIKitBehaviour.md §7.2, §7.3, §7.5).
@Suite struct HTMLReportTests {
  /// Article and pager in one section, the conflict in a second.
  private func report() throws -> HTMLReport {
    let article = try Scenes.article()
    let pager = try Scenes.pager()
    let conflict = try Scenes.conflict()
    return HTMLReport(
      title: "Scenes",
      files: [
        .init(
          title: "article.yaml",
          screens: [
            .init(
              deviceName: "custom-320", orientation: .portrait, snapshot: LayoutSnapshot(of: article.root),
              issues: RenderIssue.issues(of: article.root)),
            .init(deviceName: "pager", orientation: .landscape, snapshot: LayoutSnapshot(of: pager.root)),
          ]),
        .init(
          title: "conflict.yaml",
          screens: [
            .init(
              deviceName: "small", orientation: .portrait, snapshot: LayoutSnapshot(of: conflict),
              issues: RenderIssue.issues(of: conflict).map(\.withoutAddresses))
          ]),
      ])
  }

  @Test func reportSnapshot() throws {
    let html = try report().html()
    assertSnapshot(html, named: "report.html")
  }

  @Test func scrollViewIsAScrollableBoxAtItsFrameWithInsetPaddingAndOffset() throws {
    let html = try report().html()
    // scrollTop = contentOffset.y + adjustedContentInset.top = 100 + 8.
    let expected: [String] = [
      "<div class=\"sw-v sw-sv\" data-id=\"scroll\" title=\"scroll · UIScrollView\" ",
      "style=\"left:0px;top:64px;width:320px;height:416px\" data-offset-x=\"0\" data-offset-y=\"108\">\n",
      "<div class=\"sw-sizer\" style=\"width:320px;height:793px\">\n",
      "<div class=\"sw-layer\" style=\"left:0px;top:8px;width:320px;height:755px\">\n",
      "<div class=\"sw-v\" data-id=\"content\" title=\"content · UIView\" ",
      "style=\"left:0px;top:0px;width:320px;height:755px\">\n",
    ]
    #expect(html.contains(expected.joined()))
    #expect(
      html.contains(
        "<div class=\"sw-v\" data-id=\"box\" title=\"box · UIView\" "
          + "style=\"left:16px;top:139px;width:288px;height:600px;background-color:#34c759\">"))
    #expect(html.contains(".sw-v { position: absolute;"))
    #expect(html.contains(".sw-sv { overflow: auto;"))
  }

  @Test func pagingScrollViewSnapsToEveryPage() throws {
    let html = try report().html()
    #expect(html.contains("data-id=\"pager\""))
    #expect(html.contains("data-offset-x=\"300\" data-offset-y=\"0\">"))
    var markers: [String] = []
    for x in [0, 300, 600] {
      markers.append(
        "<div class=\"sw-page-snap\" style=\"left:\(x)px;top:0px;width:300px;height:150px\"></div>\n")
    }
    #expect(html.contains("<div class=\"sw-sizer\" style=\"width:900px;height:150px\">\n" + markers.joined()))
    #expect(!html.contains("left:900px;top:0px;width:300px"))
    #expect(html.contains(".sw-sv:has(> .sw-sizer > .sw-page-snap) { scroll-snap-type: both mandatory; }"))
  }

  @Test func issuesAreListedWithExplanationsAndOutlined() throws {
    let html = try report().html()
    #expect(html.contains("<b>small</b> · portrait · 200×120 · 2 errors</figcaption>"))
    #expect(html.contains("<b>custom-320</b> · portrait · 320×480 · no issues</figcaption>"))
    #expect(
      html.contains(
        "<li class=\"sw-error\"><span class=\"sw-severity\">error</span> <code>ambiguous-layout</code> "
          + "<span class=\"sw-views\">views: <code>badge</code></span>\n<p class=\"sw-explanation\">"
          + Markup.escape(RenderIssue.explanation(ofCode: "ambiguous-layout") ?? "?") + "</p>\n"
          + "<pre>badge.height is free: add badge.bottom == UILabel:0x"))
    #expect(html.contains("<div class=\"sw-v sw-flag-error\" data-id=\"badge\""))
    #expect(html.contains("<p class=\"sw-no-issues\">No layout issues.</p>"))
  }

  @Test func pageIsSelfContained() throws {
    let html = try report().html()
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"))
    // The only URL is the SVG namespace; no external scripts, styles, images or fonts.
    let withoutNamespace = html.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
    for needle in ["http:", "https:", "<link", "src=\"", "@import", "url(http", "url(//"] {
      #expect(!withoutNamespace.contains(needle), "found \(needle)")
    }
    // Each font once for the whole page, not once per picture.
    #expect(html.components(separatedBy: "@font-face").count == 2)
    #expect(html.contains("font-family: \"Inter-Regular\"; src: url(data:font/otf;base64,"))
    // Pictures get distinct clip ids.
    #expect(html.contains("<clipPath id=\"s1-clip-1\">"))
    #expect(html.contains("<clipPath id=\"s3-clip-1\">"))
    #expect(html.contains("<section class=\"sw-file\" id=\"file-2\">\n<h2>conflict.yaml</h2>"))
    #expect(html.contains("<li><a href=\"#file-1\">article.yaml</a></li>"))
  }

  @Test func hiddenViewsAreNotShownLive() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let hidden = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    hidden.isHidden = true
    root.addSubview(hidden)
    let html = HTMLReport(
      files: [
        .init(
          title: "t", screens: [.init(deviceName: "d", orientation: .portrait, snapshot: LayoutSnapshot(of: root))])
      ]
    ).html()
    #expect(html.contains("<div class=\"sw-v sw-hide\" data-id=\"v1\""))
    #expect(html.contains(".sw-hide { visibility: hidden; }"))
    #expect(HTMLReport.issueCount([]) == "no issues")
    #expect(
      HTMLReport.issueCount([
        .init(severity: .warning, code: "a", viewIDs: [], message: ""),
        .init(severity: .error, code: "b", viewIDs: [], message: ""),
        .init(severity: .warning, code: "c", viewIDs: [], message: ""),
      ]) == "1 error, 2 warnings")
  }

  /// A horizontal strip inside a vertical scroll view: two nested scroll boxes,
  /// each with its own range and offset, and two content panels in the picture.
  @Test func nestedScrollViewsScrollIndependently() {
    let strip = LayoutSnapshot.Node(
      id: "strip", type: "UIScrollView", frame: CGRect(x: 0, y: 200, width: 100, height: 50),
      bounds: CGRect(x: 40, y: 0, width: 100, height: 50), contentSize: CGSize(width: 400, height: 50),
      children: [
        .init(
          id: "tile", type: "UIView", frame: CGRect(x: 300, y: 0, width: 100, height: 50),
          bounds: CGRect(x: 0, y: 0, width: 100, height: 50))
      ])
    let outer = LayoutSnapshot.Node(
      id: "outer", type: "UIScrollView", frame: CGRect(x: 0, y: 0, width: 100, height: 150),
      bounds: CGRect(x: 0, y: 120, width: 100, height: 150), contentSize: CGSize(width: 100, height: 600),
      children: [strip], adjustedContentInset: EdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
    let snapshot = LayoutSnapshot(root: outer)
    let html = HTMLReport(
      files: [.init(title: "t", screens: [.init(deviceName: "d", orientation: .portrait, snapshot: snapshot)])]
    ).html()
    let expected: [String] = [
      "style=\"left:0px;top:0px;width:100px;height:150px\" data-offset-x=\"0\" data-offset-y=\"120\">\n",
      "<div class=\"sw-sizer\" style=\"width:100px;height:620px\">\n",
      "<div class=\"sw-layer\" style=\"left:0px;top:0px;width:100px;height:600px\">\n",
      "<div class=\"sw-v sw-sv\" data-id=\"strip\" title=\"strip · UIScrollView\" ",
      "style=\"left:0px;top:200px;width:100px;height:50px\" data-offset-x=\"40\" data-offset-y=\"0\">\n",
      "<div class=\"sw-sizer\" style=\"width:400px;height:50px\">\n",
      "<div class=\"sw-layer\" style=\"left:0px;top:0px;width:400px;height:50px\">\n",
      "<div class=\"sw-v\" data-id=\"tile\" title=\"tile · UIView\" ",
      "style=\"left:300px;top:0px;width:100px;height:50px\">\n",
    ]
    #expect(html.contains(expected.joined()))
    let svg = SVGRenderer().render(snapshot)
    #expect(svg.contains(">outer · content 100×600 · offset (0, 120) · inset {0, 0, 20, 0}</text>"))
    #expect(svg.contains(">strip · content 400×50 · offset (40, 0)</text>"))
    #expect(svg.contains("<rect class=\"sw-viewport\" x=\"40\" y=\"0\" width=\"100\" height=\"50\"/>"))
  }
}
