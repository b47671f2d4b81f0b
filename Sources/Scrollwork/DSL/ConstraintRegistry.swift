import Foundation

/// The DSL constraints installed through `snp` on each view or guide (SnapKit keeps
/// them in an associated object), for `updateConstraints`, `remakeConstraints` and
/// `removeConstraints`. Holds each item's ``ItemReference``, not the item, and forgets
/// entries whose item is gone.
enum ConstraintRegistry {
  final class Entry {
    let reference: ItemReference
    var constraints: [Constraint] = []
    init(reference: ItemReference) { self.reference = reference }
  }

  nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
  private static let lock = NSLock()

  /// The item's installed DSL constraints, oldest first.
  static func constraints(for item: AnyObject) -> [Constraint] {
    guard let reference = ItemReference.of(item) else { return [] }
    return lock.withLock { entries[ObjectIdentifier(reference)]?.constraints ?? [] }
  }

  static func add(_ constraint: Constraint, to item: AnyObject) {
    guard let reference = ItemReference.of(item) else { return }
    lock.withLock {
      let key = ObjectIdentifier(reference)
      let entry: Entry
      if let existing = entries[key] {
        entry = existing
      } else {
        entries = entries.filter { $0.value.reference.object != nil }
        entry = Entry(reference: reference)
        entries[key] = entry
      }
      if !entry.constraints.contains(where: { $0 === constraint }) { entry.constraints.append(constraint) }
    }
  }

  static func remove(_ constraint: Constraint, from item: AnyObject) {
    guard let reference = ItemReference.of(item) else { return }
    lock.withLock {
      entries[ObjectIdentifier(reference)]?.constraints.removeAll { $0 === constraint }
    }
  }
}
