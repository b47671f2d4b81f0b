import Foundation

extension View {
  /// Marks the view's content for redrawing (UIKit's `setNeedsDisplay()`). Nothing
  /// draws headless, so layout is unaffected; renderers draw from snapshots.
  public func setNeedsDisplay() {}

  /// Marks part of the view's content for redrawing (drawing only, as
  /// ``setNeedsDisplay()``).
  public func setNeedsDisplay(_ invalidRect: CGRect) {}
}
