import Foundation

// The probe table and collection views share for a self-sizing cell whose content view
// collapses when fitted: TableViews.md and CollectionViews.md, "Cell diagnostics".

/// A cell the diagnostics checked, by reuse identifier and index path: table and
/// collection views report each at most once per load.
struct CheckedCell: Hashable {
  let reuseIdentifier: String?
  let indexPath: IndexPath
}

extension View {
  /// For a cell's content view whose constraints leave its size free along `axis`
  /// (it collapses when fitted): the constraint that pins its content's last edge on
  /// that axis (bottom or trailing) to it.
  ///
  /// Found by the ambiguity probe's checked fix search (``SuggestedConstraint``) in a
  /// temporary engine over this view's subtree, with the other dimension held at
  /// `size`'s (required) and the one along `axis` left free; nil when no fix that
  /// names one of this view's descendants is found (an empty content view, say).
  func looseContentEdgeFix(along axis: LayoutAxis, holding size: CGSize) -> SuggestedConstraint? {
    updateConstraintsIfNeeded()
    let vertical = axis == .vertical
    let engine = LayoutEngine.solvedTemporary(
      root: self,
      fitting: (size, vertical ? .required : .fittingSizeLevel, vertical ? .fittingSizeLevel : .required))
    // The root constraints are left, top, width, height: the free dimension's goes.
    guard engine.rootConstraints.count == 4 else { return nil }
    engine.remove(engine.rootConstraints[vertical ? 3 : 2])
    engine.solveToFixpoint()
    let probe = AmbiguityProbe(root: self, engine: engine)
    guard let fix = probe.report(for: self)?.freedom(for: vertical ? .height : .width)?.suggestedConstraint,
      fix.firstItem !== self, (fix.firstItem as? View)?.isDescendant(of: self) == true
    else { return nil }
    return fix
  }
}

/// The words table and collection views use for a self-sizing cell whose content does
/// not determine its size.
enum UnpinnedCellText {
  /// `'Note' at [0, 3]`.
  static func cell(_ id: String?, _ path: IndexPath) -> String {
    "\(id.map { "'\($0)'" } ?? "nil") at [\(path[0]), \(path[1])]"
  }

  /// The sentence: which cell, which dimension its constraints leave free, the view
  /// whose edge is loose, what the view does instead (`fallback`) and the fix.
  static func message(
    cell: String, vertical: Bool, view: String, fix: String, fallback: String
  ) -> String {
    "The self-sizing cell \(cell) has a content view whose \(vertical ? "height" : "width") its constraints do "
      + "not determine: nothing pins the \(vertical ? "bottom" : "trailing edge") of \(view) to the content view, "
      + "so the fitted \(vertical ? "height" : "width") collapses. \(fallback) Add \(fix)."
  }
}
