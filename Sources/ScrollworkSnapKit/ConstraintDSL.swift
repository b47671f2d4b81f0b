import Foundation
import Scrollwork

/// What `view.snp` and `guide.snp` share: the item and its attributes as
/// ``ConstraintItem`` targets (`other.snp.bottom`), and the constraint verbs.
public protocol ConstraintDSL {
  /// The view or guide.
  var target: AnyObject { get }
}

extension ConstraintDSL {
  /// The item's `left`, as a target (`other.snp.left`).
  public var left: ConstraintItem { ConstraintItem(target: target, attributes: .left) }
  /// The item's `top`, as a target (`other.snp.top`).
  public var top: ConstraintItem { ConstraintItem(target: target, attributes: .top) }
  /// The item's `bottom`, as a target (`other.snp.bottom`).
  public var bottom: ConstraintItem { ConstraintItem(target: target, attributes: .bottom) }
  /// The item's `right`, as a target (`other.snp.right`).
  public var right: ConstraintItem { ConstraintItem(target: target, attributes: .right) }
  /// The item's `leading`, as a target (`other.snp.leading`).
  public var leading: ConstraintItem { ConstraintItem(target: target, attributes: .leading) }
  /// The item's `trailing`, as a target (`other.snp.trailing`).
  public var trailing: ConstraintItem { ConstraintItem(target: target, attributes: .trailing) }
  /// The item's `width`, as a target (`other.snp.width`).
  public var width: ConstraintItem { ConstraintItem(target: target, attributes: .width) }
  /// The item's `height`, as a target (`other.snp.height`).
  public var height: ConstraintItem { ConstraintItem(target: target, attributes: .height) }
  /// The item's `centerX`, as a target (`other.snp.centerX`).
  public var centerX: ConstraintItem { ConstraintItem(target: target, attributes: .centerX) }
  /// The item's `centerY`, as a target (`other.snp.centerY`).
  public var centerY: ConstraintItem { ConstraintItem(target: target, attributes: .centerY) }
  /// The item's `baseline`, as a target (`other.snp.baseline`).
  public var baseline: ConstraintItem { ConstraintItem(target: target, attributes: .baseline) }
  /// The item's `lastBaseline`, as a target (`other.snp.lastBaseline`).
  public var lastBaseline: ConstraintItem { ConstraintItem(target: target, attributes: .lastBaseline) }
  /// The item's `firstBaseline`, as a target (`other.snp.firstBaseline`).
  public var firstBaseline: ConstraintItem { ConstraintItem(target: target, attributes: .firstBaseline) }
  /// The item's `leftMargin`, as a target (`other.snp.leftMargin`).
  public var leftMargin: ConstraintItem { ConstraintItem(target: target, attributes: .leftMargin) }
  /// The item's `rightMargin`, as a target (`other.snp.rightMargin`).
  public var rightMargin: ConstraintItem { ConstraintItem(target: target, attributes: .rightMargin) }
  /// The item's `topMargin`, as a target (`other.snp.topMargin`).
  public var topMargin: ConstraintItem { ConstraintItem(target: target, attributes: .topMargin) }
  /// The item's `bottomMargin`, as a target (`other.snp.bottomMargin`).
  public var bottomMargin: ConstraintItem { ConstraintItem(target: target, attributes: .bottomMargin) }
  /// The item's `leadingMargin`, as a target (`other.snp.leadingMargin`).
  public var leadingMargin: ConstraintItem { ConstraintItem(target: target, attributes: .leadingMargin) }
  /// The item's `trailingMargin`, as a target (`other.snp.trailingMargin`).
  public var trailingMargin: ConstraintItem { ConstraintItem(target: target, attributes: .trailingMargin) }
  /// The item's `centerXWithinMargins`, as a target (`other.snp.centerXWithinMargins`).
  public var centerXWithinMargins: ConstraintItem { ConstraintItem(target: target, attributes: .centerXWithinMargins) }
  /// The item's `centerYWithinMargins`, as a target (`other.snp.centerYWithinMargins`).
  public var centerYWithinMargins: ConstraintItem { ConstraintItem(target: target, attributes: .centerYWithinMargins) }
  /// The item's `edges`, as a target (`other.snp.edges`).
  public var edges: ConstraintItem { ConstraintItem(target: target, attributes: .edges) }
  /// The item's `horizontalEdges`, as a target (`other.snp.horizontalEdges`).
  public var horizontalEdges: ConstraintItem { ConstraintItem(target: target, attributes: .horizontalEdges) }
  /// The item's `verticalEdges`, as a target (`other.snp.verticalEdges`).
  public var verticalEdges: ConstraintItem { ConstraintItem(target: target, attributes: .verticalEdges) }
  /// The item's `directionalEdges`, as a target (`other.snp.directionalEdges`).
  public var directionalEdges: ConstraintItem { ConstraintItem(target: target, attributes: .directionalEdges) }
  /// The item's `directionalHorizontalEdges`, as a target (`other.snp.directionalHorizontalEdges`).
  public var directionalHorizontalEdges: ConstraintItem {
    ConstraintItem(target: target, attributes: .directionalHorizontalEdges)
  }
  /// The item's `directionalVerticalEdges`, as a target (`other.snp.directionalVerticalEdges`).
  public var directionalVerticalEdges: ConstraintItem {
    ConstraintItem(target: target, attributes: .directionalVerticalEdges)
  }
  /// The item's `size`, as a target (`other.snp.size`).
  public var size: ConstraintItem { ConstraintItem(target: target, attributes: .size) }
  /// The item's `center`, as a target (`other.snp.center`).
  public var center: ConstraintItem { ConstraintItem(target: target, attributes: .center) }
  /// The item's `margins`, as a target (`other.snp.margins`).
  public var margins: ConstraintItem { ConstraintItem(target: target, attributes: .margins) }
  /// The item's `directionalMargins`, as a target (`other.snp.directionalMargins`).
  public var directionalMargins: ConstraintItem { ConstraintItem(target: target, attributes: .directionalMargins) }
  /// The item's `centerWithinMargins`, as a target (`other.snp.centerWithinMargins`).
  public var centerWithinMargins: ConstraintItem { ConstraintItem(target: target, attributes: .centerWithinMargins) }

