import Foundation

// What a table view asks a cell's content view when its constraints do not fit the
// row: Sources/Scrollwork/Scrollwork.docc/TableViews.md, "Cell diagnostics".

extension TableViewCell {
  /// For a content view whose constraints leave its height free at `width` (it
  /// collapses when fitted): the constraint that pins its content's last edge to it
  /// (``View/looseContentEdgeFix(along:holding:)``, shared with collection views);
  /// nil when none is found (an empty content view, say).
  func contentHeightFix(width: CGFloat) -> SuggestedConstraint? {
    contentView.looseContentEdgeFix(along: .vertical, holding: CGSize(width: width, height: 0))
  }

  /// The content view's fitted height at `width` (required) with its height free
  /// (fitting priority): rounded up to device pixels, as
  /// ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
  /// gives it, and as the solver found it.
  ///
  /// Measured in the content view's kept fitting engine (``FittingEngineCache``), whose
  /// unrounded height may differ from a fresh engine's in the last bits. When that
  /// height lies within ``keptHeightTolerance`` pixels of a whole pixel (above zero),
  /// such a difference changes neither the rounded height nor the sub-pixel check the
  /// table makes (a remainder above 1e-6 pt), and the kept engine's answer is returned.
  /// Otherwise (a sub-pixel or collapsed height, which the table's diagnostics read
  /// exactly) the height is measured again in a fresh engine, and that answer is returned.
  func fitContentHeight(width: CGFloat) -> (rounded: CGFloat, solved: CGFloat) {
    contentView.updateConstraintsIfNeeded()
    let target = CGSize(width: width, height: 0)
    let scale = contentView.contentScaleFactor > 0 ? contentView.contentScaleFactor : 1
    let kept = contentView.fittingEngine(target, .required, .fittingSizeLevel).solvedRect(contentView).height
    let pixels = kept * scale
    if pixels.rounded() >= 1, abs(pixels - pixels.rounded()) <= Self.keptHeightTolerance {
      return (ceilToPixels(kept, scale: scale), kept)
    }
    let engine = LayoutEngine.solvedTemporary(root: contentView, fitting: (target, .required, .fittingSizeLevel))
    let solved = engine.solvedRect(contentView).height
    return (ceilToPixels(solved, scale: scale), solved)
  }

  /// How far (in pixels) a kept fitting engine's height may lie from a whole pixel
  /// for ``fitContentHeight(width:)`` to use it: half the rounding's 1e-6 tolerance,
  /// so that a fresh engine's height (the same up to float rounding, far below
  /// 1e-7 px) rounds to the same pixel and leaves no remainder above 1e-6 pt either.
  static let keptHeightTolerance: CGFloat = 5e-7

  /// The conflict between the content view's required constraints and the size the
  /// table gives it (`size`, both dimensions required, as the table's
  /// `UIView-Encapsulated-Layout-Width/Height` hold it), or nil when they agree.
  func contentSizeConflict(size: CGSize) -> UnsatisfiableConstraints? {
    contentView.updateConstraintsIfNeeded()
    let engine = LayoutEngine.solvedTemporary(root: contentView, fitting: (size, .required, .required))
    for case .unsatisfiable(let report) in engine.takeIssues() { return report }
    return nil
  }

  /// The constraint a developer lowers to 999 to end a height conflict: among the
  /// required constraints in `conflict` (the table's own left out), one that ties a
  /// view's bottom edge to the content view's bottom edge (or its margins guide's),
  /// else one that gives a view a constant height, else the one the engine broke.
  func constraintToLower(in conflict: UnsatisfiableConstraints) -> LayoutConstraint {
    let own = conflict.constraints.filter {
      $0.identifier?.hasPrefix("fittingSize") != true && $0.priority == .required
    }
    let bottoms: Set<LayoutAttribute> = [.bottom, .bottomMargin, .lastBaseline]
    func isContentView(_ item: AnyObject?) -> Bool {
      guard let item else { return false }
      if item === contentView { return true }
      // Without asking for the guide (asking creates it).
      guard let guide = asLayoutItem(item) else { return false }
      return guide.systemGuideKind == .layoutMargins && guide.layoutContainer === contentView
    }
    if let bottom = own.first(where: { c in
      (isContentView(c.secondItem) && bottoms.contains(c.secondAttribute) && bottoms.contains(c.firstAttribute))
        || (isContentView(c.firstItem) && bottoms.contains(c.firstAttribute) && bottoms.contains(c.secondAttribute))
    }) {
      return bottom
    }
    if let height = own.first(where: { $0.firstAttribute == .height && $0.secondItem == nil }) { return height }
    return conflict.broken
  }

  /// A constraint in the names diagnostics use: `title.bottom == contentView.bottom - 11`.
  static func diagnosticText(_ c: LayoutConstraint) -> String {
    guard let first = c.firstItem, c.multiplier == 1 else { return c.describe(active: true) }
    return SuggestedConstraint(
      first, c.firstAttribute, c.relation, c.secondItem, c.secondAttribute, constant: c.constant
    ).description
  }
}
