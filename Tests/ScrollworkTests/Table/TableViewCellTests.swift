import Foundation
import Testing

@testable import Scrollwork

/// The built-in cell styles, accessories and the content view's frame
/// (Sources/Scrollwork/Scrollwork.docc/TableViews.md, "Cell geometry").
@Suite struct TableViewCellTests {
  func near(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
      && abs(a.height - b.height) < 1e-9
  }

  /// A one-line label's height in `font`.
  func lineHeight(_ text: String, _ size: CGFloat) -> CGFloat {
    let label = Label(text: text)
    label.font = .systemFont(ofSize: size)
    return label.intrinsicContentSize.height
  }

  @Test(
    "subtitle: the text label at (16, 11) across the margins, the detail label right under it; self-sizes to both + 22")
  func subtitle() {
    let cell = TableViewCell(style: .subtitle, reuseIdentifier: "S")
    cell.textLabel?.text = "Ada Lovelace"
    cell.detailTextLabel?.text = "Analyst"
    let textH = lineHeight("Ada Lovelace", 17)
    let detailH = lineHeight("Analyst", 15)
    let fitted = cell.contentView.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(abs(fitted.height - (11 + textH + detailH + 11)) < 1e-9)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: fitted.height)
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: fitted.height))
    #expect(near(cell.textLabel?.frame ?? .zero, CGRect(x: 16, y: 11, width: 288, height: textH)))
    #expect(near(cell.detailTextLabel?.frame ?? .zero, CGRect(x: 16, y: 11 + textH, width: 288, height: detailH)))
  }

  @Test(
    "value1: text at the leading margin, detail ending at the trailing margin, both centred; a disclosure indicator takes 34"
  )
  func value1WithAccessory() {
    let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
    cell.accessoryType = .disclosureIndicator
    cell.textLabel?.text = "Wi-Fi"
    cell.detailTextLabel?.text = "Home"
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 286, height: 44))
    let text = cell.textLabel?.frame ?? .zero
    let detail = cell.detailTextLabel?.frame ?? .zero
    #expect(text.minX == 16)
    #expect(abs(detail.maxX - (286 - 16)) < 1e-9)
    #expect(abs(text.midY - 22) < 0.34)
    #expect(abs(detail.midY - 22) < 0.34)
    #expect(abs(detail.width - (cell.detailTextLabel?.intrinsicContentSize.width ?? -1)) < 1e-9)
  }

  @Test("value2: an 80-wide text label, the detail 8 after it to the trailing margin; no image view")
  func value2() {
    let cell = TableViewCell(style: .value2, reuseIdentifier: nil)
    cell.textLabel?.text = "Phone"
    cell.detailTextLabel?.text = "555 0100"
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    cell.layoutIfNeeded()
    #expect(cell.imageView == nil)
    #expect(near(cell.textLabel?.frame ?? .zero, CGRect(x: 16, y: 11, width: 80, height: lineHeight("Phone", 17))))
    #expect(
      near(cell.detailTextLabel?.frame ?? .zero, CGRect(x: 104, y: 11, width: 200, height: lineHeight("555 0100", 17))))
  }

  @Test("default: no detail label; an image moves the text label 16 after it")
  func defaultWithImage() {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    #expect(cell.detailTextLabel == nil)
    cell.textLabel?.text = "Inbox"
    cell.imageView?.image = Image(size: CGSize(width: 29, height: 29))
    cell.setNeedsUpdateConstraints()
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
    cell.layoutIfNeeded()
    // Centred at y 15.5 = 46.5 px at 3x, rounded half up to 47 px (§13).
    #expect(cell.imageView?.frame == CGRect(x: 16, y: 47.0 / 3, width: 29, height: 29))
    #expect(cell.textLabel?.frame.minX == 61)
    #expect(cell.textLabel?.frame.maxX == 304)
  }

  @Test("accessory widths narrow the content view by 34, 66, 38 and 44")
  func accessoryWidths() {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
    cell.layoutIfNeeded()
    var widths: [CGFloat] = []
    for type in [
      TableViewCell.AccessoryType.none, .disclosureIndicator, .detailDisclosureButton, .checkmark, .detailButton,
    ] {
      cell.accessoryType = type
      widths.append(cell.contentView.frame.width)
    }
    #expect(widths == [300, 266, 234, 262, 256])
  }
}
