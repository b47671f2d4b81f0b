import Foundation
import LayoutSolver

extension LayoutEngine {
  /// Adds what UIKit generates for a view: autoresizing constraints (when it
  /// translates its mask and is not the root), intrinsic-size constraints, and the
  /// constraints of the built-in guides it has handed out.
  func addGenerated(for view: View) {
    if view !== root, view.translatesAutoresizingMaskIntoConstraints, generated.autoresizing(of: view) == nil {
      installAutoresizing(view)
    }
    // The root is never kept in the engine's view lists (it owns the engine: a strong
    // reference would be a retain cycle). Its size is fixed by its encapsulation
    // constraints, so a root label needs no width-dependent measuring either.
    if view.intrinsicHeightDependsOnWidth && view !== root {
      // Measured at the next solve: at the solved width when the required
      // equalities already fix it, otherwise single-line first (UIKitBehaviour.md §4).
      widthDependent.insert(view)
      setMeasuredWidth(view, -1)
      widthDependent.awaitFirstMeasure(view)
    } else {
      updateContentSize(view)
    }
    if view.hasMarginsGuide { _ = installSystemGuide(.layoutMargins, of: view) }
    if view.hasSafeAreaGuide { _ = installSystemGuide(.safeArea, of: view) }
    if view.hasReadableGuide { _ = installSystemGuide(.readableContent, of: view) }
    if view.hasKeyboardGuide { _ = installSystemGuide(.keyboard, of: view) }
    if let scroll = view as? ScrollView { installScrollGuides(scroll) }
  }

  /// Removes a view's generated constraints.
  func removeGenerated(for view: View) {
    for c in generated.removeAutoresizing(of: view) { remove(c) }
    for c in generated.removeContentSize(of: view) { remove(c) }
    var guides = view.storedLayoutGuides
    if view.hasMarginsGuide { guides.append(view.systemMarginsGuide) }
    if view.hasSafeAreaGuide { guides.append(view.systemSafeAreaGuide) }
    if view.hasReadableGuide { guides.append(view.systemReadableGuide) }
    if view.hasKeyboardGuide { guides.append(view.systemKeyboardGuide) }
    if let scroll = view as? ScrollView { guides += [scroll.contentLayoutGuide, scroll.frameLayoutGuide] }
    for g in guides {
      for c in generated.removeConstraints(of: g) { remove(c) }
    }
  }

  // MARK: Root

  /// Fixes the root: origin (0, 0) in layout space and its frame's size
  /// (`UIView-Encapsulated-Layout-Width/Height`), or, in a fitting engine, the
  /// target size at the fitting priorities.
  func installRootConstraints() {
    let left = LayoutConstraint(
      unchecked: root, .left, .equal, nil, .notAnAttribute, identifier: "UIView-Encapsulated-Layout-Left")
    let top = LayoutConstraint(
      unchecked: root, .top, .equal, nil, .notAnAttribute, identifier: "UIView-Encapsulated-Layout-Top")
    let width: LayoutConstraint
    let height: LayoutConstraint
    if let fitting {
      width = LayoutConstraint(
        unchecked: root, .width, .equal, nil, .notAnAttribute, constant: fitting.size.width,
        priority: fitting.horizontal, identifier: "fittingSizeHTarget")
      height = LayoutConstraint(
        unchecked: root, .height, .equal, nil, .notAnAttribute, constant: fitting.size.height,
        priority: fitting.vertical, identifier: "fittingSizeVTarget")
    } else {
      width = LayoutConstraint(
        unchecked: root, .width, .equal, nil, .notAnAttribute, constant: root.frame.width,
        identifier: "UIView-Encapsulated-Layout-Width")
      height = LayoutConstraint(
        unchecked: root, .height, .equal, nil, .notAnAttribute, constant: root.frame.height,
        identifier: "UIView-Encapsulated-Layout-Height")
    }
    generated.setRootConstraints([left, top, width, height])
    for c in generated.rootConstraints { add(c) }
  }

  /// The root's frame changed size: move the encapsulation constants (rotation).
  func updateRootConstraints() {
    let list = generated.rootConstraints
    guard fitting == nil, list.count == 4 else { return }
    changingConstantsTogether {
      setGeneratedConstant(list[2], root.frame.width)
      setGeneratedConstant(list[3], root.frame.height)
    }
  }