  /// Creates the closure's constraints without activating them.
  @discardableResult
  public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
    ConstraintMaker.constraints(item: target, closure)
  }

  /// Creates and activates the closure's constraints. Errors (no superview, items in
  /// different hierarchies) are recorded as `LayoutIssue`s on the item's hierarchy
  /// and the failing constraint stays inactive; the others are installed.
  public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
    for c in ConstraintMaker.constraints(item: target, closure) { c.activate() }
  }

  /// Like ``makeConstraints(_:)`` but throws. Every chain is checked before any is
  /// activated, so a chain error leaves nothing installed; an activation failure
  /// undoes this call's earlier activations.
  /// - Throws: the first ``ConstraintError``.
  @discardableResult
  public func makeConstraintsThrowing(_ closure: (_ make: ConstraintMaker) -> Void) throws(ConstraintError)
    -> [Constraint]
  {
    let list = try checkedConstraints(closure)
    try Self.activateAllOrNone(list)
    return list
  }

  /// Removes every constraint made through `snp` on this item, then makes the closure's.
  public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
    removeConstraints()
    makeConstraints(closure)
  }

  /// Like ``remakeConstraints(_:)`` but throws; on any error the old constraints are
  /// reinstalled and none of the new ones stay active.
  @discardableResult
  public func remakeConstraintsThrowing(_ closure: (_ make: ConstraintMaker) -> Void) throws(ConstraintError)
    -> [Constraint]
  {
    let list = try checkedConstraints(closure)
    let previous = constraints
    removeConstraints()
    do {
      try Self.activateAllOrNone(list)
    } catch {
      for p in previous { p.activate() }
      throw error
    }
    return list
  }

  /// Updates the constraints made through `snp`: a chain that matches an installed
  /// layout constraint (same items, attributes and relation) sets its constant and
  /// priority; a new multiplier or a change between required and optional replaces
  /// it. A chain with no match is ADDED (SnapKit crashes with "Updated constraint could
  /// not find existing matching constraint to update"). Errors are recorded as
  /// `LayoutIssue`s.
  public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
    for c in ConstraintMaker.constraints(item: target, closure) {
      do { try c.applyAsUpdate(to: target) } catch { c.record(error) }
    }
  }

  /// Like ``updateConstraints(_:)`` but throws. Chain errors are found before anything changes.
  public func updateConstraintsThrowing(_ closure: (_ make: ConstraintMaker) -> Void) throws(ConstraintError) {
    for c in try checkedConstraints(closure) { try c.applyAsUpdate(to: target) }
  }

  /// Deactivates and forgets every constraint made through `snp` on this item.
  public func removeConstraints() {
    for c in ConstraintRegistry.constraints(for: target) { c.deactivate() }
  }

  /// The installed constraints made through `snp` on this item, oldest first.
  public var constraints: [Constraint] { ConstraintRegistry.constraints(for: target) }

  /// The closure's constraints, for the throwing verbs: the first chain error, if
  /// any, is thrown before anything changes.
  private func checkedConstraints(_ closure: (_ make: ConstraintMaker) -> Void) throws(ConstraintError)
    -> [Constraint]
  {
    let list = ConstraintMaker.constraints(item: target, closure)
    if let error = list.lazy.compactMap(\.error).first { throw error }
    return list
  }

  /// Activates `list` in order; when one fails, deactivates the ones this call
  /// activated and throws its error, so that none of `list` stays active.
  private static func activateAllOrNone(_ list: [Constraint]) throws(ConstraintError) {
    var done: [Constraint] = []
    for c in list {
      do {
        try c.activateThrowing()
        done.append(c)
      } catch {
        for d in done { d.deactivate() }
        throw error
      }
    }
  }
}
