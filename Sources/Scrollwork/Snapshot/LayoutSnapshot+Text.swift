import Foundation

extension LayoutSnapshot {
  /// The text of a node as it is drawn: the font, and each line with its rectangle
  /// and baseline in the node's own coordinates (origin at the node's top-left).
  ///
  /// Recorded for labels and buttons so that renderers draw exactly the lines the
  /// layout measured, with the same font, without re-measuring.
  public struct Text: Sendable, Equatable, Codable {
    /// The font's PostScript name (`Inter-Regular` for the system font).
    public let fontName: String
    /// The font's family name (`Inter`).
    public let familyName: String
    /// The point size.
    public let pointSize: CGFloat
    /// The text colour, `#rrggbb` or `#rrggbbaa`.
    public let color: String
    /// The horizontal alignment the lines were placed with: `left`, `center`,
    /// `right`, `justified` or `natural`.
    public let alignment: String
    /// The lines, top to bottom.
    public let lines: [Line]

    /// Creates a text record from its parts.
    public init(
      fontName: String, familyName: String, pointSize: CGFloat, color: String, alignment: String, lines: [Line]
    ) {
      self.fontName = fontName
      self.familyName = familyName
      self.pointSize = pointSize
      self.color = color
      self.alignment = alignment
      self.lines = lines
    }

    /// One drawn line.
    public struct Line: Sendable, Equatable, Codable {
      /// The characters shown (with "…" where truncated).
      public let text: String
      /// The line box: x from the alignment, width = the measured advance sum,
      /// height = the font's line height.
      public let frame: CGRect
      /// The baseline's y (the line's top + the font's ascender).
      public let baseline: CGFloat

      /// Creates a line record.
      public init(text: String, frame: CGRect, baseline: CGFloat) {
        self.text = text
        self.frame = frame
        self.baseline = baseline
      }

      enum CodingKeys: String, CodingKey { case text, frame, baseline }

      public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        text = try c.decode(String.self, forKey: .text)
        frame = try c.decode(SnapshotRect.self, forKey: .frame).rect
        baseline = try c.decode(CGFloat.self, forKey: .baseline)
      }

      public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(text, forKey: .text)
        try c.encode(SnapshotRect(frame), forKey: .frame)
        try c.encode(baseline, forKey: .baseline)
      }
    }
  }
}

extension LayoutSnapshot.Text {
  /// The lines a label draws in its bounds, as `UILabel.drawText(in:)` places them:
  /// broken at the bounds width with the label's font, line limit and break mode;
  /// cut to the lines that fit the bounds height (at least one); the block centred
  /// vertically; each line placed by `TextLayout.originX(ofLine:alignment:in:)`.
  /// Nil when the label has no text.
  /// - Complexity: O(text length).
  init?(label: Label) {
    guard let string = label.text, !string.isEmpty else { return nil }
    let font = label.font
    let size = label.bounds.size
    // Lines that fit the height; a non-finite or absurd height (a broken layout)
    // must not trap in the Int conversion.
    let ratio = font.lineHeight > 0 ? (size.height / font.lineHeight + 1e-6).rounded(.down) : 1
    let fitting = ratio.isFinite ? Int(max(1, min(ratio, 1_000_000))) : 1
    let limit = label.numberOfLines <= 0 ? fitting : min(label.numberOfLines, fitting)
    let layout = TextLayout(
      text: string, font: font, width: size.width > 0 ? size.width : nil, numberOfLines: limit,
      lineBreakMode: label.lineBreakMode)
    self.init(
      layout: layout, font: font, color: label.textColor, alignment: label.textAlignment,
      in: CGRect(origin: .zero, size: size))
  }

  /// A button's title: one line, truncated in the middle, centred in the bounds
  /// inset by its content edge insets. Nil without a title.
  /// - Complexity: O(title length).
  init?(button: Button) {
    guard let title = button.title, !title.isEmpty else { return nil }
    let box = CGRect(origin: .zero, size: button.bounds.size).inset(by: button.contentEdgeInsets)
    let layout = TextLayout(
      text: title, font: button.titleFont, width: box.width > 0 ? box.width : nil, numberOfLines: 1,
      lineBreakMode: .byTruncatingMiddle)
    self.init(layout: layout, font: button.titleFont, color: button.titleColor, alignment: .center, in: box)
  }

  /// Places `layout`'s lines in `box`: centred vertically, aligned horizontally.
  private init(layout: TextLayout, font: Font, color: Color, alignment: TextAlignment, in box: CGRect) {
    let top = box.minY + (box.height - layout.size.height) / 2
    var lines: [Line] = []
    for (index, line) in layout.lines.enumerated() {
      let y = top + CGFloat(index) * layout.lineHeight
      let x = box.minX + layout.originX(ofLine: index, alignment: alignment, in: box.width)
      lines.append(
        Line(
          text: line.text, frame: CGRect(x: x, y: y, width: line.width, height: layout.lineHeight),
          baseline: y + font.ascender))
    }
    let names: [TextAlignment: String] = [
      .left: "left", .center: "center", .right: "right", .justified: "justified", .natural: "natural",
    ]
    self.init(
      fontName: font.fontName, familyName: font.familyName, pointSize: font.pointSize, color: color.hexString,
      alignment: names[alignment] ?? "natural", lines: lines)
  }
}