  /// Sets a generated constraint's constant and re-solves it in place.
  func setGeneratedConstant(_ c: LayoutConstraint, _ value: CGFloat) {
    guard c.storedConstant != value else { return }
    c.storedConstant = value
    constantDidChange(c)
  }

  // MARK: Autoresizing masks

  /// Builds (or rebuilds) a view's autoresizing constraints from its frame, mask and
  /// superview's size. When the view already has installed ones that differ from the
  /// new ones only in their constants (the frame moved or resized under the same mask
  /// and superview), they keep their identity and move their constants in place
  /// (``movedAutoresizingConstants(of:to:)``); otherwise they are removed and the new
  /// ones added.
  func installAutoresizing(_ view: View) {
    guard view !== root, view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview else {
      for c in generated.removeAutoresizing(of: view) { remove(c) }
      return
    }
    let specs = AutoresizingMaskLayoutConstraint.specs(for: view, in: parent)
    let mask = AutoresizingMaskLayoutConstraint.maskDescription(ofViewMask: view)
    // A fit in place moved the rigged view's pins off its frame: written back here.
    let relaxed = fitRig?.view === view && fitRig?.relaxed == true
    if relaxed { fitRig?.relaxed = false }
    if let old = generated.autoresizing(of: view),
      movedAutoresizingConstants(of: old, to: specs, mask: mask, forcing: relaxed)
    {
      return
    }
    let list = specs.map { $0.constraint(mask: mask) }
    for c in generated.removeAutoresizing(of: view) { remove(c) }
    generated.setAutoresizing(list, of: view)
    for c in list { add(c) }
  }

  /// Gives the installed autoresizing constraints `old` the constants of `new` (the
  /// constraints ``AutoresizingMaskLayoutConstraint/constraints(for:in:)`` would make,
  /// with the mask text `mask`), in place, when the two lists are the same constraints
  /// but for their constants (mask, items, attributes and multipliers equal,
  /// pairwise) and every one of `old` is in the solver (none broken). The constants move together
  /// (`Solver.setConstants`): all or nothing. Returns false, having changed nothing,
  /// when the lists differ or the solver refuses the new constants; the caller then
  /// removes and adds, which reports a conflict as a new install does.
  ///
  /// The solution is the one remove + add reaches wherever the optimum is unique;
  /// where optional constraints of one priority tie, the solver keeps the vertex it
  /// was at, where remove + add may pivot to another.
  func movedAutoresizingConstants(
    of old: [LayoutConstraint], to new: [AutoresizingMaskLayoutConstraint.Spec], mask: String, forcing: Bool = false
  ) -> Bool {
    guard old.count == new.count else { return false }
    var changes: [(constraint: SolverConstraint, constant: Double)] = []
    for (o, n) in zip(old, new) {
      // One solver constraint each, or a rigged view's size pin: two (``FitRig``).
      guard let o = o as? AutoresizingMaskLayoutConstraint, o.maskDescription == mask,
        o.firstItem === n.first, o.firstAttribute == n.firstAttribute, o.secondItem === n.second,
        o.secondAttribute == n.secondAttribute, o.multiplier == n.multiplier,
        let entry = installed[ObjectIdentifier(o)],
        entry.solverConstraints.count == 1 || (entry.solverConstraints.count == 2 && isRigPin(o))
      else { return false }
      if o.storedConstant != n.constant || (forcing && isRigSizePin(o)) {
        for sc in entry.solverConstraints { changes.append((sc, entry.baseConstant - Double(n.constant))) }
      }
    }
    if !changes.isEmpty {
      do { try solver.setConstants(changes) } catch { return false }
      if keepsSettledFit(new) { pass.markDirtyKeepingSettledFit() } else { pass.markDirty() }
    }
    for (o, n) in zip(old, new) { o.storedConstant = n.constant }
    return true
  }

  // MARK: Intrinsic content size

