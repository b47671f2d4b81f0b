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

  /// Gives a hidden arranged view whose document asks for a required compression
  /// resistance along `stack`'s axis a priority just above the stack's `UISV-hiding`
  /// collapse (999.999), where ``canvasContentPriority(_:)`` puts it at 999 below it:
  /// on the canvas such a view keeps the length its content holds, as a required
  /// length constraint keeps it (InterfaceBuilder.md, "Hidden arranged views keep a
  /// required length"). Held-out evidence: zotero's ItemCell (Xcode 12.4) stores a
  /// hidden 12-point image view of compression resistance 1000 12 wide at the end of
  /// its stack's visible label, and its LookupItemCell (Xcode 13.3) a hidden 28-point
  /// image view 28 wide. The corpus's hidden arranged views of compression resistance
  /// 750 are stored 0 long (habitica, xDrip, sentry-cocoa), its two with a required
  /// length constraint (xDrip) at that length, and none has a required one. The
  /// cross axis keeps 999. Only on the canvas: a device the user chose keeps the
  /// document's priority (required) as before.
  /// - Complexity: O(1).
  func keepRequiredLength(of view: View, _ e: IBView, along stack: StackView) {
    guard options.device == nil, view.isHidden else { return }
    let stored = stack.axis == .horizontal ? e.compression.0 : e.compression.1
    guard stored >= LayoutPriority.required.rawValue else { return }
    view.setContentCompressionResistancePriority(Self.hiddenRequiredCompression, for: stack.axis)
  }

  /// A hidden arranged view's required compression resistance along its stack's axis
  /// on the canvas: between the stack's `UISV-hiding` (999.999) and required.
  static let hiddenRequiredCompression = LayoutPriority(999.9995)
}
