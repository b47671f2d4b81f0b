import Foundation

/// A row of a ``TableView``: UIKit's `UITableViewCell`.
///
/// Put your subviews in ``contentView`` and constrain them to it (top to bottom, for
/// self-sizing). The built-in styles' ``textLabel``, ``detailTextLabel`` and
/// ``imageView`` are made on first access and laid out with constraints
/// (`TableViewCell+Styles.swift`). The table view sets the cell's frame and the
/// content view's: as wide as the cell less the accessory's width
/// (``AccessoryType/width``), as tall as the row less the separator
/// (Sources/Scrollwork/Scrollwork.docc/TableViews.md, "Cell geometry").
///
/// Subclasses override `init(style:reuseIdentifier:)` and write `required init?(coder:)`
/// as in UIKit. The table view makes registered classes through
/// ``init(registeredStyle:reuseIdentifier:)``, a required convenience initializer that
/// every such subclass inherits (Sources/Scrollwork/Scrollwork.docc/TableViews.md,
/// "Registering cell classes").
open class TableViewCell: View {
  /// The built-in layouts (`UITableViewCell.CellStyle`, UIKit's raw values).
  public enum CellStyle: Int, Sendable {
    /// A leading image view and one label.
    case `default` = 0
    /// A label at the leading edge and a detail label at the trailing edge.
    case value1 = 1
    /// A fixed-width label, then a detail label (no image view).
    case value2 = 2
    /// A label with a detail label under it.
    case subtitle = 3
  }

  /// The standard accessories (`UITableViewCell.AccessoryType`, UIKit's raw values).
  public enum AccessoryType: Int, Sendable {
    case none = 0
    case disclosureIndicator, detailDisclosureButton, checkmark, detailButton

    /// How much narrower the content view is than the cell. [choice] Approximate
    /// widths of the accessory area (the accessory and its trailing margin), not
    /// measured on a device: 34, 66, 38 and 44 points; 0 for `.none`.
    public var width: CGFloat {
      switch self {
      case .none: 0
      case .disclosureIndicator: 34
      case .detailDisclosureButton: 66
      case .checkmark: 38
      case .detailButton: 44
      }
    }
  }

  /// The cell's built-in layout.
  public let style: CellStyle
  /// The identifier the cell is reused under (nil: not reusable).
  public let reuseIdentifier: String?
  /// The superview of the cell's content: a ``TableViewCellContentView``, or the view
  /// of the cell's ``contentConfiguration`` once one is set (UIKitBehaviour.md §42).
  public internal(set) var contentView: View = TableViewCellContentView()
  /// The content configuration set (``contentConfiguration``).
  var storedContentConfiguration: (any ContentConfiguration)?

  /// The standard accessory shown at the trailing edge (default `.none`); its
  /// ``AccessoryType/width`` narrows the content view.
  open var accessoryType: AccessoryType = .none {
    didSet { if accessoryType != oldValue { layoutContentView() } }
  }

  /// Where the separator under the cell starts and ends (drawing only; default
  /// left 16, UIKit's on compact-width iPhones).
  open var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

  /// How a selected cell is highlighted (`UITableViewCell.SelectionStyle`, UIKit's raw
  /// values; UIKitBehaviour.md §19). Drawing only: no effect on layout.
  public enum SelectionStyle: Int, Sendable {
    case none = 0
    case blue = 1
    case gray = 2
    case `default` = 3
  }

  /// How the cell is highlighted when selected (default `.default`, as in UIKit; stored).
  open var selectionStyle: SelectionStyle = .default

  /// Whether the cell is selected (reset by ``prepareForReuse()``). Setting it calls
  /// ``setSelected(_:animated:)`` without animation, as UIKit's setter does, so a
  /// subclass that overrides that method hears every change.
  open var isSelected: Bool {
    get { storedSelected }
    set { setSelected(newValue, animated: false) }
  }
  /// Whether the cell is highlighted (reset by ``prepareForReuse()``); setting it calls
  /// ``setHighlighted(_:animated:)`` without animation.
  open var isHighlighted: Bool {
    get { storedHighlighted }
    set { setHighlighted(newValue, animated: false) }
  }
  private var storedSelected = false
  private var storedHighlighted = false

