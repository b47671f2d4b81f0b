import LayoutSolver

/// A priority per axis, indexed by `LayoutAxis.rawValue` (no heap array per view).
struct AxisPriorities {
  var horizontal: LayoutPriority
  var vertical: LayoutPriority

  init(_ horizontal: LayoutPriority, _ vertical: LayoutPriority) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  subscript(index: Int) -> LayoutPriority {
    get { index == 0 ? horizontal : vertical }
    set { if index == 0 { horizontal = newValue } else { vertical = newValue } }
  }
}
