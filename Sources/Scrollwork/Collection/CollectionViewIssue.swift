import Foundation

/// Something a collection view or its flow layout could not use as given, with what
/// it did instead: kept in ``CollectionView/issues`` (oldest first), never dropped
/// silently.
public enum CollectionViewIssue: Equatable, CustomStringConvertible, Sendable {
  /// A self-sizing cell's preferred size was not positive on an axis (its
  /// constraints give no width or height: usually nothing pins the last subview to
  /// the content view's edge); the item keeps its estimated size.
  case zeroSizeCell(reuseIdentifier: String?, indexPath: IndexPath)
  /// A self-sizing cell's content view whose constraints do not determine its size
  /// on an axis (it collapses when fitted: nothing pins `view`'s bottom, or its
  /// trailing edge, to the content view). `isHeight` says which; `view` names the
  /// view whose edge is loose and `fix` the constraint that pins it (a checked
  /// ``SuggestedConstraint``, in its words). The item keeps its estimated size, as
  /// for ``zeroSizeCell(reuseIdentifier:indexPath:)``, which is recorded instead when
  /// no such fix is found. Reported once per reuse identifier and index path per
  /// load. CollectionViews.md, "Cell diagnostics".
  case unpinnedCellContent(reuseIdentifier: String?, indexPath: IndexPath, isHeight: Bool, view: String, fix: String)
  /// A size that is negative, NaN or infinite, or an inset or spacing that is NaN or
  /// infinite; read as 0 on that component. `what` names the source (`itemSize`, `sizeForItemAt`, …); `indexPath`
  /// the item (item 0 for a section's value), if any.
  case invalidValue(String, what: String, indexPath: IndexPath?)
  /// An item longer along its line than the line (a vertical flow layout's item wider
  /// than the content less the section insets): UIKit logs "the behavior of the
  /// UICollectionViewFlowLayout is not defined"; here it gets a line of its own, at
  /// the line's start, and sticks out past the end.
  case itemLargerThanLine(indexPath: IndexPath, size: CGSize, lineLength: CGFloat)
  /// The data source gave a negative number of sections or items; read as 0.
  case negativeCount(Int, section: Int?)
  /// A dequeue with an identifier no class was registered for (UIKit raises); a plain
  /// cell or reusable view was made. `kind` is nil for cells.
  case unregisteredIdentifier(String, kind: String?)
  /// The layout placed a supplementary view the data source does not give (UIKit
  /// raises); it is not shown.
  case missingSupplementaryView(kind: String, indexPath: IndexPath)
  /// The view of an estimated supplementary element (a compositional section's
  /// boundary item) fitted to `fitted`, which is not a positive finite size: its
  /// constraints give it no size on some axis. It keeps its estimate.
  case zeroSizeSupplementaryView(kind: String, indexPath: IndexPath, fitted: CGSize)
  /// An update (`insertItems`, `deleteSections`, `performBatchUpdates`, …) that does
  /// not agree with the data source's new counts or names items or sections that do
  /// not exist. UIKit raises `NSInternalInconsistencyException` with this reason;
  /// here the collection view reloads all its data instead.
  case invalidUpdate(String)
  /// A call named an item that does not exist (UIKit raises); `what` names the call.
  /// Nothing changed.
  case invalidIndexPath(IndexPath, what: String)
  /// A compositional layout's section provider gave no section (nil) for a section
  /// index; its items get no frames and are not shown.
  case missingSection(Int)
  /// A compositional layout group has no subitems (UIKit raises); it places no item,
  /// and the section's remaining items get no frames.
  case emptyGroup(section: Int)
  /// A boundary supplementary item's alignment names no header or footer edge for
  /// the layout's scroll direction (`.none`, or `.leading`/`.trailing` in a vertical
  /// layout, `.top`/`.bottom` in a horizontal one); it is not shown.
  case unsupportedBoundaryAlignment(kind: String, alignment: RectAlignment)

  public var description: String {
    switch self {
    case .zeroSizeCell(let id, let path):
      return "The self-sizing cell (reuse identifier \(id.map { "'\($0)'" } ?? "nil"), index path "
        + "[\(path.section), \(path.item)]) fitted to a size that is not positive; keeping the estimated size. "
        + "Pin the content from edge to edge of the content view."
    case .unpinnedCellContent(let id, let path, let isHeight, let view, let fix):
      return UnpinnedCellText.message(
        cell: UnpinnedCellText.cell(id, path), vertical: isHeight, view: view, fix: fix,
        fallback: "Keeping the estimated size.")
    case .invalidValue(let value, let what, let path):
      let item = path.map { " at [\($0.section), \($0.item)]" } ?? ""
      return "\(what) \(value)\(item) is not usable (a NaN, infinite or negative size); read as 0 where unusable."
    case .itemLargerThanLine(let path, let size, let length):
      return "The item at [\(path.section), \(path.item)] (\(size.width) x \(size.height)) is longer than its line "
        + "(\(length)): the behavior of the UICollectionViewFlowLayout is not defined because the item must be "
        + "smaller than the collection view less the section and content insets. Placed at the line's start."
    case .negativeCount(let n, let section):
      return "The data source gave \(n) \(section.map { "items in section \($0)" } ?? "sections"); read as 0."
    case .unregisteredIdentifier(let id, let kind):
      let what = kind.map { "supplementary view of kind '\($0)'" } ?? "cell"
      return "No class is registered for \(what) with reuse identifier '\(id)'; made a plain one."
    case .missingSupplementaryView(let kind, let path):
      return "The layout placed a supplementary view of kind '\(kind)' at [\(path.section), \(path.item)] but the "
        + "data source gave none (collectionView(_:viewForSupplementaryElementOfKind:at:)); not shown."
    case .zeroSizeSupplementaryView(let kind, let path, let fitted):
      return "The view of kind '\(kind)' at [\(path.section), \(path.item)] fits to \(fmt(fitted.width)) × "
        + "\(fmt(fitted.height)) by its constraints, no usable size: it keeps its estimated size. Pin its content "
        + "to its edges with constraints that give it a size."
    case .invalidUpdate(let reason):
      return reason + (reason.hasSuffix(".") ? "" : ".") + " The collection view reloaded all its data."
    case .invalidIndexPath(let path, let what):
      return "\(what) named item \(path.item) of section \(path.section), which does not exist; nothing changed."
    case .missingSection(let section):
      return "The compositional layout's section provider returned nil for section \(section); its items are not shown."
    case .emptyGroup(let section):
      return
        "A compositional layout group in section \(section) has no subitems; the items it would hold are not shown."
    case .unsupportedBoundaryAlignment(let kind, let alignment):
      return "The boundary supplementary item '\(kind)' is aligned .\(alignment), which is no header or footer edge "
        + "for the layout's scroll direction; not shown."
    }
  }
}