  /// Sets the selected state: UIKit's `setSelected(_:animated:)`, which subclasses
  /// override to restyle their content (call super). The table view calls it for the
  /// rows it selects and deselects (TableViews.md, "Selection"). Headless, `animated`
  /// changes nothing.
  open func setSelected(_ selected: Bool, animated: Bool) {
    storedSelected = selected
  }

  /// Sets the highlighted state: UIKit's `setHighlighted(_:animated:)` (call super
  /// from overrides). Drawing only.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    storedHighlighted = highlighted
  }

  /// The separator's height under this cell, set by the table view: one device pixel
  /// with a single-line separator, 0 without (0 outside a table view).
  public internal(set) var separatorHeight: CGFloat = 0 {
    didSet { if separatorHeight != oldValue { layoutContentView() } }
  }

  var storedTextLabel: Label?
  /// Whether the table view set the content view's side margins from the readable
  /// width (``TableView/cellLayoutMarginsFollowReadableWidth``).
  var hasReadableMargins = false
  var storedDetailTextLabel: Label?
  var storedImageView: ImageView?
  /// The constraints of the built-in style, rebuilt when its views change.
  var styleConstraints: [LayoutConstraint] = []
  /// The built-in views and whether the image view had an image when
  /// ``styleConstraints`` were made.
  var styleConfiguration: StyleConfiguration?

  /// Creates a cell of a built-in style: UIKit's `init(style:reuseIdentifier:)`.
  /// Subclasses override it as in UIKit.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    contentView.directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    addSubview(contentView)
    layoutContentView()
  }

  /// How the table view makes a registered class: calls the class's
  /// `init(style:reuseIdentifier:)`. Swift makes a class from its type only through a
  /// required initializer; this one is a convenience initializer, so a subclass that
  /// overrides `init(style:reuseIdentifier:)` and `init?(coder:)` (what UIKit code
  /// writes) inherits it and is made through its own override. Not for your code.
  public required convenience init(registeredStyle style: CellStyle, reuseIdentifier: String?) {
    self.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  /// A `.default` cell without a reuse identifier.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
    layoutContentView()
  }

  /// UIKit's archive initializer (nothing is decoded): a `.default` cell.
  public required init?(coder: NSCoder) {
    style = .default
    reuseIdentifier = nil
    super.init(coder: coder)
    contentView.directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    addSubview(contentView)
  }

  /// Called by the table view just before it hands the cell out again from its reuse
  /// pool. The default clears ``isSelected`` and ``isHighlighted``; as in UIKit,
  /// content (texts, images) stays for `cellForRowAt` to set. Overrides call super.
  open func prepareForReuse() {
    isSelected = false
    isHighlighted = false
  }

  /// The content view's frame for the cell's bounds: the cell's width less the
  /// accessory's, the cell's height less the separator's (never negative).
  /// Subclasses may place it otherwise (ScrollworkIB keeps the accessory area and
  /// separator Xcode stored for a document's cell).
  open var contentViewFrame: CGRect {
    CGRect(
      x: 0, y: 0, width: max(0, bounds.width - accessoryType.width),
      height: max(0, bounds.height - separatorHeight))
  }

  /// Sets the content view's frame from the cell's bounds.
  func layoutContentView() {
    let target = contentViewFrame
    if contentView.frame != target { contentView.frame = target }
  }

  /// The content view's frame follows the cell's bounds alone: after a size change
  /// outside layout, the engine places it before solving (UIKitBehaviour.md §45).
  override var placesSubviewsFromBounds: Bool { true }

  override func placeBoundsFollowingSubviews() { layoutContentView() }

  /// Applies the solved frames, then keeps the content view at ``contentViewFrame``.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutContentView()
  }

  /// Rebuilds the built-in style's constraints if its views changed.
  open override func updateConstraints() {
    refreshStyleConstraints()
    super.updateConstraints()
  }

  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.TableViewCell" ? "UITableViewCell" : name
  }
}