  /// Reads the view's intrinsic size and moves (or adds, or removes) its two
  /// content-size constraints: two `setConstant` calls when only the size changed.
  /// `compressionBasis`: the single-line width a wrapping view's width compression
  /// is weighted by from now on (``ContentSizeLayoutConstraint/compressionWeight(basis:)``);
  /// nil keeps the weight (a new constraint takes its size).
  func updateContentSize(_ view: View, size override: CGSize? = nil, compressionBasis: CGFloat? = nil) {
    // The intrinsic size is the alignment rectangle's (UIKitBehaviour.md §23); the
    // content-size constraints act on the frame's size variables.
    let size = Self.frameSize(forAlignmentSize: override ?? view.intrinsicContentSize, insets: view.alignmentRectInsets)
    let existing = generated.contentSize(of: view)
    // Most views have no intrinsic size: keep no entry for them.
    if existing == nil && (size.width == View.noIntrinsicMetric || size.width < 0)
      && (size.height == View.noIntrinsicMetric || size.height < 0)
    {
      return
    }
    var list = existing ?? [nil, nil]
    // Written back only when an axis gained or lost its constraint (a hash lookup saved
    // on every move in place).
    var listChanged = existing == nil
    for axis in LayoutAxis.allCases {
      let i = axis.rawValue
      let value = axis == .horizontal ? size.width : size.height
      let hug = view.hugging[i]
      let compress = view.compression[i]
      let wanted = value != View.noIntrinsicMetric && value >= 0 && value.isFinite
      if let existing = list[i] {
        if !wanted {
          remove(existing)
          list[i] = nil
          listChanged = true
        } else if existing.huggingPriority != hug || existing.compressionResistancePriority != compress
          || existing.isWrapShaded
            != ContentSizeLayoutConstraint.shadesCompression(
              of: view, attribute: existing.firstAttribute, priority: compress)
        {
          remove(existing)
          existing.huggingPriority = hug
          existing.compressionResistancePriority = compress
          existing.storedConstant = value
          if axis == .horizontal, let compressionBasis { existing.compressionWeightBasis = compressionBasis }
          addOrPark(existing, of: view)
        } else {
          let basis = axis == .horizontal ? compressionBasis : nil
          moveContentSize(existing, of: view, to: value, compressionBasis: basis)
        }
      } else if wanted {
        let c = ContentSizeLayoutConstraint(view: view, axis: axis, size: value, hugging: hug, compression: compress)
        if axis == .horizontal, let compressionBasis { c.compressionWeightBasis = compressionBasis }
        list[i] = c
        listChanged = true
        addOrPark(c, of: view)
      }
    }
    if listChanged { generated.setContentSize(list, of: view) }
  }

  /// Moves an intrinsic-size constraint whose priorities stay to a new size and, when
  /// `compressionBasis` differs from its basis, to that basis's compression weight
  /// (``ContentSizeLayoutConstraint/compressionWeight(basis:)``), in place: the two
  /// solver constraints' constants (`Solver.setConstant`) and the compression side's
  /// error weight (`Solver.setStrength(_:weight:of:)`), where a remove + add would
  /// rebuild both rows. A new basis re-decides parking (``addOrPark(_:of:)``) as an
  /// add does: a constraint that would now be parked, or is parked and would now join
  /// the solver, is removed and added instead.
  func moveContentSize(
    _ c: ContentSizeLayoutConstraint, of view: View, to value: CGFloat, compressionBasis basis: CGFloat?
  ) {
    let newBasis = basis.map { $0 != c.compressionWeightBasis } ?? false
    guard c.storedConstant != value || newBasis else { return }
    if newBasis, generated.isParked(c) != shouldPark(c, of: view) {
      remove(c)
      c.storedConstant = value
      if let basis { c.compressionWeightBasis = basis }
      addOrPark(c, of: view)
      return
    }
    let constantChanged = c.storedConstant != value
    c.storedConstant = value
    let weight = basis.flatMap { newBasis ? c.moveCompressionWeightBasis(to: $0) : nil }
    // Held outside the solver: its new size and basis are all there is to change.
    if generated.isParked(c) { return }
    guard let entry = installed[ObjectIdentifier(c)], entry.solverConstraints.count == c.solverConstraintCount else {
      readd(c)
      return
    }
    do {
      // [hug, compress] (or one required equality), `size - constant` with the
      // constant unscaled.
      if let weight, let compress = entry.solverConstraints.last {
        try solver.setStrength(compress.strength, weight: weight, of: compress)
      }
      if constantChanged,
        !stage(StagedMove(owner: c, solverConstraints: entry.solverConstraints, constant: -Double(value)))
      {
        for sc in entry.solverConstraints { try solver.setConstant(-Double(value), of: sc) }
      }
      pass.markDirty()
    } catch {
      remove(c)
      add(c)
    }
  }

