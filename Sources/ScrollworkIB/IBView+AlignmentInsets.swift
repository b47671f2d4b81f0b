import Foundation
import Scrollwork

extension IBView {
  /// The insets of this view's alignment rectangle inside the frame Xcode stores for
  /// it in `document`: the rectangle its constraints act on (UIKit's
  /// `alignmentRectInsets`; UIKitBehaviour.md §23). A switch is 2 points short on the
  /// right (``IBSwitch/alignmentInsets``), a segmented control 1 point at the bottom
  /// (``IBSegmentedControl/alignmentInsets``), a slider 2 points on either side and 1
  /// at the bottom before Xcode 26 (``IBSlider/alignmentInsets(build:)``), an SF
  /// Symbol image view by what its stored frame exceeds its constant size
  /// (``IBImageView/symbolInsets(stored:constraints:id:measured:)``, with `measured`, the
  /// alignment rectangle a first solve measured, where no constant fixes its size);
  /// every other view none.
  ///
  /// The one source of these insets: the builder lays the controls out by them, so
  /// the frame comparison applies them, and the stale-frame check
  /// (``IBOracle/violations(in:)``) tests stored frames with them, a symbol's with the
  /// rectangle ``IBLayoutBuilder/measuredSymbolRects(scene:firstBuild:)`` measures for both.
  /// - Complexity: O(constraints of the view) for a symbol image view, else O(1).
  func alignmentInsets(in document: IBDocument, measured: CGSize? = nil) -> EdgeInsets {
    switch element {
    case "switch": return IBSwitch.alignmentInsets
    case "segmentedControl": return IBSegmentedControl.alignmentInsets
    case "slider": return IBSlider.alignmentInsets(build: document.buildNumber)
    case "imageView":
      guard let name = imageName, document.systemImages.contains(name), let stored = frame else { return EdgeInsets() }
      return IBImageView.symbolInsets(stored: stored, constraints: constraints, id: id, measured: measured)
    default: return EdgeInsets()
    }
  }
}
