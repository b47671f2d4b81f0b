import Foundation
import PropertyBased
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// A full-width collection cell of labels stacked top to bottom in the content view's
/// margins (it keeps the layout's width, the height follows); the last label's bottom
/// is pinned only with `pinBottom`.
final class StackedLabelsItemCell: CollectionViewCell {
  func configure(texts: [String], spacing: CGFloat, pinBottom: Bool) {
    stackLabels(in: contentView, texts: texts, spacing: spacing, pinBottom: pinBottom)
  }

  override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
    -> CollectionViewLayoutAttributes
  {
    fullWidthAttributes(contentView, layoutAttributes)
  }
}

/// A chip cell that keeps the layout's height and takes the width its content gives
/// (fitted from 0), holding one 10-pt-wide box pinned to the content view's leading
/// edge, top and bottom but not its trailing edge: its width collapses.
final class LooseTrailingCell: CollectionViewCell {
  override init(frame: CGRect) {
    super.init(frame: frame)
    let box = View()
    box.accessibilityIdentifier = "box"
    contentView.accessibilityIdentifier = "contentView"
    box.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(box)
    LayoutConstraint.activate([
      box.widthAnchor.constraint(equalToConstant: 10),
      box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      box.topAnchor.constraint(equalTo: contentView.topAnchor),
      box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }

  override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
    -> CollectionViewLayoutAttributes
  {
    let attributes = layoutAttributes.copy()
    let size = contentView.systemLayoutSizeFitting(
      CGSize(width: 0, height: layoutAttributes.size.height), withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .required)
    attributes.size = CGSize(width: size.width, height: layoutAttributes.size.height)
    return attributes
  }
}

/// Items of ``StackedLabelsItemCell``s (reuse identifier "Stack") or, with `loose`,
/// ``LooseTrailingCell``s; with `applyFix` each cell gets the constraint the probe
/// suggests for it.
final class StackedItemSource: CollectionViewDataSource {
  let rows: [[String]]
  let spacing: CGFloat
  let pinBottom: Bool
  let applyFix: Bool

  init(rows: [[String]], spacing: CGFloat = 0, pinBottom: Bool = false, applyFix: Bool = false) {
    self.rows = rows
    self.spacing = spacing
    self.pinBottom = pinBottom
    self.applyFix = applyFix
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { rows.count }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Stack", for: indexPath)
    (cell as? StackedLabelsItemCell)?.configure(texts: rows[indexPath.item], spacing: spacing, pinBottom: pinBottom)
    let width = collectionView.bounds.width
    if applyFix,
      let fix = cell.contentView.looseContentEdgeFix(along: .vertical, holding: CGSize(width: width, height: 0))
    {
      fix.makeConstraint().isActive = true
    }
    return cell
  }
}

/// Self-sizing collection cells whose content does not determine their size
/// (CollectionViews.md, "Cell diagnostics"; the table's are in TableViews.md).
@Suite struct CollectionViewCellDiagnosticsTests {
  static let word = "Pack my box with five dozen liquor jugs."
  static let stacks = Gen.int(in: 1...4).array(of: 1...4).array(of: 1...6)

  static func view(
    _ source: StackedItemSource, width: CGFloat, cell: CollectionViewCell.Type = StackedLabelsItemCell.self
  ) -> CollectionView {
    let layout = CollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    layout.estimatedItemSize = CGSize(width: width, height: 60)
    let view = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 2000), collectionViewLayout: layout)
    view.register(cell, forCellWithReuseIdentifier: "Stack")
    view.dataSource = source
    view.layoutIfNeeded()
    return view
  }

