import Foundation

/// A view a collection view places and reuses: UIKit's `UICollectionReusableView`,
/// the class of supplementary views (section headers and footers) and the base of
/// ``CollectionViewCell``.
///
/// Subclasses override `init(frame:)` and write `required init?(coder:)` as in UIKit.
/// The collection view makes registered classes through ``init(registeredFrame:)``, a
/// required convenience initializer every such subclass inherits.
open class CollectionReusableView: View {
  /// The identifier the view is reused under (set when the collection view makes it).
  public internal(set) var reuseIdentifier: String?
  /// The z-index of the attributes the view was shown with (orders the subviews).
  var elementZIndex = 0

  /// Creates a view with a frame (the collection view sets it from the layout).
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// How the collection view makes a registered class: calls the class's
  /// `init(frame:)`. Swift makes a class from its type only through a required
  /// initializer; this one is a convenience initializer, so a subclass that overrides
  /// `init(frame:)` and `init?(coder:)` (what UIKit code writes) inherits it and is made
  /// through its own override. Not for your code.
  public required convenience init(registeredFrame frame: CGRect) {
    self.init(frame: frame)
  }

  /// UIKit's archive initializer (nothing is decoded).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Called just before the collection view hands the view out again from its reuse
  /// pool (the base does nothing; overrides call super).
  open func prepareForReuse() {}

  /// The attributes the view would like, given the layout's: the collection view
  /// asks when the layout sizes the view itself (UIKit's
  /// `preferredLayoutAttributesFitting(_:)`; a compositional layout's estimated
  /// boundary item). The base fits the view by Auto Layout to the layout's size as a
  /// cell fits its content view: required on the item's fixed axes, the fitting priority
  /// on its estimated ones (UIKitBehaviour.md §37); the layout takes only the estimated
  /// axes.
  open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
    -> CollectionViewLayoutAttributes
  {
    let attributes = layoutAttributes.copy()
    let priorities = layoutAttributes.selfSizingPriorities
    attributes.frame.size = systemLayoutSizeFitting(
      layoutAttributes.size, withHorizontalFittingPriority: priorities.horizontal,
      verticalFittingPriority: priorities.vertical)
    return attributes
  }

  /// Takes the layout's attributes before the view is shown (UIKit's
  /// `apply(_:)`; the collection view has set the frame already; the base does nothing).
  open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.CollectionReusableView" ? "UICollectionReusableView" : name
  }
}
