import Foundation
import Scrollwork
import Testing

@testable import ScrollworkIB

/// One scene of a document written for a test, built and laid out: the build-then-check
/// step the IB tests share (parse, build a scene with `IBLayoutBuilder`, lay out its
/// root), then what they read of it (frames, `check`'s findings on the document's own
/// canvas).
struct IBTestScene {
  /// The parsed document.
  let document: IBDocument
  /// The scene's laid-out hierarchy.
  let layout: IBLayout

  /// Parses `text` and lays out its first scene on the document's own canvas
  /// (`IBOracle.canvasOptions(for:)`, as `check` and the fixtures build it).
  init(_ text: String) throws {
    try self.init(document: IBDocument(string: text))
  }

  /// Lays out `document`'s scene of controller `controller` (nil: its first scene)
  /// with `options` (nil: the document's own canvas, `IBOracle.canvasOptions(for:)`).
  init(document: IBDocument, controller: String? = nil, options: IBLayoutOptions? = nil) throws {
    let scene = try #require(
      controller.map { id in document.scenes.first { $0.controllerID == id } } ?? document.scenes.first)
    self.document = document
    layout = IBLayoutBuilder(document: document, options: options ?? IBOracle.canvasOptions(for: document))
      .build(scene: scene)
    layout.root.layoutIfNeeded()
  }

  /// The solved frame of view `id` (nil: no such view).
  func frame(_ id: String) -> CGRect? { layout.views[id]?.frame }

  /// `check`'s findings on this layout, on the document's own canvas in portrait.
  func findings() -> [IBFinding] {
    IBChecker(document: document).check(layout, device: "document", orientation: "portrait", ownCanvas: true)
  }
}
