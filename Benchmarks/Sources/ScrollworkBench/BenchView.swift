import LayoutSolver

/// A view as the UIKit layout engine sees it: the four unknowns left/top/width/height,
/// with right, bottom and the centres as expressions over them (the Python `View` of
/// `scroll_stack.py` and `W` of `enaml_form.py`).
///
/// Contract: every property returns a fresh expression over the same four variables;
/// a view never talks to a solver except through ``frame(in:)``.
struct BenchView {
  /// How the variables are named: the Python scripts use two spellings, and the names
  /// only matter for dumps and error messages.
  enum Naming {
    /// `name.l`, `name.t`, `name.w`, `name.h` (`scroll_stack.py` / `grid_layout.py`).
    case short
    /// `name.left`, `name.top`, `name.width`, `name.height` (`enaml_form.py`).
    case long
  }

  let left: Variable
  let top: Variable
  let width: Variable
  let height: Variable

  /// Creates four fresh variables named after `name`.
  init(_ name: String, naming: Naming = .short) {
    switch naming {
    case .short:
      left = Variable(name + ".l")
      top = Variable(name + ".t")
      width = Variable(name + ".w")
      height = Variable(name + ".h")
    case .long:
      left = Variable(name + ".left")
      top = Variable(name + ".top")
      width = Variable(name + ".width")
      height = Variable(name + ".height")
    }
  }

  /// `left + width`.
  var right: Expression { left + width }

  /// `top + height`.
  var bottom: Expression { top + height }

  /// `left + 0.5 * width`.
  var centerX: Expression { left + 0.5 * width }

  /// `top + 0.5 * height`.
  var centerY: Expression { top + 0.5 * height }

  /// The frame `(left, top, width, height)` as `solver` currently has it (four
  /// `value(of:)` calls, the `read` phase of the scenarios).
  func frame(in solver: Solver) -> Frame {
    Frame(
      left: solver.value(of: left), top: solver.value(of: top),
      width: solver.value(of: width), height: solver.value(of: height))
  }
}

/// A frame read back from the solver.
struct Frame {
  var left: Double
  var top: Double
  var width: Double
  var height: Double
}
