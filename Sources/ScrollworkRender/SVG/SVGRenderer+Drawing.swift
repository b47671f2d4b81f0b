import Foundation
import Scrollwork

extension SVGRenderer {
  /// The state of one SVG being drawn: which views to flag, and the clip paths
  /// defined so far (numbered in drawing order, so ids are deterministic).
  struct Drawing {
    /// View id → worst severity of the issues naming it.
    let flagged: [String: RenderIssue.Severity]
    /// Prefix of clip path ids.
    let idPrefix: String
    /// `<clipPath>` elements, in order.
    private(set) var clips: [String] = []

    init(flagged: [String: RenderIssue.Severity], idPrefix: String) {
      self.flagged = flagged
      self.idPrefix = idPrefix.isEmpty ? "sw" : idPrefix
    }

    /// A size with non-finite or negative components replaced by 0.
    static func size(_ s: CGSize) -> CGSize {
      CGSize(width: s.width.isFinite ? max(0, s.width) : 0, height: s.height.isFinite ? max(0, s.height) : 0)
    }

    /// A point with non-finite components replaced by 0.
    static func point(_ p: CGPoint) -> CGPoint {
      CGPoint(x: p.x.isFinite ? p.x : 0, y: p.y.isFinite ? p.y : 0)
    }

    /// The `<defs>` holding every clip path used; empty when none.
    func definitions() -> String {
      clips.isEmpty ? "" : "<defs>\n" + clips.joined() + "</defs>\n"
    }

    /// A new clip path for the rectangle (0, 0, size) in the user space of the
    /// element that references it; returns its id.
    mutating func clip(_ size: CGSize) -> String {
      let id = "\(idPrefix)-clip-\(clips.count + 1)"
      clips.append(
        "<clipPath id=\"\(id)\"><rect x=\"0\" y=\"0\" width=\"\(Markup.number(size.width))\" "
          + "height=\"\(Markup.number(size.height))\"/></clipPath>\n")
      return id
    }

    /// The root view at (0, 0) with its subtree, clipped to the screen.
    mutating func screen(_ root: LayoutSnapshot.Node) -> String {
      let size = Self.size(root.bounds.size)
      let clipID = clip(size)
      var out =
        "<rect class=\"sw-screen\" x=\"0\" y=\"0\" width=\"\(Markup.number(size.width))\" "
        + "height=\"\(Markup.number(size.height))\"/>\n"
      out += "<g clip-path=\"url(#\(clipID))\">\n"
      out += node(root, at: .zero)
      out += "</g>\n"
      return out
    }

    /// One view and its subtree, its top-left at `origin` in the current user space.
    ///
    /// Order: box, caption, text, subviews (shifted by minus the bounds origin;
    /// clipped to the bounds for scroll views), issue highlight, so text is never
    /// hidden by a caption and a highlight stays above the view's own subviews.
    mutating func node(_ n: LayoutSnapshot.Node, at origin: CGPoint) -> String {
      let o = Self.point(origin)
      let size = Self.size(n.frame.size)
      var classes = ["sw-view"]
      if n.contentSize != nil { classes.append("sw-scroll") }
      if n.textLayout != nil { classes.append("sw-textview") }
      if n.isHidden { classes.append("sw-hidden") }
      var out =
        "<g class=\"\(classes.joined(separator: " "))\" transform=\"translate(\(Markup.number(o.x)),"
        + "\(Markup.number(o.y)))\" data-id=\"\(Markup.escape(n.id))\">\n"
      let fill = n.backgroundColor.map { " style=\"fill: \(Markup.escape($0))\"" } ?? ""
      out +=
        "<rect class=\"sw-box\" x=\"0\" y=\"0\" width=\"\(Markup.number(size.width))\" "
        + "height=\"\(Markup.number(size.height))\"\(fill)/>\n"
      out += "<text class=\"sw-caption\" x=\"2\" y=\"9\">\(Markup.escape("\(n.id) · \(n.type)"))</text>\n"
      if let text = n.textLayout { out += SVGText.lines(text) }
      if !n.children.isEmpty {
        let shift = Self.point(n.bounds.origin)
        let inner = n.children.map { child in
          node(child, at: CGPoint(x: child.frame.minX, y: child.frame.minY))
        }.joined()
        let moved =
          "<g transform=\"translate(\(Markup.number(-shift.x)),\(Markup.number(-shift.y)))\">\n"
          + inner + "</g>\n"
        if n.contentSize != nil {
          out += "<g clip-path=\"url(#\(clip(size)))\">\n" + moved + "</g>\n"
        } else {
          out += moved
        }
      }
      if let severity = flagged[n.id] {
        // A path, not a rect: a zero-width or zero-height view (often the one an
        // ambiguity names) still shows as a red line, and the dot marks even 0 × 0.
        let w = Markup.number(size.width)
        let h = Markup.number(size.height)
        out +=
          "<path class=\"sw-flag sw-\(severity.rawValue)\" d=\"M0 0H\(w)V\(h)H0Z\"/>\n"
          + "<circle class=\"sw-flag-dot sw-\(severity.rawValue)\" cx=\"0\" cy=\"0\" r=\"3\"/>\n"
      }
      out += "</g>\n"
      return out
    }

