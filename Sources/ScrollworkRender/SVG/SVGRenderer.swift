import Foundation
import Scrollwork

/// Draws one laid-out screen as an SVG document: a pure function from a
/// `LayoutSnapshot` (and its issues) to a `String`, with no dates, random ids or
/// locale-dependent numbers, so equal inputs give byte-equal output.
///
/// What is drawn (Sources/ScrollworkRender/ScrollworkRender.docc/Rendering.md has the colours):
/// - the screen: every view as an outlined box captioned `id · Type`, with its
///   background colour; scroll views clip their subviews to their bounds and show
///   them shifted by the content offset, as on the device; hidden views are dashed
///   and faded;
/// - label and button text, line by line as the layout broke it, in the font that
///   measured it (embedded as base64 `@font-face`), each line pinned to its measured
///   width with `textLength`;
/// - beside the screen, for every scroll view in document order, its whole content
///   at full size ("frame vs content"): the content rectangle, the adjusted content
///   inset around it, page boundaries when paging, and the viewport (bounds at the
///   content offset) as a dashed rectangle;
/// - issues: each view an issue names is filled and outlined in red (orange for
///   warnings), and the messages are listed below the pictures.
///
/// ```swift
/// let snapshot = LayoutSnapshot(of: root)
/// let svg = SVGRenderer().render(snapshot, issues: RenderIssue.issues(of: root))
/// ```
public struct SVGRenderer: Sendable {
  /// What to include and how.
  public struct Options: Sendable, Equatable {
    /// Embed the fonts of the drawn text (and Inter for captions) as base64
    /// `@font-face` rules (default true). The HTML report turns this off and
    /// embeds each font once for the page.
    public var embedsFonts: Bool
    /// Font files to embed by PostScript name, for fonts other than the bundled
    /// Inter faces (which are found automatically); the CLI passes the files a
    /// layout file names.
    public var fontFiles: [String: Data]
    /// Draw each scroll view's content beside the screen (default true).
    public var showsScrollContent: Bool
    /// List the issue messages below the pictures (default true).
    public var showsIssueList: Bool
    /// A heading drawn at the top (default none).
    public var title: String?
    /// Prefix of every `id` in the document (clip paths), so several SVGs can be
    /// inlined in one HTML page without clashes (default `sw`).
    public var idPrefix: String

    /// Options with the defaults described on each property.
    public init(
      embedsFonts: Bool = true, fontFiles: [String: Data] = [:], showsScrollContent: Bool = true,
      showsIssueList: Bool = true, title: String? = nil, idPrefix: String = "sw"
    ) {
      self.embedsFonts = embedsFonts
      self.fontFiles = fontFiles
      self.showsScrollContent = showsScrollContent
      self.showsIssueList = showsIssueList
      self.title = title
      self.idPrefix = idPrefix
    }
  }

  /// The options used by ``render(_:issues:)``.
  public var options: Options

  /// A renderer with the given options.
  public init(options: Options = Options()) {
    self.options = options
  }

  /// Spacing of the picture, in SVG user units (1 unit = 1 point).
  enum Metrics {
    static let padding: CGFloat = 20
    static let gap: CGFloat = 40
    static let headingHeight: CGFloat = 18
    static let titleHeight: CGFloat = 26
    static let issueLineHeight: CGFloat = 14
    static let issueCharacterWidth: CGFloat = 6.2
    static let headingCharacterWidth: CGFloat = 6.4
    static let wrapColumns = 110
  }

