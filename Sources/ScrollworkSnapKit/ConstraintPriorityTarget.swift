import Foundation
import Scrollwork

/// A value `priority(_:)` accepts: ``ConstraintPriority``, `LayoutPriority` or a number.
public protocol ConstraintPriorityTarget {
  /// The priority as a number.
  var constraintPriorityTargetValue: Float { get }
}

extension Int: ConstraintPriorityTarget {
  public var constraintPriorityTargetValue: Float { Float(self) }
}
extension UInt: ConstraintPriorityTarget {
  public var constraintPriorityTargetValue: Float { Float(self) }
}
extension Float: ConstraintPriorityTarget {
  public var constraintPriorityTargetValue: Float { self }
}
extension Double: ConstraintPriorityTarget {
  public var constraintPriorityTargetValue: Float { Float(self) }
}
extension CGFloat: ConstraintPriorityTarget {
  public var constraintPriorityTargetValue: Float { Float(self) }
}
extension LayoutPriority: ConstraintPriorityTarget {
  public var constraintPriorityTargetValue: Float { rawValue }
}
extension ConstraintPriority: ConstraintPriorityTarget {
  public var constraintPriorityTargetValue: Float { value }
}
