import Foundation

/// An item of a ``CollectionView``: UIKit's `UICollectionViewCell`.
///
/// Put your subviews in ``contentView`` and constrain them to it. The collection view
/// sets the cell's frame from the layout; the content view is always as large as the
/// cell. With a self-sizing ``CollectionViewFlowLayout`` (``CollectionViewFlowLayout/estimatedItemSize``
/// not zero) the cell's ``preferredLayoutAttributesFitting(_:)`` gives its size when it
/// comes on screen.
open class CollectionViewCell: CollectionReusableView {
  /// The superview of the cell's content: a ``CollectionViewCellContentView``, or the
  /// view of the cell's ``contentConfiguration`` once one is set (UIKitBehaviour.md §42).
  public internal(set) var contentView: View = CollectionViewCellContentView()
  /// The content configuration set (``contentConfiguration``).
  var storedContentConfiguration: (any ContentConfiguration)?
  /// Whether the cell is selected (stored; reset by ``prepareForReuse()``).
  open var isSelected = false
  /// Whether the cell is highlighted (stored; reset by ``prepareForReuse()``).
  open var isHighlighted = false

  /// Creates a cell; the collection view makes registered classes through this
  /// initializer (subclasses override it as in UIKit).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
    layoutContentView()
  }

  /// UIKit's archive initializer (nothing is decoded).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Clears ``isSelected`` and ``isHighlighted``; content stays for
  /// `cellForItemAt` to set, as in UIKit. Overrides call super.
  open override func prepareForReuse() {
    super.prepareForReuse()
    isSelected = false
    isHighlighted = false
  }

  /// The size the cell's content asks for, as UIKit asks a self-sizing cell: the cell's
  /// own ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
  /// with the layout's size and the priorities the layout asks for: the fitting priority on
  /// both axes for a flow layout's `estimatedItemSize` (UIKit's default,
  /// UIKitBehaviour.md §22), the estimated axes only for a compositional layout, whose
  /// fixed axes are required (§37). A subclass that overrides that method (the full-width
  /// cell idiom, §94) is thus asked too. The collection view records a size that is not
  /// positive as a ``CollectionViewIssue/zeroSizeCell(reuseIdentifier:indexPath:)`` and keeps
  /// the estimate. Override to fix one axis, as UIKit code does for full-width cells:
  ///
  /// ```swift
  /// let size = contentView.systemLayoutSizeFitting(
  ///   CGSize(width: attributes.size.width, height: 0),
  ///   withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
  /// ```
  open override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
    -> CollectionViewLayoutAttributes
  {
    let priorities = layoutAttributes.selfSizingPriorities
    let fitted = systemLayoutSizeFitting(
      layoutAttributes.size, withHorizontalFittingPriority: priorities.horizontal,
      verticalFittingPriority: priorities.vertical)
    let attributes = layoutAttributes.copy()
    attributes.frame.size = fitted
    return attributes
  }

  /// The cell's size by Auto Layout: its content view (which fills the cell) fitted to
  /// `targetSize` at the given priorities (UIKitBehaviour.md §94).
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    contentView.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
  }

  /// Sets the content view's frame to the cell's bounds.
  func layoutContentView() {
    let target = CGRect(origin: .zero, size: bounds.size)
    if contentView.frame != target { contentView.frame = target }
  }

  /// The content view's frame follows the cell's bounds alone: after a size change
  /// outside layout, the engine places it before solving (UIKitBehaviour.md §45).
  override var placesSubviewsFromBounds: Bool { true }

  override func placeBoundsFollowingSubviews() { layoutContentView() }

  /// Applies the solved frames, then keeps the content view as large as the cell.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutContentView()
  }

  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.CollectionViewCell" ? "UICollectionViewCell" : name
  }
}
