import Foundation
import Scrollwork

/// A scene built into Scrollwork views: the root view and the maps from IB ids to
/// the views, guides and constraints made for them, with the source lines.
public final class IBLayout {
  /// The scene it was built from.
  public let scene: IBScene
  /// The root view (its frame is the canvas).
  public let root: View
  /// The device whose scale and insets were used, if known.
  public let device: Device?
  /// The orientation laid out.
  public let orientation: DeviceOrientation
  /// Every view by IB id.
  public internal(set) var views: [String: View] = [:]
  /// The document's description of every built view, by IB id.
  public internal(set) var elements: [String: IBView] = [:]
  /// IB ids of the built views in document order (pre-order).
  public internal(set) var order: [String] = []
  /// The parent id of each built view (absent for the root).
  public internal(set) var parents: [String: String] = [:]
  /// Layout guides by IB id (safe area, content and frame guides, VC guides).
  public internal(set) var guides: [String: LayoutGuide] = [:]
  /// The active constraints by IB id.
  public internal(set) var constraints: [String: LayoutConstraint] = [:]
  /// The document's constraints by IB id (all of them, for line numbers).
  public internal(set) var documentConstraints: [String: IBConstraint] = [:]
  /// The self-sizing table view cells whose height the builder set from their
  /// content (``IBLayoutBuilder``; InterfaceBuilder.md, "Cells"), by IB id.
  public internal(set) var selfSizedCells: Set<String> = []
  /// The image views that show an SF Symbol (an image of the `system` catalog), by IB
  /// id: UIKit lays them out by the symbol's alignment rectangle, which the document
  /// does not store (InterfaceBuilder.md, "Verdicts").
  var symbolImageViews: Set<String> = []
  /// Constraints left out, with the reason (placeholder, other size class, refers to
  /// content that is not laid out, or refused by Scrollwork).
  public internal(set) var skippedConstraints: [(id: String, line: Int, reason: String)] = []

  init(scene: IBScene, root: View, device: Device?, orientation: DeviceOrientation) {
    self.scene = scene
    self.root = root
    self.device = device
    self.orientation = orientation
  }

  /// The IB id of a built view, or nil.
  public func id(of view: View) -> String? {
    ids[ObjectIdentifier(view)]
  }
  var ids: [ObjectIdentifier: String] = [:]

  /// The source line of a view's element, or of the scene when unknown.
  public func line(of view: View) -> Int {
    if let id = id(of: view), let e = elements[id] { return e.line }
    return scene.line
  }
}
