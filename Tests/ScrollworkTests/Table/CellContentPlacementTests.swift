import Foundation
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// A cell resized outside layout has its content view placed at the start of the next
/// layout round, before the engine solves (UIKitBehaviour.md §45): the content view's
/// frame is the old one until layout and the cell's ``TableViewCell/contentViewFrame``
/// after it, the content's views are laid out once, at their final frames, and the
/// frames are those of a fresh cell laid out at the same size.
@Suite struct CellContentPlacementTests {
  /// A view that records the size it is laid out at.
  final class Recorder: View {
    var sizes: [CGSize] = []
    override func layoutSubviews() {
      super.layoutSubviews()
      sizes.append(bounds.size)
    }
  }

  /// A self-sizing content: a title, a wrapping body, a fixed-size image beside a
  /// wrapping caption, a label whose width is free (`trailing <= trailing`), and a
  /// recorder 20 pt tall (at priority 700, below the labels' compression resistance) down to the bottom.
  struct Content {
    let title = Label(text: "")
    let body = Label(text: "")
    let image = View()
    let caption = Label(text: "")
    let free = Label(text: "")
    let recorder = Recorder()

    var labels: [Label] { [title, body, caption, free] }
    var views: [View] { [title, body, image, caption, free, recorder] }

    init(in c: View) {
      for v in views {
        v.translatesAutoresizingMaskIntoConstraints = false
        c.addSubview(v)
      }
      for label in [body, caption, free] { label.numberOfLines = 0 }
      let height = recorder.heightAnchor.constraint(equalToConstant: 20)
      height.priority = LayoutPriority(700)
      LayoutConstraint.activate([
        title.topAnchor.constraint(equalTo: c.topAnchor, constant: 8),
        title.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 8),
        title.trailingAnchor.constraint(equalTo: c.trailingAnchor, constant: -8),
        body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
        body.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 8),
        body.trailingAnchor.constraint(equalTo: c.trailingAnchor, constant: -8),
        image.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 4),
        image.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 8),
        image.widthAnchor.constraint(equalToConstant: 40),
        image.heightAnchor.constraint(equalToConstant: 40),
        caption.topAnchor.constraint(equalTo: image.topAnchor),
        caption.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
        caption.trailingAnchor.constraint(equalTo: c.trailingAnchor, constant: -8),
        free.topAnchor.constraint(greaterThanOrEqualTo: image.bottomAnchor, constant: 4),
        free.topAnchor.constraint(greaterThanOrEqualTo: caption.bottomAnchor, constant: 4),
        free.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 8),
        free.trailingAnchor.constraint(lessThanOrEqualTo: c.trailingAnchor, constant: -8),
        recorder.topAnchor.constraint(equalTo: free.bottomAnchor, constant: 4),
        recorder.leadingAnchor.constraint(equalTo: c.leadingAnchor),
        recorder.trailingAnchor.constraint(equalTo: c.trailingAnchor),
        recorder.bottomAnchor.constraint(equalTo: c.bottomAnchor),
        height,
      ])
    }

    func setTexts(_ texts: [String]) {
      for (label, text) in zip(labels, texts) { label.text = text }
    }
  }

  /// A table view cell or a collection view cell around a ``Content``.
  struct Subject {
    let cell: View
    let content: Content
    var contentView: View {
      (cell as? TableViewCell)?.contentView ?? (cell as? CollectionViewCell)?.contentView ?? cell
    }

    init(table: Bool, accessory: TableViewCell.AccessoryType = .none, separator: CGFloat = 0) {
      if table {
        let cell = TableViewCell(style: .default, reuseIdentifier: "c")
        cell.accessoryType = accessory
        cell.separatorHeight = separator
        self.cell = cell
        content = Content(in: cell.contentView)
      } else {
        let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        self.cell = cell
        content = Content(in: cell.contentView)
      }
    }

    /// What a self-sizing table does with a cell: fits the content view at the
    /// content width, gives the cell that height (and the separator) and lays it out.
    func layOut(width: CGFloat) {
      let table = cell as? TableViewCell
      let contentWidth = width - (table?.accessoryType.width ?? 0)
      let size = contentView.systemLayoutSizeFitting(
        CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      cell.frame = CGRect(x: 0, y: 0, width: width, height: size.height + (table?.separatorHeight ?? 0))
      cell.layoutIfNeeded()
    }

    var frames: [CGRect] { [contentView.frame] + content.views.map(\.frame) }
  }

  static let words = [
    "a", "feed", "cell", "with", "wrapping", "text", "Scrollwork", "measures", "again", "internationalisation",
    "of", "the", "layout",
  ]

  static func text(_ rng: inout SplitMix64) -> String {
    let count = rng.below(5) == 0 ? 0 : 1 + rng.below(30)
    return (0..<count).map { _ in rng.pick(words) }.joined(separator: " ")
  }

  @Test("the content view keeps its frame until layout, then takes the cell's content frame (table and collection)")
  func contentViewFollowsAtLayout() {
    for table in [true, false] {
      let s = Subject(table: table, accessory: .checkmark, separator: 1.0 / 3)
      s.content.setTexts(["Title", "A body of a few words", "Caption", "Free"])
      s.cell.frame = CGRect(x: 0, y: 0, width: 375, height: 200)
      s.cell.layoutIfNeeded()
      let before = s.contentView.frame
      let narrow: CGFloat = table ? 375 - 38 : 375
      let tall: CGFloat = table ? 200 - 1.0 / 3 : 200
      #expect(before == CGRect(x: 0, y: 0, width: narrow, height: tall), "table \(table)")
      s.cell.frame = CGRect(x: 0, y: 10, width: 414, height: 300)
      #expect(s.contentView.frame == before, "table \(table): not before layout")
      s.cell.layoutIfNeeded()
      let wide: CGFloat = table ? 414 - 38 : 414
      let taller: CGFloat = table ? 300 - 1.0 / 3 : 300
      #expect(s.contentView.frame == CGRect(x: 0, y: 0, width: wide, height: taller), "table \(table)")
      s.cell.bounds = CGRect(x: 0, y: 0, width: 320, height: 250)
      #expect(s.contentView.frame.width == wide, "table \(table): bounds, not before layout")
      s.cell.layoutIfNeeded()
      #expect(
        s.contentView.frame == CGRect(x: 0, y: 0, width: table ? 320 - 38 : 320, height: table ? 250 - 1.0 / 3 : 250),
        "table \(table)")
    }
  }

  @Test(
    "a laid-out cell resized and then dropped without another layout is freed (the engine it owns holds no reference to it)"
  )
  func resizedCellIsFreed() {
    weak var table: TableViewCell?
    weak var collection: CollectionViewCell?
    do {
      let t = TableViewCell(style: .default, reuseIdentifier: "c")
      let c = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      for cell in [t, c] as [View] {
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.layoutIfNeeded()
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 60)
      }
      table = t
      collection = c
    }
    #expect(table == nil)
    #expect(collection == nil)
  }

  @Test("a header or footer view's content view, too, keeps its frame until layout, then fills the view")
  func headerFooterContentViewFollowsAtLayout() {
    let view = TableViewHeaderFooterView(reuseIdentifier: "h")
    let content = Content(in: view.contentView)
    content.setTexts(["Title", "A body", "Caption", "Free"])
    view.frame = CGRect(x: 0, y: 0, width: 375, height: 200)
    view.layoutIfNeeded()
    view.frame = CGRect(x: 0, y: 0, width: 414, height: 260)
    #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 200))
    view.layoutIfNeeded()
    #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 414, height: 260))
    #expect(content.recorder.frame.width == 414)
  }

  @Test(
    "a self-sizing cell given new texts, a new width and its new height lays its content out once, at the final size")
  func contentLaidOutOnce() {
    for table in [true, false] {
      let s = Subject(table: table)
      s.content.setTexts(["Title", "short", "Caption", "Free"])
      s.layOut(width: 320)
      s.content.recorder.sizes = []
      s.content.setTexts(["Title", Array(repeating: "wrapping text", count: 30).joined(separator: " "), "C", "F"])
      s.layOut(width: 375)
      // UIKit lays the content view's subviews out after the cell placed the content
      // view: the recorder never sees a height squeezed by the old content height.
      #expect(s.content.recorder.sizes == [CGSize(width: 375, height: 20)], "table \(table)")
      #expect(s.content.recorder.frame.height == 20, "table \(table)")
    }
  }

  @Test("a reused cell laid out after random texts, widths, accessories and rotations has a fresh cell's frames")
  func reusedEqualsFresh() {
    let seed = PropertySeed.resolve()
    var rng = SplitMix64(seed: seed.value)
    for table in [true, false] {
      let accessories: [TableViewCell.AccessoryType] = [.none, .disclosureIndicator, .checkmark]
      let accessory = table ? rng.pick(accessories) : .none
      let separator: CGFloat = table ? rng.pick([0, 1.0 / 3, 0.5]) : 0
      let reused = Subject(table: table, accessory: accessory, separator: separator)
      var width = CGFloat(rng.pick([320, 375, 414]))
      for step in 0..<40 {
        var texts = reused.content.labels.map { $0.text ?? "" }
        for k in texts.indices where rng.chance(0.7) { texts[k] = Self.text(&rng) }
        // A rotation: the width becomes the screen's height (or back).
        if rng.chance(0.25) { width = width < 500 ? rng.pick([568, 667, 736]) : rng.pick([320, 375, 414]) }
        reused.content.setTexts(texts)
        reused.layOut(width: width)
        let frames = reused.frames
        reused.cell.layoutIfNeeded()
        #expect(reused.frames == frames, "table \(table) step \(step): a second pass moved frames \(seed)")

        let fresh = Subject(table: table, accessory: accessory, separator: separator)
        fresh.content.setTexts(texts)
        fresh.layOut(width: width)
        #expect(frames == fresh.frames, "table \(table) step \(step) width \(width) texts \(texts) \(seed)")
      }
    }
  }
}
