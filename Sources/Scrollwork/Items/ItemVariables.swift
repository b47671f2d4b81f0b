import Foundation
import LayoutSolver

/// The four solver unknowns of a view or layout guide, in *layout space*: the root
/// view's coordinate system with every `bounds.origin` ignored (so scrolling and
/// bounds shifts never re-solve). Frames are read back relative to the superview.
package final class ItemVariables {
  let minX: Variable
  let minY: Variable
  let width: Variable
  let height: Variable

  /// Handles of the four variables in ``handleSolver``, the solver that last read them.
  var handles: (minX: VariableHandle, minY: VariableHandle, width: VariableHandle, height: VariableHandle)?
  /// The solver ``handles`` belong to. Weak, and compared by identity: a solver made
  /// after that one died may take its address (temporary engines come and go), and
  /// its handles must not be read in another solver.
  weak var handleSolver: Solver?

  init(_ name: String) {
    minX = Variable(name + ".minX")
    minY = Variable(name + ".minY")
    width = Variable(name + ".width")
    height = Variable(name + ".height")
  }
}

extension ItemVariables {
  /// Makes sure ``handles`` belong to `solver`; false when the solver does not know
  /// all four variables yet.
  func ensureHandles(in solver: Solver) -> Bool {
    if handles != nil, handleSolver === solver { return true }
    guard let a = solver.handle(for: minX), let b = solver.handle(for: minY),
      let c = solver.handle(for: width), let d = solver.handle(for: height)
    else { return false }
    handles = (a, b, c, d)
    handleSolver = solver
    return true
  }

  /// The solved rectangle in `solver`, read through cached handles (no hashing
  /// after the first read). Variables the solver does not know read 0.
  func rect(in solver: Solver) -> CGRect {
    guard ensureHandles(in: solver), let h = handles else {
      return CGRect(
        x: solver.value(of: minX), y: solver.value(of: minY),
        width: solver.value(of: width), height: solver.value(of: height))
    }
    return CGRect(
      x: solver.value(of: h.minX), y: solver.value(of: h.minY),
      width: solver.value(of: h.width), height: solver.value(of: h.height))
  }

  /// The solved width alone (reading only what it needs: a position may depend on a
  /// long chain that a width does not).
  func width(in solver: Solver) -> CGFloat {
    guard ensureHandles(in: solver), let h = handles else { return solver.value(of: width) }
    return solver.value(of: h.width)
  }
}
