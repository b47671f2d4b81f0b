import Foundation

/// A scroll view that shows rows in sections: UIKit's `UITableView`, built on
/// ``ScrollView``, with UIKit's names, lifecycle and geometry.
///
/// ```swift
/// let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
/// table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
/// table.dataSource = source          // numberOfRowsInSection, cellForRowAt
/// table.rowHeight = 50
/// table.layoutIfNeeded()
/// table.indexPathsForVisibleRows     // rows 0...9 of section 0
/// table.rectForRow(at: IndexPath(row: 3, section: 0))  // (0, 150, 320, 50)
/// ```
///
/// Only the cells of the rows that meet the bounds are subviews; a cell whose row
/// leaves them goes to a reuse pool, and ``dequeueReusableCell(withIdentifier:for:)``
/// hands it out again after ``TableViewCell/prepareForReuse()``. Rows are tiled when
/// the table view lays out (a change of ``ScrollView/contentOffset`` asks for layout, as in UIKit)
/// and when ``visibleCells``, ``indexPathsForVisibleRows`` or ``cellForRow(at:)`` is
/// read. Heights and the rule by which measured heights replace estimates are in
/// Sources/Scrollwork/Scrollwork.docc/TableViews.md; sizes are described in UIKitBehaviour.md §18.
open class TableView: ScrollView {
  /// The table's appearance (`UITableView.Style`, UIKit's raw values).
  public enum Style: Int, Sendable {
    /// Rows edge to edge; sections separated only by titled headers and footers.
    case plain = 0
    /// Sections separated by spacing (18 points above and below each, without titles).
    case grouped = 1
    /// Grouped, with the rows inset 20 points from both sides.
    case insetGrouped = 2
  }

  /// Where ``scrollToRow(at:at:animated:)`` puts the row
  /// (`UITableView.ScrollPosition`, UIKit's raw values).
  public enum ScrollPosition: Int, Sendable {
    /// As little scrolling as makes the row visible (none if it is).
    case none = 0
    /// The row's top at the top of the visible area.
    case top = 1
    /// The row's centre at the centre of the visible area.
    case middle = 2
    /// The row's bottom at the bottom of the visible area.
    case bottom = 3
  }

  /// The separator between rows (`UITableViewCell.SeparatorStyle`).
  public enum SeparatorStyle: Int, Sendable {
    /// No separator: the content view is as tall as the row.
    case none = 0
    /// A one-pixel line under each row, taken from the content view's height.
    case singleLine = 1
  }

  /// `UITableView.automaticDimension`: "size it from its content" (-1, the value
  /// UIKit's constant prints).
  public static let automaticDimension: CGFloat = -1

  /// UIKit's standard row height (44): the estimate when none is given, and the
  /// height of a self-sizing row whose constraints give none.
  public static let standardRowHeight: CGFloat = 44

  /// The table's style, fixed at creation.
  public let style: Style

  /// The object that gives the rows (held weakly, as in UIKit). Setting it drops the
  /// loaded data: it is read again at the next layout or query.
  open weak var dataSource: (any TableViewDataSource)? {
    didSet { invalidateData() }
  }

  /// The delegate (a ``TableViewDelegate`` for the table's own methods). Setting it
  /// drops the loaded data, as the heights come from it.
  open override weak var delegate: (any ScrollViewDelegate)? {
    didSet { invalidateData() }
  }

  /// The delegate as a ``TableViewDelegate`` (nil when it is only a scroll view delegate).
  public var tableDelegate: (any TableViewDelegate)? { delegate as? any TableViewDelegate }

  /// Every row's height unless the delegate says otherwise (default
  /// ``automaticDimension``: sized from the cell). Setting it reloads the geometry.
  open var rowHeight: CGFloat = TableView.automaticDimension {
    didSet { if rowHeight != oldValue { reloadGeometry() } }
  }

  /// The height used for a self-sizing row until it comes on screen (default
  /// ``automaticDimension``: 44). 0 turns estimation off: every self-sizing row is
  /// measured when the data loads.
  open var estimatedRowHeight: CGFloat = TableView.automaticDimension {
    didSet { if estimatedRowHeight != oldValue { reloadGeometry() } }
  }

  /// Every section header's height unless the delegate says otherwise (default
  /// ``automaticDimension``: from the style and the title).
  open var sectionHeaderHeight: CGFloat = TableView.automaticDimension {
    didSet { if sectionHeaderHeight != oldValue { reloadGeometry() } }
  }

  /// Every section footer's height unless the delegate says otherwise (default
  /// ``automaticDimension``).
  open var sectionFooterHeight: CGFloat = TableView.automaticDimension {
    didSet { if sectionFooterHeight != oldValue { reloadGeometry() } }
  }