  /// Whether ``addOrPark(_:of:)`` would park `c` now.
  func shouldPark(_ c: ContentSizeLayoutConstraint, of view: View) -> Bool {
    c.firstAttribute == .width && widthDependent.contains(view) && !c.huggingPriority.isRequired
      && !c.compressionResistancePriority.isRequired && !isWidthFree(view)
  }

  /// Adds an intrinsic-size constraint, or *parks* it: the width pair of a
  /// width-dependent view whose width the required equalities fix is held by the
  /// engine (active, listed by `constraintsAffectingLayout`) but kept out of the
  /// solver, where optional constraints on a fixed width could only add work (the
  /// solution is the same: no optional constraint can move that width). It joins
  /// the solver if the width becomes free (``refreshFreeWidths()``).
  func addOrPark(_ c: ContentSizeLayoutConstraint, of view: View) {
    if shouldPark(c, of: view) {
      generated.park(c)
      if !isTemporary { c.engine = self }
      return
    }
    generated.unpark(c)
    add(c)
  }

  /// The content-size constraints of a view (nil where it has no intrinsic size).
  func contentSizeConstraints(of view: View) -> [ContentSizeLayoutConstraint] {
    (generated.contentSize(of: view) ?? []).compactMap { $0 }
  }

  /// The width a width-dependent view was last measured at in this engine (-1: not
  /// yet). The live engine keeps it on the view; temporary engines keep their own.
  func measuredWidth(of view: View) -> CGFloat {
    isTemporary ? widthDependent.temporaryMeasuredWidth(of: view) : view.lastMeasuredWidth
  }

  func setMeasuredWidth(_ view: View, _ width: CGFloat) {
    if isTemporary { widthDependent.setTemporaryMeasuredWidth(view, width) } else { view.lastMeasuredWidth = width }
  }

  /// The intrinsic size of a width-dependent view measured at the width the engine
  /// gave it. When the required equalities fix that width, the intrinsic width *is*
  /// that width [choice: UIKitBehaviour.md §4 only says the height is recomputed; no
  /// optional constraint can move such a width, so frames are the same either way,
  /// and the pair of width inequalities then holds exactly instead of leaving the
  /// hugging one violated, which costs a simplex pivot per label].
  ///
  /// A width within ``widthNoise`` of zero is measured as zero (no width to wrap at:
  /// the single-line size, as for `preferredMaxLayoutWidth == 0`): a stack that gives
  /// a label no room solves its width as ±1e-14, and the sign of that float noise
  /// decided between one line and a word per line, so a rotation and back left the
  /// label 164.67 pt tall where a fresh layout had 20.67 [choice, as the pixel
  /// rounding's tolerance in Model.md].
  func intrinsicSize(of view: View, atWidth width: CGFloat, free: Bool? = nil) -> CGSize {
    let measured = view.intrinsicContentSize(forLayoutWidth: abs(width) < Self.widthNoise ? 0 : width)
    guard !(free ?? isWidthFree(view)) else { return measured }
    return CGSize(width: width, height: measured.height)
  }

  /// Solved widths closer to zero than this (points) are float noise around zero.
  static let widthNoise: CGFloat = 1e-6

  /// Recomputes which width-dependent views have a width the required equalities do
  /// not fix, if required constraints changed since the last time.
  /// - Complexity: O(width-dependent views × the rows their widths depend on).
  func refreshFreeWidths() {
    guard widthDependent.refreshFreeWidths(structureGeneration: structureGeneration, in: solver) else { return }
    // A width that is free now needs its parked intrinsic-width pair in the solver.
    for v in widthDependent.freeWidthViews {
      guard let w = generated.contentSize(of: v)?.first ?? nil, generated.isParked(w) else { continue }
      generated.unpark(w)
      add(w)
    }
  }

  /// Whether a width-dependent view's width is *not* fixed by required equalities,
  /// as of the last ``refreshFreeWidths()`` (views it has not seen are checked now).
  func isWidthFree(_ view: View) -> Bool {
    widthDependent.isWidthFree(view, in: solver)
  }

  /// Gives width-dependent views their first intrinsic size: measured at the solved
  /// width when required equalities alone fix it (then UIKit's two passes end there
  /// anyway, and the single-line size would only cost a re-solve); otherwise the
  /// single-line size, which the fixpoint then refines.
  func measureFirstTime() {
    for v in widthDependent.takePendingFirstMeasure() where widthDependent.contains(v) {
      let w = v.layoutVariables.width
      if !isWidthFree(v) {
        let width = CGFloat(solver.value(of: w))
        if width >= Self.widthNoise {
          updateContentSize(v, size: intrinsicSize(of: v, atWidth: width, free: false))
          setMeasuredWidth(v, width)
          continue
        }
      }
      updateContentSize(v)
    }
  }

