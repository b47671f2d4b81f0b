import Foundation
import Scrollwork

extension IBChecker {
  /// The misplaced views of every scene on the document's own canvas, in document
  /// order: the views `check` reports as `misplaced-view`, with the frame the
  /// constraints give (``IBFrameUpdate/isDetermined`` true), and the views whose
  /// stored frame breaks their constraints but whose frame the constraints leave
  /// undetermined (false; `check` reports those as `ambiguous-layout`).
  ///
  /// The canvas is the one `check` uses for misplaced views (placeholder constraints
  /// kept, the "View as" device's size classes, or ``traits`` when set).
  /// - Complexity: one layout per scene.
  public func frameUpdates() -> [IBFrameUpdate] {
    var updates: [IBFrameUpdate] = []
    for scene in document.scenes {
      var options = IBOracle.canvasOptions(for: document)
      if !traits.isEmpty { options.traits = traits }
      let layout = IBLayoutBuilder(document: document, options: options).build(scene: scene)
      let orientation = document.orientation.rawValue
      let found = examine(layout, device: "document", orientation: orientation, ownCanvas: true).frameUpdates
      updates += found
      updates += contentViewUpdates(for: found, in: layout)
    }
    return updates
  }

  /// A table view cell's content view is where its cell puts it (InterfaceBuilder.md,
  /// "Cells"): when a cell's frame is updated, so is its content view's, to the frame
  /// the cell gives it.
  func contentViewUpdates(for updates: [IBFrameUpdate], in layout: IBLayout) -> [IBFrameUpdate] {
    var result: [IBFrameUpdate] = []
    for u in updates where u.isDetermined {
      guard let cell = layout.views[u.objectID] as? TableViewCell,
        let e = layout.elements[u.objectID]?.subviews.first(where: { $0.key == "contentView" }),
        let stored = e.frame, !updates.contains(where: { $0.objectID == e.id })
      else { continue }
      let solved = cell.contentView.frame
      let off = max(
        abs(solved.minX - stored.minX), abs(solved.minY - stored.minY), abs(solved.width - stored.width),
        abs(solved.height - stored.height))
      guard off > IBConformance.tolerance else { continue }
      // `u` comes from `examine(layout, …)`: its scene is this layout's.
      result.append(
        IBFrameUpdate(
          e.id, element: e, name: describe(cell.contentView, layout), in: layout, stored: stored, solved: solved))
    }
    return result
  }
}
