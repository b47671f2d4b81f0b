import Foundation
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// A self-sizing table measures a reused cell in its content view's kept fitting
/// engine (``TableViewCell/fitContentHeight(width:)``): row heights, content sizes and
/// the cell diagnostics are those of a table whose cells are measured in fresh engines.
@Suite struct TableViewKeptFittingEngineTests {
  /// A title and a wrapping body stacked, a 40 × 40 image beside a wrapping caption
  /// below them, the caption's bottom pinned to the content view's (required); the
  /// spacing between them (set by ``configure(_:spacing:rigid:)``) may be sub-pixel;
  /// `rigid` labels neither stretch nor shrink vertically (required hugging and
  /// compression resistance), so a sub-pixel height conflicts with its rounding.
  final class FeedCell: TableViewCell {
    let title = Label()
    let body = Label()
    let image = View()
    let caption = Label()
    private var gaps: [LayoutConstraint] = []

    override init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      let c = contentView
      for v in [title, body, image, caption] {
        v.translatesAutoresizingMaskIntoConstraints = false
        c.addSubview(v)
      }
      body.numberOfLines = 0
      caption.numberOfLines = 0
      let g = c.layoutMarginsGuide
      gaps = [
        body.topAnchor.constraint(equalTo: title.bottomAnchor),
        image.topAnchor.constraint(equalTo: body.bottomAnchor),
      ]
      LayoutConstraint.activate(
        gaps + [
          title.topAnchor.constraint(equalTo: g.topAnchor),
          title.leadingAnchor.constraint(equalTo: g.leadingAnchor),
          title.trailingAnchor.constraint(equalTo: g.trailingAnchor),
          body.leadingAnchor.constraint(equalTo: g.leadingAnchor),
          body.trailingAnchor.constraint(equalTo: g.trailingAnchor),
          image.leadingAnchor.constraint(equalTo: g.leadingAnchor),
          image.widthAnchor.constraint(equalToConstant: 40),
          image.heightAnchor.constraint(equalToConstant: 40),
          image.bottomAnchor.constraint(lessThanOrEqualTo: g.bottomAnchor),
          caption.topAnchor.constraint(equalTo: image.topAnchor),
          caption.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
          caption.trailingAnchor.constraint(equalTo: g.trailingAnchor),
          caption.bottomAnchor.constraint(equalTo: c.bottomAnchor, constant: -11),
        ])
    }

    required init?(coder: NSCoder) { nil }

