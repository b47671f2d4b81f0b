import Foundation
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// A view whose alignment rectangle lies inside its frame by fixed insets, with an
/// intrinsic size of its alignment rectangle.
private final class InsetView: View {
  let insets: EdgeInsets
  let size: CGSize
  init(insets: EdgeInsets, size: CGSize) {
    self.insets = insets
    self.size = size
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override var alignmentRectInsets: EdgeInsets { insets }
  override var intrinsicContentSize: CGSize { size }
}

/// Constraints and intrinsic sizes act on alignment rectangles; the frame is the
/// solved alignment rectangle grown by the insets (UIKitBehaviour.md §23).
@Suite struct AlignmentRectTests {
  static let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)

  private static func scene(rightToLeft: Bool = false) -> (View, InsetView) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    if rightToLeft { root.semanticContentAttribute = .forceRightToLeft }
    let view = InsetView(insets: insets, size: CGSize(width: 40, height: 20))
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    return (root, view)
  }

  @Test func edgesPinTheAlignmentRectangleAndTheIntrinsicSizeIsItsSize() throws {
    let (root, view) = Self.scene()
    try LayoutConstraint.activateOrThrow([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    // Alignment rectangle (10, 20, 40, 20), grown by 2 left, 1 top, 4 right, 3 bottom.
    #expect(view.frame == CGRect(x: 8, y: 19, width: 46, height: 24))
  }

  @Test func trailingBottomAndCentresUseTheAlignmentRectangle() throws {
    let (root, view) = Self.scene()
    try LayoutConstraint.activateOrThrow([
      view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      view.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
    ])
    root.layoutIfNeeded()
    // Alignment maxX 380, maxY 824: frame maxX 384, maxY 827.
    #expect(view.frame == CGRect(x: 338, y: 803, width: 46, height: 24))
    let (root2, centred) = Self.scene()
    try LayoutConstraint.activateOrThrow([
      centred.centerXAnchor.constraint(equalTo: root2.centerXAnchor),
      centred.centerYAnchor.constraint(equalTo: root2.centerYAnchor),
    ])
    root2.layoutIfNeeded()
    // Alignment rectangle centred at (195, 422): (175, 412, 40, 20).
    #expect(centred.frame == CGRect(x: 173, y: 411, width: 46, height: 24))
  }

  @Test func sizeConstraintsSizeTheAlignmentRectangle() throws {
    let (root, view) = Self.scene()
    try LayoutConstraint.activateOrThrow([
      view.leftAnchor.constraint(equalTo: root.leftAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
    ])
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: -2, y: -1, width: 106, height: 54))
  }

  @Test func insetsAreLeftAndRightInARightToLeftLayout() throws {
    let (root, view) = Self.scene(rightToLeft: true)
    try LayoutConstraint.activateOrThrow([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    // Leading is the right edge: alignment maxX 380, the frame 4 pt further right.
    #expect(view.frame == CGRect(x: 338, y: 19, width: 46, height: 24))
  }

  @Test func autoresizingKeepsTheFrame() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let view = InsetView(insets: Self.insets, size: CGSize(width: 40, height: 20))
    view.frame = CGRect(x: 30, y: 40, width: 60, height: 30)
    root.addSubview(view)
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 30, y: 40, width: 60, height: 30))
  }

  @Test func randomPinsPlaceTheFrameAroundTheAlignmentRectangle() throws {
    var rng = SplitMix64(seed: PropertySeed.resolve(default: 0xA11C_4E57).value)
    for _ in 0..<50 {
      let insets = EdgeInsets(
        top: CGFloat(rng.next() % 5), left: CGFloat(rng.next() % 5), bottom: CGFloat(rng.next() % 5),
        right: CGFloat(rng.next() % 5))
      let x = CGFloat(rng.next() % 200)
      let y = CGFloat(rng.next() % 400)
      let size = CGSize(width: CGFloat(1 + rng.next() % 100), height: CGFloat(1 + rng.next() % 100))
      let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let view = InsetView(insets: insets, size: size)
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      try LayoutConstraint.activateOrThrow([
        view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: x),
        view.topAnchor.constraint(equalTo: root.topAnchor, constant: y),
      ])
      root.layoutIfNeeded()
      #expect(
        view.frame
          == CGRect(
            x: x - insets.left, y: y - insets.top, width: size.width + insets.horizontal,
            height: size.height + insets.vertical))
    }
  }
}
