import Foundation
import Scrollwork

/// What a relatable target resolves to.
enum ResolvedTarget {
  case item(ConstraintItem)
  case constant(ConstraintConstant)
  case invalid(String)

  init(_ target: ConstraintRelatableTarget) {
    switch target {
    case let item as ConstraintItem: self = .item(item)
    case let view as View: self = .item(ConstraintItem(target: view, attributes: .none))
    case let guide as LayoutGuide: self = .item(ConstraintItem(target: guide, attributes: .none))
    default:
      if let constant = ConstraintConstant(target) {
        self = .constant(constant)
      } else if let anchor = ResolvedTarget.anchorItem(target) {
        self = .item(anchor)
      } else {
        self = .invalid(String(describing: target))
      }
    }
  }

  /// An anchor as an item with one attribute.
  static func anchorItem(_ target: Any) -> ConstraintItem? {
    let item: AnyObject?
    let attribute: LayoutAttribute
    switch target {
    case let a as LayoutXAxisAnchor: (item, attribute) = (a.item, a.attribute)
    case let a as LayoutYAxisAnchor: (item, attribute) = (a.item, a.attribute)
    case let a as LayoutDimension: (item, attribute) = (a.item, a.attribute)
    default: return nil
    }
    // Only anchors of views and guides: the distance items of `anchorWithOffset(to:)`
    // live only as long as their anchor, which the DSL does not keep.
    guard item is View || item is LayoutGuide else { return nil }
    guard let single = ConstraintAttributes.table.first(where: { $0.1 == attribute }) else { return nil }
    return ConstraintItem(target: item, attributes: single.0)
  }
}
