import Foundation
import LayoutSolver

extension LayoutEngine {
  /// The most re-solves one pass makes for values that depend on the solution
  /// (multi-line label heights, safe area, preserved margins) [choice,
  /// UIKitBehaviour.md §4: "max 3 iterations"].
  static let maxFixpointIterations = 3

  /// The most rounds one ``layoutPass()`` runs while hooks keep invalidating layout
  /// [choice, UIKitBehaviour.md §12: UIKit sets no documented bound].
  static let maxRoundsPerPass = 16
  /// The most rounds that apply frames in one outermost `layoutIfNeeded()`, nested
  /// passes included: bounds the work of hooks that lay out again every time.
  static let maxRoundsPerLayout = 256
  /// The deepest a `layoutIfNeeded()` from a lifecycle hook may nest passes.
  static let maxPassDepth = 8

  /// What the running pass is doing (see ``passPhase``).
  enum PassPhase {
    /// No pass, or between steps: a `layoutIfNeeded()` starts a pass.
    case idle
    /// Updating constraints, solving or writing frames: a nested request is
    /// deferred to the running pass, which runs another round for it.
    case busy
    /// Calling `layoutSubviews()` and the controllers' hooks: a nested request runs
    /// a whole nested pass, so that the hook reads the new frames when it returns,
    /// as in UIKit (UIKitBehaviour.md §12).
    case hooks
  }

  /// A `layoutIfNeeded()`: a whole pass now, a nested pass from a lifecycle hook, or
  /// a deferred round when a pass is solving or writing frames. Bounded: a program
  /// that invalidates layout every time is stopped and reported as a
  /// ``LayoutFeedbackLoop`` (UIKitBehaviour.md §12).
  func requestLayout() {
    switch passPhase {
    case .busy:
      deferredLayoutRequest = true
    case .idle, .hooks:
      guard passDepth < Self.maxPassDepth else {
        noteFeedbackLoop(.nesting)
        deferredLayoutRequest = true
        return
      }
      nestedPass { layoutPass() }
    }
  }

  /// Runs `body` as a pass one level deeper, restoring the phase afterwards; the
  /// outermost one starts the round count and reports a feedback loop at its end.
  func nestedPass(_ body: () -> Void) {
    if passDepth == 0 {
      roundsInOutermostPass = 0
      feedbackLoop = nil
    }
    let phase = passPhase
    passDepth += 1
    body()
    passDepth -= 1
    passPhase = phase
    if passDepth == 0, let loop = feedbackLoop {
      feedbackLoop = nil
      issues.append(.layoutFeedbackLoop(loop))
    }
  }

  /// Records the first bound that stopped the current outermost layout.
  func noteFeedbackLoop(_ limit: LayoutFeedbackLoop.Limit) {
    guard feedbackLoop == nil else { return }
    feedbackLoop = LayoutFeedbackLoop(root: itemText(root), limit: limit, rounds: roundsInOutermostPass)
  }

  /// Whether something asks for another round: constraints, sizes or frames changed
  /// since the last solve, or a nested request was deferred.
  var needsAnotherRound: Bool {
    isDirty || needsUpdateConstraintsPass || !pendingIntrinsic.isEmpty || rootPendingIntrinsic
      || !pendingAutoresizing.isEmpty || deferredLayoutRequest
  }

  /// A whole layout pass: update constraints, apply pending changes, solve until
  /// width-dependent sizes settle, then apply frames top-down through
  /// ``View/layoutSubviews()``; again while the hooks changed something, at most
  /// ``maxRoundsPerPass`` rounds (and ``maxRoundsPerLayout`` with nested passes).
  /// The pass's working state lives in locals: a hook may run a nested pass
  /// (UIKitBehaviour.md §12).
  func layoutPass() {
    var round = 0
    while true {
      if roundsInOutermostPass >= Self.maxRoundsPerLayout {
        noteFeedbackLoop(.roundsPerLayout)
        return
      }
      deferredLayoutRequest = false
      passPhase = .busy
      if needsUpdateConstraintsPass { updateConstraintsPass() }
      solveToFixpoint()
      let wasDirty = isDirty || needsLayoutPass || deferredLayoutRequest
      isDirty = false
      needsLayoutPass = false
      if wasDirty {
        roundsInOutermostPass += 1
        applyLayout(root)
      }
      passPhase = .idle
      // Hooks may have changed constraints: another round.
      guard needsAnotherRound else { return }
      round += 1
      if round >= Self.maxRoundsPerPass {
        noteFeedbackLoop(.roundsPerPass)
        return
      }
    }
  }

