import Foundation

/// A scroll view that shows items placed by a layout object: UIKit's
/// `UICollectionView`, built on ``ScrollView``, with UIKit's names, lifecycle and
/// geometry.
///
/// ```swift
/// let layout = CollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
///                                 collectionViewLayout: layout)
/// collection.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
/// collection.dataSource = source     // numberOfItemsInSection, cellForItemAt
/// collection.layoutIfNeeded()
/// collection.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
/// // (110, 110, 100, 100): three to a line, spaced 10
/// ```
///
/// Only the elements whose layout attributes meet the bounds have views; a cell
/// whose item leaves them goes to a reuse pool and
/// ``dequeueReusableCell(withReuseIdentifier:for:)`` hands it out again after
/// ``CollectionReusableView/prepareForReuse()``. Elements are tiled when the
/// collection view lays out (a change of ``ScrollView/contentOffset`` asks for layout,
/// as in UIKit) and when ``visibleCells``, ``indexPathsForVisibleItems`` or
/// ``cellForItem(at:)`` is read (Sources/Scrollwork/Scrollwork.docc/CollectionViews.md).
open class CollectionView: ScrollView {
  /// The kind of a flow layout's section headers (UIKit's
  /// `UICollectionView.elementKindSectionHeader`, the same string).
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a flow layout's section footers.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// Where ``scrollToItem(at:at:animated:)`` puts the item, per axis
  /// (`UICollectionView.ScrollPosition`, UIKit's raw values). An axis without a
  /// position scrolls as little as makes the item visible on it.
  public struct ScrollPosition: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The layout placing the elements. Setting it invalidates the new layout and
  /// tiles again at the next layout (UIKit's `collectionViewLayout`).
  open var collectionViewLayout: CollectionViewLayout {
    didSet {
      guard oldValue !== collectionViewLayout else { return }
      if oldValue.collectionView === self { oldValue.collectionView = nil }
      collectionViewLayout.collectionView = self
      layoutDidInvalidate()
      collectionViewLayout.needsPrepare = true
    }
  }

  /// The object that gives the items (held weakly, as in UIKit). Setting it drops
  /// the loaded data: it is read again at the next layout or query.
  open weak var dataSource: (any CollectionViewDataSource)? {
    didSet { invalidateData() }
  }

  /// The delegate (a ``CollectionViewDelegate`` or ``CollectionViewDelegateFlowLayout``
  /// for the collection view's own methods). Setting it drops the loaded data, as
  /// sizes come from it.
  open override weak var delegate: (any ScrollViewDelegate)? {
    didSet { invalidateData() }
  }

  /// The delegate as a ``CollectionViewDelegate`` (nil when it is only a scroll view delegate).
  public var collectionDelegate: (any CollectionViewDelegate)? { delegate as? any CollectionViewDelegate }

  /// What the collection view and its layout could not use as given (oldest first).
  public internal(set) var issues: [CollectionViewIssue] = []

  /// The item counts per section, as last loaded.
  var counts: [Int] = []
  var hasLoaded = false
  /// The cells shown, by index path.
  var displayedCells: [IndexPath: CollectionViewCell] = [:]
  /// The supplementary views shown, by kind and index path.
  var displayedSupplementary: [SupplementaryKey: CollectionReusableView] = [:]
  var cellPool: [String: [CollectionViewCell]] = [:]
  var supplementaryPool: [SupplementaryKey.Pool: [CollectionReusableView]] = [:]
  var cellRegistrations: [String: CollectionViewCell.Type] = [:]
  var supplementaryRegistrations: [SupplementaryKey.Pool: CollectionReusableView.Type] = [:]
  /// The updates collected by ``performBatchUpdates(_:completion:)`` (nil outside one).
  var pendingUpdates: TableUpdate?
  /// The bounds of the last tiling (nil: tile at the next chance).
  var lastTiledBounds: CGRect?
  /// The cells the self-sizing checks looked at since the data was loaded (reuse
  /// identifier and index path): each is reported once (CollectionViews.md, "Cell
  /// diagnostics").
  var checkedCells: Set<CheckedCell> = []
  /// Re-entrancy guard: a data source method that reads the visible items does not tile again.
  var isTiling = false
  /// The selected items (CollectionView+Selection.swift).
  var selectedItems: Set<IndexPath> = []

