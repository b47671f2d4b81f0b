import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

/// UIKitBehaviour.md §35: a text field's baselines are its centered text line's.
@Suite struct TextFieldBaselineTests {
  /// A label at y = 100 and a field of `height` whose `first` or last baseline
  /// equals the label's; returns both after layout.
  func aligned(
    height: CGFloat, fieldSize: CGFloat, alignment: Control.ContentVerticalAlignment = .center, first: Bool = false
  ) throws -> (label: Label, field: TextField) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let label = Label(text: "Room:")
    let field = TextField()
    field.font = .systemFont(ofSize: fieldSize)
    field.contentVerticalAlignment = alignment
    for view in [label, field] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    try LayoutConstraint.activateOrThrow([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
      field.widthAnchor.constraint(equalToConstant: 200),
      field.heightAnchor.constraint(equalToConstant: height),
      first
        ? field.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor)
        : field.lastBaselineAnchor.constraint(equalTo: label.lastBaselineAnchor),
    ])
    root.layoutIfNeeded()
    return (label, field)
  }

  /// The field's top that puts its centered line's baseline on the label's.
  static func centeredTop(labelTop: CGFloat, labelFont: Font, fieldHeight: CGFloat, fieldFont: Font) -> CGFloat {
    labelTop + labelFont.ascender - (fieldHeight / 2 + fieldFont.ascender - fieldFont.lineHeight / 2)
  }

  /// twilio's case (UIKitBehaviour.md §35): a 30-point field at 17 points sits
  /// about 5 points above the label (21 above the shared baseline), not 30.
  @Test func centeredFieldAlignsItsTextNotItsBottom() throws {
    let (label, field) = try aligned(height: 30, fieldSize: 17)
    let expected = Self.centeredTop(
      labelTop: label.frame.minY, labelFont: label.font, fieldHeight: 30, fieldFont: field.font)
    #expect(abs(field.frame.minY - expected) <= 0.5)
    #expect(abs((label.frame.minY - field.frame.minY) - 4.86) <= 0.5)
    let (firstLabel, firstField) = try aligned(height: 30, fieldSize: 17, first: true)
    #expect(abs(firstField.frame.minY - field.frame.minY) <= 1e-9)
    #expect(firstLabel.frame == label.frame)
  }

  /// Property: at any height and font size the centered line's baseline is on the
  /// label's; a field aligned to the top keeps its bottom edge there.
  @Test func baselineFollowsTheFieldsCenterAtAnyHeight() throws {
    var rng = SplitMix64(seed: PropertySeed.resolve(default: 0x7E47_F1E1).value)
    for _ in 0..<40 {
      let height = CGFloat(rng.randrange(16, 80))
      let size = CGFloat(rng.randrange(11, 30))
      let (label, field) = try aligned(height: height, fieldSize: size)
      let expected = Self.centeredTop(
        labelTop: label.frame.minY, labelFont: label.font, fieldHeight: height, fieldFont: field.font)
      #expect(abs(field.frame.minY - expected) <= 0.5, "height \(height), size \(size)")
      let (topLabel, topField) = try aligned(height: height, fieldSize: size, alignment: .top)
      #expect(abs(topField.frame.maxY - (topLabel.frame.minY + topLabel.font.ascender)) <= 0.5)
    }
  }
}