  /// The height used for a self-sizing section header until it comes on screen
  /// (default ``automaticDimension``: the style's height for its title). 0 turns
  /// estimation off: self-sizing headers are measured when the data loads.
  open var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension {
    didSet { if estimatedSectionHeaderHeight != oldValue { reloadGeometry() } }
  }

  /// The height used for a self-sizing section footer until it comes on screen.
  open var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension {
    didSet { if estimatedSectionFooterHeight != oldValue { reloadGeometry() } }
  }

  /// Whether the cells' content views take their leading and trailing layout margins
  /// from the readable content width (default false, as since iOS 12): each side's
  /// margin is then the larger of 16 and half of what the cell's width exceeds 672
  /// by, so content stays within a readable column on wide tables. Setting it
  /// reloads the geometry.
  open var cellLayoutMarginsFollowReadableWidth = false {
    didSet { if cellLayoutMarginsFollowReadableWidth != oldValue { reloadGeometry() } }
  }

  /// The separator between rows (default `.singleLine`).
  open var separatorStyle: SeparatorStyle = .singleLine {
    didSet { if separatorStyle != oldValue { reloadGeometry() } }
  }

  /// The default separator inset of the cells (drawing only; default left 16).
  open var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

  /// A view above the first section, as tall as its frame and as wide as the table.
  open var tableHeaderView: View? {
    didSet {
      if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
      if let tableHeaderView { addSubview(tableHeaderView) }
      reloadGeometry()
    }
  }

  /// A view below the last section, as tall as its frame and as wide as the table.
  open var tableFooterView: View? {
    didSet {
      if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
      if let tableFooterView { addSubview(tableFooterView) }
      reloadGeometry()
    }
  }

  /// What the table view could not use as given (oldest first).
  public internal(set) var issues: [TableViewIssue] = []
  /// The rows whose cell was checked for a height that does not fit
  /// (TableViews.md, "Cell diagnostics"): reuse identifier and index path, once
  /// per load.
  var checkedCellHeights: Set<CheckedCell> = []

  var layout = TableLayout()
  var hasLoaded = false
  /// The cells shown, by global row index.
  var displayed: [Int: TableViewCell] = [:]
  /// Reusable cells by identifier.
  var reusePool: [String: [TableViewCell]] = [:]
  var registrations: [String: TableViewCell.Type] = [:]
  /// The header and footer views shown, by section and kind.
  var displayedEnds: [SectionEndKey: View] = [:]
  /// Reusable header and footer views by identifier.
  var headerFooterPool: [String: [TableViewHeaderFooterView]] = [:]
  var headerFooterRegistrations: [String: TableViewHeaderFooterView.Type] = [:]
  /// The updates collected by ``performBatchUpdates(_:completion:)`` (nil outside one).
  var pendingUpdates: TableUpdate?
  /// For each ``beginUpdates()`` not yet ended, whether it started the batch.
  var batchOpenings: [Bool] = []
  /// The bounds and cell width of the last tiling (nil: tile at the next chance).
  var lastTiling: (bounds: CGRect, cellWidth: CGFloat)?
  /// The cell width the self-sizing rows were measured at (-1: measure again, after
  /// a content size category change).
  var measuredWidth: CGFloat = -1
  /// Re-entrancy guard: a data source method that reads the visible rows does not
  /// tile again.
  var isTiling = false
  /// The selected rows (TableView+Selection.swift).
  var selectedRows: Set<IndexPath> = []

  /// Whether rows can be selected (default true). **Choice:** turning it off keeps
  /// the rows already selected; ``selectRow(at:animated:scrollPosition:)`` then does
  /// nothing.
  open var allowsSelection = true
  /// Whether several rows can be selected at once (default false): without it,
  /// selecting a row deselects the others.
  open var allowsMultipleSelection = false

  /// Creates a table view of a style: UIKit's `init(frame:style:)`.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// A `.plain` table view.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// UIKit's archive initializer (nothing is decoded): a `.plain` table view.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// The content size: the table's width by the sum of every height
  /// (Sources/Scrollwork/Scrollwork.docc/TableViews.md, "Geometry"); reading it loads the data if needed. The table view owns it: a value set
  /// is ignored, as UIKit replaces it at the next layout.
  open override var contentSize: CGSize {
    get {
      ensureLoaded()
      layout.recomputeIfNeeded()
      return CGSize(width: bounds.width, height: layout.totalHeight)
    }
    set {}
  }

