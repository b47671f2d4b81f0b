import Foundation

/// What asks an engine for a layout pass, and where the running passes are: the
/// dirty flags the model's notifications set, the phase and depth of the passes
/// (a lifecycle hook may lay out again inside one, UIKitBehaviour.md §12), and the
/// rounds counted against the feedback-loop bounds.
///
/// Invariants:
/// - ``depth`` counts the ``LayoutEngine/layoutPass()`` calls running; `enter()`
///   and `leave(restoring:)` come in pairs, and the phase is restored on leaving.
/// - ``roundsInOutermostPass`` and ``feedbackLoop`` belong to the outermost pass:
///   reset when depth goes from 0 to 1, and the loop (at most one, the first bound
///   that stopped layout) is handed back when depth returns to 0.
/// - ``isApplyingLayout`` is true exactly while the layout hooks of a frame pass run
///   (frames are applied then); ``phase`` is `.hooks` then, `.busy` while a round
///   updates constraints, solves or writes frames, `.idle` otherwise.
final class LayoutPassState {
  /// The solution may have changed since frames were last applied.
  private(set) var isDirty = true
  /// A view asked for layout since the last pass.
  private(set) var needsLayoutPass = true
  /// A view asked for an update of its constraints since the last pass.
  private(set) var needsUpdateConstraintsPass = true
  /// True while the frame pass calls `layoutSubviews()` (frames are applied then).
  private(set) var isApplyingLayout = false
  /// How many ``LayoutEngine/layoutPass()`` calls are running (1 for a plain
  /// `layoutIfNeeded()`, more while a lifecycle hook lays out again inside one).
  private(set) var depth = 0
  /// What the current pass is doing: a nested `layoutIfNeeded()` runs a whole pass
  /// only from a lifecycle hook; elsewhere it is deferred to the running pass.
  private(set) var phase = LayoutEngine.PassPhase.idle
  /// A `layoutIfNeeded()` arrived while the running pass could not nest one: the
  /// pass runs one more round for it.
  private(set) var deferredLayoutRequest = false
  /// Rounds that applied frames since the outermost pass began (every depth).
  private(set) var roundsInOutermostPass = 0
  /// Set when a bound stopped the passes; reported when the outermost pass ends.
  private(set) var feedbackLoop: LayoutFeedbackLoop?
  /// The pixel scale of the current frame pass (read once per pass).
  private(set) var scale: CGFloat = 3
  /// Views below the root resized outside layout whose bounds-following subviews are
  /// placed before the next solve, in the order they were resized, each once. Held
  /// strongly until then: a weak reference would move each cell's reference count to
  /// a side table and slow every later retain and release of it. The root is only
  /// flagged (``rootResizedOutsideLayout``): it owns the engine, so holding it would
  /// keep both alive.
  private var resizedOutsideLayout: [View] = []
  private var resizedIdentifiers: Set<ObjectIdentifier> = []
  /// The root was resized outside layout (see ``resizedOutsideLayout``).
  private var rootResizedOutsideLayout = false
  /// The last fit in place (``LayoutEngine/fitInPlace(_:target:horizontal:vertical:)``)
  /// solved the rigged view's subtree, and nothing but the root's frame and the view's
  /// pins (onto its fitted size) changed since: every change that may reach the
  /// subtree goes through ``markDirty()``, which clears it. The next solve then does
  /// not restart the subtree's wrapping labels (UIKitBehaviour.md §46).
  private var settledFit = false

  // MARK: Requests

  func markDirty() {
    isDirty = true
    settledFit = false
  }

  /// The solution may have changed, but not inside the subtree of the view last
  /// fitted in place (its root's size or origin, or its own pins moved onto the
  /// size it was fitted at): a settled fit stays settled.
  func markDirtyKeepingSettledFit() { isDirty = true }

  /// A fit in place has just solved the rigged view's subtree (``settledFit``).
  func settleFit() { settledFit = true }

  /// Whether the last fit in place is still settled; the note is cleared.
  func takeSettledFit() -> Bool {
    defer { settledFit = false }
    return settledFit
  }

