import Foundation
import Scrollwork

extension IBChecker {
  /// The `clipped-text-dynamic-type` findings: labels that show their whole text at
  /// the default Dynamic Type size (`large`) but clip it at one of `categories`.
  ///
  /// Only a label whose font is a text style (`<fontDescription style="UICTFontTextStyleBody"/>`)
  /// and that has `adjustsFontForContentSizeCategory="YES"` follows the size: UIKit
  /// gives such a label the font of the new size, and leaves fixed-size fonts and labels
  /// that do not adjust as they are (UIKitBehaviour.md §17).
  ///
  /// Each scene is laid out on the document's own canvas and on each of `devices` in
  /// each of `orientations`, with labels measured by Scrollwork (the bundled font,
  /// ``IBLayoutOptions/IntrinsicSizes/measured``: a stored frame says nothing about a
  /// larger font): once at `large`, then at each category with the adjusting labels'
  /// fonts scaled (`Font.preferredFont(forTextStyle:compatibleWith:)`'s size for it).
  /// A label is reported when its text clips (`View.textFitDiagnostics()`) at the
  /// category and not at `large` on the same run, so text that clips already at the
  /// default size is left to `clipped-text`. Categories are tried from the smallest,
  /// and each label is reported once, on the first run and category that clips it.
  public func dynamicTypeFindings(
    categories: [ContentSizeCategory], devices: [Device] = [], orientations: [DeviceOrientation] = [.portrait]
  ) -> [IBFinding] {
    let sizes = Array(Set(categories.filter { $0 != .unspecified && $0 != .large })).sorted(by: <)
    guard !sizes.isEmpty else { return [] }
    let runs = self.runs(devices: devices, orientations: orientations)
    var out: [IBFinding] = []
    for scene in document.scenes where Self.hasDynamicTypeLabel(scene.root) {
      var reported = Set<String>()
      for run in runs {
        var options = run.options
        options.intrinsicSizes = .measured
        let builder = IBLayoutBuilder(document: document, options: options)
        let original = Self.clippedLabels(builder.build(scene: scene), rightToLeft: false)
        for category in sizes {
          let layout = builder.build(scene: scene)
          let scaled = Self.scaleFonts(in: layout, to: category)
          guard !scaled.isEmpty else { break }
          for (id, diagnostic) in Self.clippedLabels(layout, rightToLeft: false)
          where scaled[id] != nil && original[id] == nil && reported.insert(id).inserted {
            guard let view = layout.views[id], let e = layout.elements[id], let base = scaled[id] else { continue }
            let font = (view as? Label)?.font
            let style = font?.textStyle.map { "\($0.rawValue), " } ?? ""
            let size = font.map { "\(Self.n($0.pointSize)) pt" } ?? "?"
            out.append(
              IBFinding(
                severity: "warning", code: "clipped-text-dynamic-type", line: layout.line(of: view),
                scene: scene.name, device: run.deviceName, orientation: run.orientationName,
                message:
                  "\(document.name(of: e)) at Dynamic Type size \(category.name) (\(style)\(size); \(Self.n(base)) pt at large) \(Self.detail(of: diagnostic))\(run.place)",
                viewID: id, viewName: document.name(of: e)))
          }
        }
      }
    }
    return out
  }

  /// Whether `view` or a view below it is a label that follows Dynamic Type (a text
  /// style and `adjustsFontForContentSizeCategory`): scenes without one are not laid out.
  static func hasDynamicTypeLabel(_ view: IBView) -> Bool {
    var stack = [view]
    while let v = stack.popLast() {
      if v.element == "label", v.adjustsFontForContentSizeCategory, v.font?.style != nil { return true }
      stack.append(contentsOf: v.subviews)
    }
    return false
  }

  /// Gives every label of `layout` that follows Dynamic Type (a text-style font and
  /// `adjustsFontForContentSizeCategory`) the font of `category`, as UIKit does when
  /// the size changes; returns their ids with their point sizes at `large`.
  static func scaleFonts(in layout: IBLayout, to category: ContentSizeCategory) -> [String: CGFloat] {
    var scaled: [String: CGFloat] = [:]
    for id in layout.order {
      guard let e = layout.elements[id], e.adjustsFontForContentSizeCategory, let label = layout.views[id] as? Label,
        let adjusted = label.font.adjusted(for: category)
      else { continue }
      scaled[id] = label.font.pointSize
      label.adjustsFontForContentSizeCategory = true
      label.font = adjusted
    }
    return scaled
  }
}
