import Foundation

/// A section header or footer of a ``TableView``: UIKit's `UITableViewHeaderFooterView`.
///
/// Put your subviews in ``contentView`` and constrain them to it (top to bottom, for a
/// self-sizing header). ``textLabel`` is made on first access and fills the content
/// view's layout margins. The table view sets the view's frame to the header's or
/// footer's rectangle and the content view's frame to the view's bounds; a header of
/// ``TableView/automaticDimension`` height is measured as a cell is: the content
/// view fitted at the table's width (Sources/Scrollwork/Scrollwork.docc/TableViews.md,
/// "Section headers and footers").
///
/// As for cells, subclasses override `init(reuseIdentifier:)` and write
/// `required init?(coder:)` as in UIKit; the table view makes registered classes
/// through ``init(registeredReuseIdentifier:)``, which they inherit.
open class TableViewHeaderFooterView: View {
  /// The identifier the view is reused under (nil: not reusable).
  public let reuseIdentifier: String?
  /// The superview of the view's content, as large as the view: a plain view, or the
  /// view of the ``contentConfiguration`` once one is set (UIKitBehaviour.md §42).
  public internal(set) var contentView = View()
  /// The content configuration set (``contentConfiguration``).
  var storedContentConfiguration: (any ContentConfiguration)?

  var storedTextLabel: Label?
  /// How ``textLabel`` is placed when it is made (the table view sets it for a title).
  package var titlePlacement = TitlePlacement.margins

  /// Creates a header or footer view: UIKit's `init(reuseIdentifier:)`. The content
  /// view's layout margins are 11 at the top and bottom and 16 at the sides [choice].
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
    contentView.directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    addSubview(contentView)
    layoutContentView()
  }

  /// How the table view makes a registered class: calls the class's
  /// `init(reuseIdentifier:)` (a required convenience initializer, inherited by every
  /// subclass that overrides `init(reuseIdentifier:)` and `init?(coder:)`). Not for
  /// your code.
  public required convenience init(registeredReuseIdentifier reuseIdentifier: String?) {
    self.init(reuseIdentifier: reuseIdentifier)
  }

  /// A view without a reuse identifier.
  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
    layoutContentView()
  }

  /// UIKit's archive initializer (nothing is decoded).
  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    super.init(coder: coder)
    contentView.directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    addSubview(contentView)
  }

  /// The label of the header's or footer's title, made on first access (any number of
  /// lines). In a view your code makes it has 17-point text and is pinned to the content
  /// view's layout margins guide [choice]. In the view the table view makes for a section
  /// that has a title from `titleForHeaderInSection` (or footer) but no view from the
  /// delegate, it has the style's font and place (UIKitBehaviour.md §27): headline
  /// text centred in at least 28 points in `.plain`; footnote text next to the rows in
  /// at least 38 points in the grouped styles; a title of more lines makes the header
  /// taller.
  public var textLabel: Label? {
    if let storedTextLabel { return storedTextLabel }
    let label = Label()
    label.font = Self.titleFont(for: titlePlacement)
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    LayoutConstraint.activate(titleConstraints(for: label, placement: titlePlacement))
    storedTextLabel = label
    return label
  }

  /// Called by the table view just before it hands the view out again from its reuse
  /// pool. The default does nothing (content stays for the delegate to set, as in
  /// UIKit); overrides call super.
  open func prepareForReuse() {}

  /// Sets the content view's frame to the view's bounds.
  func layoutContentView() {
    let target = CGRect(origin: .zero, size: bounds.size)
    if contentView.frame != target { contentView.frame = target }
  }

  /// The content view's frame follows the view's bounds alone: after a size change
  /// outside layout, the engine places it before solving (UIKitBehaviour.md §45).
  override var placesSubviewsFromBounds: Bool { true }

  override func placeBoundsFollowingSubviews() { layoutContentView() }

  /// Applies the solved frames, then keeps the content view as large as the view.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutContentView()
  }

  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.TableViewHeaderFooterView" ? "UITableViewHeaderFooterView" : name
  }
}
