/// A non-retaining, self-clearing reference to a view or guide.
///
/// Each view and guide owns one; constraints, subviews and guides point at it
/// instead of holding a `weak` reference. The item's `deinit` clears it, so readers
/// see nil, never a dangling object. (Weak references give every view a side table,
/// which makes each retain and release of it several times slower; layout passes
/// retain views constantly.)
package final class ItemReference {
  /// The item, or nil once it is freed. Internal (not `package`) on purpose: the
  /// optimizer removes the runtime exclusivity checks on it only while it can see
  /// every write, and layout reads it on every hierarchy walk.
  unowned(unsafe) var object: AnyObject?

  /// ``object`` for the package's other modules, read-only.
  package var referent: AnyObject? { object }

  package init(_ object: AnyObject?) {
    self.object = object
  }

  /// The reference an item owns, or a new one pointing at `item` for other
  /// objects (kept alive by their holder).
  package static func of(_ item: AnyObject?) -> ItemReference? {
    guard let item else { return nil }
    return asLayoutItem(item)?.reference ?? ItemReference(item)
  }
}
