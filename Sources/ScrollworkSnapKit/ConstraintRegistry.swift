import Foundation
import Scrollwork

/// The DSL constraints installed through `snp` on each view or guide, for
/// `updateConstraints`, `remakeConstraints` and `removeConstraints`.
///
/// As SnapKit keeps them in an associated object, the list lives on the item itself
/// (`View.dslState`, `LayoutGuide.dslState`): there is no shared table, so nothing
/// to lock, nothing that reads a freed item's back-reference, and the list is freed with
/// its item. Each call costs O(constraints of that item). The list follows the item's
/// threading rule: use a hierarchy from one thread at a time.
enum ConstraintRegistry {
  /// One item's installed DSL constraints, oldest first.
  final class Entry {
    var constraints: [Constraint] = []
    /// The name `snp.setLabel(_:)` gave the item, for descriptions.
    var label: String?
  }

  /// The item's list, made on first use when `creating`; nil for items that are
  /// neither views nor guides (they cannot hold DSL constraints).
  private static func entry(of item: AnyObject, creating: Bool) -> Entry? {
    guard let owner = asLayoutItem(item) else { return nil }
    if let entry = owner.dslState as? Entry { return entry }
    guard creating else { return nil }
    let entry = Entry()
    owner.dslState = entry
    return entry
  }

  /// The item's installed DSL constraints, oldest first.
  static func constraints(for item: AnyObject) -> [Constraint] {
    entry(of: item, creating: false)?.constraints ?? []
  }

  /// Records `constraint` as installed on `item` (once).
  static func add(_ constraint: Constraint, to item: AnyObject) {
    guard let entry = entry(of: item, creating: true) else { return }
    if !entry.constraints.contains(where: { $0 === constraint }) { entry.constraints.append(constraint) }
  }

  /// The label `snp.setLabel(_:)` gave the item, nil if none.
  static func label(of item: AnyObject) -> String? {
    entry(of: item, creating: false)?.label
  }

  /// Sets (or with nil clears) the item's label.
  static func setLabel(_ label: String?, of item: AnyObject) {
    entry(of: item, creating: label != nil)?.label = label
  }

  /// Forgets `constraint` on `item`.
  static func remove(_ constraint: Constraint, from item: AnyObject) {
    entry(of: item, creating: false)?.constraints.removeAll { $0 === constraint }
  }
}
