import Foundation
import Scrollwork

/// A number or `EdgeInsets` that `inset(_:)` and ``Constraint/update(inset:)-(ConstraintInsetTarget)``
/// accept (SnapKit's `ConstraintInsetTarget`); a number insets every edge.
public protocol ConstraintInsetTarget {}

extension Int: ConstraintInsetTarget {}
extension UInt: ConstraintInsetTarget {}
extension Float: ConstraintInsetTarget {}
extension Double: ConstraintInsetTarget {}
extension CGFloat: ConstraintInsetTarget {}
extension EdgeInsets: ConstraintInsetTarget {}
