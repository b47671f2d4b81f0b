import Foundation
import Scrollwork

extension IBChecker {
  /// What to add to the ambiguity message of a view whose size is free in an axis
  /// where the document makes its content hugging or compression resistance required.
  ///
  /// The canvas lets such a content size give way to required constraints that ask for
  /// another size (`Builder.canvasContentPriority(_:)`); the engine's advice to raise
  /// a priority does not apply to priorities that are required already, so the note
  /// names the conflict instead (InterfaceBuilder.md, "Verdicts", "Required content
  /// priorities give way on the canvas").
  /// - Parameters:
  ///   - id: the view's document id.
  ///   - message: the first line of the engine's ambiguity message for the view.
  /// - Returns: nil when no free size of the view has required content priorities.
  static func requiredContentPriorityNote(for id: String, in layout: IBLayout, message: String) -> String? {
    guard let e = layout.elements[id] else { return nil }
    let required = LayoutPriority.required.rawValue
    var axes: [String] = []
    for (part, hugging, compression) in [
      ("width", e.hugging.0, e.compression.0), ("height", e.hugging.1, e.compression.1),
    ] where (hugging >= required || compression >= required) && freeParts(of: id, in: message).contains(part) {
      axes.append(part)
    }
    guard !axes.isEmpty else { return nil }
    let sizes = axes.joined(separator: " and ")
    return
      "; its content priority is required in its \(sizes), which Xcode's canvas lets give way to required constraints that ask for another \(sizes), and views of equal content priority share the difference: make the constraints agree with its content's size"
  }
}
