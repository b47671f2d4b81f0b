import Foundation
import Scrollwork

extension IBChecker {
  /// The collection view cells of a flow layout that are stored at a size other than
  /// the layout's item size without a size of their own, with that item size, in
  /// document order.
  ///
  /// A flow layout without an estimated item size gives every cell its `itemSize`;
  /// the size inspector's custom size (`<size key="customSize">`) is the only way a
  /// prototype cell keeps another size. Xcode flags Hackers' feed cell, stored 84
  /// points tall for a 128-point item size with no custom size; every other cell in
  /// the corpus stored at a size other than its layout's item size has a custom size
  /// equal to its stored one and goes unflagged (nRF Toolbox's eleven 78×95 cells for
  /// an 80×100 item, FreeOTP's 128-point cell for a 50-point item) (InterfaceBuilder.md,
  /// "Verdicts").
  /// - Complexity: O(views).
  static func cellsOffItemSize(in layout: IBLayout) -> [(id: String, itemSize: CGSize)] {
    var found: [(id: String, itemSize: CGSize)] = []
    for id in layout.order {
      guard let e = layout.elements[id], e.element == "collectionViewCell", e.customSize == nil,
        let stored = e.frame, let parent = layout.parents[id],
        let item = layout.elements[parent]?.flowItemSize
      else { continue }
      if max(abs(stored.width - item.width), abs(stored.height - item.height)) > IBConformance.tolerance {
        found.append((id, item))
      }
    }
    return found
  }
}
