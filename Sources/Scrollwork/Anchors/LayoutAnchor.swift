import Foundation

/// One attribute of a view or guide, for building constraints in a type-safe way:
/// UIKit's `NSLayoutAnchor`. `AnchorType` ties an anchor to its axis, so an x-axis
/// anchor cannot be related to a y-axis anchor at compile time.
///
/// The methods return inactive constraints; activate them with
/// `LayoutConstraint.activate(_:)` or `isActive = true`. Mixing leading/trailing
/// with left/right is accepted here and refused at activation (UIKit's rule).
open class LayoutAnchor<AnchorType: AnyObject>: CustomStringConvertible {
  /// The view or guide. (Held strongly: anchors are short-lived values, and a
  /// strong reference is much cheaper to make than a weak one.)
  public let item: AnyObject?
  /// The attribute.
  public let attribute: LayoutAttribute

  init(item: AnyObject, attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }

  func make(
    _ relation: LayoutRelation, _ other: LayoutAnchor<AnchorType>?, multiplier: CGFloat = 1, constant: CGFloat
  ) -> LayoutConstraint {
    let first: AnyObject = item ?? DetachedItem.shared
    let c = LayoutConstraint(
      unchecked: first, attribute, relation, other?.item, other?.attribute ?? .notAnAttribute,
      multiplier: multiplier, constant: constant)
    c.validationError = LayoutConstraint.validate(
      attribute, other == nil ? nil : other?.attribute, multiplier: multiplier, constant: constant)
    if item == nil || (other != nil && other?.item == nil) {
      c.validationError = c.validationError ?? .noCommonAncestor(c)
    }
    return c
  }

  /// `self (relation) anchor + multiplier × standard spacing`, marked as system spacing
  /// (the x- and y-axis anchors' `…SystemSpacing…` forms; UIKitBehaviour.md §1).
  func systemSpacing(_ relation: LayoutRelation, _ anchor: LayoutAnchor<AnchorType>, _ multiplier: CGFloat)
    -> LayoutConstraint
  {
    let c = make(relation, anchor, constant: multiplier * standardSpacing)
    c.isSystemSpacing = true
    return c
  }

  /// `self == anchor + constant`.
  public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> LayoutConstraint {
    make(.equal, anchor, constant: c)
  }

  /// `self >= anchor + constant`.
  public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat = 0)
    -> LayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: c)
  }

  /// `self <= anchor + constant`.
  public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat = 0)
    -> LayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: c)
  }

  /// `<NSLayoutXAxisAnchor:0x… "UIView:0x….leading">`.
  open var description: String { describeAnchor() }
}

/// Stands in for an item released before its anchor was used.
final class DetachedItem: Sendable {
  static let shared = DetachedItem()
}

/// A horizontal location: left, right, leading, trailing, centerX and margin forms.
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
  /// `self == anchor + multiplier × standard spacing` (8 pt between siblings;
  /// UIKitBehaviour.md §1).
  public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
    systemSpacing(.equal, anchor, multiplier)
  }

  /// `self >= anchor + multiplier × standard spacing`.
  public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  {
    systemSpacing(.greaterThanOrEqual, anchor, multiplier)
  }

  /// `self <= anchor + multiplier × standard spacing`.
  public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  {
    systemSpacing(.lessThanOrEqual, anchor, multiplier)
  }

  /// A dimension measuring the distance from this anchor to `otherAnchor`
  /// (positive when `otherAnchor` is after this one).
  public func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
    LayoutDimension(offsetFrom: self, to: otherAnchor)
  }
}

/// A vertical location: top, bottom, centerY, baselines and margin forms.
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
  /// `self == anchor + multiplier × standard spacing` (8 pt).
  public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
    systemSpacing(.equal, anchor, multiplier)
  }

  /// `self >= anchor + multiplier × standard spacing`.
  public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  {
    systemSpacing(.greaterThanOrEqual, anchor, multiplier)
  }

  /// `self <= anchor + multiplier × standard spacing`.
  public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  {
    systemSpacing(.lessThanOrEqual, anchor, multiplier)
  }

  /// A dimension measuring the distance from this anchor to `otherAnchor`.
  public func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
    LayoutDimension(offsetFrom: self, to: otherAnchor)
  }
}

/// UIKit's standard spacing between sibling views (UIKitBehaviour.md §1, §2).
public let standardSpacing: CGFloat = 8
