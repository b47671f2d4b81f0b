import Foundation

/// Why a view or layout guide has an ambiguous layout: which of its unknowns the
/// constraints leave free, which way, how far, the constraints involved, and what
/// to add (UIKitBehaviour.md §9.4).
///
/// Get one from ``View/ambiguityReport()`` or ``LayoutGuide/ambiguityReport()``,
/// or all of a hierarchy's from ``View/ambiguityReports()``. A report exists only
/// for an item with at least one free unknown.
///
/// ```swift
/// box.ambiguityReport()?.suggestion
/// // "box.height is free: pin its bottom, or give it a height"
/// ```
///
/// "Free" means: another value satisfies every constraint at least as well at
/// every priority level. Two equal optional constraints that disagree
/// (`width == 100 @500`, `width == 200 @500`) leave the width free between 100 and
/// 200, because every width in between has the same total error at priority 500.
public struct AmbiguityReport: CustomStringConvertible {
  /// One free unknown of the item.
  public struct Freedom: CustomStringConvertible {
    /// Which unknown is free.
    public let attribute: FreeAttribute
    /// Which way it can move.
    public let direction: Direction
    /// The smallest value it can take, or nil when it can decrease without limit.
    /// Positions are in the superview's (a guide's owning view's) coordinates.
    public let lowerBound: CGFloat?
    /// The largest value it can take, or nil when it can increase without limit.
    public let upperBound: CGFloat?
    /// The constraints that affect the item along the unknown's axis (see
    /// ``View/constraintsAffectingLayout(for:)``).
    public let constraints: [LayoutConstraint]
    /// What to add, in words: `"box.height is free: add box.bottom == root.bottom - 20"`
    /// when a checked fix was found (``suggestedConstraint``), else general advice
    /// (`"box.minX is free: pin its leading or trailing edge, or center it"`).
    public let suggestion: String
    /// A constraint that, added at required priority, fixes this unknown without
    /// making any required constraint unsatisfiable (tried in a copy of the engine);
    /// nil when none of the candidates did, and for guides private to UIKit. See
    /// ``SuggestedConstraint``.
    public let suggestedConstraint: SuggestedConstraint?

    /// Creates a freedom (``suggestedConstraint`` nil by default).
    public init(
      attribute: FreeAttribute, direction: Direction, lowerBound: CGFloat?, upperBound: CGFloat?,
      constraints: [LayoutConstraint], suggestion: String, suggestedConstraint: SuggestedConstraint? = nil
    ) {
      self.attribute = attribute
      self.direction = direction
      self.lowerBound = lowerBound
      self.upperBound = upperBound
      self.constraints = constraints
      self.suggestion = suggestion
      self.suggestedConstraint = suggestedConstraint
    }

    public var description: String { suggestion }
  }

  /// The view or ``LayoutGuide`` the report is about.
  public let item: AnyObject
  /// The name used in ``suggestion``: the view's `accessibilityIdentifier` when set,
  /// a custom guide's `identifier`, else UIKit's item text (`UILabel:0x…'Hello'`).
  public let name: String
  /// The free unknowns, in ``FreeAttribute`` case order (minX, width, minY, height).
  public let freedoms: [Freedom]

  /// The item as a view (nil for a guide).
  public var view: View? { item as? View }
  /// The item as a layout guide (nil for a view).
  public var layoutGuide: LayoutGuide? { item as? LayoutGuide }

  /// The free unknowns' attributes, in case order.
  public var freeAttributes: [FreeAttribute] { freedoms.map(\.attribute) }

  /// Whether the item is ambiguous along `axis`.
  public func isAmbiguous(for axis: LayoutAxis) -> Bool {
    freedoms.contains { $0.attribute.axis == axis }
  }

  /// The free unknown for `attribute`, or nil when the constraints fix it.
  public func freedom(for attribute: FreeAttribute) -> Freedom? {
    freedoms.first { $0.attribute == attribute }
  }

  /// The checked fixes of the free unknowns, in order, without repeats (one fix
  /// often fixes several unknowns: then it is listed once).
  public var suggestedConstraints: [SuggestedConstraint] {
    var list: [SuggestedConstraint] = []
    for f in freedoms {
      guard let fix = f.suggestedConstraint, !list.contains(where: { $0.description == fix.description }) else {
        continue
      }
      list.append(fix)
    }
    return list
  }

  /// Every free unknown's suggestion, joined by `"; "`.
  public var suggestion: String {
    freedoms.map(\.suggestion).joined(separator: "; ")
  }

  /// The item's UIKit text and the suggestion:
  /// `UIView:0x…'box': box.height is free: pin its bottom, or give it a height`.
  public var description: String {
    "\(itemText(item)): \(suggestion)"
  }
}
