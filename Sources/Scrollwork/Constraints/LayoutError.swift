/// Everything the Scrollwork model refuses, each case carrying the offending item.
///
/// ``reason`` is UIKit's exception text for the same mistake (UIKitBehaviour.md §1), so
/// a message searched on the web finds the UIKit answer.
///
/// Errors are `Sendable` (Swift requires it of `Error`), but the constraint some cases
/// carry is not thread-safe: read it on the thread that owns its view hierarchy.
public enum LayoutError: Error, @unchecked Sendable, CustomStringConvertible {
  /// A location attribute related to a size attribute (or the reverse).
  case invalidPairing(LayoutAttribute, LayoutAttribute)
  /// leading/trailing related to left/right.
  case mixedDirectionalAttributes(LayoutAttribute, LayoutAttribute)
  /// A location attribute with no second item, or with multiplier 0.
  case locationEqualToConstant(LayoutAttribute)
  /// An item that is neither a ``View`` nor a ``LayoutGuide``.
  case invalidItem(String)
  /// A second item without a second attribute, or the reverse.
  case missingAttribute(LayoutAttribute)
  /// The constraint's items are in different view hierarchies (or a guide has no
  /// owning view).
  case noCommonAncestor(LayoutConstraint)
  /// Activation of a constraint whose second item has been deallocated: it no
  /// longer relates two items (UIKitBehaviour.md §14).
  case releasedItem(LayoutConstraint)
  /// Priority changed between required and optional on an active constraint.
  case priorityMutation(LayoutConstraint, from: LayoutPriority, to: LayoutPriority)
  /// A priority that is not in (0, 1000].
  case invalidPriority(LayoutPriority)
  /// A constant or multiplier that is NaN or infinite.
  case nonFinite(String)
  /// A DSL constraint (`view.snp…`) that cannot be made: no superview, items in two
  /// hierarchies, mismatched attributes. The message names the views and the source line.
  case invalidDSLConstraint(String)
  /// The solver refused a constraint for its numbers: a multiplier beyond ±1e6
  /// (`Solver.maximumCoefficient`; SolverInternals.md §7). The message is the solver's.
  case solverRefused(String)

  static let factoryPrefix =
    "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "

  /// UIKit's text for the same error.
  public var reason: String {
    switch self {
    case .invalidPairing:
      Self.factoryPrefix + "Invalid pairing of layout attributes"
    case .mixedDirectionalAttributes:
      Self.factoryPrefix
        + "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
    case .locationEqualToConstant:
      Self.factoryPrefix
        + "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
    case .invalidItem(let item):
      Self.factoryPrefix + "Constraint items must each be a view or layout guide. (\(item))"
    case .missingAttribute(let attribute):
      Self.factoryPrefix + "Invalid pairing of layout attributes (\(attribute) with no item or attribute)"
    case .noCommonAncestor(let c):
      "Unable to activate constraint with anchors \(c.firstAnchorDescription) and \(c.secondAnchorDescription) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
    case .releasedItem(let c):
      "Unable to activate constraint with anchors \(c.firstAnchorDescription) and (released item).\(c.secondAttribute) because the second item has been deallocated.  A constraint does not keep its items alive, so this one no longer relates two items; make a new constraint."
    case .priorityMutation(_, let from, let to):
      // One sentence for both directions ("or vice-versa"), as UIKit prints it.
      "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(to) and the existing priority was \(from)."
    case .invalidPriority(let p):
      "It's illegal to set priority:\(p). Priorities must be greater than 0 and less than or equal to NSLayoutPriorityRequired, which is 1000.000000."
    case .nonFinite(let what):
      "\(what) is not finite!  That's illegal."
    case .invalidDSLConstraint(let message):
      message
    case .solverRefused(let message):
      "the solver refused the constraint: \(message)"
    }
  }

  public var description: String { reason }
}
