import Foundation
import Scrollwork

/// A chain that can take a priority.
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
  /// Sets the priority (`.high`, `.required`, `.low + 1`, `600`).
  @discardableResult
  public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable {
    description.priority = amount
    return self
  }

  /// Sets the priority from a number or `LayoutPriority`.
  @discardableResult
  public func priority(_ amount: ConstraintPriorityTarget) -> ConstraintMakerFinalizable {
    description.priority = ConstraintPriority(amount.constraintPriorityTargetValue)
    return self
  }

  @available(*, deprecated, message: "Use priority(.required) instead.")
  @discardableResult
  public func priorityRequired() -> ConstraintMakerFinalizable { priority(.required) }
  @available(*, deprecated, message: "Use priority(.high) instead.")
  @discardableResult
  public func priorityHigh() -> ConstraintMakerFinalizable { priority(.high) }
  @available(*, deprecated, message: "Use priority(.medium) instead.")
  @discardableResult
  public func priorityMedium() -> ConstraintMakerFinalizable { priority(.medium) }
  @available(*, deprecated, message: "Use priority(.low) instead.")
  @discardableResult
  public func priorityLow() -> ConstraintMakerFinalizable { priority(.low) }
}
