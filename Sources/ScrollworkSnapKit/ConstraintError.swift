import Foundation
import Scrollwork

/// What the DSL refuses. SnapKit ends most of these in `fatalError`; Scrollwork
/// throws them from the `…Throwing` verbs (``ConstraintViewDSL/makeConstraintsThrowing(_:)``)
/// and records them as a `LayoutIssue` (see `View.layoutIssues`) from the
/// SnapKit-shaped verbs, whose closures cannot throw in ported code.
public enum ConstraintError: Error, CustomStringConvertible, Sendable {
  /// A constant (or `equalToSuperview()`) needs a superview, and the item has none.
  case noSuperview(item: String, attribute: LayoutAttribute, location: String)
  /// The two items are in different view hierarchies (SnapKit crashes in UIKit).
  case notInSameHierarchy(first: String, second: String, location: String)
  /// Several attributes related to a different set of several attributes
  /// (SnapKit: "Cannot constraint to multiple non identical attributes").
  case nonIdenticalAttributes(from: String, to: String, location: String)
  /// The target is neither an item nor a constant, or is gone.
  case invalidTarget(String, location: String)
  /// The model refused the constraint (invalid pairing, priority, non-finite value).
  case invalid(LayoutError, location: String)

  /// Where the constraint was written (`File.swift:12`).
  public var location: String {
    switch self {
    case .noSuperview(_, _, let l), .notInSameHierarchy(_, _, let l), .nonIdenticalAttributes(_, _, let l),
      .invalidTarget(_, let l), .invalid(_, let l):
      l
    }
  }

  public var description: String {
    switch self {
    case .noSuperview(let item, let attribute, let location):
      "\(item).\(attribute) is related to its superview, but \(item) has no superview (\(location))."
    case .notInSameHierarchy(let first, let second, let location):
      "Cannot relate \(first) to \(second): they are not in the same view hierarchy (\(location))."
    case .nonIdenticalAttributes(let from, let to, let location):
      "Cannot constrain \(from) to multiple non identical attributes \(to) (\(location))."
    case .invalidTarget(let target, let location):
      "\(target) is not a view, layout guide, constraint item or constant (\(location))."
    case .invalid(let error, let location):
      "\(error.reason) (\(location))"
    }
  }

  /// The model error a recorded `LayoutIssue.invalidMutation(_:_:)` carries.
  var layoutError: LayoutError {
    switch self {
    case .invalid(let error, _): error
    default: .invalidDSLConstraint(description)
    }
  }
}
