import Foundation
import Scrollwork

/// Anything `equalTo(_:)`, `lessThanOrEqualTo(_:)` and `greaterThanOrEqualTo(_:)`
/// accept (SnapKit's `ConstraintRelatableTarget`): a `View`, a `LayoutGuide`, a
/// ``ConstraintItem`` (`other.snp.top`), a view's or guide's anchor (`other.topAnchor`), or a constant
/// (a number, `CGSize`, `CGPoint`, `EdgeInsets`, `DirectionalEdgeInsets`).
///
/// A constant relates to the superview's same attribute, except width and height,
/// which it sets; centerX and centerY relate to the superview's left and top.
public protocol ConstraintRelatableTarget {}

extension View: ConstraintRelatableTarget {}
extension LayoutGuide: ConstraintRelatableTarget {}
extension ConstraintItem: ConstraintRelatableTarget {}
extension LayoutAnchor: ConstraintRelatableTarget {}
extension Int: ConstraintRelatableTarget {}
extension UInt: ConstraintRelatableTarget {}
extension Float: ConstraintRelatableTarget {}
extension Double: ConstraintRelatableTarget {}
extension CGFloat: ConstraintRelatableTarget {}
extension CGSize: ConstraintRelatableTarget {}
extension CGPoint: ConstraintRelatableTarget {}
extension EdgeInsets: ConstraintRelatableTarget {}
extension DirectionalEdgeInsets: ConstraintRelatableTarget {}
