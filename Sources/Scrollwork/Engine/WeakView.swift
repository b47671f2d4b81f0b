/// A view the engine remembers without keeping it alive. The engine belongs to the
/// root view, so a strong reference to the root (or to a view that leaves the
/// hierarchy) would be a retain cycle.
///
/// Held through the view's own ``ItemReference`` (cleared by its `deinit`), not a
/// `weak` reference: a weak reference gives the view a side table, and every retain
/// and release of it then takes the runtime's slow path (the cell and content view
/// of every self-sizing cell are remembered here, and a pass retains them constantly).
struct WeakView {
  private let reference: ItemReference
  /// The view, or nil once it is freed.
  var view: View? { reference.object.map { unsafeDowncast($0, to: View.self) } }
  init(_ view: View) { reference = view.reference }
}
