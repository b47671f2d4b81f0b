import Foundation

/// The elements the IB tests' documents are made of, as lines: a view stored at a
/// frame with its constraints, a stack view of arranged views, a button, an image view,
/// a constraint, and the groups around them. Each builder returns the element's lines
/// indented from its own first line; ``indented(_:by:)`` places them in a document.
/// A test then states only what differs: ids, frames, constants.
///
/// The text is exact (tests assert line numbers in documents made of it): change it
/// only with the tests that read it.
extension TestDocuments {
  /// The attributes of a view under Auto Layout before its id (`<view …>`).
  public static let autoLayoutView = #"contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO""#

  /// `lines` each indented `indent` spaces, one a line.
  public static func indented(_ lines: [String], by indent: Int) -> String {
    let margin = String(repeating: " ", count: indent)
    return lines.map { margin + $0 }.joined(separator: "\n")
  }

  /// `<name>` and `</name>` around `lines` (indented 4 more), or no line when `lines`
  /// is empty.
  public static func group(_ name: String, _ lines: [String]) -> [String] {
    lines.isEmpty ? [] : ["<\(name)>"] + lines.map { "    " + $0 } + ["</\(name)>"]
  }

  /// An element `<tag attributes id="id"after>` stored at `frame` (the `<rect>`'s
  /// attributes, e.g. `x="0.0" y="8" width="320" height="10"`; none when nil), then
  /// `preamble` (an autoresizing mask), holding `subviews` (in `<subviews>`), then
  /// `constraints` (in `<constraints>`), then `content` (other lines: a font, an image
  /// reference, a cell's content view).
  public static func element(
    _ tag: String, _ attributes: String, id: String, after: String = "", frame: String?, preamble: [String] = [],
    subviews: [[String]] = [], constraints: [String] = [], content: [String] = []
  ) -> [String] {
    let rect = frame.map { [#"<rect key="frame" \#($0)/>"#] } ?? []
    let body =
      rect + preamble + group("subviews", subviews.flatMap { $0 }) + group("constraints", constraints) + content
    let opening = attributes.isEmpty ? "<\(tag)" : "<\(tag) \(attributes)"
    return [opening + " id=\"\(id)\"\(after)>"] + body.map { "    " + $0 } + ["</\(tag)>"]
  }

  /// A plain view `id` (with `attributes`, ``autoLayoutView`` unless given; `after`
  /// after its id, e.g. a custom class) stored at `frame` with `constraints` of its
  /// own (its size) and `subviews`.
  public static func view(
    _ id: String, _ attributes: String = autoLayoutView, frame: String, constraints: [String] = [],
    subviews: [[String]] = [], after: String = ""
  ) -> [String] {
    element("view", attributes, id: id, after: after, frame: frame, subviews: subviews, constraints: constraints)
  }

  /// A stack view `id` (`opaque="NO" contentMode="scaleToFill"`, then `attributes`:
  /// axis, distribution, alignment, spacing) stored at `frame`, arranging `arranged`.
  public static func stackView(
    _ id: String, _ attributes: String, frame: String, arranged: [[String]], constraints: [String] = []
  ) -> [String] {
    element(
      "stackView",
      #"opaque="NO" contentMode="scaleToFill" \#(attributes)translatesAutoresizingMaskIntoConstraints="NO""#,
      id: id, frame: frame, subviews: arranged, constraints: constraints)
  }

  /// A rounded-rect button `id` stored at `frame` titled `title` in the system font
  /// of `pointSize`.
  public static func button(_ id: String, frame: String, title: String, pointSize: Int) -> [String] {
    element(
      "button",
      #"opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="clip" translatesAutoresizingMaskIntoConstraints="NO""#,
      id: id, frame: frame,
      content: [
        #"<fontDescription key="fontDescription" type="system" pointSize="\#(pointSize)"/>"#,
        #"<state key="normal" title="\#(title)"/>"#,
      ])
  }

  /// An aspect-fit image view `id` under Auto Layout (`attributes` before
  /// `translatesAutoresizingMaskIntoConstraints`: an `image="…" catalog="system"`
  /// reference, or none) stored at `frame` with `constraints`, then `content` (an
  /// `<imageReference>`).
  public static func imageView(
    _ id: String, _ attributes: String = "", frame: String, constraints: [String], content: [String] = []
  ) -> [String] {
    element(
      "imageView",
      #"clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" \#(attributes)translatesAutoresizingMaskIntoConstraints="NO""#,
      id: id, frame: frame, constraints: constraints, content: content)
  }

  /// A `<constraint>` `id`: `first.attribute relation second.secondAttribute ×
  /// multiplier + constant` at `priority`, each part left out when nil (a view's own
  /// size constraint names neither item; Xcode leaves out the item a constraint is
  /// installed on when it comes first).
  public static func constraint(
    _ first: String?, _ attribute: String, _ second: String? = nil, _ secondAttribute: String? = nil,
    relation: String? = nil, multiplier: String? = nil, priority: Int? = nil, constant: String? = nil, id: String
  ) -> String {
    var parts: [String] = []
    if let first { parts.append(#"firstItem="\#(first)""#) }
    parts.append(#"firstAttribute="\#(attribute)""#)
    if let relation { parts.append(#"relation="\#(relation)""#) }
    if let second { parts.append(#"secondItem="\#(second)""#) }
    if let secondAttribute { parts.append(#"secondAttribute="\#(secondAttribute)""#) }
    if let multiplier { parts.append(#"multiplier="\#(multiplier)""#) }
    if let priority { parts.append(#"priority="\#(priority)""#) }
    if let constant { parts.append(#"constant="\#(constant)""#) }
    parts.append(#"id="\#(id)""#)
    return "<constraint " + parts.joined(separator: " ") + "/>"
  }

  /// The four constraints pinning `view` to `container`'s margins (leading, trailing,
  /// top, bottom), with the ids `ids` in that order, as Xcode stores them (the
  /// container first at the trailing and bottom edges).
  public static func pinnedToMargins(_ view: String, in container: String, ids: [String]) -> [String] {
    [
      constraint(view, "leading", container, "leadingMargin", id: ids[0]),
      constraint(nil, "trailingMargin", view, "trailing", id: ids[1]),
      constraint(view, "top", container, "topMargin", id: ids[2]),
      constraint(nil, "bottomMargin", view, "bottom", id: ids[3]),
    ]
  }
}