  /// The first pass of a new engine: update constraints, build the tableau, apply
  /// frames, then a ``layoutPass()`` for what the hooks changed.
  func firstPass() {
    passPhase = .busy
    updateConstraintsPass()
    build()
    flushPending()
    solver.updateVariables()
    roundsInOutermostPass += 1
    applyLayout(root)
    passPhase = .idle
    layoutPass()
  }

  /// Calls ``View/updateConstraints()`` bottom-up on views that asked for it.
  func updateConstraintsPass() {
    needsUpdateConstraintsPass = false
    var order: [View] = []
    root.forEachInSubtree { order.append($0) }
    for v in order.reversed() where v.storedNeedsUpdateConstraints {
      v.storedNeedsUpdateConstraints = false
      v.updateConstraintsNotifyingController()
    }
  }

  /// Applies pending changes and re-solves until sizes that depend on the solution
  /// stop changing (at most ``maxFixpointIterations`` extra solves).
  func solveToFixpoint() {
    flushPending()
    if isDirty { restartFreeWidthLabels() }
    advance()
    for _ in 0..<Self.maxFixpointIterations {
      var changed = false
      // One batched read of every width-dependent view's width (no hashing, one
      // access to the tableau); only views whose width moved are measured again.
      if widthDependentListGeneration != widthDependentGeneration || widthHandlesIncomplete {
        widthDependentList = Array(widthDependent.values)
        widthDependentListGeneration = widthDependentGeneration
        widthHandlesIncomplete = false
        widthDependentHandles = widthDependentList.map { v in
          guard v.layoutVariables.ensureHandles(in: solver), let h = v.layoutVariables.handles?.width else {
            widthHandlesIncomplete = true
            return .unknown
          }
          return h
        }
      }
      let views = widthDependentList
      let handles = widthDependentHandles
      var widths: [Double] = []
      solver.values(of: handles, into: &widths)
      for (k, view) in views.enumerated() {
        let width = handles[k] == .unknown ? view.layoutVariables.width(in: solver) : CGFloat(widths[k])
        let last = measuredWidth(of: view)
        if last >= 0, abs(last - width) < 1e-9 { continue }
        setMeasuredWidth(view, width)
        let size = intrinsicSize(of: view, atWidth: width)
        let current = contentSizeConstraints(of: view)
        let heights = current.filter { $0.firstAttribute == .height }.map(\.storedConstant)
        let widths = current.filter { $0.firstAttribute == .width }.map(\.storedConstant)
        if heights.first != size.height || widths.first != size.width {
          updateContentSize(view, size: size)
          changed = true
        }
      }
      for ref in dynamicGuides.values {
        if let view = ref.view, refreshGuideConstants(of: view) { changed = true }
      }
      if !changed { break }
      flushPending()
      advance()
    }
  }

  /// UIKit's two passes, started over for width-dependent views whose width the
  /// required equalities do not fix (a label with `trailing <= superview.trailing`):
  /// their intrinsic width goes back to the single-line width, so that when room
  /// grows (rotation, a longer text, a larger font) they grow into it, then the
  /// fixpoint measures them at the width they get (UIKitBehaviour.md §4). Views whose
  /// width is fixed skip this: the width they get cannot depend on it.
  func restartFreeWidthLabels() {
    guard !widthDependent.isEmpty else { return }
    refreshFreeWidths()
    for v in freeWidthViews where widthDependent[ObjectIdentifier(v)] != nil {
      let single = v.intrinsicContentSize
      let current = contentSizeConstraints(of: v)
      guard let height = current.first(where: { $0.firstAttribute == .height })?.storedConstant,
        current.first(where: { $0.firstAttribute == .width })?.storedConstant != single.width
      else { continue }
      updateContentSize(v, size: CGSize(width: single.width, height: height))
      setMeasuredWidth(v, -1)
    }
  }

  /// Marks a new solution.
  func advance() {
    generation += 1
  }

  /// The solved rectangle of a view or guide in layout space, unrounded.
  func solvedRect(_ vars: ItemVariables) -> CGRect {
    vars.rect(in: solver)
  }

