import Foundation
import Scrollwork

/// SVG `<text>` elements for a node's recorded lines (``LayoutSnapshot/Text``),
/// shared by the SVG picture and the HTML report's live screens.
///
/// Each line is drawn at its recorded x and baseline in the font that measured it
/// (first in the `font-family` list: its PostScript name, which the embedded
/// `@font-face` declares). `textLength` with `lengthAdjust="spacing"` pins each line
/// to its measured width, so a browser's own shaping (GPOS kerning, ligatures) can
/// not make the drawn line longer or shorter than the layout measured; kerning and
/// ligatures are switched off in the stylesheet for the same reason.
enum SVGText {
  /// One `<g class="sw-text">` with a `<text>` per line, in the node's coordinates.
  /// - Complexity: O(text length).
  static func lines(_ text: LayoutSnapshot.Text) -> String {
    let family = FontEmbedding.familyList(fontName: text.fontName, familyName: text.familyName)
    var out =
      "<g class=\"sw-text\" style=\"font-family: \(Markup.escape(family))\" "
      + "font-size=\"\(Markup.number(text.pointSize))\" fill=\"\(Markup.escape(text.color))\">\n"
    for line in text.lines {
      let length =
        line.frame.width > 0 && line.frame.width.isFinite
        ? " textLength=\"\(Markup.number(line.frame.width))\" lengthAdjust=\"spacing\"" : ""
      out +=
        "<text x=\"\(Markup.number(line.frame.minX))\" y=\"\(Markup.number(line.baseline))\"\(length)>"
        + Markup.escape(line.text) + "</text>\n"
    }
    out += "</g>\n"
    return out
  }
}
