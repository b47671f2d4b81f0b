import Foundation
import Testing

@testable import Scrollwork

/// A cell whose content is one box of a set size pinned 8 pt inside the content view:
/// its fitted size is the box's plus 16 each way.
final class PaddedBoxCell: CollectionViewCell {
  let box = View()
  private(set) var widthConstraint: LayoutConstraint!
  private(set) var heightConstraint: LayoutConstraint!

  override init(frame: CGRect) {
    super.init(frame: frame)
    box.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(box)
    widthConstraint = box.widthAnchor.constraint(equalToConstant: 10)
    heightConstraint = box.heightAnchor.constraint(equalToConstant: 10)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
      contentView.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
      box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
      contentView.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 8),
      widthConstraint, heightConstraint,
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// A cell with a multi-line label pinned to the content view's margins.
class NoteLabelCell: CollectionViewCell {
  let note = Label()

  override init(frame: CGRect) {
    super.init(frame: frame)
    note.numberOfLines = 0
    note.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(note)
    let g = contentView.layoutMarginsGuide
    LayoutConstraint.activate([
      note.leadingAnchor.constraint(equalTo: g.leadingAnchor),
      note.trailingAnchor.constraint(equalTo: g.trailingAnchor),
      note.topAnchor.constraint(equalTo: g.topAnchor),
      note.bottomAnchor.constraint(equalTo: g.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// A ``NoteLabelCell`` that keeps the layout's width and takes the height Auto Layout gives
/// at that width (the usual UIKit override of `preferredLayoutAttributesFitting` for a
/// flow layout).
final class NoteItemCell: NoteLabelCell {
  override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
    -> CollectionViewLayoutAttributes
  {
    fullWidthAttributes(contentView, layoutAttributes)
  }
}

final class SizingSource: CollectionViewDataSource {
  var boxes: [CGSize] = []
  var notes: [String] = []

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    notes.isEmpty ? boxes.count : notes.count
  }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    if !notes.isEmpty {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Note", for: indexPath)
      (cell as? NoteItemCell)?.note.text = notes[indexPath.item]
      return cell
    }
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Box", for: indexPath)
    if let cell = cell as? PaddedBoxCell {
      cell.widthConstraint.constant = boxes[indexPath.item].width
      cell.heightConstraint.constant = boxes[indexPath.item].height
    }
    return cell
  }
}

/// A ``NoteItemCell`` of `text` fitted on its own at `width` (what the collection view
/// should give it).
func standaloneNoteHeight(_ text: String, width: CGFloat) -> CGFloat {
  let cell = NoteItemCell(frame: CGRect(x: 0, y: 0, width: width, height: 44))
  cell.note.text = text
  return cell.contentView.systemLayoutSizeFitting(
    CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
    verticalFittingPriority: .fittingSizeLevel
  ).height
}

/// Self-sizing items (`estimatedItemSize` not zero): measured through
/// `preferredLayoutAttributesFitting` when they come on screen (UIKitBehaviour.md §22).
@Suite struct CollectionViewSelfSizingTests {
  @Test("§22 default preferredLayoutAttributesFitting: the content view's fitted size; placed by the flow rule")
  func fittedBoxes() {
    let source = SizingSource()
    source.boxes = [CGSize(width: 60, height: 30), CGSize(width: 100, height: 50), CGSize(width: 80, height: 20)]
    defer { withExtendedLifetime(source) {} }
    let layout = flowLayout()
    layout.estimatedItemSize = CGSize(width: 50, height: 50)
    let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    view.register(PaddedBoxCell.self, forCellWithReuseIdentifier: "Box")
    view.dataSource = source
    // Before layout: the estimates. A full line holds 5 (5 × 50 + 4 × 10 = 290 ≤ 320), gaps
    // 10 + 30 / 4 = 17.5: the one (last) line takes its first three columns.
    #expect(itemFrames(view) == [[rect(0, 0, 50, 50), rect(67.5, 0, 50, 50), rect(135, 0, 50, 50)]])
    view.layoutIfNeeded()
    // Fitted: 76 × 46, 116 × 66, 96 × 36; 76 + 10 + 116 + 10 + 96 = 308 ≤ 320: one last
    // line of mixed sizes at the minimum spacing, centred in its 66-pt thickness.
    #expect(itemFrames(view) == [[rect(0, 10, 76, 46), rect(86, 0, 116, 66), rect(212, 15, 96, 36)]])
    #expect(view.visibleCells.map(\.frame) == itemFrames(view)[0])
    #expect(
      view.visibleCells.map(\.contentView.frame) == [rect(0, 0, 76, 46), rect(0, 0, 116, 66), rect(0, 0, 96, 36)])
    #expect((view.visibleCells[1] as? PaddedBoxCell)?.box.frame == rect(8, 8, 100, 50))
    #expect(view.contentSize == CGSize(width: 320, height: 66))
    #expect(view.issues == [])
  }

  @Test("§22 only items on screen are measured; the others keep the estimate until scrolled to")
  func offScreenKeepEstimates() {
    let source = SizingSource()
    source.boxes = Array(repeating: CGSize(width: 284, height: 44), count: 30)
    defer { withExtendedLifetime(source) {} }
    let layout = flowLayout()
    layout.estimatedItemSize = CGSize(width: 300, height: 100)
    let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
    view.register(PaddedBoxCell.self, forCellWithReuseIdentifier: "Box")
    view.dataSource = source
    view.layoutIfNeeded()
    // Estimates 100 tall: items 0 and 1 meet 0–200 and are measured 60 tall; then item 2
    // (at 140) meets it and is measured; item 3 (at 210) does not: 3 measured, 27 estimated.
    // One item a line (300 + 10 + 300 > 320), centred: x 10.
    #expect(view.indexPathsForVisibleItems == (0..<3).map { IndexPath(item: $0, section: 0) })
    let frames = itemFrames(view)[0]
    #expect(frames[0] == rect(10, 0, 300, 60))
    #expect(frames[1] == rect(10, 70, 300, 60))
    #expect(frames[2] == rect(10, 140, 300, 60))
    #expect(frames[3] == rect(10, 210, 300, 100))
    let height: CGFloat = 3 * 70 + 27 * 110 - 10
    #expect(view.contentSize.height == height, "\(view.contentSize.height.bitPattern) \(height.bitPattern)")
  }

  @Test("§22 §15 multi-line labels: heights at 320 and 568 wide, measured again after the rotation")
  func multiLineLabelsAndRotation() {
    let texts = (0..<12).map { i in
      "Item \(i). "
        + Array(repeating: "The quick brown fox jumps over the lazy dog.", count: i % 4).joined(separator: " ")
    }
    let source = SizingSource()
    source.notes = texts
    defer { withExtendedLifetime(source) {} }
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let layout = flowLayout(line: 0, interitem: 0)
    layout.estimatedItemSize = CGSize(width: 320, height: 44)
    let view = CollectionView(frame: root.bounds, collectionViewLayout: layout)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.register(NoteItemCell.self, forCellWithReuseIdentifier: "Note")
    view.dataSource = source
    root.addSubview(view)
    root.layoutIfNeeded()
    func check(width: CGFloat, _ context: String) {
      var y: CGFloat = 0
      for path in view.indexPathsForVisibleItems {
        let expected = standaloneNoteHeight(texts[path.item], width: width)
        #expect(itemFrames(view)[0][path.item] == rect(0, y, width, expected), "\(context) item \(path.item)")
        #expect(view.cellForItem(at: path)?.frame == rect(0, y, width, expected), "\(context) item \(path.item)")
        y += expected
      }
    }
    check(width: 320, "portrait")
    let portrait = itemFrames(view)[0][3].height
    // The app updates the estimate's width as it rotates (viewWillTransition); the
    // width change invalidates the layout and every item is measured again.
    root.frame = CGRect(x: 0, y: 0, width: 568, height: 320)
    layout.estimatedItemSize = CGSize(width: 568, height: 44)
    root.layoutIfNeeded()
    #expect(view.bounds.width == 568)
    check(width: 568, "landscape")
    let landscape = itemFrames(view)[0][3].height
    #expect(landscape < portrait)
    #expect(portrait > itemFrames(view)[0][0].height)
    #expect(view.issues == [])
  }

  @Test("§22 a rotation re-lays out a fixed-size grid: 3 a line at 320, 5 at 568")
  func rotationRelaysOut() {
    let source = BoxSource([BoxSource.boxes(6)])
    defer { withExtendedLifetime(source) {} }
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let view = source.makeCollection(size: root.bounds.size, layout: flowLayout())
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(view)
    root.layoutIfNeeded()
    let portrait: [CGFloat] = [0, 110, 220, 0, 110, 220]
    #expect(view.visibleCells.map(\.frame.minX) == portrait)
    #expect(view.visibleCells.map(\.frame.minY) == [0, 0, 0, 110, 110, 110])
    root.frame = CGRect(x: 0, y: 0, width: 568, height: 320)
    root.layoutIfNeeded()
    // 5 × 100 + 4 × 10 = 540 ≤ 568: gaps 10 + 28 / 4 = 17; item 5 takes column 0 of line 2.
    let landscape: [CGFloat] = [0, 117, 234, 351, 468, 0]
    #expect(view.visibleCells.map(\.frame.minX) == landscape)
    #expect(view.visibleCells.map(\.frame.minY) == [0, 0, 0, 0, 0, 110])
    #expect(view.contentSize == CGSize(width: 568, height: 210))
  }

  @Test("§22 a cell whose constraints give no size keeps the estimate, recorded")
  func zeroSize() {
    let source = SizingSource()
    source.boxes = [CGSize(width: 0, height: 0)]
    defer { withExtendedLifetime(source) {} }
    let layout = flowLayout()
    layout.estimatedItemSize = CGSize(width: 80, height: 40)
    let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
    view.register(CollapsedCell.self, forCellWithReuseIdentifier: "Box")
    view.dataSource = source
    view.layoutIfNeeded()
    #expect(view.issues == [.zeroSizeCell(reuseIdentifier: "Box", indexPath: IndexPath(item: 0, section: 0))])
    #expect(itemFrames(view) == [[rect(0, 0, 80, 40)]])
    #expect(view.visibleCells.map(\.frame) == [rect(0, 0, 80, 40)])
  }
}

/// A cell whose content collapses: one view pinned to every edge, 0 × 0.
final class CollapsedCell: CollectionViewCell {
  override init(frame: CGRect) {
    super.init(frame: frame)
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(box)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      box.topAnchor.constraint(equalTo: contentView.topAnchor),
      box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      box.widthAnchor.constraint(equalToConstant: 0), box.heightAnchor.constraint(equalToConstant: 0),
    ])
  }

  required init?(coder: NSCoder) { nil }
}
