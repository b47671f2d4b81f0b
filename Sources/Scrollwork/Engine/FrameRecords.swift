import Foundation
import LayoutSolver

/// The engine's flat list of a hierarchy's views for the frame pass: every view in
/// preorder with its parent's index, the solver handles of its four unknowns, the
/// values and whole-pixel rectangles of the last pass, and the views that own
/// guides.
///
/// Invariants:
/// - When ``isValid``, `records` lists the root's subtree in preorder (the root
///   first, with parent -1; every other record's parent precedes it), `handles`
///   holds four handles per record (minX, minY, width, height, in that order;
///   `.unknown` for a variable the solver did not know when the list was built, and
///   then `hasUnknown` is set), and `moved` has one entry per record.
/// - `previousValues`, when not empty, are the values of the last frame pass over
///   these same records at scale `pixelsScale`, and `pixels` its rectangles: a
///   record whose values and whose parent's rectangle did not move keeps its frame.
/// - ``generation`` moves whenever the list is rebuilt or the hierarchy changes, so
///   that a loop over a copy of the records (the layout hooks) notices that a hook
///   changed the hierarchy under it.
///
/// Views are not retained: the list is rebuilt whenever the hierarchy changes
/// (``hierarchyDidChange()``), and the hierarchy retains its views.
final class FrameRecords {
  /// A view in the flat frame pass: preorder, with its parent's index (-1 for the
  /// root).
  struct Record {
    unowned(unsafe) let view: View
    let parent: Int32
  }

  private(set) var records: [Record] = []
  private var handles: [VariableHandle] = []
  private var values: [Double] = []
  private var pixels: [CGRect] = []
  /// The values of the previous frame pass, and which records moved in this one
  /// (a view is re-framed only when its rectangle or its parent's moved).
  private var previousValues: [Double] = []
  private var moved: [Bool] = []
  private var pixelsScale: CGFloat = 0
  /// The views that own guides (custom ones, built-in ones handed out, or a scroll
  /// view's), whose guides' layout frames follow each pass.
  private(set) var guideOwners: [WeakView] = []
  /// Whether the list matches the hierarchy and the solver's variables.
  private(set) var isValid = false
  /// Whether some record reads a variable the solver did not know when it was built.
  private var hasUnknown = true
  /// Bumped whenever the list is rebuilt or invalidated by a hierarchy change.
  private(set) var generation = 0

  /// The list no longer matches (a guide was added or installed, ...): rebuilt at
  /// the next frame pass.
  func invalidate() {
    isValid = false
  }

  /// Views joined or left the hierarchy: rebuilt at the next frame pass, and loops
  /// over the old list stop.
  func hierarchyDidChange() {
    isValid = false
    generation &+= 1
  }

  /// A constraint is about to be added: it may bring a variable the solver did not
  /// know, which a record may read (its handle changes from `.unknown`).
  @inline(__always)
  func constraintWillBeAdded() {
    if hasUnknown { isValid = false }
  }

  /// Lists the views of `root`'s subtree in preorder with their parents' indices
  /// and solver handles.
  func rebuild(root: View, solver: Solver) {
    records.removeAll(keepingCapacity: true)
    handles.removeAll(keepingCapacity: true)
    // Both value lists go: `applySolution` swaps them before reading, and values read
    // for the old records must never pass for the new ones' previous values (a subtree
    // replaced by one of the same size kept the old frames).
    previousValues.removeAll()
    values.removeAll()
    guideOwners.removeAll()
    hasUnknown = false
    var stack: [(View, Int32)] = [(root, -1)]
    while let (v, parent) = stack.popLast() {
      let index = Int32(records.count)
      records.append(Record(view: v, parent: parent))
      let vars = v.layoutVariables
      for variable in [vars.minX, vars.minY, vars.width, vars.height] {
        if let h = solver.handle(for: variable) {
          handles.append(h)
        } else {
          handles.append(.unknown)
          hasUnknown = true
        }
      }
      if !v.storedLayoutGuides.isEmpty || v.hasMarginsGuide || v.hasSafeAreaGuide || v.hasReadableGuide
        || v.hasKeyboardGuide
        || v is ScrollView
      {
        guideOwners.append(WeakView(v))
      }
      for s in v.subviews.reversed() { stack.append((s, index)) }
    }
    moved = [Bool](repeating: true, count: records.count)
    isValid = true
    generation &+= 1
  }

  /// Writes every record's frame from the solution (through
  /// ``LayoutEngine/setSolvedFrame(_:of:)``), and asks for layout of each parent
  /// whose subview's frame changed. Runs no user code; its scratch arrays are moved
  /// out of the list and back before it returns.
  /// - Precondition: ``isValid``.
  func applySolution(of solver: Solver, scale: CGFloat) {
    // Recompute stale values in the solver's tight pass, then read them all at once.
    solver.updateVariables()
    swap(&values, &previousValues)
    solver.values(of: handles, into: &values)
    let count = records.count
    if pixels.count != count { pixels = [CGRect](repeating: .zero, count: count) }
    if moved.count != count { moved = [Bool](repeating: true, count: count) }
    let unchangedKnown = previousValues.count == values.count && pixelsScale == scale
    pixelsScale = scale
    // The loop works on local arrays (moved out of the list and back), so that no
    // element access pays a class-property exclusivity check.
    let values = self.values
    let previous = previousValues
    let records = self.records
    var pixels: [CGRect] = []
    var moved: [Bool] = []
    swap(&pixels, &self.pixels)
    swap(&moved, &self.moved)
    defer {
      swap(&pixels, &self.pixels)
      swap(&moved, &self.moved)
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
      pixels[i] = LayoutEngine.pixels(
        x: values[b], y: values[b + 1], width: values[b + 2], height: values[b + 3], scale: scale)
      guard record.parent >= 0 else { continue }  // the root keeps its frame
      let origin = record.parent == 0 ? CGPoint.zero : pixels[Int(record.parent)].origin
      let frame = LayoutEngine.frame(pixels: pixels[i], parentOrigin: origin, scale: scale)
      if LayoutEngine.setSolvedFrame(frame, of: record.view) {
        records[Int(record.parent)].view.storedNeedsLayout = true
      }
    }
  }
}
