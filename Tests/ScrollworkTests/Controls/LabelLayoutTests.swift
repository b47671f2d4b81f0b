import Foundation
import Scrollwork
import Testing

/// `Label` sizing inside Auto Layout (UIKitBehaviour.md §3 intrinsic size, §4 multi-line
/// two-pass rule). Every expected size comes from ``WrapOracle``: advances and line
/// heights read from the font fixture and an independent greedy word wrap, never from
/// `Font` or `TextLayout`.
@Suite("Label layout (UIKitBehaviour.md §3, §4)")
struct LabelLayoutTests {
  let oracle: WrapOracle

  init() throws {
    oracle = try WrapOracle()
  }

  static let pangram = "The quick brown fox jumps over the lazy dog"
  static let singleLineCases: [(String, CGFloat)] = [
    ("Hello", 13), ("Hello", 17), ("Hello", 28),
    ("Login", 13), ("Password", 17), (pangram, 13), (pangram, 17), (pangram, 28),
    ("Some text label. that may have several lines", 17), ("Scroll views, labels and forms!", 28),
  ]
  static let paragraph =
    "Auto Layout computes the size and position of every view from constraints, and a label "
    + "with no line limit wraps its text at the width the engine gives it, then asks for "
    + "layout again so that its height follows."

  /// A root of `width` × `height` holding a container inset 15 pt on both sides and a
  /// multi-line label pinned to the container's leading/trailing edges, 20 pt from its top;
  /// the container's bottom is 20 pt below the label.
  func pinnedLabel(
    _ text: String, rootWidth: CGFloat, rootHeight: CGFloat = 800
  ) throws -> (root: View, container: View, label: Label) {
    let root = View(frame: CGRect(x: 0, y: 0, width: rootWidth, height: rootHeight))
    let container = View()
    container.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(container)
    let label = Label()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 0
    label.text = text
    container.addSubview(label)
    try LayoutConstraint.activateOrThrow([
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 15),
      container.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -15),
      container.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      label.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
      container.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 20),
    ])
    return (root, container, label)
  }

  /// A label positioned by its top-left corner only, so its size is its intrinsic size.
  func placedLabel(_ label: Label, in root: View, at origin: CGPoint = CGPoint(x: 10, y: 30)) throws {
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    try LayoutConstraint.activateOrThrow([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: origin.x),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: origin.y),
    ])
  }

  /// The frame the engine gives a rectangle solved at (x, y, width, height) relative to a
  /// superview solved at `parent` (root coordinates): edges rounded to pixels one by one.
  func px(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat, in parent: CGPoint = .zero) -> CGRect {
    WrapOracle.pixelFrame(x: x, y: y, width: width, height: height, in: parent)
  }

  // MARK: §3 single line

  @Test("§3 the test oracle assumes an @3x screen")
  func screenScaleIsThree() {
    #expect(Screen.main.scale == WrapOracle.scale)
  }

  @Test(
    "§3 single-line intrinsic size = advances × size / upm and hhea line height, ceiled to 1/3 pt",
    arguments: LabelLayoutTests.singleLineCases)
  func singleLineIntrinsicSize(text: String, size: CGFloat) throws {
    let label = Label(text: text)
    label.font = .systemFont(ofSize: size)
    let expected = oracle.labelSize(text, size: size, wrapWidth: nil)
    #expect(label.intrinsicContentSize == expected)

    let root = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 400))
    try placedLabel(label, in: root)
    root.layoutIfNeeded()
    #expect(label.frame == px(x: 10, y: 30, width: expected.width, height: expected.height))
  }

  @Test("§3 a single-line label sized by its text: 17 pt 'Hello' is 5 advances wide, one line tall")
  func singleLineHelloByHand() {
    // Written out once by hand from the fixture: H e l l o at 17 pt.
    let advances = "Hello".unicodeScalars.compactMap { oracle.fixture.rawAdvance($0) }
    #expect(advances.count == 5)
    let hhea = oracle.fixture.hhea
    let width = WrapOracle.ceilToPixels(CGFloat(Double(advances.reduce(0, +)) * 17 / 2816))
    let height = WrapOracle.ceilToPixels(CGFloat(Double(hhea.ascender - hhea.descender + hhea.lineGap) * 17 / 2816))
    #expect(oracle.fixture.unitsPerEm == 2816)
    #expect(Label(text: "Hello").intrinsicContentSize == CGSize(width: width, height: height))
  }

  // MARK: §4 multi-line, two-pass

  @Test(
    "§4 a multi-line label pinned leading/trailing is as tall as its text wrapped at the width it gets",
    arguments: [CGFloat(200), 300, 345])
  func pinnedMultiLineHeight(width: CGFloat) throws {
    let (root, container, label) = try pinnedLabel(Self.paragraph, rootWidth: width + 30)
    root.layoutIfNeeded()
    let height = oracle.wrappedHeight(Self.paragraph, width: width)
    #expect(oracle.lines(Self.paragraph, size: 17, width: width).count >= 3)
    #expect(label.frame == px(x: 0, y: 20, width: width, height: height, in: CGPoint(x: 15, y: 40)))
    #expect(container.frame == px(x: 15, y: 40, width: width, height: height + 40))
  }

  /// The chat-bubble pattern: pass 1 pushes the label to the limit (compression 750 against
  /// its one-line width), it wraps at 280, and its intrinsic width becomes its widest wrapped
  /// line, which hugging (250) then settles on; wrapping at that width gives the same lines.
  @Test("§4 trailing ≤ edge − 20: a long text wraps at the limit and hugs its widest line; a short one hugs its text")
  func lessThanOrEqualTrailing() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
    let label = Label()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 0
    label.text = Self.paragraph
    root.addSubview(label)
    try LayoutConstraint.activateOrThrow([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    let wrapped = oracle.labelSize(Self.paragraph, size: 17, wrapWidth: 280)
    #expect(wrapped.width < 280)
    #expect(label.frame == px(x: 20, y: 20, width: wrapped.width, height: wrapped.height))

    label.text = "Short"
    root.layoutIfNeeded()
    let short = oracle.labelSize("Short", size: 17, wrapWidth: nil)
    #expect(label.frame == px(x: 20, y: 20, width: short.width, height: short.height))
  }

  @Test("§4 width ≤ 200: the label wraps at 200 and is as wide as its widest line")
  func lessThanOrEqualWidth() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let label = Label(text: Self.paragraph)
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 0
    label.textAlignment = .center
    root.addSubview(label)
    try LayoutConstraint.activateOrThrow([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40),
      label.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
    ])
    root.layoutIfNeeded()
    let wrapped = oracle.labelSize(Self.paragraph, size: 17, wrapWidth: 200)
    #expect(label.frame == px(x: 40, y: 50, width: wrapped.width, height: wrapped.height))
  }

  /// A root `width` wide with a multi-line label at (20, 20) whose trailing edge may reach
  /// 20 pt from the root's: its width is *not* fixed by required equalities.
  func bubbleLabel(_ text: String, rootWidth: CGFloat) throws -> (root: View, label: Label) {
    let root = View(frame: CGRect(x: 0, y: 0, width: rootWidth, height: 900))
    let label = Label(text: text)
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 0
    root.addSubview(label)
    try LayoutConstraint.activateOrThrow([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    return (root, label)
  }

  /// Regression (found by this suite at c7c3e2a): a label whose width the required
  /// equalities do not fix re-wrapped at its previous width instead of restarting pass 1 from
  /// the one-line size, so it stayed 43.67 pt wide ('Short') and grew 987.67 pt tall.
  @Test("§4 trailing ≤: text changed from short to long grows the label to the limit and re-wraps")
  func bubbleGrowsWithText() throws {
    let (root, label) = try bubbleLabel("Short", rootWidth: 320)
    root.layoutIfNeeded()
    label.text = Self.paragraph
    root.layoutIfNeeded()
    let wrapped = oracle.labelSize(Self.paragraph, size: 17, wrapWidth: 280)
    #expect(label.frame == px(x: 20, y: 20, width: wrapped.width, height: wrapped.height))
  }

  /// Regression (c7c3e2a): the label kept its 320-pt layout, 253.67 × 144.33.
  @Test("§4 trailing ≤: widening the root (320 → 600) lets the label re-wrap at 560")
  func bubbleGrowsWithRoot() throws {
    let (root, label) = try bubbleLabel(Self.paragraph, rootWidth: 320)
    root.layoutIfNeeded()
    root.frame = CGRect(x: 0, y: 0, width: 600, height: 900)
    root.layoutIfNeeded()
    let wrapped = oracle.labelSize(Self.paragraph, size: 17, wrapWidth: 560)
    #expect(label.frame == px(x: 20, y: 20, width: wrapped.width, height: wrapped.height))
  }

  @Test("§4 trailing ≤: narrowing the root (600 → 320) re-wraps the label at 280")
  func bubbleShrinksWithRoot() throws {
    let (root, label) = try bubbleLabel(Self.paragraph, rootWidth: 600)
    root.layoutIfNeeded()
    let wide = oracle.labelSize(Self.paragraph, size: 17, wrapWidth: 560)
    #expect(label.frame == px(x: 20, y: 20, width: wide.width, height: wide.height))
    root.frame = CGRect(x: 0, y: 0, width: 320, height: 900)
    root.layoutIfNeeded()
    let narrow = oracle.labelSize(Self.paragraph, size: 17, wrapWidth: 280)
    #expect(label.frame == px(x: 20, y: 20, width: narrow.width, height: narrow.height))
  }

  /// Regression (c7c3e2a): 'Hello there friend' re-wrapped at its old 139.67-pt width, one
  /// word per line (77.33 × 101.67).
  @Test("§4 trailing ≤: a larger font re-measures from one line (17 → 28 pt)")
  func bubbleGrowsWithFont() throws {
    let (root, label) = try bubbleLabel("Hello there friend", rootWidth: 320)
    root.layoutIfNeeded()
    label.font = .systemFont(ofSize: 28)
    root.layoutIfNeeded()
    let size = oracle.labelSize("Hello there friend", size: 28, wrapWidth: 280)
    #expect(label.frame == px(x: 20, y: 20, width: size.width, height: size.height))
  }

  @Test("§4 a pinned label re-wraps when its font changes (17 → 28 pt)")
  func pinnedFontChange() throws {
    let (root, _, label) = try pinnedLabel(Self.paragraph, rootWidth: 330)
    root.layoutIfNeeded()
    label.font = .systemFont(ofSize: 28)
    root.layoutIfNeeded()
    let height = oracle.wrappedHeight(Self.paragraph, size: 28, width: 300)
    #expect(label.frame == px(x: 0, y: 20, width: 300, height: height, in: CGPoint(x: 15, y: 40)))
  }

  @Test("§4 §6 a label pinned to layoutMarginsGuide re-wraps when the margins change (8 → 60)")
  func marginsChangeRewraps() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 900))
    let label = Label(text: Self.paragraph)
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 0
    root.addSubview(label)
    let margins = root.layoutMarginsGuide
    try LayoutConstraint.activateOrThrow([
      label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      label.topAnchor.constraint(equalTo: margins.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(label.frame == px(x: 8, y: 8, width: 304, height: oracle.wrappedHeight(Self.paragraph, width: 304)))
    root.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 60, bottom: 8, trailing: 60)
    root.layoutIfNeeded()
    #expect(label.frame == px(x: 60, y: 8, width: 200, height: oracle.wrappedHeight(Self.paragraph, width: 200)))
  }

  @Test("§4 two side-by-side labels with equal widths share the room and wrap at 145 each")
  func equalWidthSiblings() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 900))
    let left = Label(text: Self.paragraph)
    let right = Label(text: Self.pangram)
    for label in [left, right] {
      label.translatesAutoresizingMaskIntoConstraints = false
      label.numberOfLines = 0
      root.addSubview(label)
    }
    try LayoutConstraint.activateOrThrow([
      left.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 10),
      right.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      left.widthAnchor.constraint(equalTo: right.widthAnchor),
      left.topAnchor.constraint(equalTo: root.topAnchor),
      right.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(left.frame == px(x: 10, y: 0, width: 145, height: oracle.wrappedHeight(Self.paragraph, width: 145)))
    #expect(right.frame == px(x: 165, y: 0, width: 145, height: oracle.wrappedHeight(Self.pangram, width: 145)))
  }

  @Test("§4 §7.1 a label in contentLayoutGuide, width from frameLayoutGuide: contentSize follows its text")
  func scrollViewContentSizeFollowsText() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let scrollView = ScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scrollView)
    let label = Label(text: [Self.paragraph, Self.paragraph, Self.paragraph].joined(separator: " "))
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 0
    scrollView.addSubview(label)
    let content = scrollView.contentLayoutGuide
    try LayoutConstraint.activateOrThrow([
      scrollView.topAnchor.constraint(equalTo: root.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      label.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
      label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -16),
      label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
      label.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
    ])
    root.layoutIfNeeded()
    let tall = oracle.wrappedHeight(label.text ?? "", width: 343)
    #expect(label.frame == px(x: 16, y: 16, width: 343, height: tall))
    #expect(WrapOracle.isClose(scrollView.contentSize, CGSize(width: 375, height: tall + 32)))

    label.text = Self.paragraph
    root.layoutIfNeeded()
    let short = oracle.wrappedHeight(Self.paragraph, width: 343)
    #expect(label.frame == px(x: 16, y: 16, width: 343, height: short))
    #expect(WrapOracle.isClose(scrollView.contentSize, CGSize(width: 375, height: short + 32)))
  }

  @Test("§4 systemLayoutSizeFitting(compressed) of an unconstrained multi-line label is its one-line size")
  func compressedFittingIsOneLine() {
    let label = Label(text: Self.pangram)
    label.numberOfLines = 0
    #expect(
      label.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        == oracle.labelSize(Self.pangram, size: 17, wrapWidth: nil))
  }

  @Test("§4 rotating the root re-wraps the label: 345 pt portrait, 637 pt landscape, back to portrait")
  func rotationRewraps() throws {
    let (root, container, label) = try pinnedLabel(Self.paragraph, rootWidth: 375, rootHeight: 667)
    root.layoutIfNeeded()
    let portrait = oracle.wrappedHeight(Self.paragraph, width: 345)
    #expect(label.frame == px(x: 0, y: 20, width: 345, height: portrait, in: CGPoint(x: 15, y: 40)))

    root.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    root.layoutIfNeeded()
    let landscape = oracle.wrappedHeight(Self.paragraph, width: 637)
    #expect(landscape < portrait)
    #expect(label.frame == px(x: 0, y: 20, width: 637, height: landscape, in: CGPoint(x: 15, y: 40)))
    #expect(container.frame == px(x: 15, y: 40, width: 637, height: landscape + 40))

    root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    root.layoutIfNeeded()
    #expect(label.frame == px(x: 0, y: 20, width: 345, height: portrait, in: CGPoint(x: 15, y: 40)))
  }

  @Test("§4 preferredMaxLayoutWidth = 150: intrinsic size is the text wrapped at 150 (widest line × lines)")
  func preferredMaxLayoutWidth() throws {
    let label = Label(text: Self.pangram)
    label.numberOfLines = 0
    label.preferredMaxLayoutWidth = 150
    let expected = oracle.labelSize(Self.pangram, size: 17, wrapWidth: 150)
    #expect(oracle.lines(Self.pangram, size: 17, width: 150).count == 3)
    #expect(label.intrinsicContentSize == expected)

    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    try placedLabel(label, in: root)
    root.layoutIfNeeded()
    #expect(label.frame == px(x: 10, y: 30, width: expected.width, height: expected.height))
  }

  @Test("§4 numberOfLines = 2 caps a long text at two line heights; 0 shows every line")
  func numberOfLinesCapsHeight() throws {
    let (root, _, label) = try pinnedLabel(Self.paragraph, rootWidth: 230)
    label.numberOfLines = 2
    root.layoutIfNeeded()
    let lineHeight = oracle.lineHeight(size: 17)
    let inContainer = CGPoint(x: 15, y: 40)
    #expect(
      label.frame
        == px(x: 0, y: 20, width: 200, height: WrapOracle.ceilToPixels(2 * lineHeight), in: inContainer))

    label.numberOfLines = 0
    root.layoutIfNeeded()
    let all = oracle.lines(Self.paragraph, size: 17, width: 200)
    #expect(all.count > 2)
    #expect(
      label.frame
        == px(
          x: 0, y: 20, width: 200, height: WrapOracle.ceilToPixels(CGFloat(all.count) * lineHeight),
          in: inContainer))
  }

  @Test("§4 numberOfLines = 3 with preferredMaxLayoutWidth 150, word wrapping: the first three lines")
  func numberOfLinesWithPreferredWidth() {
    let label = Label(text: Self.paragraph)
    label.numberOfLines = 3
    label.lineBreakMode = .byWordWrapping  // no ellipsis: the oracle's lines are the label's
    label.preferredMaxLayoutWidth = 150
    #expect(oracle.lines(Self.paragraph, size: 17, width: 150).count > 3)
    #expect(label.intrinsicContentSize == oracle.labelSize(Self.paragraph, size: 17, wrapWidth: 150, maxLines: 3))
  }

  @Test("§4 changing text re-measures the label and moves the view constrained below it")
  func textChangeMovesViewBelow() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
    let label = Label()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 0
    label.text = "Short"
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    root.addSubview(box)
    try LayoutConstraint.activateOrThrow([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      box.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
      box.leadingAnchor.constraint(equalTo: label.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    let short = oracle.wrappedHeight("Short", width: 280)
    #expect(label.frame == px(x: 20, y: 20, width: 280, height: short))
    #expect(box.frame == px(x: 20, y: 20 + short + 8, width: 100, height: 50))

    label.text = Self.paragraph
    root.layoutIfNeeded()
    let long = oracle.wrappedHeight(Self.paragraph, width: 280)
    #expect(label.frame == px(x: 20, y: 20, width: 280, height: long))
    #expect(box.frame == px(x: 20, y: 20 + long + 8, width: 100, height: 50))

    label.text = Self.pangram
    root.layoutIfNeeded()
    let medium = oracle.wrappedHeight(Self.pangram, width: 280)
    #expect(label.frame == px(x: 20, y: 20, width: 280, height: medium))
    #expect(box.frame == px(x: 20, y: 20 + medium + 8, width: 100, height: 50))
  }

  @Test("§4 empty or nil text measures (0, 0), single- and multi-line")
  func emptyTextIsZero() throws {
    let empty = Label(text: "")
    let none = Label()
    let multi = Label(text: "")
    multi.numberOfLines = 0
    #expect(empty.intrinsicContentSize == .zero)
    #expect(none.intrinsicContentSize == .zero)
    #expect(multi.intrinsicContentSize == .zero)

    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    try placedLabel(empty, in: root)
    root.layoutIfNeeded()
    #expect(empty.frame == px(x: 10, y: 30, width: 0, height: 0))

    let (pinnedRoot, container, pinned) = try pinnedLabel("", rootWidth: 230)
    pinnedRoot.layoutIfNeeded()
    #expect(pinned.frame == px(x: 0, y: 20, width: 200, height: 0, in: CGPoint(x: 15, y: 40)))
    #expect(container.frame == px(x: 15, y: 40, width: 200, height: 40))
  }

  @Test("§4 systemLayoutSizeFitting(320 @required, height @fittingSizeLevel) of a 16-pt padded label")
  func systemLayoutSizeFittingWrapsAtTargetWidth() throws {
    let cell = View()
    let label = Label()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 0
    label.text = Self.paragraph
    cell.addSubview(label)
    try LayoutConstraint.activateOrThrow([
      label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
      label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 16),
      label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -16),
    ])
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    let labelHeight = oracle.wrappedHeight(Self.paragraph, width: 288)
    #expect(size == CGSize(width: 320, height: WrapOracle.ceilToPixels(labelHeight + 32)))
  }

  @Test("§4 sizeThatFits: multi-line wraps at the proposed width, single-line ignores it")
  func sizeThatFits() {
    let label = Label(text: Self.pangram)
    label.numberOfLines = 0
    let proposal = CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude)
    #expect(label.sizeThatFits(proposal) == oracle.labelSize(Self.pangram, size: 17, wrapWidth: 200))
    #expect(
      label.sizeThatFits(CGSize(width: 120, height: 10))
        == oracle.labelSize(Self.pangram, size: 17, wrapWidth: 120))

    label.numberOfLines = 1
    #expect(label.sizeThatFits(proposal) == oracle.labelSize(Self.pangram, size: 17, wrapWidth: nil))

    label.numberOfLines = 0
    label.sizeToFit()
    // sizeToFit proposes the current (zero) bounds: width 0 means "no wrap width".
    #expect(label.frame.size == oracle.labelSize(Self.pangram, size: 17, wrapWidth: nil))
  }

  @Test(
    "§3 firstBaseline == firstBaseline: tops differ by the ascender difference",
    arguments: [(17, 28), (13, 17), (13, 28)] as [(CGFloat, CGFloat)])
  func firstBaselinesAlign(smallSize: CGFloat, largeSize: CGFloat) throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 600, height: 300))
    let large = Label(text: "Title")
    large.font = .systemFont(ofSize: largeSize)
    let small = Label(text: "subtitle")
    small.font = .systemFont(ofSize: smallSize)
    for label in [large, small] {
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
    }
    try LayoutConstraint.activateOrThrow([
      large.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      large.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      small.leadingAnchor.constraint(equalTo: large.trailingAnchor, constant: 8),
      small.firstBaselineAnchor.constraint(equalTo: large.firstBaselineAnchor),
    ])
    root.layoutIfNeeded()
    let largeSize2 = oracle.labelSize("Title", size: largeSize, wrapWidth: nil)
    let smallSize2 = oracle.labelSize("subtitle", size: smallSize, wrapWidth: nil)
    let dy = oracle.ascender(size: largeSize) - oracle.ascender(size: smallSize)
    #expect(large.frame == px(x: 20, y: 100, width: largeSize2.width, height: largeSize2.height))
    let smallSolved = CGRect(
      x: 20 + largeSize2.width + 8, y: 100 + dy, width: smallSize2.width, height: smallSize2.height)
    #expect(small.frame == WrapOracle.pixelFrame(smallSolved))
    #expect(abs((small.frame.minY - large.frame.minY) - dy) <= 1 / WrapOracle.scale / 2 + 1e-9)
  }
}