    /// A scroll view's whole content at full size, its extent's top-left at
    /// `position`: the adjusted-inset band, the content rectangle, the subviews in
    /// content coordinates, page boundaries (when paging), then the viewport.
    mutating func contentPanel(_ n: LayoutSnapshot.Node, at position: CGPoint)
      -> (markup: String, heading: String, size: CGSize)
    {
      let content = Self.size(n.contentSize ?? .zero)
      let inset = n.adjustedContentInset
      let i = EdgeInsets(
        top: inset.top.isFinite ? inset.top : 0, left: inset.left.isFinite ? inset.left : 0,
        bottom: inset.bottom.isFinite ? inset.bottom : 0, right: inset.right.isFinite ? inset.right : 0)
      let offset = Self.point(n.bounds.origin)
      let viewport = CGRect(origin: offset, size: Self.size(n.bounds.size))
      let contentRect = CGRect(origin: .zero, size: content)
      let insetRect = CGRect(
        x: -i.left, y: -i.top, width: max(0, content.width + i.left + i.right),
        height: max(0, content.height + i.top + i.bottom))
      var extent = contentRect.union(viewport).union(insetRect)
      for child in n.children {
        let f = child.frame
        if f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite { extent = extent.union(f) }
      }
      let dx = position.x - extent.minX
      let dy = position.y - extent.minY
      var out =
        "<g class=\"sw-panel\" data-id=\"\(Markup.escape(n.id))\" transform=\"translate("
        + "\(Markup.number(dx)),\(Markup.number(dy)))\">\n"
      out += rect("sw-inset", insetRect)
      out += rect("sw-content", contentRect)
      for child in n.children {
        out += node(child, at: CGPoint(x: child.frame.minX, y: child.frame.minY))
      }
      if n.isPagingEnabled { out += pageLines(page: viewport.size, content: content) }
      out += rect("sw-viewport", viewport)
      out +=
        "<text class=\"sw-viewport-label\" x=\"\(Markup.number(viewport.minX + 3))\" "
        + "y=\"\(Markup.number(viewport.maxY - 4))\">viewport</text>\n"
      out += "</g>\n"
      var heading =
        "\(n.id) · content \(Markup.number(content.width))×\(Markup.number(content.height))"
        + " · offset (\(Markup.number(offset.x)), \(Markup.number(offset.y)))"
      if i != .zero {
        heading +=
          " · inset {\(Markup.number(i.top)), \(Markup.number(i.left)), \(Markup.number(i.bottom)), "
          + "\(Markup.number(i.right))}"
      }
      if n.isPagingEnabled { heading += " · paging" }
      return (out, heading, extent.size)
    }

    /// The most page boundaries drawn per axis, so a tiny page size cannot blow up
    /// the picture.
    static let maximumPageLines = 400

    /// Dashed lines at every page boundary inside the content (page = bounds size),
    /// at most ``maximumPageLines`` per axis.
    private func pageLines(page: CGSize, content: CGSize) -> String {
      var out = ""
      if page.width > 0, content.width > page.width {
        var index = 1
        while CGFloat(index) * page.width < content.width - 0.0005, index <= Self.maximumPageLines {
          let x = CGFloat(index) * page.width
          out += line(x1: x, y1: 0, x2: x, y2: content.height)
          index += 1
        }
      }
      if page.height > 0, content.height > page.height {
        var index = 1
        while CGFloat(index) * page.height < content.height - 0.0005, index <= Self.maximumPageLines {
          let y = CGFloat(index) * page.height
          out += line(x1: 0, y1: y, x2: content.width, y2: y)
          index += 1
        }
      }
      return out
    }

    private func line(x1: CGFloat, y1: CGFloat, x2: CGFloat, y2: CGFloat) -> String {
      "<line class=\"sw-page\" x1=\"\(Markup.number(x1))\" y1=\"\(Markup.number(y1))\" "
        + "x2=\"\(Markup.number(x2))\" y2=\"\(Markup.number(y2))\"/>\n"
    }

    private func rect(_ cls: String, _ r: CGRect) -> String {
      "<rect class=\"\(cls)\" x=\"\(Markup.number(r.minX))\" y=\"\(Markup.number(r.minY))\" "
        + "width=\"\(Markup.number(r.width))\" height=\"\(Markup.number(r.height))\"/>\n"
    }
  }
}
