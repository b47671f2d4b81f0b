import Foundation

/// Where a layout puts one element of a collection view (a cell or a supplementary
/// view) and how it shows it: UIKit's `UICollectionViewLayoutAttributes`.
///
/// ``frame``, ``center``, ``size`` and ``bounds`` describe one rectangle: setting one
/// changes the others, as in UIKit. Attributes are objects; a layout that hands out
/// attributes it keeps should hand out a ``copy()`` when the receiver may change them
/// (``CollectionViewCell/preferredLayoutAttributesFitting(_:)`` gets a copy).
open class CollectionViewLayoutAttributes: CustomStringConvertible {
  /// What kind of element the attributes describe (`UICollectionView.ElementCategory`,
  /// UIKit's raw values).
  public enum ElementCategory: UInt, Sendable {
    case cell = 0
    case supplementaryView = 1
    case decorationView = 2
  }

  /// The element's rectangle in the collection view's content coordinates.
  open var frame: CGRect = .zero
  /// The element's index path: the item's, or for a supplementary view the section's
  /// with item 0.
  open var indexPath: IndexPath
  /// Cell or supplementary view.
  public let representedElementCategory: ElementCategory
  /// The supplementary kind (``CollectionView/elementKindSectionHeader``, …); nil for a cell.
  public let representedElementKind: String?
  /// The stacking order: views of higher `zIndex` are above (default 0).
  open var zIndex = 0
  /// Whether the element is hidden (default false): a hidden element gets no view.
  open var isHidden = false
  /// The element's opacity (drawing only; default 1).
  open var alpha: CGFloat = 1

  /// Attributes of the cell at `indexPath`: UIKit's `init(forCellWith:)`.
  public required init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .cell
    representedElementKind = nil
  }

  /// Attributes of a supplementary view: UIKit's `init(forSupplementaryViewOfKind:with:)`.
  public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }

  /// The frame's centre; setting it moves the frame.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// The frame's size; setting it keeps the centre, as in UIKit.
  open var size: CGSize {
    get { frame.size }
    set {
      let c = center
      frame = CGRect(
        x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width,
        height: newValue.height)
    }
  }

  /// (0, 0, size).
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { size = newValue.size }
  }

  /// The fitting priorities the default `preferredLayoutAttributesFitting(_:)` measures
  /// with: set by the collection view from its layout on the attributes it hands a
  /// self-sizing element (UIKit keeps this inside its attributes too; it is not public
  /// API). Copied by ``copy()``; not part of ``isEqual(to:)``.
  package var selfSizingPriorities = SelfSizingPriorities()

  /// A copy with the same values (UIKit's `copy()`), of the same class.
  open func copy() -> CollectionViewLayoutAttributes {
    let other: CollectionViewLayoutAttributes
    if let kind = representedElementKind {
      other = type(of: self).init(forSupplementaryViewOfKind: kind, with: indexPath)
    } else {
      other = type(of: self).init(forCellWith: indexPath)
    }
    other.frame = frame
    other.zIndex = zIndex
    other.isHidden = isHidden
    other.alpha = alpha
    other.selfSizingPriorities = selfSizingPriorities
    return other
  }

  /// Whether two attributes say the same (category, kind, index path, frame, z-index,
  /// hidden, alpha).
  open func isEqual(to other: CollectionViewLayoutAttributes) -> Bool {
    representedElementCategory == other.representedElementCategory
      && representedElementKind == other.representedElementKind && indexPath == other.indexPath
      && frame == other.frame && zIndex == other.zIndex && isHidden == other.isHidden && alpha == other.alpha
  }

  public var description: String {
    let what = representedElementKind.map { "supplementary \($0)" } ?? "cell"
    return "<\(what) [\(indexPath.section), \(indexPath.item)] frame \(frame)>"
  }
}
