import Foundation
import Scrollwork

/// An item and attributes to relate to: `other.snp.bottom`, `guide.snp.edges`
/// (SnapKit's `ConstraintItem`). Pass it to `equalTo(_:)` and its siblings.
///
/// It does not retain its target: like a constraint, it reads nil once the view or
/// guide is gone.
public final class ConstraintItem: CustomStringConvertible {
  let reference: ItemReference?
  /// The attributes named (``ConstraintAttributes/none`` for a bare view or guide).
  public let attributes: ConstraintAttributes

  init(target: AnyObject?, attributes: ConstraintAttributes) {
    reference = ItemReference.of(target)
    self.attributes = attributes
  }

  /// The view or guide, or nil once it is gone.
  public var target: AnyObject? { reference?.referent }

  /// `name.attribute`, for logs.
  public var description: String {
    let names = attributes.layoutAttributes.map(\.description).joined(separator: ",")
    return constraintItemName(target) + (names.isEmpty ? "" : "." + names)
  }
}

/// A readable name for an item: its `accessibilityIdentifier` (views) or identifier
/// (guides) when set, else its class and address.
func constraintItemName(_ item: AnyObject?) -> String {
  if let item, let label = ConstraintRegistry.label(of: item) { return label }
  if let v = item as? View {
    if let id = v.accessibilityIdentifier { return id }
    return "\(v.itemClassName):\(v.addressText)"
  }
  if let g = item as? LayoutGuide {
    let owner = g.owningView.map { constraintItemName($0) } ?? "nil"
    return "\(g.identifier)(\(owner))"
  }
  return item.map { String(describing: $0) } ?? "nil"
}
