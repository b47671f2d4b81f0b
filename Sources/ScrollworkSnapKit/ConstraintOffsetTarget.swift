import Foundation
import Scrollwork

/// A number `offset(_:)` and `multipliedBy(_:)` accept (SnapKit's
/// `ConstraintOffsetTarget`/`ConstraintMultiplierTarget`).
public protocol ConstraintOffsetTarget {
  /// The value as a `CGFloat`.
  var constraintOffsetTargetValue: CGFloat { get }
}

/// SnapKit's name for the numbers `multipliedBy(_:)` and `dividedBy(_:)` accept.
public typealias ConstraintMultiplierTarget = ConstraintOffsetTarget

extension Int: ConstraintOffsetTarget {
  public var constraintOffsetTargetValue: CGFloat { CGFloat(self) }
}
extension UInt: ConstraintOffsetTarget {
  public var constraintOffsetTargetValue: CGFloat { CGFloat(self) }
}
extension Float: ConstraintOffsetTarget {
  public var constraintOffsetTargetValue: CGFloat { CGFloat(self) }
}
extension Double: ConstraintOffsetTarget {
  public var constraintOffsetTargetValue: CGFloat { CGFloat(self) }
}
extension CGFloat: ConstraintOffsetTarget {
  public var constraintOffsetTargetValue: CGFloat { self }
}