    func configure(_ texts: [String], spacing: CGFloat, rigid: Bool) {
      title.text = texts[0]
      body.text = texts[1]
      caption.text = texts[2]
      for gap in gaps where gap.constant != spacing { gap.constant = spacing }
      let priority: LayoutPriority = rigid ? .required : .defaultLow
      for label in [title, body, caption] where label.contentHuggingPriority(for: .vertical) != priority {
        label.setContentHuggingPriority(priority, for: .vertical)
        label.setContentCompressionResistancePriority(rigid ? .required : .defaultHigh, for: .vertical)
      }
    }
  }

  /// Rows of three texts; with `fresh`, every dequeued cell's kept fitting engine is
  /// dropped, so the table measures it in a new one.
  final class FeedSource: TableViewDataSource {
    let rows: [[String]]
    let spacing: CGFloat
    let rigid: Bool
    let fresh: Bool

    init(rows: [[String]], spacing: CGFloat, rigid: Bool, fresh: Bool) {
      self.rows = rows
      self.spacing = spacing
      self.rigid = rigid
      self.fresh = fresh
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Feed", for: indexPath)
      (cell as? FeedCell)?.configure(rows[indexPath.row], spacing: spacing, rigid: rigid)
      if fresh { cell.contentView.storedFittingEngine = nil }
      return cell
    }
  }

  static let words = [
    "a", "feed", "cell", "with", "wrapping", "text", "Scrollwork", "measures", "again", "internationalisation",
    "of", "the", "layout",
  ]

  static func text(_ rng: inout SplitMix64) -> String {
    let count = rng.below(5) == 0 ? 0 : 1 + rng.below(30)
    return (0..<count).map { _ in rng.pick(words) }.joined(separator: " ")
  }

  static func table(_ source: FeedSource, size: CGSize) -> TableView {
    let table = TableView(frame: CGRect(origin: .zero, size: size))
    table.register(FeedCell.self, forCellReuseIdentifier: "Feed")
    table.dataSource = source
    table.layoutIfNeeded()
    return table
  }

  /// Every row's rectangle, the content size and the issues' texts (object
  /// addresses, which differ between two tables, replaced by `0x…`), after the same
  /// scroll path (`offsets`, clamped to the scroll range).
  static func scrolled(_ table: TableView, _ offsets: [CGFloat]) -> ([CGRect], CGSize, [String]) {
    for y in offsets {
      table.contentOffset = CGPoint(x: 0, y: min(max(y, table.minimumContentOffset.y), table.maximumContentOffset.y))
      table.layoutIfNeeded()
    }
    let rows = (0..<table.numberOfRows(inSection: 0)).map { table.rectForRow(at: IndexPath(row: $0, section: 0)) }
    let texts = table.issues.map {
      $0.description.replacingOccurrences(of: "0x[0-9a-f]+", with: "0x…", options: .regularExpression)
    }
    return (rows, table.contentSize, texts)
  }

  @Test(
    "§18 property: row heights, content sizes and issues of cells measured in kept fitting engines equal those of fresh engines, across scrolling and rotation"
  )
  func keptEqualsFresh() {
    var rng = SplitMix64(seed: PropertySeed.resolve().value)
    var keptUsed = 0
    var subPixelRows = 0
    for _ in 0..<16 {
      let rows = (0..<(5 + rng.below(40))).map { _ in [Self.text(&rng), Self.text(&rng), Self.text(&rng)] }
      let spacing = CGFloat(rng.pick([0, 4, 8, 4.5, 7.25, 10.4]))
      let rigid = rng.chance(0.5)
      let size = CGSize(width: CGFloat(rng.pick([320, 375, 414, 250])), height: CGFloat(rng.pick([480, 667, 896])))
      let offsets = (0..<(1 + rng.below(5))).map { _ in CGFloat(rng.below(6000)) }
      let turned = (0..<(1 + rng.below(3))).map { _ in CGFloat(rng.below(6000)) }
      let keptSource = FeedSource(rows: rows, spacing: spacing, rigid: rigid, fresh: false)
      let freshSource = FeedSource(rows: rows, spacing: spacing, rigid: rigid, fresh: true)
      let kept = Self.table(keptSource, size: size)
      let fresh = Self.table(freshSource, size: size)
      let (rows1, size1, issues1) = Self.scrolled(kept, offsets)
      let (rows2, size2, issues2) = Self.scrolled(fresh, offsets)
      #expect(rows1 == rows2, "spacing \(spacing), rigid \(rigid), size \(size)")
      #expect(size1 == size2)
      #expect(issues1 == issues2)
      // Rotation: the other orientation, then scrolling again.
      let rotated = CGRect(x: 0, y: 0, width: size.height, height: size.width)
      kept.frame = rotated
      fresh.frame = rotated
      let (keptRows, keptSize, keptIssues) = Self.scrolled(kept, turned)
      let (freshRows, freshSize, freshIssues) = Self.scrolled(fresh, turned)
      #expect(keptRows == freshRows, "rotated, spacing \(spacing), rigid \(rigid), size \(size)")
      #expect(keptSize == freshSize)
      #expect(keptIssues == freshIssues)
      keptUsed += kept.subviews.compactMap { ($0 as? TableViewCell)?.contentView.storedFittingEngine }.count
      subPixelRows += kept.issues.filter { if case .roundedHeightConflict = $0 { true } else { false } }.count
    }
    // The kept engines were used, and the sub-pixel path (a fresh engine) was taken too.
    #expect(keptUsed > 0)
    #expect(subPixelRows > 0)
  }
  /// A content view with a label pinned to its leading and top edges, another wrapping
  /// label below it, and its kept fitting engine's rectangles against a fresh engine's.
  final class Moved {
    let content = View()
    let label = Label(text: "Scrollwork measures again")
    let body = Label(text: "a feed cell with wrapping text of the layout")

    init() {
      body.numberOfLines = 0
      for v in [label, body] {
        v.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(v)
      }
      let g = content.layoutMarginsGuide
      LayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: g.leadingAnchor),
        label.topAnchor.constraint(equalTo: g.topAnchor),
        body.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 4),
        body.leadingAnchor.constraint(equalTo: g.leadingAnchor, constant: 10),
        body.trailingAnchor.constraint(equalTo: g.trailingAnchor),
        body.bottomAnchor.constraint(equalTo: g.bottomAnchor),
      ])
    }

    /// The fitted size at 200 pt and the labels' rectangles in the engine it used.
    func fit() -> (CGSize, [CGRect]) {
      let size = content.systemLayoutSizeFitting(
        CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      let engine = content.storedFittingEngine?.engine
      return (size, [label, body].map { engine?.solvedRect($0) ?? .null })
    }

    /// The same from a fresh engine.
    func freshFit() -> (CGSize, [CGRect]) {
      let engine = LayoutEngine.solvedTemporary(
        root: content, fitting: (CGSize(width: 200, height: 0), .required, .fittingSizeLevel))
      let r = engine.solvedRect(content)
      let s = content.contentScaleFactor
      return (
        CGSize(width: ceilToPixels(r.width, scale: s), height: ceilToPixels(r.height, scale: s)),
        [label, body].map { engine.solvedRect($0) }
      )
    }
  }

  @Test("a subtree keeps its fitting engine across a move, and is measured again where the move changes what it reads")
  func movedSubtree() {
    // Detached, then into a plain superview: the engine is kept.
    let moved = Moved()
    let (size, _) = moved.fit()
    let kept = moved.content.storedFittingEngine?.engine
    #expect(kept != nil)
    let plain = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    plain.addSubview(moved.content)
    #expect(moved.content.storedFittingEngine?.engine === kept)
    #expect(moved.fit().0 == size)
    moved.content.removeFromSuperview()
    #expect(moved.content.storedFittingEngine?.engine === kept)
    // Into a right-to-left superview: the label moves to the right edge.
    let rtl = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    rtl.semanticContentAttribute = .forceRightToLeft
    rtl.addSubview(moved.content)
    let rtlFit = moved.fit()
    #expect(rtlFit == moved.freshFit())
    #expect(abs(rtlFit.1[0].maxX - (200 - 8)) < 1e-9)
    // On a 2x screen: the labels are measured at 2x.
    rtl.removeFromSuperview()
    moved.content.removeFromSuperview()
    moved.content.screen = Screen(scale: 2)
    let twoX = moved.fit()
    #expect(twoX == moved.freshFit())
    // Under a superview with wide margins that the content view preserves: the
    // margins above are read again.
    moved.content.preservesSuperviewLayoutMargins = true
    _ = moved.fit()
    let wide = View(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    wide.layoutMargins = EdgeInsets(top: 40, left: 40, bottom: 40, right: 40)
    wide.addSubview(moved.content)
    #expect(moved.content.storedFittingEngine == nil)
    #expect(moved.fit() == moved.freshFit())
  }
}
