import Foundation

/// A constraint a diagnostic suggests adding, as data a tool can apply:
/// `firstItem.firstAttribute relation secondItem.secondAttribute + constant`
/// (multiplier 1), or `firstItem.firstAttribute relation constant` when there is no
/// second item. Required priority.
///
/// Suggestions are checked before they are offered (see `Sources/Scrollwork/Scrollwork.docc/Diagnostics.md`,
/// "Fix advice"): in a copy of the engine, adding the constraint fixes the unknown
/// the diagnostic reports without making any required constraint unsatisfiable.
/// A suggestion never repeats a constraint that exists, its first item is always a
/// view of the hierarchy, and its second item is a view, a custom guide, or one of
/// the scroll view guides an app pins content to (`contentLayoutGuide`,
/// `frameLayoutGuide`); never a guide UIKit generates for itself (`UISV-*`).
///
/// ```swift
/// let fix = root.layoutDiagnostics()[0].suggestedConstraints[0]
/// fix.description        // "last.bottom == content.bottom - 20"
/// fix.makeConstraint().isActive = true
/// ```
public struct SuggestedConstraint: CustomStringConvertible {
  /// The view whose attribute the constraint fixes.
  public let firstItem: AnyObject
  /// Its attribute: an edge (`top`, `bottom`, `leading`, `trailing`) or a size.
  public let firstAttribute: LayoutAttribute
  /// Always `.equal` today.
  public let relation: LayoutRelation
  /// The item it is tied to, or nil for a constant size.
  public let secondItem: AnyObject?
  /// The second item's attribute (`.notAnAttribute` without a second item).
  public let secondAttribute: LayoutAttribute
  /// The multiplier: 1.
  public let multiplier: CGFloat
  /// The constant: a margin or spacing taken from the constraints around it (see
  /// `Sources/Scrollwork/Scrollwork.docc/Diagnostics.md`), or the size the view has now.
  public let constant: CGFloat

  /// Creates a suggestion (multiplier 1).
  public init(
    _ firstItem: AnyObject, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
    _ secondItem: AnyObject?, _ secondAttribute: LayoutAttribute = .notAnAttribute, constant: CGFloat = 0
  ) {
    self.firstItem = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = secondItem
    self.secondAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
    multiplier = 1
    self.constant = constant
  }

  /// The inactive constraint it describes, at required priority; activate it to
  /// apply the fix.
  public func makeConstraint() -> LayoutConstraint {
    LayoutConstraint(
      unchecked: firstItem, firstAttribute, relation, secondItem, secondAttribute, multiplier: multiplier,
      constant: constant)
  }

  /// Whether it is the same equation as `c` (either way round, same relation
  /// sense, multiplier 1, same constant).
  func matches(_ c: LayoutConstraint) -> Bool {
    guard c.multiplier == 1 else { return false }
    if c.firstItem === firstItem, c.firstAttribute == firstAttribute, c.secondItem === secondItem,
      c.secondAttribute == secondAttribute, c.relation == relation, c.constant == constant
    {
      return true
    }
    guard let secondItem, c.firstItem === secondItem, c.secondItem === firstItem,
      c.firstAttribute == secondAttribute, c.secondAttribute == firstAttribute, c.constant == -constant
    else { return false }
    switch (relation, c.relation) {
    case (.equal, .equal), (.lessThanOrEqual, .greaterThanOrEqual), (.greaterThanOrEqual, .lessThanOrEqual): return true
    default: return false
    }
  }

  /// `first.attribute == second.attribute + constant` with the names reports use:
  /// `last.bottom == content.bottom - 20`, `content.width == scroll.frameLayoutGuide.width`,
  /// `box.height == 44`.
  public var description: String {
    let lhs = "\(Self.name(of: firstItem)).\(firstAttribute)"
    let op: String
    switch relation {
    case .equal: op = "=="
    case .lessThanOrEqual: op = "<="
    case .greaterThanOrEqual: op = ">="
    }
    guard let secondItem else { return "\(lhs) \(op) \(fmt(constant))" }
    var text = "\(lhs) \(op) \(Self.name(of: secondItem)).\(secondAttribute)"
    if constant > 0 { text += " + \(fmt(constant))" } else if constant < 0 { text += " - \(fmt(-constant))" }
    return text
  }

  /// A view's report name (``AmbiguityReport``'s), or a guide as its owner's
  /// property: `scroll.contentLayoutGuide`, `root.layoutMarginsGuide`.
  static func name(of item: AnyObject) -> String {
    guard let guide = asLayoutItem(item), let system = guide.systemGuideKind, let owner = guide.layoutContainer else {
      return AmbiguityReport.name(of: item)
    }
    let owning = AmbiguityReport.name(of: owner)
    switch system {
    case .scrollContent: return owning + ".contentLayoutGuide"
    case .scrollFrame: return owning + ".frameLayoutGuide"
    case .layoutMargins: return owning + ".layoutMarginsGuide"
    case .safeArea: return owning + ".safeAreaLayoutGuide"
    case .readableContent: return owning + ".readableContentGuide"
    case .keyboard: return owning + ".keyboardLayoutGuide"
    case .stackSpacer, .stackAlignment: return AmbiguityReport.name(of: item)
    }
  }
}