  @Test("§22 a stack missing its bottom constraint: the issue names the cell, the last label and the fix, once")
  func missingBottomText() {
    let source = StackedItemSource(rows: [["Title", "Subtitle"]])
    defer { withExtendedLifetime(source) {} }
    let view = Self.view(source, width: 320)
    let expected = CollectionViewIssue.unpinnedCellContent(
      reuseIdentifier: "Stack", indexPath: IndexPath(item: 0, section: 0), isHeight: true, view: "label1",
      fix: "label1.bottom == contentView.bottom")
    #expect(view.issues == [expected])
    #expect(
      expected.description
        == "The self-sizing cell 'Stack' at [0, 0] has a content view whose height its constraints do not determine: "
        + "nothing pins the bottom of label1 to the content view, so the fitted height collapses. Keeping the "
        + "estimated size. Add label1.bottom == contentView.bottom.")
    // The item keeps its estimate.
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == rect(0, 0, 320, 60))
    // Measured again (a layout invalidation), it is not reported again; reloadData reports it anew.
    view.collectionViewLayout.resetMeasurements()
    view.collectionViewLayout.invalidateLayout()
    view.layoutIfNeeded()
    #expect(view.issues == [expected])
    view.reloadData()
    view.layoutIfNeeded()
    #expect(view.issues == [expected, expected])
  }

  @Test("§22 a chip cell fitted across with no trailing constraint: the width issue names the box's trailing edge")
  func missingTrailingText() {
    let source = StackedItemSource(rows: [[]])
    defer { withExtendedLifetime(source) {} }
    let view = Self.view(source, width: 320, cell: LooseTrailingCell.self)
    let expected = CollectionViewIssue.unpinnedCellContent(
      reuseIdentifier: "Stack", indexPath: IndexPath(item: 0, section: 0), isHeight: false, view: "box",
      fix: "box.trailing == contentView.trailing")
    #expect(view.issues == [expected])
    #expect(
      expected.description
        == "The self-sizing cell 'Stack' at [0, 0] has a content view whose width its constraints do not determine: "
        + "nothing pins the trailing edge of box to the content view, so the fitted width collapses. Keeping the "
        + "estimated size. Add box.trailing == contentView.trailing.")
  }

  @Test("§22 an empty content view has no fix to name: zeroSizeCell, as before")
  func emptyContentView() {
    let source = StackedItemSource(rows: [[]])
    defer { withExtendedLifetime(source) {} }
    let view = Self.view(source, width: 320)
    #expect(view.issues == [.zeroSizeCell(reuseIdentifier: "Stack", indexPath: IndexPath(item: 0, section: 0))])
  }

  @Test(
    "§22 property: a stack missing its last bottom constraint names the last label; the fix applied removes the issue and matches the hand-pinned item"
  )
  func fixRemovesFinding() {
    var rng = Xoshiro(seed: PropertySeed.resolve().words(0xC011, 0xD1A6, 0x5EED))
    for _ in 0..<10 {
      let counts = Self.stacks.run(using: &rng)
      let rows = counts.map { stack in stack.map { Array(repeating: Self.word, count: $0).joined(separator: " ") } }
      let spacing = CGFloat(Gen.int(in: 0...12).run(using: &rng))
      let width = CGFloat(Gen.int(in: 240...500).run(using: &rng))
      let broken = StackedItemSource(rows: rows, spacing: spacing)
      let fixed = StackedItemSource(rows: rows, spacing: spacing, applyFix: true)
      let byHand = StackedItemSource(rows: rows, spacing: spacing, pinBottom: true)
      defer { withExtendedLifetime([broken, fixed, byHand]) {} }
      let expected: [CollectionViewIssue] = rows.indices.map { item in
        let last = "label\(rows[item].count - 1)"
        return .unpinnedCellContent(
          reuseIdentifier: "Stack", indexPath: IndexPath(item: item, section: 0), isHeight: true, view: last,
          fix: "\(last).bottom == contentView.bottom")
      }
      #expect(Self.view(broken, width: width).issues == expected, "items \(counts), spacing \(spacing)")
      let fixedView = Self.view(fixed, width: width)
      let handView = Self.view(byHand, width: width)
      #expect(fixedView.issues == [])
      #expect(handView.issues == [])
      #expect(itemFrames(fixedView) == itemFrames(handView), "items \(counts), width \(width)")
    }
  }
}
