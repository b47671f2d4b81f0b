import Foundation

/// A width or height (or a distance between two anchors): UIKit's `NSLayoutDimension`.
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
  /// For `anchorWithOffset(to:)`: the distance item this dimension measures.
  var offsetItem: OffsetItem?

  override init(item: AnyObject, attribute: LayoutAttribute) {
    super.init(item: item, attribute: attribute)
  }

  /// A dimension measuring `to − from`.
  init<T: AnyObject>(offsetFrom: LayoutAnchor<T>, to: LayoutAnchor<T>) {
    let o = OffsetItem(
      from: (offsetFrom.item ?? DetachedItem.shared, offsetFrom.attribute),
      to: (to.item ?? DetachedItem.shared, to.attribute))
    offsetItem = o
    super.init(item: o, attribute: offsetFrom.attribute.axis == .horizontal ? .width : .height)
  }

  override func make(
    _ relation: LayoutRelation, _ other: LayoutAnchor<LayoutDimension>?, multiplier: CGFloat = 1, constant: CGFloat
  ) -> LayoutConstraint {
    let c = super.make(relation, other, multiplier: multiplier, constant: constant)
    if let o = offsetItem { c.retainedItems.append(o) }
    if let o = (other as? LayoutDimension)?.offsetItem { c.retainedItems.append(o) }
    return c
  }

  /// `self == constant`.
  public func constraint(equalToConstant c: CGFloat) -> LayoutConstraint {
    make(.equal, nil, constant: c)
  }

  /// `self >= constant`.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
    make(.greaterThanOrEqual, nil, constant: c)
  }

  /// `self <= constant`.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
    make(.lessThanOrEqual, nil, constant: c)
  }

  /// `self == multiplier × anchor`.
  public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: 0)
  }

  /// `self == multiplier × anchor + constant`.
  public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> LayoutConstraint
  {
    make(.equal, anchor, multiplier: m, constant: c)
  }

  /// `self >= multiplier × anchor`.
  public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// `self >= multiplier × anchor + constant`.
  public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> LayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// `self <= multiplier × anchor`.
  public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// `self <= multiplier × anchor + constant`.
  public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> LayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}

/// The distance between two anchors of one axis, used as an item by
/// `anchorWithOffset(to:)` dimensions.
final class OffsetItem {
  let from: (item: AnyObject, attribute: LayoutAttribute)
  let to: (item: AnyObject, attribute: LayoutAttribute)

  init(from: (AnyObject, LayoutAttribute), to: (AnyObject, LayoutAttribute)) {
    self.from = from
    self.to = to
  }

  /// The nearest view containing both anchors' items.
  var hostView: View? {
    guard let a = LayoutConstraint.hostView(of: from.item), let b = LayoutConstraint.hostView(of: to.item) else {
      return nil
    }
    return View.commonAncestor(a, b)
  }
}
