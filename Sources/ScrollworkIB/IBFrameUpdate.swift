import Foundation
import Scrollwork

/// A misplaced view of a document's own canvas: the frame the document stores and
/// the frame its constraints give, both in the superview's coordinates, as Interface
/// Builder stores frames (a scroll view's subviews at content offset 0).
///
/// ``IBChecker/frameUpdates()`` lists them with the same computation as the
/// `misplaced-view` findings of ``IBChecker/check(devices:orientations:visit:)``;
/// ``IBFrameFix`` writes the determined ones into the document.
public struct IBFrameUpdate: Sendable, Equatable {
  /// The view's IB id.
  public var objectID: String
  /// The view's element name (`label`, `view`, `stackView`, ...).
  public var element: String
  /// `label 'Title' (abc-12-xyz)`, as the findings name the view.
  public var view: String
  /// The scene's name.
  public var scene: String
  /// The line of the view's element.
  public var line: Int
  /// The document's `<rect key="frame">`.
  public var storedFrame: CGRect
  /// The frame the constraints give on the document's canvas (pixel-aligned, as
  /// UIKit sets frames).
  public var solvedFrame: CGRect
  /// Whether the constraints determine the frame. When they do not (the view's
  /// layout is ambiguous), ``solvedFrame`` is one solution of many and the stored
  /// frame is left as it is.
  public var isDetermined: Bool

  /// Creates an update.
  public init(
    objectID: String, element: String, view: String, scene: String, line: Int, storedFrame: CGRect,
    solvedFrame: CGRect, isDetermined: Bool
  ) {
    self.objectID = objectID
    self.element = element
    self.view = view
    self.scene = scene
    self.line = line
    self.storedFrame = storedFrame
    self.solvedFrame = solvedFrame
    self.isDetermined = isDetermined
  }
}

extension IBFrameUpdate {
  /// The update of view `id` of `layout`'s scene, whose element is `e` and whose
  /// findings name it `name`: stored at `stored`, put at `solved` by the canvas
  /// (determined unless `isDetermined` says otherwise).
  init(
    _ id: String, element e: IBView, name: String, in layout: IBLayout, stored: CGRect, solved: CGRect,
    isDetermined: Bool = true
  ) {
    self.init(
      objectID: id, element: e.element, view: name, scene: layout.scene.name, line: e.line, storedFrame: stored,
      solvedFrame: solved, isDetermined: isDetermined)
  }
}