  func setNeedsLayout() { needsLayoutPass = true }

  func setNeedsUpdateConstraints() { needsUpdateConstraintsPass = true }

  /// The update-constraints pass starts: the request is served.
  func clearNeedsUpdateConstraints() { needsUpdateConstraintsPass = false }

  /// The frames on screen stand for the current solution: no pass needs to apply it.
  func clearDirty() { isDirty = false }

  /// A nested request the running pass serves with one more round.
  func deferRequest() { deferredLayoutRequest = true }

  /// `view` (the engine's root when `isRoot`) was resized outside layout: the next
  /// round places its bounds-following subviews before it solves
  /// (``LayoutEngine/placeBeforeSolving(_:)``).
  func noteResizedOutsideLayout(_ view: View, isRoot: Bool) {
    if isRoot {
      rootResizedOutsideLayout = true
      return
    }
    guard resizedIdentifiers.insert(ObjectIdentifier(view)).inserted else { return }
    resizedOutsideLayout.append(view)
  }

  /// Whether the root and which other views were noted by
  /// ``noteResizedOutsideLayout(_:isRoot:)`` since the last call (oldest first); the
  /// notes are cleared.
  func takeResizedOutsideLayout() -> (root: Bool, views: [View]) {
    let root = rootResizedOutsideLayout
    rootResizedOutsideLayout = false
    guard !resizedOutsideLayout.isEmpty else { return (root, []) }
    let list = resizedOutsideLayout
    resizedOutsideLayout = []
    resizedIdentifiers.removeAll(keepingCapacity: true)
    return (root, list)
  }

  /// Whether frames must be applied this round (the solution changed, a view asked
  /// for layout, or a request was deferred); clears the first two.
  func takeLayoutRequest() -> Bool {
    let wanted = isDirty || needsLayoutPass || deferredLayoutRequest
    isDirty = false
    needsLayoutPass = false
    return wanted
  }

  // MARK: Passes and rounds

  /// A pass begins one level deeper; returns the phase to restore when it ends.
  /// The outermost one starts the round count.
  func enter() -> LayoutEngine.PassPhase {
    if depth == 0 {
      roundsInOutermostPass = 0
      feedbackLoop = nil
    }
    depth += 1
    return phase
  }

  /// A pass ends: the phase is restored; the outermost one returns the feedback
  /// loop that stopped it, if any, which is then forgotten.
  func leave(restoring saved: LayoutEngine.PassPhase) -> LayoutFeedbackLoop? {
    depth -= 1
    phase = saved
    guard depth == 0, let loop = feedbackLoop else { return nil }
    feedbackLoop = nil
    return loop
  }

  /// A round begins: deferred requests are served by it.
  func beginRound() {
    deferredLayoutRequest = false
    phase = .busy
  }

  /// Work that must not nest a pass begins (updating constraints, solving, writing
  /// frames).
  func beginWork() { phase = .busy }

  /// The round's work is done: a `layoutIfNeeded()` now starts a pass.
  func endWork() { phase = .idle }

  /// A round applies frames.
  func countRound() { roundsInOutermostPass += 1 }

  /// The frame pass reads the pixel scale once.
  func useScale(_ scale: CGFloat) { self.scale = scale }

  /// The layout hooks begin: frames are being applied, and a nested request runs a
  /// whole nested pass. Returns what `endHooks(wasApplying:)` restores.
  func beginHooks() -> Bool {
    let was = isApplyingLayout
    isApplyingLayout = true
    phase = .hooks
    return was
  }

  func endHooks(wasApplying: Bool) {
    isApplyingLayout = wasApplying
    phase = .busy
  }

  /// Records the first bound that stopped the current outermost layout.
  func noteFeedbackLoop(_ limit: LayoutFeedbackLoop.Limit, root: @autoclosure () -> String) {
    guard feedbackLoop == nil else { return }
    feedbackLoop = LayoutFeedbackLoop(root: root(), limit: limit, rounds: roundsInOutermostPass)
  }
}
