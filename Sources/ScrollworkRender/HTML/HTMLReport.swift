import Foundation
import Scrollwork

/// One self-contained HTML page showing layouts on several devices: inline CSS,
/// inline SVG, fonts embedded once as base64, no network, and one short script
/// that sets each scroll view's initial scroll position.
///
/// For every file (a section), every screen (device and orientation) is shown side
/// by side, each with:
/// - a live rendition of the screen as positioned HTML boxes, where each scroll
///   view is an `overflow: auto` element of its frame's size holding its content at
///   full size, padded by its adjusted content inset and initially scrolled to its
///   content offset, so it scrolls in the page as on the device (paging scroll views
///   snap to pages of their bounds' size);
/// - the issues with an explanation of each code and the full message;
/// - the SVG picture of ``SVGRenderer`` (screen and scroll contents, "frame vs
///   content") in a collapsible section.
///
/// ```swift
/// let report = HTMLReport(title: "Login", files: [
///   .init(title: "login.yaml", screens: [
///     .init(deviceName: "iphone-se-2", orientation: .portrait,
///           snapshot: LayoutSnapshot(of: root), issues: RenderIssue.issues(of: root)),
///   ]),
/// ])
/// let html = report.html()
/// ```
public struct HTMLReport: Sendable {
  /// One laid-out screen: a device in an orientation.
  public struct Screen: Sendable, Equatable {
    /// The device's name as shown (`iphone-se-2`).
    public var deviceName: String
    /// The orientation it was laid out in.
    public var orientation: DeviceOrientation
    /// The laid-out hierarchy.
    public var snapshot: LayoutSnapshot
    /// Its issues (view ids refer to `snapshot`).
    public var issues: [RenderIssue]
    /// The Dynamic Type size it was laid out at, shown in the caption when given
    /// (`accessibilityExtraLarge`).
    public var contentSizeCategory: String?
    /// What the screen shows beyond the first layout, shown in the caption when given
    /// (a table view's scroll step: `feed at (0, 667), rows [0, 5] to [0, 9]`).
    public var step: String?

    /// Creates a screen entry.
    public init(
      deviceName: String, orientation: DeviceOrientation, snapshot: LayoutSnapshot, issues: [RenderIssue] = [],
      contentSizeCategory: String? = nil, step: String? = nil
    ) {
      self.contentSizeCategory = contentSizeCategory
      self.step = step
      self.deviceName = deviceName
      self.orientation = orientation
      self.snapshot = snapshot
      self.issues = issues
    }
  }

  /// One input file and its screens, shown as one section.
  public struct File: Sendable, Equatable {
    /// The section heading (usually the file's path).
    public var title: String
    /// The screens, shown left to right in this order.
    public var screens: [Screen]

    /// Creates a file entry.
    public init(title: String, screens: [Screen]) {
      self.title = title
      self.screens = screens
    }
  }

  /// The page title and top heading.
  public var title: String
  /// The sections, top to bottom.
  public var files: [File]
  /// Font files to embed by PostScript name, besides the bundled Inter faces (see
  /// ``SVGRenderer/Options/fontFiles``).
  public var fontFiles: [String: Data]

  /// Creates a report.
  public init(title: String = "Scrollwork layout report", files: [File], fontFiles: [String: Data] = [:]) {
    self.title = title
    self.files = files
    self.fontFiles = fontFiles
  }

