import Foundation
import Scrollwork

/// Extracts the expected frames of a document (its stored-frame oracle) and checks
/// that a committed fixture is still the extraction of its document.
public enum IBOracle {
  /// Elements whose stored frames are placeholders, never answers (InterfaceBuilderFormat.md §9).
  static let placeholderElements: Set<String> = ["navigationBar", "tabBar", "toolbar"]

  /// The fixture for a document: every scene with a stored root frame, every view
  /// that has a stored frame and is not misplaced, ambiguous or inside such a view
  /// (those are listed as skipped, with the reason), and each scroll view's content
  /// size as the stored frames imply it (``impliedContentSize(of:builder:excluded:)``).
  /// - Parameters:
  ///   - data: the document's bytes (hashed into the fixture).
  ///   - source: the file name recorded in the fixture.
  /// - Throws: ``IBError`` when the document cannot be read.
  public static func fixture(data: Data, source: String) throws(IBError) -> IBFixture {
    let document = try IBDocument(data: data)
    let builder = IBLayoutBuilder(document: document, options: canvasOptions(for: document))
    let excluded = builder.excludedIDs()
    var scenes: [IBFixture.Scene] = []
    for scene in document.scenes {
      guard let rootFrame = scene.root.frame else { continue }
      var out = IBFixture.Scene(
        id: scene.id, name: scene.name.replacingOccurrences(of: " ", with: "_"), device: document.deviceID ?? "none",
        rootSize: rootFrame.size, frames: [], contentSizes: [], skipped: [])
      func visit(_ v: IBView, inherited: String?, inCell: Bool = false) {
        var reason = inherited
        if reason == nil {
          if v.isMisplaced { reason = "misplaced" } else if v.isAmbiguous { reason = "ambiguous" }
        }
        // A cell's frame and its content view's are where Xcode drew them, the
        // builder's input (InterfaceBuilder.md, "Cells"): not compared; nor are a
        // visual effect view's content view, which its effect view places, and a
        // collection view's section header or footer, which its layout places.
        let isInput = v.isCell || v.isSectionHeaderOrFooter || (inCell && v.key == "contentView")
        if v.id != scene.root.id, !isInput {
          if let reason {
            if v.frame != nil { out.skipped.append(.init(id: v.id, reason: reason)) }
          } else if let frame = v.frame, !placeholderElements.contains(v.element) {
            out.frames.append(.init(id: v.id, rect: frame))
          }
        }
        if v.element == "scrollView", reason == nil,
          let size = impliedContentSize(of: v, builder: builder, excluded: excluded)
        {
          out.contentSizes.append(.init(id: v.id, size: size))
        }
        guard !v.isOpaqueContainer else { return }
        for sub in v.subviews where !excluded.contains(sub.id) {
          visit(
            sub, inherited: reason.map { $0.hasPrefix("inside") ? $0 : "inside \($0) \(v.id)" },
            inCell: v.holdsContentView)
        }
      }
      visit(scene.root, inherited: nil)
      out.flags = storedFlags(of: scene, excluded: excluded)
      scenes.append(out)
    }
    return IBFixture(
      generator: IBFixture.generatorVersion, source: source, sha256: SHA256.hex(data), scenes: scenes)
  }

  /// The views of `scene` below its root that Xcode stored no frame for and that the
  /// fixture therefore cannot compare (Xcode 8.0 wrote no subview frames at all), in
  /// document order; cells, their content views, bar placeholders and views not
  /// installed on the canvas (`excluded`) are left out as ``fixture(data:source:)``
  /// leaves them out.
  public static func unframedViews(in scene: IBScene, excluded: Set<String>) -> [String] {
    var ids: [String] = []
    var stack: [(view: IBView, inCell: Bool)] = [(scene.root, false)]
    while let (v, inCell) = stack.popLast() {
      let isInput = v.isCell || v.isSectionHeaderOrFooter || (inCell && v.key == "contentView")
      if v.id != scene.root.id, !isInput, v.frame == nil, !placeholderElements.contains(v.element) {
        ids.append(v.id)
      }
      guard !v.isOpaqueContainer else { continue }
      for sub in v.subviews.reversed() where !excluded.contains(sub.id) { stack.append((sub, v.holdsContentView)) }
    }
    return ids
  }

