import Foundation

/// A view controller whose view is a table view: UIKit's `UITableViewController`
/// (TableViews.md, "Table view controllers"; UIKitBehaviour.md §39).
///
/// - ``loadView()`` makes a ``TableView`` of the controller's style the size of the
///   window that will show it, with the controller as its data source and delegate;
/// - the first ``viewWillAppear(_:)`` reloads the table's data (what was read before,
///   in `viewDidLoad` for example, is read again), and every one clears the selection
///   when ``clearsSelectionOnViewWillAppear``;
/// - while the view is in a window, the window's keyboard notifications
///   (`Window.notificationCenter`) make room for the keyboard in the table
///   (``ScrollView/keyboardWillShow(frame:in:)``: bottom inset, the first responder
///   scrolled into view) and give the insets back when it hides.
///
/// Every data source and delegate method is implemented here with the protocols'
/// defaults (no rows), so a subclass overrides the ones it needs with `override`, as
/// in UIKit. Overrides of ``viewWillAppear(_:)`` and ``viewDidDisappear(_:)`` call
/// super.
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate, @unchecked Sendable {
  private let initialStyle: TableView.Style
  private var appearance = ListAppearance()
  private var keyboardObservers: [NSObjectProtocol] = []
  private weak var observedCenter: NotificationCenter?

  /// When true (the default), every ``viewWillAppear(_:)`` deselects the selected
  /// rows.
  open var clearsSelectionOnViewWillAppear = true

  /// Creates a controller whose table view will have `style`.
  public init(style: TableView.Style) {
    initialStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a `.plain` table view.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    initialStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// UIKit's archive initializer (nothing is decoded): a `.plain` table view.
  public required init?(coder: NSCoder) {
    initialStyle = .plain
    super.init(coder: coder)
  }

  deinit {
    for observer in keyboardObservers { observedCenter?.removeObserver(observer) }
  }

  /// The controller's table view: its ``ViewController/view`` (loaded on first
  /// access), or nil if another view was set. Setting it sets the view.
  open var tableView: TableView! {
    get { view as? TableView }
    set { view = newValue }
  }

  /// The table's pull-to-refresh control (UIKit's `UITableViewController.refreshControl`,
  /// which is the table view's own): reading and setting go to ``ScrollView/refreshControl``
  /// of ``tableView`` (loading the view).
  open var refreshControl: RefreshControl? {
    get { tableView?.refreshControl }
    set { tableView?.refreshControl = newValue }
  }

  /// Makes the table view (see the type's description). Overrides that make their
  /// own set ``tableView``.
  open override func loadView() {
    let table = TableView(frame: initialViewFrame, style: initialStyle)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// Reloads the data on the first appearance, clears the
  /// selection when ``clearsSelectionOnViewWillAppear``, and starts following the
  /// window's keyboard.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearance.viewWillAppear(tableView, clearingSelection: clearsSelectionOnViewWillAppear, animated: animated)
    observeKeyboard()
  }

  /// Stops following the window's keyboard.
  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    stopObservingKeyboard()
  }

  private func observeKeyboard() {
    guard let window = view.window, observedCenter !== window.notificationCenter else { return }
    stopObservingKeyboard()
    let center = window.notificationCenter
    observedCenter = center
    keyboardObservers = [
      center.addObserver(forName: Responder.keyboardWillShowNotification, object: window, queue: nil) {
        [weak self] note in
        guard let frame = (note.userInfo?[Responder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        self?.tableView?.keyboardWillShow(frame: frame, in: nil)
      },
      center.addObserver(forName: Responder.keyboardWillHideNotification, object: window, queue: nil) {
        [weak self] _ in self?.tableView?.keyboardWillHide()
      },
    ]
  }

  private func stopObservingKeyboard() {
    for observer in keyboardObservers { observedCenter?.removeObserver(observer) }
    keyboardObservers = []
    observedCenter = nil
  }

  // MARK: Data source (the protocol's defaults; override in subclasses)

  /// One section.
  open func numberOfSections(in tableView: TableView) -> Int { 1 }

  /// No rows.
  open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// A plain `.default` cell (only asked for rows a subclass declares).
  open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// No header title.
  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

  /// No footer title.
  open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

  // MARK: Delegate (the protocol's defaults; override in subclasses)

  /// The table's ``TableView/rowHeight``.
  open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }

  /// The table's ``TableView/estimatedRowHeight``.
  open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.estimatedRowHeight
  }

  /// The table's ``TableView/sectionHeaderHeight``.
  open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }

  /// The table's ``TableView/sectionFooterHeight``.
  open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }

  /// The table's ``TableView/estimatedSectionHeaderHeight``.
  open func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
    tableView.estimatedSectionHeaderHeight
  }

  /// The table's ``TableView/estimatedSectionFooterHeight``.
  open func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
    tableView.estimatedSectionFooterHeight
  }

  /// No header view (the title, if any, is shown).
  open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }

  /// No footer view (the title, if any, is shown).
  open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }

  /// Nothing.
  open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}

  /// Nothing.
  open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}

  /// Nothing. UIKit calls it for a user's tap, which a headless table never gets; it is
  /// here so that ports keep their `override` (``TableView/selectRow(at:animated:scrollPosition:)``
  /// does not call it, as in UIKit).
  open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}

  /// Nothing; as ``tableView(_:didSelectRowAt:)``, for a user's tap.
  open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}

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