  func solvedRect(_ view: View) -> CGRect { solvedRect(view.layoutVariables) }

  /// A layout-space rectangle in whole device pixels: each edge rounded on its own
  /// (halves up), so adjacent views stay adjacent.
  @inline(__always)
  static func pixels(x: Double, y: Double, width: Double, height: Double, scale: CGFloat) -> CGRect {
    let minX = pixelIndex(x, scale: scale)
    let minY = pixelIndex(y, scale: scale)
    let maxX = pixelIndex(x + width, scale: scale)
    let maxY = pixelIndex(y + height, scale: scale)
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// A frame from a view's whole-pixel rectangle and its parent's pixel origin: a
  /// difference of pixels divided by the scale once, so 20 pt + 249.667 pt reads back
  /// as exactly 749 px / 3.
  @inline(__always)
  static func frame(pixels r: CGRect, parentOrigin origin: CGPoint, scale: CGFloat) -> CGRect {
    CGRect(
      x: (r.minX - origin.x) / scale, y: (r.minY - origin.y) / scale, width: r.width / scale,
      height: r.height / scale)
  }

  /// The solved rectangle of an item in whole device pixels.
  func pixels(_ vars: ItemVariables, scale: CGFloat) -> CGRect {
    let r = solvedRect(vars)
    return Self.pixels(x: r.minX, y: r.minY, width: r.width, height: r.height, scale: scale)
  }

  /// Lays out the hierarchy: applies every view's frame from the solution in one
  /// flat pass (four handle reads per view, no hashing), then calls
  /// ``View/layoutSubviews()`` top-down on the views that need layout (those whose
  /// size changed, whose subviews moved, or that asked with `setNeedsLayout()`), as
  /// UIKit does.
  /// - Complexity: O(views) cheap reads, plus the `layoutSubviews()` calls.
  func applyLayout(_ view: View) {
    passScale = view.contentScaleFactor > 0 ? view.contentScaleFactor : 1
    if !frameRecordsValid { rebuildFrameRecords() }
    applyFrames()
    for ref in guideOwners {
      guard let v = ref.view else { continue }
      for g in v.allGuides { g.solvedLayoutSpaceFrame = solvedRect(g.layoutVariables) }
    }
    callLayoutHooks()
  }

  /// Writes every record's frame from the solution. Runs no user code; its scratch
  /// arrays are moved out of the engine and back before it returns.
  func applyFrames() {
    // Recompute stale values in the solver's tight pass, then read them all at once.
    solver.updateVariables()
    swap(&recordValues, &previousRecordValues)
    solver.values(of: recordHandles, into: &recordValues)
    let scale = passScale
    let count = frameRecords.count
    if recordPixels.count != count { recordPixels = [CGRect](repeating: .zero, count: count) }
    if recordMoved.count != count { recordMoved = [Bool](repeating: true, count: count) }
    let unchangedKnown = previousRecordValues.count == recordValues.count && recordPixelsScale == scale
    recordPixelsScale = scale
    // The loop works on local arrays (moved out of the engine and back), so that no
    // element access pays a class-property exclusivity check.
    let values = recordValues
    let previous = previousRecordValues
    let records = frameRecords
    var pixels: [CGRect] = []
    var moved: [Bool] = []
    swap(&pixels, &recordPixels)
    swap(&moved, &recordMoved)
    defer {
      swap(&pixels, &recordPixels)
      swap(&moved, &recordMoved)
    }
    for i in 0..<count {
      let record = records[i]
      let b = 4 * i
      // A view whose solved rectangle and whose parent's did not move keeps its frame.
      if unchangedKnown && values[b] == previous[b] && values[b + 1] == previous[b + 1]
        && values[b + 2] == previous[b + 2] && values[b + 3] == previous[b + 3]
        && (record.parent < 0 || !moved[Int(record.parent)])
      {
        moved[i] = false
        continue
      }
      moved[i] = true
      pixels[i] = Self.pixels(x: values[b], y: values[b + 1], width: values[b + 2], height: values[b + 3], scale: scale)
      guard record.parent >= 0 else { continue }  // the root keeps its frame
      let origin = record.parent == 0 ? CGPoint.zero : pixels[Int(record.parent)].origin
      let frame = Self.frame(pixels: pixels[i], parentOrigin: origin, scale: scale)
      let v = record.view
      if frame != v.storedFrame {
        let old = v.storedFrame
        v.storedFrame = frame
        v.frameDidChange(from: old, byEngine: true)
        records[Int(record.parent)].view.storedNeedsLayout = true
      }
    }
  }

  /// Calls `layoutSubviews()` (and the controllers' hooks) top-down on the views
  /// that need layout. A hook may lay out again (a nested pass) or change the
  /// hierarchy: the loop walks its own copy of the records and stops as soon as
  /// the hierarchy changed (the views it lists may be gone), asking the running
  /// pass for another round, which visits the views still needing layout.
  func callLayoutHooks() {
    let records = frameRecords
    let generation = frameRecordsGeneration
    let wasApplying = isApplyingLayout
    isApplyingLayout = true
    passPhase = .hooks
    defer {
      isApplyingLayout = wasApplying
      passPhase = .busy
    }
    for i in 0..<records.count {
      guard frameRecordsGeneration == generation else {
        deferredLayoutRequest = true
        return
      }
      let v = records[i].view
      guard v.storedNeedsLayout else { continue }
      v.storedNeedsLayout = false
      v.layoutSubviewsNotifyingController()  // viewWillLayoutSubviews/viewDidLayoutSubviews
    }
  }

  /// Lists the views in preorder with their parents' indices and solver handles.
  func rebuildFrameRecords() {
    frameRecords.removeAll(keepingCapacity: true)
    recordHandles.removeAll(keepingCapacity: true)
    previousRecordValues.removeAll()
    guideOwners.removeAll()
    recordsHaveUnknown = false
    var stack: [(View, Int32)] = [(root, -1)]
    while let (v, parent) = stack.popLast() {
      let index = Int32(frameRecords.count)
      frameRecords.append(FrameRecord(view: v, parent: parent))
      let vars = v.layoutVariables
      for variable in [vars.minX, vars.minY, vars.width, vars.height] {
        if let h = solver.handle(for: variable) {
          recordHandles.append(h)
        } else {
          recordHandles.append(.unknown)
          recordsHaveUnknown = true
        }
      }
      if !v.storedLayoutGuides.isEmpty || v.hasMarginsGuide || v.hasSafeAreaGuide || v.hasReadableGuide || v.hasKeyboardGuide
        || v is ScrollView
      {
        guideOwners.append(WeakView(v))
      }
      for s in v.subviews.reversed() { stack.append((s, index)) }
    }
    recordMoved = [Bool](repeating: true, count: frameRecords.count)
    frameRecordsValid = true
    frameRecordsGeneration &+= 1
  }


}

extension View {
  /// Sets each subview's frame (and each of this view's guides' layout frame) from
  /// the engine's solution, rounded to device pixels. Called by the default
  /// ``layoutSubviews()``.
  func applyEngineFramesToSubviews() {
    // Inside a pass the engine has applied every frame already.
    guard let engine = rootEngine, !engine.isApplyingLayout else { return }
    let scale = engine.passScale
    // The same rounding as the engine's frame pass.
    let origin = self === engine.root ? CGPoint.zero : engine.pixels(layoutVariables, scale: scale).origin
    for s in subviews {
      let frame = LayoutEngine.frame(pixels: engine.pixels(s.layoutVariables, scale: scale), parentOrigin: origin, scale: scale)
      if frame != s.storedFrame {
        let old = s.storedFrame
        s.storedFrame = frame
        s.frameDidChange(from: old, byEngine: true)
      }
    }
    if !storedLayoutGuides.isEmpty || hasMarginsGuide || hasSafeAreaGuide || hasReadableGuide || hasKeyboardGuide
      || self is ScrollView
    {
      for g in allGuides { g.solvedLayoutSpaceFrame = engine.solvedRect(g.layoutVariables) }
    }
  }

  /// Custom and built-in guides the view has handed out.
  var allGuides: [LayoutGuide] {
    var list = storedLayoutGuides
    if hasMarginsGuide { list.append(systemMarginsGuide) }
    if hasSafeAreaGuide { list.append(systemSafeAreaGuide) }
    if hasReadableGuide { list.append(systemReadableGuide) }
    if hasKeyboardGuide { list.append(systemKeyboardGuide) }
    if let scroll = self as? ScrollView { list += [scroll.contentLayoutGuide, scroll.frameLayoutGuide] }
    return list
  }
}
