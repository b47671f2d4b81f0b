import Foundation
import Scrollwork

/// A related chain: adjust the constant or multiplier, then optionally the priority.
public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
  /// Sets the constant (replacing a constant target's value, as SnapKit does).
  @discardableResult
  public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable {
    description.constant = .scalar(amount.constraintOffsetTargetValue)
    return self
  }

  /// Insets by a number (every edge) or `EdgeInsets`: the constant is negated for
  /// right, bottom and trailing, and width/height shrink by both sides.
  @discardableResult
  public func inset(_ amount: ConstraintInsetTarget) -> ConstraintMakerEditable {
    description.constant = .inset(amount)
    return self
  }

  /// Insets by `DirectionalEdgeInsets` (leading/trailing follow the layout direction).
  @discardableResult
  public func inset(_ amount: DirectionalEdgeInsets) -> ConstraintMakerEditable {
    description.constant = .directionalInsets(amount)
    return self
  }

  /// Sets the multiplier.
  @discardableResult
  public func multipliedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
    description.multiplier = amount.constraintOffsetTargetValue
    return self
  }

  /// Sets the multiplier to `1 / amount`.
  @discardableResult
  public func dividedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
    description.multiplier = 1 / amount.constraintOffsetTargetValue
    return self
  }
}
