import Foundation
import Scrollwork

/// The end of a chain: label it or take its ``Constraint``.
public class ConstraintMakerFinalizable {
  let description: ConstraintDescription

  init(_ description: ConstraintDescription) {
    self.description = description
  }

  /// Names the constraint (each layout constraint's `identifier`).
  @discardableResult
  public func labeled(_ label: String) -> ConstraintMakerFinalizable {
    description.label = label
    return self
  }

  /// The constraint this chain makes (activated when the closure returns).
  public var constraint: Constraint {
    if let c = description.constraint { return c }
    description.relation = .equal
    description.relateError = .invalidTarget("a chain without a relation", location: description.sourceLocation ?? "?")
    return description.constraint ?? Constraint(description: description)
  }
}
