import Foundation
import Scrollwork

extension IBChecker {
  /// The `clipped-text-localized` findings: labels that show their whole text in the
  /// document's language but clip it once every text is lengthened by
  /// `localization` (``IBPseudoLocalization``), left to right or right to left.
  ///
  /// Each scene is laid out on the document's own canvas and on each of `devices` in
  /// each of `orientations`, with labels measured by Scrollwork (the bundled font,
  /// ``IBLayoutOptions/IntrinsicSizes/measured``: a stored frame says nothing about
  /// longer text): once with the document's texts, left to right, then with the
  /// lengthened texts, left to right and right to left. A label is reported when
  /// its text clips (`View.textFitDiagnostics()`) with the lengthened texts and
  /// not with the document's own on the same run, so text that clips already in the
  /// document's language is left to `clipped-text`. Each label is reported once,
  /// on the first run and direction that clips it.
  public func pseudoLocalizationFindings(
    _ localization: IBPseudoLocalization, devices: [Device] = [], orientations: [DeviceOrientation] = [.portrait]
  ) -> [IBFinding] {
    let lengthened = localization.apply(to: document)
    let runs = self.runs(devices: devices, orientations: orientations)
    var out: [IBFinding] = []
    for (index, scene) in document.scenes.enumerated() {
      var reported = Set<String>()
      var originals: [String: IBView] = [:]
      var stack = [scene.root]
      while let v = stack.popLast() {
        originals[v.id] = v
        stack.append(contentsOf: v.subviews)
      }
      for run in runs {
        var options = run.options
        options.intrinsicSizes = .measured
        let original = Self.clippedLabels(
          IBLayoutBuilder(document: document, options: options).build(scene: scene), rightToLeft: false)
        for rightToLeft in [false, true] {
          let layout = IBLayoutBuilder(document: lengthened, options: options).build(
            scene: lengthened.scenes[index])
          for (id, diagnostic) in Self.clippedLabels(layout, rightToLeft: rightToLeft)
          where original[id] == nil && reported.insert(id).inserted {
            guard let view = layout.views[id], let label = view as? Label, let e = originals[id] else { continue }
            let direction = rightToLeft ? ", right to left" : ""
            let growth = localization.growth(forLength: e.text?.count ?? 0)
            out.append(
              IBFinding(
                severity: "warning", code: "clipped-text-localized", line: layout.line(of: view), scene: scene.name,
                device: run.deviceName, orientation: run.orientationName,
                message:
                  "\(document.name(of: e)) clips its text when localized (pseudo-localized +\(growth)%\(direction): '\(label.text ?? "")'): \(Self.detail(of: diagnostic))\(run.place)",
                viewID: id, viewName: document.name(of: e)))
          }
        }
      }
    }
    return out
  }

  /// The labels of `layout` whose text clips, by id, with the diagnostic's message,
  /// laid out in the given direction.
  static func clippedLabels(_ layout: IBLayout, rightToLeft: Bool) -> [String: String] {
    let root = layout.root
    if rightToLeft {
      let screen = root.screen
      root.screen = Screen(scale: screen.scale, layoutDirection: .rightToLeft, bounds: screen.bounds)
    }
    var result: [String: String] = [:]
    for d in root.textFitDiagnostics() {
      guard let view = d.views.first, let id = layout.id(of: view) else { continue }
      result[id] = d.message
    }
    return result
  }

  /// The diagnostic's message after the label's own name: `truncates its text: at
  /// 17 pt the line needs …`.
  static func detail(of message: String) -> String {
    for verb in [" truncates its text", " clips its text"] {
      if let range = message.range(of: verb) { return String(message[message.index(after: range.lowerBound)...]) }
    }
    return message
  }
}
