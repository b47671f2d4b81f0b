import Foundation
import Scrollwork

/// A screen as nested, absolutely positioned HTML boxes that behave like the
/// device: each scroll view is an `overflow: auto` box of its frame's size.
///
/// Inside a scroll view, a sizer of `inset.left + contentSize.width + inset.right`
/// by `inset.top + contentSize.height + inset.bottom` holds the content layer at
/// (inset.left, inset.top), where subviews sit at their frames (content
/// coordinates). Scrolling the box by (offset.x + inset.left, offset.y + inset.top)
/// therefore shows exactly the bounds at `contentOffset`, and the browser's scroll
/// range [0, sizer − frame] is UIKit's [−inset, contentSize + inset − bounds]
/// (UIKitBehaviour.md §7.3). Paging scroll views get `scroll-snap` markers at every
/// page (page = bounds size, §7.5). The page's script applies the initial offsets
/// from `data-offset-x/y`.
///
/// Differences from the device: a browser clamps the initial offset into the
/// scroll range (UIKit accepts any offset set in code), and subviews outside the
/// inset content area are clipped away by the sizer.
enum LiveScreen {
  /// The most snap markers one paging scroll view gets (pages beyond are not snap
  /// points), so a tiny page size cannot blow up the page.
  static let maximumPageMarkers = 400

  /// The root `<div class="sw-device">` and its subtree.
  /// - Complexity: O(nodes + page markers).
  static func markup(_ snapshot: LayoutSnapshot, issues: [RenderIssue]) -> String {
    let flagged = SVGRenderer.severities(of: issues)
    let root = snapshot.root
    let size = SVGRenderer.Drawing.size(root.bounds.size)
    var out =
      "<div class=\"sw-device\" style=\"width:\(Markup.number(size.width))px;"
      + "height:\(Markup.number(size.height))px\">\n"
    out += node(root, at: .zero, flagged: flagged)
    out += "</div>\n"
    return out
  }

  /// One view's box at `origin` (in its parent's content layer) and its subtree.
  private static func node(_ n: LayoutSnapshot.Node, at origin: CGPoint, flagged: [String: RenderIssue.Severity])
    -> String
  {
    let o = SVGRenderer.Drawing.point(origin)
    let size = SVGRenderer.Drawing.size(n.frame.size)
    var classes = ["sw-v"]
    if n.contentSize != nil { classes.append("sw-sv") }
    if n.isHidden { classes.append("sw-hide") }
    if let severity = flagged[n.id] { classes.append("sw-flag-\(severity.rawValue)") }
    var style =
      "left:\(Markup.number(o.x))px;top:\(Markup.number(o.y))px;"
      + "width:\(Markup.number(size.width))px;height:\(Markup.number(size.height))px"
    if let color = n.backgroundColor { style += ";background-color:\(Markup.escape(color))" }
    var out =
      "<div class=\"\(classes.joined(separator: " "))\" data-id=\"\(Markup.escape(n.id))\" "
      + "title=\"\(Markup.escape("\(n.id) · \(n.type)"))\" style=\"\(style)\""
    if let content = n.contentSize {
      let inset = n.adjustedContentInset
      let offset = SVGRenderer.Drawing.point(n.bounds.origin)
      out +=
        " data-offset-x=\"\(Markup.number(offset.x + finite(inset.left)))\""
        + " data-offset-y=\"\(Markup.number(offset.y + finite(inset.top)))\">\n"
      out += scrollContent(n, content: SVGRenderer.Drawing.size(content), flagged: flagged)
    } else {
      out += ">\n"
      if let text = n.textLayout {
        out +=
          "<svg class=\"sw-label-text\" width=\"\(Markup.number(size.width))\" "
          + "height=\"\(Markup.number(size.height))\">\n" + SVGText.lines(text) + "</svg>\n"
      }
      let shift = SVGRenderer.Drawing.point(n.bounds.origin)
      for child in n.children {
        out += node(child, at: CGPoint(x: child.frame.minX - shift.x, y: child.frame.minY - shift.y), flagged: flagged)
      }
    }
    out += "</div>\n"
    return out
  }

  /// A scroll view's sizer, snap markers and content layer.
  private static func scrollContent(
    _ n: LayoutSnapshot.Node, content: CGSize, flagged: [String: RenderIssue.Severity]
  ) -> String {
    let i = n.adjustedContentInset
    let (top, left, bottom, right) = (finite(i.top), finite(i.left), finite(i.bottom), finite(i.right))
    let sizer = CGSize(width: max(0, left + content.width + right), height: max(0, top + content.height + bottom))
    var out =
      "<div class=\"sw-sizer\" style=\"width:\(Markup.number(sizer.width))px;"
      + "height:\(Markup.number(sizer.height))px\">\n"
    if n.isPagingEnabled {
      out += pageMarkers(page: SVGRenderer.Drawing.size(n.bounds.size), sizer: sizer, left: left, top: top)
    }
    out +=
      "<div class=\"sw-layer\" style=\"left:\(Markup.number(left))px;top:\(Markup.number(top))px;"
      + "width:\(Markup.number(content.width))px;height:\(Markup.number(content.height))px\">\n"
    for child in n.children {
      out += node(child, at: CGPoint(x: child.frame.minX, y: child.frame.minY), flagged: flagged)
    }
    out += "</div>\n</div>\n"
    return out
  }

  /// Snap markers at content offsets (k × page.width, j × page.height) that lie in
  /// the scroll range, row by row.
  private static func pageMarkers(page: CGSize, sizer: CGSize, left: CGFloat, top: CGFloat) -> String {
    guard page.width > 0, page.height > 0 else { return "" }
    func positions(page: CGFloat, inset: CGFloat, sizer: CGFloat) -> [CGFloat] {
      let limit = max(0, sizer - page)
      var list: [CGFloat] = []
      while inset + CGFloat(list.count) * page <= limit + 0.0005, list.count < maximumPageMarkers {
        list.append(inset + CGFloat(list.count) * page)
      }
      return list.isEmpty ? [0] : list
    }
    let xs = positions(page: page.width, inset: left, sizer: sizer.width)
    let ys = positions(page: page.height, inset: top, sizer: sizer.height)
    var out = ""
    var count = 0
    for y in ys {
      for x in xs where count < maximumPageMarkers {
        count += 1
        out +=
          "<div class=\"sw-page-snap\" style=\"left:\(Markup.number(x))px;top:\(Markup.number(y))px;"
          + "width:\(Markup.number(page.width))px;height:\(Markup.number(page.height))px\"></div>\n"
      }
    }
    return out
  }

  private static func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
}