  /// The whole page. Deterministic: equal reports give byte-equal pages.
  ///
  /// Element ids are `file-<n>` for sections and `s<n>-…` inside the n-th picture
  /// (1-based, in page order), so a page can be linked into and inlined pictures
  /// never clash.
  /// - Complexity: O(total nodes × scroll views + issue text + embedded font bytes).
  public func html() -> String {
    let fonts = FontEmbedding.css(
      fontNames: FontEmbedding.fontNames(in: files.flatMap { $0.screens.map(\.snapshot) }), files: fontFiles)
    var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    out += "<title>\(Markup.escape(title))</title>\n"
    out += "<style>\n\(fonts)\n\(Self.pageStylesheet)\n\(SVGRenderer.stylesheet)\n</style>\n</head>\n<body>\n"
    out += "<h1>\(Markup.escape(title))</h1>\n"
    if files.count > 1 {
      out += "<nav class=\"sw-toc\"><ol>\n"
      for (index, file) in files.enumerated() {
        out += "<li><a href=\"#file-\(index + 1)\">\(Markup.escape(file.title))</a></li>\n"
      }
      out += "</ol></nav>\n"
    }
    var pictureNumber = 0
    for (index, file) in files.enumerated() {
      out += "<section class=\"sw-file\" id=\"file-\(index + 1)\">\n<h2>\(Markup.escape(file.title))</h2>\n"
      out += "<div class=\"sw-screens\">\n"
      for screen in file.screens {
        pictureNumber += 1
        out += card(screen, number: pictureNumber)
      }
      out += "</div>\n</section>\n"
    }
    out += "<script>\n\(Self.script)\n</script>\n</body>\n</html>\n"
    return out
  }

  /// One screen: caption, live screen, issues, SVG picture.
  private func card(_ screen: Screen, number: Int) -> String {
    let root = screen.snapshot.root
    let size = SVGRenderer.Drawing.size(root.bounds.size)
    let counts = Self.issueCount(screen.issues)
    var out = "<figure class=\"sw-card\">\n"
    out +=
      "<figcaption><b>\(Markup.escape(screen.deviceName))</b> · \(screen.orientation.rawValue) · "
      + (screen.contentSizeCategory.map { "\(Markup.escape($0)) · " } ?? "")
      + (screen.step.map { "\(Markup.escape($0)) · " } ?? "")
      + "\(Markup.number(size.width))×\(Markup.number(size.height)) · \(counts)</figcaption>\n"
    out += LiveScreen.markup(screen.snapshot, issues: screen.issues)
    out += Self.issueList(screen.issues)
    let renderer = SVGRenderer(
      options: .init(embedsFonts: false, fontFiles: fontFiles, showsIssueList: false, idPrefix: "s\(number)"))
    out += "<details class=\"sw-picture\"><summary>Frame vs content (SVG)</summary>\n"
    out += renderer.render(screen.snapshot, issues: screen.issues)
    out += "</details>\n</figure>\n"
    return out
  }

  /// "no issues", "1 error", "2 errors, 1 warning".
  static func issueCount(_ issues: [RenderIssue]) -> String {
    let errors = issues.filter { $0.severity == .error }.count
    let warnings = issues.count - errors
    if issues.isEmpty { return "no issues" }
    var parts: [String] = []
    if errors > 0 { parts.append(errors == 1 ? "1 error" : "\(errors) errors") }
    if warnings > 0 { parts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
    return parts.joined(separator: ", ")
  }

  /// The issues as a list: severity, code, views, the code's explanation, the
  /// message verbatim.
  static func issueList(_ issues: [RenderIssue]) -> String {
    if issues.isEmpty { return "<p class=\"sw-no-issues\">No layout issues.</p>\n" }
    var out = "<ul class=\"sw-issue-list\">\n"
    for issue in issues {
      out +=
        "<li class=\"sw-\(issue.severity.rawValue)\"><span class=\"sw-severity\">\(issue.severity.rawValue)"
        + "</span> <code>\(Markup.escape(issue.code))</code>"
      if !issue.viewIDs.isEmpty {
        out +=
          " <span class=\"sw-views\">views: "
          + issue.viewIDs.map { "<code>\(Markup.escape($0))</code>" }.joined(separator: ", ") + "</span>"
      }
      if let explanation = RenderIssue.explanation(ofCode: issue.code) {
        out += "\n<p class=\"sw-explanation\">\(Markup.escape(explanation))</p>"
      }
      out += "\n<pre>\(Markup.escape(issue.message))</pre></li>\n"
    }
    out += "</ul>\n"
    return out
  }

  /// Sets every scroll view's initial position from its `data-offset-x/y`
  /// (content offset + adjusted inset, see ``LiveScreen``).
  static let script = """
    for (const e of document.querySelectorAll('[data-offset-x]')) {
      e.scrollLeft = Number(e.dataset.offsetX);
      e.scrollTop = Number(e.dataset.offsetY);
    }
    """
}