  /// Xcode's stored flags on every view of a scene (the root, cells, bars and other
  /// content the builder does not build included), in document order; views not
  /// installed for the canvas's size classes (`excluded`) are left out.
  static func storedFlags(of scene: IBScene, excluded: Set<String>) -> [IBFixture.Flags] {
    scene.flaggedViews.filter { !excluded.contains($0.id) }.map {
      IBFixture.Flags(id: $0.id, misplaced: $0.misplaced, ambiguous: $0.ambiguous)
    }
  }

  /// The options that reproduce Xcode's canvas: placeholder constraints kept, and
  /// the size classes of the document's "View as" device (the base set on the
  /// Any/Any canvas of documents without a device).
  public static func canvasOptions(for document: IBDocument) -> IBLayoutOptions {
    var options = IBLayoutOptions(keepsPlaceholderConstraints: true)
    if let device = IBLayoutBuilder(document: document).documentDevice {
      options.traits = IBLayoutOptions.traits(of: device, in: document.orientation)
    }
    return options
  }

  /// Whether `fixture` is the current extraction of `data`: same generator version,
  /// same document hash, same content.
  /// - Returns: nil when it is, else the reason (stale hash, old generator, edited).
  public static func staleness(of fixture: IBFixture, data: Data, source: String) -> String? {
    if fixture.generator != IBFixture.generatorVersion {
      return "written by generator \(fixture.generator), current is \(IBFixture.generatorVersion)"
    }
    if fixture.sha256 != SHA256.hex(data) { return "the document changed since the fixture was written (sha256)" }
    guard let fresh = try? self.fixture(data: data, source: source) else { return "the document no longer reads" }
    if fresh.text != fixture.text { return "the fixture differs from the extraction (edited by hand?)" }
    return nil
  }

  /// The content size a scroll view's stored frames imply: the stored frame of a
  /// descendant plus the constant of a required, equal, multiplier-1 constraint
  /// (placeholders included: the canvas used them)
  /// between its trailing (right) or bottom edge and the scroll view's content edge
  /// (the scroll view itself, TN2154, or its content layout guide). Nil in an axis
  /// without such a constraint, or when a frame on the way is missing. Constants are
  /// those `builder`'s size classes give (``IBLayoutBuilder/constant(of:)``), and
  /// `excluded` its uninstalled ids.
  public static func impliedContentSize(of scroll: IBView, builder: IBLayoutBuilder, excluded: Set<String>)
    -> CGSize?
  {
    var origins: [String: CGPoint] = [:]
    var frames: [String: CGRect] = [:]
    var constraints: [IBConstraint] = scroll.constraints
    func walk(_ v: IBView, origin: CGPoint) {
      for sub in v.subviews where !excluded.contains(sub.id) {
        guard let f = sub.frame, !sub.isMisplaced, !sub.isAmbiguous else { continue }
        let rect = f.offsetBy(dx: origin.x, dy: origin.y)
        frames[sub.id] = rect
        origins[sub.id] = rect.origin
        constraints += sub.constraints
        if !sub.isOpaqueContainer { walk(sub, origin: rect.origin) }
      }
    }
    walk(scroll, origin: .zero)
    let content = Set([scroll.id] + scroll.guides.filter { $0.key == "contentLayoutGuide" }.map(\.id))
    var width: CGFloat?
    var height: CGFloat?
    for c in constraints
    where !excluded.contains(c.id) && c.priority >= 1000 && c.relation == .equal
      && c.multiplier == 1
    {
      guard let second = c.secondItem, c.firstAttribute == c.secondAttribute else { continue }
      let attr = c.firstAttribute
      guard [.trailing, .right, .bottom].contains(attr) else { continue }
      let value: CGFloat
      if content.contains(c.firstItem), let f = frames[second] {
        value = (attr == .bottom ? f.maxY : f.maxX) + builder.constant(of: c)
      } else if content.contains(second), let f = frames[c.firstItem] {
        value = (attr == .bottom ? f.maxY : f.maxX) - builder.constant(of: c)
      } else {
        continue
      }
      if attr == .bottom { height = height ?? value } else { width = width ?? value }
    }
    guard let width, let height else { return nil }
    return CGSize(width: width, height: height)
  }
}
