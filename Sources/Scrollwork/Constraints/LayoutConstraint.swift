import Foundation
import LayoutSolver

/// A linear relation between two layout attributes: UIKit's `NSLayoutConstraint`.
///
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`,
/// solved at ``priority`` (UIKitBehaviour.md §1). Create one with the item initializer,
/// an anchor (`a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)`)
/// or the visual format; it does nothing until activated.
///
/// ``constant`` may change at any time and re-solves incrementally. ``priority``
/// may change while active only between optional values (UIKit's rule); use
/// ``setPriority(_:)`` to get the error instead of a recorded ``LayoutIssue``.
open class LayoutConstraint: CustomStringConvertible {
  /// The first item: a ``View`` or ``LayoutGuide``.
  public var firstItem: AnyObject? { firstReference?.object }
  let firstReference: ItemReference?
  /// The attribute of the first item.
  public let firstAttribute: LayoutAttribute
  /// How the sides compare.
  public let relation: LayoutRelation
  /// The second item, or nil for `first.attribute == constant`.
  public var secondItem: AnyObject? { secondReference?.object }
  let secondReference: ItemReference?
  /// The attribute of the second item (``LayoutAttribute/notAnAttribute`` without one).
  public let secondAttribute: LayoutAttribute
  /// The factor on the second attribute. Read-only, as in UIKit.
  public let multiplier: CGFloat
  /// A name shown in descriptions and logs.
  public var identifier: String?
  /// A short process-unique number, printed as the constraint's address.
  public let debugAddress = DebugAddress.next()
  /// Whether UIKit would archive it (kept for API parity; no effect).
  public var shouldBeArchived = false

  /// `@exclusivity(unchecked)`: the engine reads it at every move of a constraint; layout
  /// runs on one thread and no access spans a call that could reach it again.
  @exclusivity(unchecked) var storedConstant: CGFloat
  var storedPriority: LayoutPriority = .required
  /// An error found at creation that activation reports (anchor creation cannot throw).
  /// Why the constraint is invalid (UIKit would have raised when creating it), or
  /// nil. An invalid constraint is never installed.
  public internal(set) var validationError: LayoutError?
  /// The view the constraint is installed on while active.
  unowned(unsafe) var owner: View?  // cleared by the owner's deinit
  /// The hierarchy's engine holding it. Not retained, and cleared by the engine's
  /// deinit, so it never dangles (a weak reference costs too much per constraint).
  unowned(unsafe) var engine: LayoutEngine?
  /// True when the engine could not satisfy it and broke it (UIKitBehaviour.md §9.3).
  public internal(set) var isBroken = false
  /// Printed as `NSSpace(8)` instead of `8`: created with system spacing.
  var isSystemSpacing = false
  /// Items the constraint keeps alive (the distance items of `anchorWithOffset`).
  var retainedItems: [AnyObject] = []
  /// Where the constraint was written (DSL, VFL, IB), for reports.
  public var sourceLocation: String?

  /// Creates `item.attribute relation multiplier × toItem.attribute + constant`:
  /// UIKit's factory, with its signature (it does not throw).
  ///
  /// UIKit raises an exception for an invalid constraint (UIKitBehaviour.md §1); here the
  /// constraint is created but carries the error in ``validationError``, is never
  /// installed, and activating it records the error as a ``LayoutIssue`` with
  /// UIKit's text. Use ``validated(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``
  /// to get the error thrown instead.
  public convenience init(
    item view1: Any, attribute attr1: LayoutAttribute, relatedBy relation: LayoutRelation,
    toItem view2: Any?, attribute attr2: LayoutAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0
  ) {
    var error: LayoutError?
    let first = LayoutConstraint.layoutItem(view1)
    if first == nil { error = .invalidItem(String(describing: view1)) }
    var second: AnyObject? = nil
    if let view2 {
      second = LayoutConstraint.layoutItem(view2)
      if second == nil { error = error ?? .invalidItem(String(describing: view2)) }
    }
    if error == nil {
      error = LayoutConstraint.validate(attr1, second == nil ? nil : attr2, multiplier: multiplier, constant: constant)
    }
    // An invalid item is replaced by a detached guide: the constraint can never be
    // installed anyway (its validationError blocks activation).
    self.init(
      unchecked: first ?? LayoutGuide(), attr1, relation, second, second == nil ? .notAnAttribute : attr2,
      multiplier: second == nil ? 1 : multiplier, constant: constant)
    validationError = error
  }

  /// Creates a constraint like UIKit's factory, throwing what UIKit would raise.
  ///
  /// - Throws: ``LayoutError/invalidPairing(_:_:)`` (a location with a size),
  ///   ``LayoutError/mixedDirectionalAttributes(_:_:)`` (leading with left),
  ///   ``LayoutError/locationEqualToConstant(_:)`` (a location and no second item or
  ///   multiplier 0), ``LayoutError/invalidItem(_:)``, ``LayoutError/nonFinite(_:)``.
  public static func validated(
    item view1: Any, attribute attr1: LayoutAttribute, relatedBy relation: LayoutRelation,
    toItem view2: Any?, attribute attr2: LayoutAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0
  ) throws(LayoutError) -> LayoutConstraint {
    let c = LayoutConstraint(
      item: view1, attribute: attr1, relatedBy: relation, toItem: view2, attribute: attr2, multiplier: multiplier,
      constant: constant)
    if let error = c.validationError { throw error }
    return c
  }

  /// Creates a constraint without validation (anchors, generated constraints).
  package init(
    unchecked first: AnyObject, _ attr1: LayoutAttribute, _ relation: LayoutRelation,
    _ second: AnyObject?, _ attr2: LayoutAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: LayoutPriority = .required, identifier: String? = nil
  ) {
    firstReference = ItemReference.of(first)
    firstAttribute = attr1
    self.relation = relation
    secondReference = ItemReference.of(second)
    secondAttribute = attr2
    self.multiplier = multiplier
    storedConstant = LayoutConstraint.clampConstant(constant)
    storedPriority = priority
    self.identifier = identifier
  }

  /// UIKit's checks on a constraint's attributes (UIKitBehaviour.md §1), or nil.
  package static func validate(
    _ attr1: LayoutAttribute, _ attr2: LayoutAttribute?, multiplier: CGFloat, constant: CGFloat
  ) -> LayoutError? {
    guard multiplier.isFinite else { return .nonFinite("multiplier") }
    guard constant.isFinite else { return .nonFinite("constant") }
    if attr1 == .notAnAttribute { return .invalidPairing(attr1, attr2 ?? .notAnAttribute) }
    guard let attr2 else {
      return attr1.isLocation ? .locationEqualToConstant(attr1) : nil
    }
    if attr2 == .notAnAttribute { return .missingAttribute(attr1) }
    if attr1.isDimension != attr2.isDimension { return .invalidPairing(attr1, attr2) }
    if (attr1.isDirectional && attr2.isAbsoluteHorizontal) || (attr1.isAbsoluteHorizontal && attr2.isDirectional) {
      return .mixedDirectionalAttributes(attr1, attr2)
    }
    if attr1.isLocation && multiplier == 0 { return .locationEqualToConstant(attr1) }
    return nil
  }

  /// A view or guide, or nil for anything else.
  static func layoutItem(_ value: Any) -> AnyObject? {
    if let view = value as? View { return view }
    if let guide = value as? LayoutGuide { return guide }
    return nil
  }

  /// Constants are clamped to ±1e10 as UIKit does (UIKitBehaviour.md §0).
  static func clampConstant(_ c: CGFloat) -> CGFloat {
    c.isFinite ? max(-1e10, min(1e10, c)) : c
  }

  /// The added constant. Changing it re-solves incrementally (no tableau rebuild).
  public var constant: CGFloat {
    get { storedConstant }
    set {
      guard newValue.isFinite else {
        LayoutIssueLog.record(.invalidMutation(self, .nonFinite("constant")), for: self)
        return
      }
      let value = LayoutConstraint.clampConstant(newValue)
      guard value != storedConstant else { return }
      storedConstant = value
      owner?.invalidateFittingEngines()
      engine?.constantDidChange(self)
    }
  }

  /// The priority. Changing it between required and optional on an active
  /// constraint is refused (kept, and a ``LayoutIssue`` is recorded), as UIKit
  /// refuses it; ``setPriority(_:)`` throws instead.
  public var priority: LayoutPriority {
    get { storedPriority }
    set {
      do { try setPriority(newValue) } catch {
        LayoutIssueLog.record(.invalidMutation(self, error), for: self)
      }
    }
  }

  /// Changes the priority.
  /// - Throws: ``LayoutError/priorityMutation(_:from:to:)`` when the constraint is
  ///   active and the change crosses required/optional (UIKitBehaviour.md §1);
  ///   ``LayoutError/invalidPriority(_:)`` outside (0, 1000].
  public func setPriority(_ newValue: LayoutPriority) throws(LayoutError) {
    guard newValue.isValid else { throw .invalidPriority(newValue) }
    if isActive && newValue.isRequired != storedPriority.isRequired {
      throw .priorityMutation(self, from: storedPriority, to: newValue)
    }
    guard newValue != storedPriority else { return }
    storedPriority = newValue
    owner?.invalidateFittingEngines()
    engine?.priorityDidChange(self)
  }

  /// Whether the constraint is installed. Setting true activates it (on failure it
  /// stays inactive and a ``LayoutIssue`` is recorded; ``activate()`` throws instead).
  public var isActive: Bool {
    // Generated constraints (autoresizing, intrinsic size, guides) live in the
    // engine rather than on a view; UIKit reports them active too.
    get { owner != nil || engine != nil }
    set {
      if newValue {
        do { try activate() } catch { LayoutIssueLog.record(.invalidMutation(self, error), for: self) }
      } else {
        deactivateNow()
      }
    }
  }

  /// The first item as an anchor owner's view: a view itself, or a guide's owner.
  static func hostView(of item: AnyObject?) -> View? {
    if let layoutItem = asLayoutItem(item) { return layoutItem.hostView }
    if let o = item as? OffsetItem { return o.hostView }
    return nil
  }

  /// Installs the constraint on the nearest common ancestor of its items.
  /// - Throws: the constraint's validation error, or
  ///   ``LayoutError/noCommonAncestor(_:)`` when its items are in different view
  ///   hierarchies (UIKit's "Unable to activate constraint…" text).
  public func activate() throws(LayoutError) {
    guard owner == nil else { return }
    if let validationError { throw validationError }
    if let released = releasedItemError { throw released }
    guard let v1 = LayoutConstraint.hostView(of: firstItem) else { throw .noCommonAncestor(self) }
    var ancestor = v1
    if let second = secondItem {
      guard let v2 = LayoutConstraint.hostView(of: second), let common = View.commonAncestor(v1, v2) else {
        throw .noCommonAncestor(self)
      }
      ancestor = common
    }
    ancestor.install(self)
  }

  /// ``LayoutError/releasedItem(_:)`` when the constraint was made with a second
  /// item that has since been deallocated: installing it would silently turn
  /// `a.width == 2 × b.width` into `a.width == 0` (UIKitBehaviour.md §14).
  var releasedItemError: LayoutError? {
    secondReference != nil && secondReference?.object == nil ? .releasedItem(self) : nil
  }

  /// Removes the constraint from its view and the engine.
  func deactivateNow() {
    guard let owner else { return }
    owner.uninstall(self)
  }

  /// Activates each constraint in order: UIKit's `NSLayoutConstraint.activate(_:)`,
  /// with its signature. A constraint that cannot be activated (invalid, or items
  /// without a common ancestor) stays inactive and is recorded as a ``LayoutIssue``
  /// with UIKit's text; the others are activated. ``activateOrThrow(_:)`` throws
  /// instead.
  public static func activate(_ constraints: [LayoutConstraint]) {
    for c in constraints { c.isActive = true }
  }

  /// Activates each constraint in order, stopping at the first that cannot be.
  /// - Throws: that constraint's ``LayoutError``; the constraints before it stay active.
  public static func activateOrThrow(_ constraints: [LayoutConstraint]) throws(LayoutError) {
    for c in constraints { try c.activate() }
  }

  /// Deactivates each constraint.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for c in constraints { c.deactivateNow() }
  }

  /// Whether an item of the constraint is `root` or inside its subtree.
  func references(subtree root: View) -> Bool {
    for item in [firstItem, secondItem] {
      if let v = LayoutConstraint.hostView(of: item), v.isDescendant(of: root) { return true }
    }
    return false
  }

  /// Whether the engine asks the constraint itself for its solver constraints
  /// (generated kinds: autoresizing masks, intrinsic sizes).
  var buildsOwnSolverConstraints: Bool { false }

  /// The class name printed in descriptions.
  open var constraintClassName: String { "NSLayoutConstraint" }

  open var description: String { describe() }
}

extension View {
  /// Installs a constraint on this view (the older API; prefer `isActive`).
  public func addConstraint(_ constraint: LayoutConstraint) {
    if let error = constraint.validationError ?? constraint.releasedItemError {
      LayoutIssueLog.record(.invalidMutation(constraint, error), for: constraint)
      return
    }
    guard constraint.owner == nil else { return }
    install(constraint)
  }

  /// Installs several constraints on this view.
  public func addConstraints(_ constraints: [LayoutConstraint]) {
    for c in constraints { addConstraint(c) }
  }

  /// Removes a constraint installed on this view.
  public func removeConstraint(_ constraint: LayoutConstraint) {
    guard constraint.owner === self else { return }
    uninstall(constraint)
  }

  /// Removes several constraints installed on this view.
  public func removeConstraints(_ constraints: [LayoutConstraint]) {
    for c in constraints { removeConstraint(c) }
  }

  func install(_ c: LayoutConstraint) {
    c.owner = self
    storedConstraints.append(c)
    invalidateFittingEngines()
    rootEngine?.constraintWasActivated(c)
  }

  func uninstall(_ c: LayoutConstraint) {
    invalidateFittingEngines()
    c.engine?.constraintWillDeactivate(c)
    if let i = storedConstraints.lastIndex(where: { $0 === c }) { storedConstraints.remove(at: i) }
    c.owner = nil
  }
}
