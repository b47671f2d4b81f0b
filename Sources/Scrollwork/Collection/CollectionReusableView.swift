import Foundation

/// A view a collection view places and reuses: UIKit's `UICollectionReusableView`,
/// the class of supplementary views (section headers and footers) and the base of
/// ``CollectionViewCell``.
///
/// The collection view makes registered classes with `init(frame:)`, so that
/// initializer is `required`: subclasses write `required init(frame:)` where UIKit
/// code writes `override init(frame:)` (the one source difference from UIKit).
open class CollectionReusableView: View {
  /// The identifier the view is reused under (set when the collection view makes it).
  public internal(set) var reuseIdentifier: String?
  /// The z-index of the attributes the view was shown with (orders the subviews).
  var elementZIndex = 0

  /// Creates a view with a frame (the collection view sets it from the layout).
  public required override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// UIKit's archive initializer (nothing is decoded).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Called just before the collection view hands the view out again from its reuse
  /// pool (the base does nothing; overrides call super).
  open func prepareForReuse() {}

  /// The attributes the view would like, given the layout's: the collection view
  /// asks when the layout sizes items itself (UIKit's
  /// `preferredLayoutAttributesFitting(_:)`). The base returns them unchanged.
  open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
    -> CollectionViewLayoutAttributes
  {
    layoutAttributes
  }

  /// Takes the layout's attributes before the view is shown (UIKit's
  /// `apply(_:)`; the collection view has set the frame already; the base does nothing).
  open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.CollectionReusableView" ? "UICollectionReusableView" : name
  }
}