  /// The SVG document for `snapshot`, with the views `issues` name highlighted.
  ///
  /// Never fails: non-finite or negative sizes are drawn as 0, ids and text are
  /// escaped, unknown view ids in `issues` are ignored for highlighting (their
  /// messages are still listed).
  /// - Complexity: O(nodes × scroll views + issue text + embedded font bytes).
  public func render(_ snapshot: LayoutSnapshot, issues: [RenderIssue] = []) -> String {
    var drawing = Drawing(
      flagged: Self.severities(of: issues),
      idPrefix: Markup.fontFamily(options.idPrefix).replacingOccurrences(
        of: " ", with: "-"))
    let m = Metrics.self
    var y = m.padding
    var body = ""
    if let title = options.title {
      body +=
        "<text class=\"sw-title\" x=\"\(m.padding)\" y=\"\(Markup.number(y + 16))\">"
        + Markup.escape(title) + "</text>\n"
      y += m.titleHeight
    }
    let root = snapshot.root
    let screen = Drawing.size(root.bounds.size)
    let screenHeading = "\(root.id) · screen \(Markup.number(screen.width))×\(Markup.number(screen.height))"
    let top = y + m.headingHeight
    body += heading(screenHeading, x: m.padding, y: top - 6)
    body += "<g transform=\"translate(\(Markup.number(m.padding)),\(Markup.number(top)))\">\n"
    body += drawing.screen(root)
    body += "</g>\n"
    var right = m.padding + max(screen.width, CGFloat(screenHeading.count) * m.headingCharacterWidth)
    var bottom = top + screen.height
    if options.showsScrollContent {
      for node in snapshot.allNodes where node.contentSize != nil {
        let x = right + m.gap
        let panel = drawing.contentPanel(node, at: CGPoint(x: x, y: top))
        body += heading(panel.heading, x: x, y: top - 6)
        body += panel.markup
        right = x + max(panel.size.width, CGFloat(panel.heading.count) * m.headingCharacterWidth)
        bottom = max(bottom, top + panel.size.height)
      }
    }
    if options.showsIssueList, !issues.isEmpty {
      let list = issueList(issues, top: bottom + m.gap)
      body += list.markup
      right = max(right, m.padding + list.width)
      bottom = list.bottom
    }
    let width = Markup.number(right + m.padding)
    let height = Markup.number(bottom + m.padding)
    var style = Self.stylesheet
    if options.embedsFonts {
      style =
        FontEmbedding.css(fontNames: FontEmbedding.fontNames(in: [snapshot]), files: options.fontFiles) + "\n"
        + style
    }
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
      + "viewBox=\"0 0 \(width) \(height)\" class=\"sw-svg\">\n"
      + "<style>\n\(style)\n</style>\n"
      + "<rect class=\"sw-canvas\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\"/>\n"
      + drawing.definitions() + body + "</svg>\n"
  }

  /// A small heading above a picture.
  private func heading(_ text: String, x: CGFloat, y: CGFloat) -> String {
    "<text class=\"sw-heading\" x=\"\(Markup.number(x))\" y=\"\(Markup.number(y))\">\(Markup.escape(text))</text>\n"
  }

  /// The issue messages, one block per issue: a header line (severity, code, views)
  /// and the message wrapped at ``Metrics/wrapColumns`` characters.
  private func issueList(_ issues: [RenderIssue], top: CGFloat) -> (markup: String, width: CGFloat, bottom: CGFloat) {
    let m = Metrics.self
    var markup = "<g class=\"sw-issues\">\n"
    var y = top
    var columns = 0
    markup += heading("Issues (\(issues.count))", x: m.padding, y: y)
    y += m.issueLineHeight + 4
    for issue in issues {
      let views = issue.viewIDs.isEmpty ? "" : " — views: " + issue.viewIDs.joined(separator: ", ")
      let head = "\(issue.severity.rawValue) [\(issue.code)]\(views)"
      columns = max(columns, head.count)
      markup +=
        "<text class=\"sw-issue-head sw-\(issue.severity.rawValue)\" x=\"\(Markup.number(m.padding))\" "
        + "y=\"\(Markup.number(y))\">\(Markup.escape(head))</text>\n"
      y += m.issueLineHeight
      for line in Markup.wrap(issue.message, width: m.wrapColumns) {
        columns = max(columns, line.count)
        markup +=
          "<text class=\"sw-issue-text\" x=\"\(Markup.number(m.padding + 12))\" "
          + "y=\"\(Markup.number(y))\">\(Markup.escape(line))</text>\n"
        y += m.issueLineHeight
      }
      y += 6
    }
    markup += "</g>\n"
    return (markup, CGFloat(columns) * m.issueCharacterWidth + 12, y)
  }

  /// The worst severity per view id named by `issues`.
  static func severities(of issues: [RenderIssue]) -> [String: RenderIssue.Severity] {
    var result: [String: RenderIssue.Severity] = [:]
    for issue in issues {
      for id in issue.viewIDs where result[id] != .error {
        result[id] = issue.severity
      }
    }
    return result
  }
}
