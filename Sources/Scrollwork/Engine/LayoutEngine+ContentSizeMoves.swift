import Foundation
import LayoutSolver

/// Intrinsic sizes that move together: the new content sizes of one flush (every label
/// whose text changed), one restart of the free-width labels, or one step of the
/// fixpoint, are made in the solver as one batch (`Solver.setConstants`), so that
/// feasibility is repaired once for all of them instead of once per constant.
///
/// One at a time, each new size is repaired against the others' old sizes, and the dual
/// simplex pivots for states that the next move undoes (a label grown before its
/// neighbour shrinks). The batch ends at the same system; where its optimum is unique
/// the solution is the same (`Solver.setConstants`' contract), and where optional
/// constraints of one priority tie the solver keeps the vertex it was at, as a single
/// move does.
///
/// Contract: inside ``movingContentSizesTogether(_:)``, ``moveContentSize(_:of:to:compressionBasis:)``
/// records the constant moves (``StagedMove``) instead of making them; they are made
/// when the body ends, and before anything else reaches the solver in between (an add
/// or a remove, a constant or a value read through ``commitStagedMoves()``). A batch the
/// solver refuses (a required intrinsic size that conflicts) changes nothing there and
/// is made again one move at a time, each failing one removed and added as before: a
/// failure is reported exactly as without the batch.
extension LayoutEngine {
  /// One intrinsic-size constraint's new solver constant, not yet made.
  struct StagedMove {
    /// The constraint moved (its stored constant already holds the new size).
    let owner: ContentSizeLayoutConstraint
    /// Its solver constraints (hugging, then compression resistance).
    let solverConstraints: [SolverConstraint]
    /// The new solver constant of both.
    let constant: Double
  }

  /// Runs `body`, making the intrinsic-size moves it makes as one batch at its end.
  /// Nests: an inner call adds to the outer batch. When ``batchesContentSizeMoves``
  /// is false, `body` runs and every move is made at once, as before.
  @discardableResult
  func movingContentSizesTogether<T>(_ body: () -> T) -> T {
    guard batchesContentSizeMoves, stagedMoves == nil else { return body() }
    stagedMoves = []
    let result = body()
    commitStagedMoves()
    stagedMoves = nil
    return result
  }

  /// Records a move when a batch is open; false (nothing recorded) otherwise.
  func stage(_ move: StagedMove) -> Bool {
    guard stagedMoves != nil else { return false }
    stagedMoves?.append(move)
    return true
  }

  /// Makes the moves recorded so far (``movingContentSizesTogether(_:)``); the batch,
  /// if any, stays open for later moves.
  func commitStagedMoves() {
    guard let moves = stagedMoves, !moves.isEmpty else { return }
    stagedMoves = []
    var changes: [(constraint: SolverConstraint, constant: Double)] = []
    changes.reserveCapacity(2 * moves.count)
    for move in moves {
      for sc in move.solverConstraints { changes.append((sc, move.constant)) }
    }
    do {
      try solver.setConstants(changes)
    } catch {
      // The solver is as before the batch: one move at a time, as without it.
      for move in moves {
        do {
          for sc in move.solverConstraints { try solver.setConstant(move.constant, of: sc) }
        } catch {
          remove(move.owner)
          add(move.owner)
        }
      }
    }
    pass.markDirty()
  }
}
