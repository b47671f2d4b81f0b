import Foundation
import LayoutSolver

/// The views of a hierarchy whose intrinsic height depends on their solved width
/// (multi-line labels), and what the engine knows about their widths: the batched
/// list it reads each fixpoint step, which widths the required equalities leave
/// free, which views wait for their first measurement, and (in a temporary engine)
/// the widths they were last measured at (UIKitBehaviour.md §4).
///
/// Invariants:
/// - ``generation`` moves with every insertion or removal; `list` and `handles`
///   are `views.values` and their width handles as of `listGeneration`, and are
///   refreshed when it differs or when some handle was still unknown.
/// - ``freeWidthViews`` and `widthIsFree` describe the views as of the engine's
///   structure generation `freeWidthGeneration` (required constraints decide them).
/// - The root is never listed (it owns the engine; its size is fixed anyway).
/// Its stored properties are `@exclusivity(unchecked)`: the engine reads and writes them
/// many times per layout pass, always from one thread and never across a call that
/// could reach them again, so the runtime check each access made (a twentieth of a
/// self-sizing cell's fit in `scrollwork-bench feed`) could never fire.
final class WidthDependentViews {
  @exclusivity(unchecked) private var views: [ObjectIdentifier: View] = [:]
  /// Bumped by every insertion and removal.
  @exclusivity(unchecked) private var generation = 0
  /// `views.values` as an array, as of `listGeneration`.
  @exclusivity(unchecked) private var list: [View] = []
  @exclusivity(unchecked) private var listGeneration = -1
  /// The width handles of `list`, and whether one was still unknown.
  @exclusivity(unchecked) private var handles: [VariableHandle] = []
  @exclusivity(unchecked) private var handlesIncomplete = false
  /// Width-dependent views whose width the required equalities do not fix, as of
  /// `freeWidthGeneration`.
  @exclusivity(unchecked) private(set) var freeWidthViews: [View] = []
  /// For each width-dependent view at the last refresh, whether its width is free.
  @exclusivity(unchecked) private var widthIsFree: [ObjectIdentifier: Bool] = [:]
  @exclusivity(unchecked) private var freeWidthGeneration = -1
  /// Width-dependent views waiting for their first measurement.
  @exclusivity(unchecked) private var pendingFirstMeasure: [View] = []
  /// Measured widths of a temporary engine (the live one keeps them on the views).
  @exclusivity(unchecked) private var temporaryMeasuredWidths: [ObjectIdentifier: CGFloat] = [:]

  var isEmpty: Bool { views.isEmpty }

  func contains(_ view: View) -> Bool { views[ObjectIdentifier(view)] != nil }

  /// Lists a view.
  func insert(_ view: View) {
    views[ObjectIdentifier(view)] = view
    generation &+= 1
  }

  /// Forgets a view (listed or not).
  func remove(_ view: View) {
    views[ObjectIdentifier(view)] = nil
    generation &+= 1
  }

  /// Has a listed view measured for the first time at the next flush.
  func awaitFirstMeasure(_ view: View) {
    pendingFirstMeasure.append(view)
  }

  /// The views waiting for their first measurement, which no longer wait.
  func takePendingFirstMeasure() -> [View] {
    let list = pendingFirstMeasure
    pendingFirstMeasure = []
    return list
  }

  var hasPendingFirstMeasure: Bool { !pendingFirstMeasure.isEmpty }

  /// Every listed view with its width handle (`.unknown` where the solver does not
  /// know the width yet): one batched read of the tableau, no hashing.
  func measurementList(in solver: Solver) -> (views: [View], handles: [VariableHandle]) {
    if listGeneration != generation || handlesIncomplete {
      list = Array(views.values)
      listGeneration = generation
      handlesIncomplete = false
      handles = list.map { v in
        guard v.layoutVariables.ensureHandles(in: solver), let h = v.layoutVariables.handles?.width else {
          handlesIncomplete = true
          return .unknown
        }
        return h
      }
    }
    return (list, handles)
  }

  /// Recomputes which listed views have a width the required equalities do not fix,
  /// if required constraints changed since the last time (`structureGeneration`).
  /// Returns whether it recomputed.
  /// - Complexity: O(width-dependent views × the rows their widths depend on).
  func refreshFreeWidths(structureGeneration: Int, in solver: Solver) -> Bool {
    guard freeWidthGeneration != structureGeneration else { return false }
    widthIsFree = views.mapValues { !solver.isFixedByRequiredEqualities($0.layoutVariables.width) }
    freeWidthViews = views.values.filter { widthIsFree[ObjectIdentifier($0)] == true }
    freeWidthGeneration = structureGeneration
    return true
  }

  /// Whether a view's width is *not* fixed by required equalities, as of the last
  /// refresh (views it has not seen are checked now).
  func isWidthFree(_ view: View, in solver: Solver) -> Bool {
    widthIsFree[ObjectIdentifier(view)] ?? !solver.isFixedByRequiredEqualities(view.layoutVariables.width)
  }

  /// The width a temporary engine last measured a view at (-1: not yet).
  func temporaryMeasuredWidth(of view: View) -> CGFloat {
    temporaryMeasuredWidths[ObjectIdentifier(view)] ?? -1
  }

  func setTemporaryMeasuredWidth(_ view: View, _ width: CGFloat) {
    temporaryMeasuredWidths[ObjectIdentifier(view)] = width
  }
}
