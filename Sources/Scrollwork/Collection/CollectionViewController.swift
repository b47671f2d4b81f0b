import Foundation

/// A view controller whose view is a collection view: UIKit's
/// `UICollectionViewController` (CollectionViews.md, "Collection view controllers";
/// UIKitBehaviour.md §39).
///
/// - ``loadView()`` makes a ``CollectionView`` with the controller's layout the size of
///   the window that will show it, with the controller as its data source and delegate;
/// - the first ``viewWillAppear(_:)`` reloads the collection's data (what was read
///   before is read again), and every one deselects the selected items when
///   ``clearsSelectionOnViewWillAppear``.
///
/// Every data source, delegate and scroll view delegate method is implemented here
/// with the protocols' defaults (no items), so a subclass overrides the ones it needs
/// with `override`, as in UIKit; a subclass that adopts
/// ``CollectionViewDelegateFlowLayout`` implements its methods without `override`, as
/// in UIKit. Overrides of ``viewWillAppear(_:)`` call super.
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate,
  @unchecked Sendable
{
  private var initialLayout: CollectionViewLayout
  private var appearance = ListAppearance()

  /// When true (the default), every ``viewWillAppear(_:)`` deselects the selected
  /// items.
  open var clearsSelectionOnViewWillAppear = true

  /// Creates a controller whose collection view will use `layout`.
  public init(collectionViewLayout layout: CollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a ``CollectionViewFlowLayout``.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    initialLayout = CollectionViewFlowLayout()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// UIKit's archive initializer (nothing is decoded): a flow layout.
  public required init?(coder: NSCoder) {
    initialLayout = CollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The controller's collection view: its ``ViewController/view`` (loaded on first
  /// access), or nil if another view was set. Setting it sets the view.
  open var collectionView: CollectionView! {
    get { view as? CollectionView }
    set { view = newValue }
  }

  /// The collection view's layout (the one given at creation until the view is
  /// loaded).
  public var collectionViewLayout: CollectionViewLayout {
    viewIfLoaded.flatMap { ($0 as? CollectionView)?.collectionViewLayout } ?? initialLayout
  }

  /// Makes the collection view (see the type's description). Overrides that make their
  /// own set ``collectionView``.
  open override func loadView() {
    let collection = CollectionView(frame: initialViewFrame, collectionViewLayout: initialLayout)
    collection.dataSource = self
    collection.delegate = self
    view = collection
  }

  /// Reloads the data on the first appearance and clears the selection when
  /// ``clearsSelectionOnViewWillAppear``.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearance.viewWillAppear(collectionView, clearingSelection: clearsSelectionOnViewWillAppear, animated: animated)
  }

  // MARK: Data source (the protocol's defaults; override in subclasses)

  /// One section.
  open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

  /// No items.
  open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

  /// A plain cell (only asked for items a subclass declares).
  open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    CollectionViewCell(frame: .zero)
  }

  /// No supplementary view.
  open func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView? {
    nil
  }

  // MARK: Delegate (nothing; override in subclasses)

  /// Nothing.
  open func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {}

  /// Nothing.
  open func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {}

  /// Nothing.
  open func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}

  /// Nothing.
  open func collectionView(
    _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}

  /// Nothing. UIKit calls it for a user's tap, which a headless collection view never
  /// gets; it is here so that ports keep their `override`
  /// (``CollectionView/selectItem(at:animated:scrollPosition:)`` does not call it, as in UIKit).
  open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}

  /// Nothing; as ``collectionView(_:didSelectItemAt:)``, for a user's tap.
  open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}

  // MARK: Scroll view delegate (nothing; override in subclasses)

  /// Nothing.
  open func scrollViewDidScroll(_ scrollView: ScrollView) {}

  /// Nothing.
  open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}

  /// Nothing.
  open func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}

  /// Nothing.
  open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}

  /// Nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}

  /// Nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}

  /// Nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}

  /// Nothing.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
