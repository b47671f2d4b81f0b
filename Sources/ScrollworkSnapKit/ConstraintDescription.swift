import Foundation
import Scrollwork

/// One `make.…` chain while it is being written: the attributes, relation, target,
/// constant, multiplier, priority and label, turned into a ``Constraint`` on demand.
final class ConstraintDescription {
  let item: AnyObject
  var attributes: ConstraintAttributes
  var relation: LayoutRelation?
  var related: ConstraintItem?
  var constant = ConstraintConstant.zero
  var multiplier: CGFloat = 1
  var priority = ConstraintPriority.required
  var label: String?
  var sourceLocation: String?
  /// An error found while relating (no superview, invalid target).
  var relateError: ConstraintError?

  init(item: AnyObject, attributes: ConstraintAttributes) {
    self.item = item
    self.attributes = attributes
  }

  /// The constraint, built once the chain has a relation; nil before.
  var constraint: Constraint? {
    if let built { return built }
    guard relation != nil else { return nil }
    let c = Constraint(description: self)
    built = c
    return c
  }
  private var built: Constraint?
}

/// The view or guide whose constants relate to: a view's superview, a guide's owner.
func constraintSuperview(of item: AnyObject) -> View? {
  asLayoutItem(item)?.layoutContainer
}

/// The layout direction that resolves leading/trailing insets for an item.
func constraintDirection(of item: AnyObject?) -> UserInterfaceLayoutDirection {
  asLayoutItem(item)?.hostView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
}
