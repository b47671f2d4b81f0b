import Foundation
import Scrollwork
import Testing

/// Intrinsic sizes and default priorities of the controls (UIKitBehaviour.md §3). Text widths
/// come from the font fixture through ``WrapOracle``; the formulas are the ones the control
/// sources document:
/// - `Button`: max(30, ceil(title @ system 15) + insets.left + insets.right) ×
///   max(30, ceil(lineHeight 15) + insets.top + insets.bottom).
/// - `TextField`: ceil(text or placeholder @ font) + 2 × 7 wide; 34 tall (or
///   ceil(lineHeight + 13) if larger) with `.roundedRect`, else ceil(lineHeight).
/// - `Switch`: 51 × 31, hugging 750. `ImageView`: the image's point size.
@Suite("Controls: intrinsic sizes and priorities (UIKitBehaviour.md §3)")
struct ControlsIntrinsicSizeTests {
  let oracle: WrapOracle

  init() throws {
    oracle = try WrapOracle()
  }

  /// A root holding `view` positioned by its top-left corner only (size from content).
  /// Keep the returned root alive: views hold their superview weakly, as in UIKit.
  func place(_ view: View, width: CGFloat = 390) throws -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: 844))
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    try LayoutConstraint.activateOrThrow([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 24),
    ])
    root.layoutIfNeeded()
    return root
  }

  func px(x: CGFloat, y: CGFloat, size: CGSize) -> CGRect {
    WrapOracle.pixelFrame(x: x, y: y, width: size.width, height: size.height)
  }

  // MARK: ImageView

  @Test("§3 ImageView(image:) is the image's point size, as frame and as intrinsic size")
  func imageViewSize() throws {
    let image = Image(size: CGSize(width: 120, height: 80), scale: 2, name: "photo")
    let imageView = ImageView(image: image)
    #expect(imageView.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
    #expect(imageView.intrinsicContentSize == CGSize(width: 120, height: 80))
    let root = try place(imageView)
    #expect(imageView.frame == CGRect(x: 16, y: 24, width: 120, height: 80))

    imageView.image = Image(size: CGSize(width: 44, height: 44))
    root.layoutIfNeeded()
    #expect(imageView.frame == CGRect(x: 16, y: 24, width: 44, height: 44))
  }

  @Test("§3 ImageView with no image has no intrinsic metric; constraints alone size it")
  func imageViewWithoutImage() throws {
    let imageView = ImageView(image: nil)
    #expect(
      imageView.intrinsicContentSize
        == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    #expect(View.noIntrinsicMetric == -1)
    imageView.translatesAutoresizingMaskIntoConstraints = false
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    root.addSubview(imageView)
    try LayoutConstraint.activateOrThrow([
      imageView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      imageView.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      imageView.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: 0.5),
    ])
    root.layoutIfNeeded()
    #expect(imageView.frame == CGRect(x: 10, y: 10, width: 370, height: 185))

    imageView.image = Image(size: CGSize(width: 30, height: 20))  // size now from the image
    root.layoutIfNeeded()
    #expect(imageView.frame == CGRect(x: 10, y: 10, width: 370, height: 185))  // required wins
  }

  // MARK: Switch

  @Test("§3 Switch is 51 × 31 and hugs at 750 in both axes")
  func switchSize() throws {
    let toggle = Switch()
    #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultHigh)
    #expect(toggle.contentHuggingPriority(for: .vertical) == .defaultHigh)
    #expect(toggle.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    #expect(toggle.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    _ = try place(toggle)
    #expect(toggle.frame == CGRect(x: 16, y: 24, width: 51, height: 31))
  }

  @Test("§3 a settings row: the label (hug 250) stretches, the switch (hug 750) keeps 51 pt")
  func switchHugsInARow() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    let label = Label(text: "Airplane Mode")
    let toggle = Switch()
    for v in [label, toggle] as [View] {
      v.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(v)
    }
    try LayoutConstraint.activateOrThrow([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      toggle.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
      toggle.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      toggle.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 15),
    ])
    root.layoutIfNeeded()
    #expect(toggle.frame == CGRect(x: 308, y: 10, width: 51, height: 31))
    let labelHeight = oracle.labelSize("Airplane Mode", size: 17, wrapWidth: nil).height
    #expect(label.frame == WrapOracle.pixelFrame(x: 16, y: 15, width: 284, height: labelHeight))
  }

  // MARK: Button

  @Test(
    "§3 Button: title at system 15 + content insets, at least 30 × 30",
    arguments: ["Login", "Sign up for the newsletter", "OK", ""])
  func buttonSize(title: String) throws {
    let button = Button(type: .system)
    button.setTitle(title, for: .normal)
    let textWidth = WrapOracle.ceilToPixels(oracle.width(title, size: 15))
    let textHeight = WrapOracle.ceilToPixels(oracle.lineHeight(size: 15))
    let expected = CGSize(width: max(30, textWidth), height: max(30, textHeight))
    #expect(button.intrinsicContentSize == expected)
    let root = try place(button)
    #expect(button.frame == px(x: 16, y: 24, size: expected))

    button.contentEdgeInsets = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    root.layoutIfNeeded()
    let padded = CGSize(width: max(30, textWidth + 40), height: max(30, textHeight + 20))
    #expect(button.intrinsicContentSize == padded)
    #expect(button.frame == px(x: 16, y: 24, size: padded))
  }

  @Test("§3 Button titles for other states do not size it; titleFont does")
  func buttonNormalTitleAndFont() {
    let button = Button(type: .system)
    button.setTitle("Login", for: .normal)
    button.setTitle("Logging in to your account…", for: .highlighted)
    let login = WrapOracle.ceilToPixels(oracle.width("Login", size: 15))
    #expect(button.intrinsicContentSize == CGSize(width: login, height: 30))
    button.titleFont = .systemFont(ofSize: 28)
    let large = CGSize(
      width: WrapOracle.ceilToPixels(oracle.width("Login", size: 28)),
      height: WrapOracle.ceilToPixels(oracle.lineHeight(size: 28)))
    #expect(large.height > 30)
    #expect(button.intrinsicContentSize == large)
  }

  // MARK: TextField

  @Test(
    "§3 TextField: (text or placeholder) width + 2 × 7; height 34 rounded-rect, else one line",
    arguments: [CGFloat(13), 17, 28])
  func textFieldSize(size: CGFloat) throws {
    let field = TextField()
    field.font = .systemFont(ofSize: size)
    field.placeholder = "Username"
    let lineHeight = oracle.lineHeight(size: size)
    let placeholderWidth = WrapOracle.ceilToPixels(oracle.width("Username", size: size)) + 14
    #expect(field.intrinsicContentSize == CGSize(width: placeholderWidth, height: WrapOracle.ceilToPixels(lineHeight)))

    field.borderStyle = .roundedRect
    let roundedHeight = max(34, WrapOracle.ceilToPixels(lineHeight + 13))
    #expect(field.intrinsicContentSize == CGSize(width: placeholderWidth, height: roundedHeight))

    field.text = "jane.appleseed@example.com"
    let textWidth = WrapOracle.ceilToPixels(oracle.width("jane.appleseed@example.com", size: size)) + 14
    #expect(field.intrinsicContentSize == CGSize(width: textWidth, height: roundedHeight))
    let root = try place(field, width: 800)
    #expect(field.frame == px(x: 16, y: 24, size: CGSize(width: textWidth, height: roundedHeight)))

    field.text = ""  // empty text shows the placeholder again
    root.layoutIfNeeded()
    #expect(field.frame == px(x: 16, y: 24, size: CGSize(width: placeholderWidth, height: roundedHeight)))
  }

  @Test("§3 a 17-pt rounded-rect TextField is 34 pt tall, the iOS value")
  func roundedRectIs34() {
    let field = TextField()
    field.borderStyle = .roundedRect
    #expect(field.intrinsicContentSize.height == 34)
    #expect(field.intrinsicContentSize.width == 14)  // no text: just the padding
  }

  // MARK: Default priorities

  @Test(
    "§3 views created in code: hugging 250/250, compression 750/750 (Switch hugs at 750)",
    arguments: ["View", "Label", "ImageView", "Button", "TextField", "ScrollView", "Switch"])
  func defaultPriorities(kind: String) {
    let view: View =
      switch kind {
      case "Label": Label()
      case "ImageView": ImageView(image: nil)
      case "Button": Button(type: .system)
      case "TextField": TextField()
      case "ScrollView": ScrollView()
      case "Switch": Switch()
      default: View()
      }
    let hugging: LayoutPriority = kind == "Switch" ? .defaultHigh : .defaultLow
    #expect(view.contentHuggingPriority(for: .horizontal) == hugging)
    #expect(view.contentHuggingPriority(for: .vertical) == hugging)
    #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    #expect(LayoutPriority.defaultLow.rawValue == 250)
    #expect(LayoutPriority.defaultHigh.rawValue == 750)
  }

  @Test("§3 two labels in a row with equal hugging: raising one label's hugging picks the one that stretches")
  func huggingDecidesWhoStretches() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    let name = Label(text: "Name")
    let value = Label(text: "Jane")
    for v in [name, value] {
      v.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(v)
    }
    name.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    try LayoutConstraint.activateOrThrow([
      name.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
      value.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      name.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      value.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
    ])
    root.layoutIfNeeded()
    let nameSize = oracle.labelSize("Name", size: 17, wrapWidth: nil)
    #expect(name.frame == px(x: 16, y: 10, size: nameSize))
    let valueX = 16 + nameSize.width + 8
    #expect(
      value.frame
        == WrapOracle.pixelFrame(x: valueX, y: 10, width: 359 - valueX, height: nameSize.height))
  }
}
