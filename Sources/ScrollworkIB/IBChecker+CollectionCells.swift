import Foundation
import Scrollwork

extension IBChecker {
  /// A collection view cell stored where its flow layout does not put it: the size
  /// the layout gives it (nil when the stored size is that size) and the origin (nil
  /// when the stored origin is that origin, or the layout's origin is not known).
  struct CellOffFlowLayout {
    /// The cell's IB id.
    var id: String
    /// The layout's item size, when the cell is stored at another size without a
    /// custom size of its own.
    var itemSize: CGSize?
    /// Where the layout puts the cell, when the cell is stored elsewhere.
    var origin: CGPoint?
  }

  /// The collection view cells of a flow layout stored at a size or a place other
  /// than the layout's, in document order.
  ///
  /// Size: a flow layout without an estimated item size gives every cell its
  /// `itemSize`; the size inspector's custom size (`<size key="customSize">`) is the
  /// only way a prototype cell keeps another size. Xcode flags Hackers' feed cell,
  /// stored 84 points tall for a 128-point item size with no custom size; every other
  /// cell in the corpus stored at a size other than its layout's item size has a
  /// custom size equal to its stored one and goes unflagged (nRF Toolbox's eleven
  /// 78×95 cells for an 80×100 item, FreeOTP's 128-point cell for a 50-point item).
  ///
  /// Place: the canvas puts the first cell of a vertical flow layout at the section
  /// inset's top-left corner, below the header's reference height
  /// (``IBFlowLayout/firstCellOrigin``), even when it is alone on its line, where
  /// UIKit's flow layout may centre it. Every first cell of the corpus stored there is
  /// unflagged (Hero's two, LNPopupController, nRF Toolbox at (20, 20) below a 20-point
  /// header, element, FreeOTP's picker cell, iNaturalist, TPKeyboardAvoiding,
  /// siskin-im: Xcode 7 to 26), and the two stored centred on their line are flagged:
  /// FreeOTP's token cell (Xcode 9, stored at x 23.5 for a section inset of 10) and
  /// Hackers' feed cell (Xcode 12, x 80 of 375 for a 215-point item; its inset counts
  /// from the margins, so only its size is judged) (InterfaceBuilder.md, "Verdicts").
  /// - Complexity: O(views).
  static func cellsOffFlowLayout(in layout: IBLayout) -> [CellOffFlowLayout] {
    var found: [CellOffFlowLayout] = []
    var seenFirst = Set<String>()
    for id in layout.order {
      guard let e = layout.elements[id], e.element == "collectionViewCell", let stored = e.frame,
        let parent = layout.parents[id], let collection = layout.elements[parent]
      else { continue }
      var off = CellOffFlowLayout(id: id)
      if e.customSize == nil, let item = collection.flowLayout?.itemSize,
        max(abs(stored.width - item.width), abs(stored.height - item.height)) > IBConformance.tolerance
      {
        off.itemSize = item
      }
      if seenFirst.insert(parent).inserted, let origin = collection.flowLayout?.firstCellOrigin,
        max(abs(stored.minX - origin.x), abs(stored.minY - origin.y)) > IBConformance.tolerance
      {
        off.origin = origin
      }
      if off.itemSize != nil || off.origin != nil { found.append(off) }
    }
    return found
  }

  /// The misplaced findings and frame updates of the collection view cells stored off
  /// their flow layout (`cellsOffFlowLayout(in:)`), skipping views in `reported`.
  ///
  /// In a document saved before ``outermostMisplacedBuild`` (Xcode 10.1), a cell
  /// stored off its layout's place also brings every view inside it: Xcode judges
  /// frames on the canvas, where the cell's content moves with the cell, and flagged
  /// the views inside a misplaced view in that era. FreeOTP's token cell (Xcode 9.2)
  /// and its 9 views are all flagged though each view sits where the constraints put
  /// it in the cell. Not reported: the cell's content view (Xcode flags the cell),
  /// hidden views and views the solver leaves undetermined (that era flags them
  /// ambiguous instead). Their frames need no update: they are stored relative to the
  /// cell, which `fix` moves.
  /// - Complexity: O(views × depth).
  func collectionCellFindings(
    in layout: IBLayout, ambiguities: [String: String], reported: Set<ObjectIdentifier>
  ) -> (views: [MisplacedView], updates: [IBFrameUpdate]) {
    var views: [MisplacedView] = []
    var updates: [IBFrameUpdate] = []
    var moved: [String: String] = [:]  // cell id → the clause naming the move
    for off in Self.cellsOffFlowLayout(in: layout) {
      guard let view = layout.views[off.id], let e = layout.elements[off.id], let stored = e.frame, !view.isHidden,
        !reported.contains(ObjectIdentifier(view))
      else { continue }
      let name = describe(view, layout)
      let size = off.itemSize ?? stored.size
      let origin = off.origin ?? stored.origin
      updates.append(
        IBFrameUpdate(
          off.id, element: e, name: name, in: layout, stored: stored, solved: CGRect(origin: origin, size: size)))
      var causes: [String] = []
      if let item = off.itemSize {
        causes.append(
          "its flow layout's item size is \(Self.n(item.width))×\(Self.n(item.height)) and the cell has no custom size")
      }
      if let o = off.origin {
        causes.append(
          "its flow layout puts its first cell at the section inset, (\(Self.n(o.x)), \(Self.n(o.y)))")
        moved[off.id] =
          "it moves with \(name), which its flow layout puts at (\(Self.n(o.x)), \(Self.n(o.y))) where the document stores (\(Self.n(stored.minX)), \(Self.n(stored.minY)))"
      }
      views.append(
        MisplacedView(
          view: view, line: e.line,
          message:
            "\(name) is misplaced: the document stores \(Self.rect(stored)); \(causes.joined(separator: ", and "))"))
    }
    guard document.buildNumber < Self.outermostMisplacedBuild, !moved.isEmpty else { return (views, updates) }
    let already = reported.union(views.map { ObjectIdentifier($0.view) })
    for id in layout.order {
      guard let view = layout.views[id], let e = layout.elements[id], let stored = e.frame, ambiguities[id] == nil,
        !already.contains(ObjectIdentifier(view)), Self.cell(ofContentView: id, in: layout) == nil,
        let cell = Self.enclosingViews(of: id, in: layout).last, let clause = moved[cell],
        let cellView = layout.views[cell], !Self.isHiddenOrInHidden(view, below: cellView)
      else { continue }
      views.append(
        MisplacedView(
          view: view, line: e.line,
          message:
            "\(describe(view, layout)) is misplaced: the document stores \(Self.rect(stored)); \(clause), and before Xcode 10.1 Xcode flags the views inside a misplaced view too"
        ))
    }
    return (views, updates)
  }
}
