import Foundation
import Scrollwork

extension Builder {
  /// The priority a content hugging or compression resistance stored in the document
  /// takes in the layout.
  ///
  /// On the document's own canvas a required one (1000) is just below required (999):
  /// Xcode's canvas lets a view's content size give way to required constraints that
  /// ask for another size, and where several views of equal content priority could
  /// give way, the difference may go to any of them, so Xcode flags them ambiguous
  /// (InterfaceBuilder.md, "Verdicts", "Required content priorities give way on the
  /// canvas": owncloud's Passcode labels, stored where their container gave up 4
  /// points of their required heights, and home-assistant's logo labels). Other
  /// devices run the app, whose engine keeps such a priority required and reports the
  /// conflict (UIKitBehaviour.md §62).
  func canvasContentPriority(_ value: Float) -> LayoutPriority {
    guard options.device == nil, value >= LayoutPriority.required.rawValue else { return LayoutPriority(value) }
    return LayoutPriority(LayoutPriority.required.rawValue - 1)
  }
}