  /// The width of every cell: the bounds' width, less 20 on each side for
  /// `.insetGrouped` [choice] (``cellSpan(tableWidth:style:)``).
  public var cellWidth: CGFloat { Self.cellSpan(tableWidth: bounds.width, style: style).width }

  /// The x of every cell (``cellSpan(tableWidth:style:)``).
  var cellX: CGFloat { Self.cellSpan(tableWidth: bounds.width, style: style).x }

  /// Where a table `tableWidth` points wide of `style` puts its cells across: at x 0
  /// and as wide as the table for `.plain` and `.grouped`; 20 points in from either
  /// side for `.insetGrouped` [choice] (never negative, the x at most half the
  /// width). Every cell of a table has this span, whatever its height (UIKitBehaviour.md §18, §76).
  /// - Complexity: O(1).
  public static func cellSpan(tableWidth: CGFloat, style: Style) -> (x: CGFloat, width: CGFloat) {
    style == .insetGrouped
      ? (min(20, tableWidth / 2), max(0, tableWidth - 40)) : (0, max(0, tableWidth))
  }

  /// The separator height cells leave under their content view: one device pixel.
  var separatorHeight: CGFloat {
    separatorStyle == .singleLine ? 1 / (contentScaleFactor > 0 ? contentScaleFactor : 1) : 0
  }

  // MARK: Reuse

  /// Registers the class of the cells made for `identifier` (nil: unregisters):
  /// UIKit's `register(_:forCellReuseIdentifier:)`.
  open func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
    registrations[identifier] = cellClass
  }

  /// A cell for `identifier`: one from the reuse pool after its
  /// ``TableViewCell/prepareForReuse()``, else a new one of the registered class
  /// (`.default` style). UIKit raises for an unregistered identifier; here a plain
  /// `.default` cell is made and a ``TableViewIssue/unregisteredIdentifier(_:)``
  /// recorded.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    if registrations[identifier] == nil { issues.append(.unregisteredIdentifier(identifier)) }
    let cellClass = registrations[identifier] ?? TableViewCell.self
    return cellClass.init(registeredStyle: .default, reuseIdentifier: identifier)
  }

  /// A cell from the reuse pool for `identifier` (after its `prepareForReuse()`),
  /// or nil: UIKit's older `dequeueReusableCell(withIdentifier:)`, which never makes one.
  open func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    guard let cell = reusePool[identifier]?.popLast() else { return nil }
    cell.prepareForReuse()
    return cell
  }

  /// The cells waiting in the reuse pool, all identifiers together.
  public var reusableCellCount: Int { reusePool.values.reduce(0) { $0 + $1.count } }

  // MARK: Data

  /// Reloads everything: the cells shown go to the reuse pool, counts, titles and
  /// heights are read again from the data source and delegate (self-sizing rows go
  /// back to their estimates), the selection is cleared (TableViews.md,
  /// "Selection"), and the rows are tiled at the next layout.
  open func reloadData() {
    selectedRows.removeAll()
    removeAllDisplayedCells()
    loadData()
    setNeedsLayout()
  }

  /// Sends the shown cells to the pool and forgets the loaded data; it is read again
  /// at the next layout or query.
  func invalidateData() {
    selectedRows.removeAll()
    removeAllDisplayedCells()
    hasLoaded = false
    setNeedsLayout()
  }

  /// The number of sections (as last loaded).
  public var numberOfSections: Int {
    ensureLoaded()
    return layout.numberOfSections
  }

  /// The number of rows in `section` (as last loaded; 0 for a section out of range).
  public func numberOfRows(inSection section: Int) -> Int {
    ensureLoaded()
    return layout.numberOfRows(inSection: section)
  }

  // MARK: Layout

  /// Applies the solved frames, places the table header and footer views, then tiles
  /// the rows: measures the self-sizing rows that come on screen, recycles the cells
  /// that left, and places the cells shown.
  open override func layoutSubviews() {
    super.layoutSubviews()
    tileRows()
  }

  /// A change of the content offset asks for layout (UIKit tiles in `layoutSubviews`).
  override func boundsOriginDidChange() {
    super.boundsOriginDidChange()
    setNeedsLayout()
  }

  /// A new content size category (Dynamic Type) estimates every self-sizing row,
  /// header and footer again; the ones on screen are measured again at the next
  /// layout, as after a rotation, with the first row shown kept in place
  /// (UIKitBehaviour.md §25; TableViews.md, "Dynamic Type"). Overrides call super.
  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    guard previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
    else { return }
    // -1: measured at no width, so the next tiling estimates and measures again.
    measuredWidth = -1
    lastTiling = nil
    setNeedsLayout()
  }

  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.TableView" ? "UITableView" : name
  }
}