  /// Re-reads pending intrinsic sizes and rebuilds pending autoresizing constraints.
  func flushPending() {
    // Read once: each read of the unowned `root` is a checked retain and a release.
    let root = self.root
    refreshFreeWidths()
    if widthDependent.hasPendingFirstMeasure { measureFirstTime() }
    let autoresizing = generated.takePendingAutoresizing()
    if !autoresizing.isEmpty {
      let fitting = fitRig?.fitting == true ? fitRig?.view : nil
      for v in Self.firstOccurrences(autoresizing) where v.rootView === root {
        // The view measured in place stays unpinned while the fit solves; it is
        // pinned again at the next flush (UIKitBehaviour.md §46).
        if v === fitting { continue }
        if v.translatesAutoresizingMaskIntoConstraints {
          installAutoresizing(v)
        } else {
          for c in generated.removeAutoresizing(of: v) { remove(c) }
        }
      }
    }
    if generated.takeRootPendingIntrinsic() {
      updateContentSize(root)
    }
    let intrinsic = generated.takePendingIntrinsic()
    if !intrinsic.isEmpty {
      let views = Self.firstOccurrences(intrinsic).filter { $0.rootView === root }
      // Measure at the width the last solution gave, so one text change costs one
      // re-solve, not two (UIKitBehaviour.md §4): read for every view before any of
      // the new sizes moves, which then move as one batch.
      // (Without batches, each view's width is read as it comes, as before them.)
      let widths = views.map { batchesContentSizeMoves ? lastSolvedWidth(of: $0) : nil }
      movingContentSizesTogether { updateIntrinsicSizes(of: views, atWidths: widths) }
    }
  }

  /// `views` without repeats, each at its first place. A pending list is short (the
  /// views whose text changed since the last flush): up to 32 it is compared
  /// pairwise, which costs less than hashing each view into a set.
  static func firstOccurrences(_ views: [View]) -> [View] {
    if views.count <= 1 { return views }
    if views.count <= 32 {
      var kept: [View] = []
      kept.reserveCapacity(views.count)
      for v in views where !kept.contains(where: { $0 === v }) { kept.append(v) }
      return kept
    }
    var seen: Set<ObjectIdentifier> = []
    return views.filter { seen.insert(ObjectIdentifier($0)).inserted }
  }

  /// The width the last solution gave a width-dependent view (0 before the first
  /// solve); nil for another view.
  private func lastSolvedWidth(of view: View) -> CGFloat? {
    guard view.intrinsicHeightDependsOnWidth else { return nil }
    return generation > 0 ? view.layoutVariables.width(in: solver) : 0
  }

  /// Reads the intrinsic sizes of `views` (flushed as one batch): a width-dependent
  /// view's at its width in `widths` (read now where nil), when measurable.
  private func updateIntrinsicSizes(of views: [View], atWidths widths: [CGFloat?]) {
    for (v, known) in zip(views, widths) {
      if v.intrinsicHeightDependsOnWidth {
        let width = known ?? lastSolvedWidth(of: v) ?? 0
        let measurable = width >= Self.widthNoise
        updateContentSize(v, size: measurable ? intrinsicSize(of: v, atWidth: width) : nil)
        if !widthDependent.contains(v) { widthDependent.insert(v) }
        setMeasuredWidth(v, measurable ? width : -1)
      } else {
        updateContentSize(v)
        if widthDependent.contains(v) { widthDependent.remove(v) }
      }
    }
  }
}

extension LayoutEngine {
  /// The frame size for an alignment-rectangle size: each measured component grows
  /// by the insets of its axis; ``View/noIntrinsicMetric`` and negative components
  /// stay as they are.
  static func frameSize(forAlignmentSize size: CGSize, insets: EdgeInsets) -> CGSize {
    func grown(_ value: CGFloat, by inset: CGFloat) -> CGFloat {
      value == View.noIntrinsicMetric || value < 0 || !value.isFinite ? value : value + inset
    }
    return CGSize(width: grown(size.width, by: insets.horizontal), height: grown(size.height, by: insets.vertical))
  }
}
