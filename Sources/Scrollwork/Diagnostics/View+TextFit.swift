import Foundation

extension View {
  /// Labels of this view's whole hierarchy (from its root) that cannot show all their
  /// text in the frame they were given: text cut off by `numberOfLines` or by an
  /// ellipsis at the label's width, or more lines than the label's height holds. One
  /// warning per label, code `clipped-text`, in document order; hidden labels (and
  /// labels in hidden subtrees), empty texts and zero-width labels are skipped. Lays the
  /// hierarchy out first.
  ///
  /// This is what breaks first when text grows (Dynamic Type, localization): a label
  /// held by a fixed height, a fixed width or a one-line limit. Part of
  /// ``layoutDiagnostics()``.
  public func textFitDiagnostics() -> [LayoutDiagnostic] {
    let root = rootView
    root.layoutIfNeeded()
    var list: [LayoutDiagnostic] = []
    var stack: [View] = [root]
    while let view = stack.popLast() {
      if view.isHidden { continue }
      stack.append(contentsOf: view.subviews.reversed())
      guard let label = view as? Label, let message = label.clippedTextExplanation() else { continue }
      list.append(LayoutDiagnostic(severity: .warning, code: "clipped-text", views: [label], message: message))
    }
    return list
  }
}

extension Label {
  /// Why the label cannot show all its text at its current frame, or nil when it can.
  func clippedTextExplanation() -> String? {
    guard let text, !text.isEmpty, bounds.width > 0 else { return nil }
    let width = bounds.width
    let scale = contentScaleFactor
    let atWidth = textLayout(width: width)
    let name = accessibilityIdentifier.map { "'\($0)'" } ?? description
    let size = "\(font.pointSize.clean) pt"
    if atWidth.isTruncated {
      let full = TextLayout(
        text: text, font: font, width: numberOfLines == 1 ? nil : width, numberOfLines: 0,
        lineBreakMode: .byWordWrapping)
      if numberOfLines == 1 {
        let needed = ceilToPixels(full.size.width, scale: scale)
        return
          "\(name) truncates its text: at \(size) the line needs \(needed.clean) pt and the label is \(width.clean) pt wide. "
          + "Fix: let it wrap (numberOfLines = 0) or give it the width (lower a neighbour's compression resistance, or its hugging)."
      }
      return
        "\(name) truncates its text: at \(size) and its width of \(width.clean) pt the text needs \(full.lines.count) lines and numberOfLines is \(numberOfLines). "
        + "Fix: set numberOfLines = 0 and let the height follow the text."
    }
    let needed = ceilToPixels(atWidth.size.height, scale: scale)
    guard needed > bounds.height + 0.5 / max(scale, 1) else { return nil }
    return
      "\(name) clips its text: at \(size) and its width of \(width.clean) pt the text needs \(needed.clean) pt of height (\(atWidth.lines.count) line\(atWidth.lines.count == 1 ? "" : "s")) and the label is \(bounds.height.clean) pt tall. "
      + "Fix: remove the fixed height (or make it >=) so the label's intrinsic height holds."
  }
}

extension CGFloat {
  /// Up to three decimals, without trailing zeros (`17`, `20.5`, `41.333`).
  fileprivate var clean: String {
    let rounded = (self * 1000).rounded() / 1000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var s = String(format: "%.3f", Double(rounded))
    while s.hasSuffix("0") { s.removeLast() }
    return s
  }
}