  /// Whether items can be selected (default true). **Choice:** turning it off keeps
  /// the items already selected; ``selectItem(at:animated:scrollPosition:)`` then does
  /// nothing.
  open var allowsSelection = true
  /// Whether several items can be selected at once (default false): without it,
  /// selecting an item deselects the others.
  open var allowsMultipleSelection = false

  /// A supplementary element: its kind and index path.
  struct SupplementaryKey: Hashable {
    var kind: String
    var indexPath: IndexPath
    /// A reuse pool: kind and reuse identifier.
    struct Pool: Hashable {
      var kind: String
      var identifier: String
    }
  }

  /// Creates a collection view with a layout: UIKit's `init(frame:collectionViewLayout:)`.
  public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// UIKit's archive initializer (nothing is decoded): a collection view with a
  /// ``CollectionViewFlowLayout``.
  public required init?(coder: NSCoder) {
    collectionViewLayout = CollectionViewFlowLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
  }

  /// Sets the layout (UIKit's `setCollectionViewLayout(_:animated:)`; headless, at once).
  open func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }

  /// The content size: the layout's ``CollectionViewLayout/collectionViewContentSize``
  /// (reading it loads the data and prepares the layout if needed). The collection
  /// view owns it: a value set is ignored, as UIKit replaces it at the next layout.
  open override var contentSize: CGSize {
    get {
      ensureLoaded()
      collectionViewLayout.prepareIfNeeded()
      return collectionViewLayout.collectionViewContentSize
    }
    set {}
  }

  // MARK: Reuse

  /// Registers the class of the cells made for `identifier` (nil: unregisters):
  /// UIKit's `register(_:forCellWithReuseIdentifier:)`.
  open func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
    cellRegistrations[identifier] = cellClass
  }

  /// Registers the class of the supplementary views of a kind made for `identifier`
  /// (nil: unregisters): UIKit's
  /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`.
  open func register(
    _ viewClass: CollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    supplementaryRegistrations[SupplementaryKey.Pool(kind: elementKind, identifier: identifier)] = viewClass
  }

  /// A cell for `identifier`: one from the reuse pool after its
  /// ``CollectionReusableView/prepareForReuse()``, else a new one of the registered
  /// class. UIKit raises for an unregistered identifier; here a plain
  /// ``CollectionViewCell`` is made and a ``CollectionViewIssue/unregisteredIdentifier(_:kind:)``
  /// recorded.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> CollectionViewCell
  {
    if let cell = cellPool[identifier]?.popLast() {
      cell.prepareForReuse()
      prepareListCell(cell, kind: nil, at: indexPath)
      return cell
    }
    if cellRegistrations[identifier] == nil { issues.append(.unregisteredIdentifier(identifier, kind: nil)) }
    let cell = (cellRegistrations[identifier] ?? CollectionViewCell.self).init(registeredFrame: .zero)
    cell.reuseIdentifier = identifier
    prepareListCell(cell, kind: nil, at: indexPath)
    return cell
  }

  /// A supplementary view of a kind for `identifier`, reused or made as for cells
  /// (UIKit's `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`).
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> CollectionReusableView {
    let pool = SupplementaryKey.Pool(kind: elementKind, identifier: identifier)
    if let view = supplementaryPool[pool]?.popLast() {
      view.prepareForReuse()
      prepareListCell(view, kind: elementKind, at: indexPath)
      return view
    }
    if supplementaryRegistrations[pool] == nil {
      issues.append(.unregisteredIdentifier(identifier, kind: elementKind))
    }
    let view = (supplementaryRegistrations[pool] ?? CollectionReusableView.self).init(registeredFrame: .zero)
    view.reuseIdentifier = identifier
    prepareListCell(view, kind: elementKind, at: indexPath)
    return view
  }

  /// The cells waiting in the reuse pools, all identifiers together.
  public var reusableCellCount: Int { cellPool.values.reduce(0) { $0 + $1.count } }

  // MARK: Data

  /// Reloads everything: the views shown go to the reuse pools, the counts are read
  /// again, the layout is invalidated (measured sizes are dropped), and the elements
  /// are tiled at the next layout (UIKit's `reloadData()`).
  open func reloadData() {
    selectedItems.removeAll()
    removeAllDisplayedViews()
    loadCounts()
    checkedCells.removeAll()
    collectionViewLayout.resetMeasurements()
    collectionViewLayout.invalidateLayout()
    setNeedsLayout()
  }

  /// Sends the shown views to the pools and forgets the loaded data; it is read again
  /// at the next layout or query.
  func invalidateData() {
    selectedItems.removeAll()
    removeAllDisplayedViews()
    hasLoaded = false
    checkedCells.removeAll()
    collectionViewLayout.needsPrepare = true
    setNeedsLayout()
  }

  /// Loads the counts once, before the first query or layout.
  func ensureLoaded() {
    if !hasLoaded {
      loadCounts()
      collectionViewLayout.needsPrepare = true
    }
  }

  /// Reads the section and item counts from the data source (none without one).
  func loadCounts() {
    hasLoaded = true
    lastTiledBounds = nil
    guard let source = dataSource else {
      counts = []
      return
    }
    var sections = source.numberOfSections(in: self)
    if sections < 0 {
      issues.append(.negativeCount(sections, section: nil))
      sections = 0
    }
    counts = (0..<sections).map { s in
      let n = source.collectionView(self, numberOfItemsInSection: s)
      if n < 0 { issues.append(.negativeCount(n, section: s)) }
      return max(0, n)
    }
  }

  /// The number of sections (as last loaded).
  public var numberOfSections: Int {
    ensureLoaded()
    return counts.count
  }

  /// The number of items in `section` (as last loaded; 0 for a section out of range).
  public func numberOfItems(inSection section: Int) -> Int {
    ensureLoaded()
    return counts.indices.contains(section) ? counts[section] : 0
  }

  /// Whether `indexPath` names a loaded item.
  func isValidItem(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && counts.indices.contains(indexPath.section)
      && (0..<counts[indexPath.section]).contains(indexPath.item)
  }

  // MARK: Layout

  /// Applies the solved frames, then tiles the elements.
  open override func layoutSubviews() {
    super.layoutSubviews()
    tileElements()
  }

  /// A change of the content offset asks for layout (UIKit tiles in `layoutSubviews`).
  override func boundsOriginDidChange() {
    super.boundsOriginDidChange()
    setNeedsLayout()
  }

  /// A change of the adjusted content inset changes the content's extent: the layout
  /// is invalidated (as UIKit's collection view does).
  open override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    collectionViewLayout.invalidateLayout()
  }

  /// The safe area is a section-inset reference (``CollectionViewFlowLayout/sectionInsetReference``):
  /// a change invalidates the layout.
  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    collectionViewLayout.invalidateLayout()
  }

  /// The layout margins are a section-inset reference: a change invalidates the layout.
  open override func layoutMarginsDidChange() {
    super.layoutMarginsDidChange()
    collectionViewLayout.invalidateLayout()
  }

  /// A new content size category (Dynamic Type) drops the layout's measured sizes and
  /// invalidates it: the self-sizing items on screen are measured again at the next
  /// layout; the content offset stays, brought back into range if the content
  /// shrank (UIKitBehaviour.md §25; CollectionViews.md, "Dynamic Type"). Overrides
  /// call super.
  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    guard previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
    else { return }
    collectionViewLayout.resetMeasurements()
    collectionViewLayout.invalidateLayout()
  }

  /// The layout was invalidated: tile again at the next layout.
  func layoutDidInvalidate() {
    lastTiledBounds = nil
    setNeedsLayout()
  }

  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.CollectionView" ? "UICollectionView" : name
  }
}
