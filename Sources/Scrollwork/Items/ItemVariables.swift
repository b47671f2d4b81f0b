import LayoutSolver

/// The four solver unknowns of a view or layout guide, in *layout space*: the root
/// view's coordinate system with every `bounds.origin` ignored (so scrolling and
/// bounds shifts never re-solve). Frames are read back relative to the superview.
final class ItemVariables {
  let minX: Variable
  let minY: Variable
  let width: Variable
  let height: Variable

  init(_ name: String) {
    minX = Variable(name + ".minX")
    minY = Variable(name + ".minY")
    width = Variable(name + ".width")
    height = Variable(name + ".height")
  }
}
