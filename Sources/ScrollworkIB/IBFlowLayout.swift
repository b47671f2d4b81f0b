import Foundation
import Scrollwork

/// What a collection view's `<collectionViewFlowLayout key="collectionViewLayout">`
/// states about where its cells go and how large they are: the scroll direction, the
/// section inset and the inset's reference, the section header's reference size, and
/// the item size.
///
/// Read for the misplaced verdict's cell position (`IBChecker.cellsOffFlowLayout(in:)`):
/// the canvas puts the first cell of a vertical flow layout at the section inset's
/// top-left corner, below the section header (InterfaceBuilder.md, "Verdicts", "A
/// flow layout's first cell sits at its section inset").
public struct IBFlowLayout: Sendable, Equatable {
  /// `scrollDirection="horizontal"`; absent: vertical.
  public var isHorizontal: Bool
  /// `<inset key="sectionInset">` (`minX`, `minY`, `maxX`, `maxY`), nil when the
  /// document leaves it out (Xcode writes it for every flow layout: all 25 of the
  /// corpus).
  public var sectionInset: EdgeInsets?
  /// `sectionInsetReference` as written (`layoutMargins`, `safeArea`); nil when absent,
  /// the default: the inset counts from the content inset.
  public var sectionInsetReference: String?
  /// `<size key="headerReferenceSize">`; zero when absent.
  public var headerReferenceSize: CGSize
  /// `<size key="itemSize">`, when the layout has no nonzero `estimatedItemSize` (its
  /// cells do not size themselves); nil otherwise.
  public var itemSize: CGSize?

  /// A layout with the given values (the defaults are the document's when it says
  /// nothing).
  public init(
    isHorizontal: Bool = false, sectionInset: EdgeInsets? = nil, sectionInsetReference: String? = nil,
    headerReferenceSize: CGSize = .zero, itemSize: CGSize? = nil
  ) {
    self.isHorizontal = isHorizontal
    self.sectionInset = sectionInset
    self.sectionInsetReference = sectionInsetReference
    self.headerReferenceSize = headerReferenceSize
    self.itemSize = itemSize
  }

  /// Where the canvas puts the first cell of the section, in the collection view's
  /// content coordinates: the section inset's top-left corner below the header's
  /// reference height. Nil where the document does not say enough or the corpus does
  /// not show it: a horizontal layout (a lone cell is centred across the line there,
  /// and Hero's one stale case flags the collection view, not the cell), an inset
  /// counted from the margins or the safe area, or no stored section inset.
  public var firstCellOrigin: CGPoint? {
    guard !isHorizontal, sectionInsetReference == nil, let inset = sectionInset else { return nil }
    return CGPoint(x: inset.left, y: headerReferenceSize.height + inset.top)
  }
}
