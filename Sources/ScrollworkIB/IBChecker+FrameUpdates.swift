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
      updates += examine(layout, device: "document", orientation: orientation, ownCanvas: true).frameUpdates
    }
    return updates
  }
}
