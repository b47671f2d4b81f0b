/// Something Auto Layout places: a ``View`` or a ``LayoutGuide``.
///
/// UIKit has no public protocol for this: `UIView` and `UILayoutGuide` each declare
/// the same anchors, and `NSLayoutConstraint.firstItem` is `AnyObject?`. (SnapKit's
/// `ConstraintLayoutItem` is the closest analogue.) Scrollwork declares the anchors
/// once, here, so `view.leadingAnchor` and `guide.widthAnchor` are the same code;
/// generic code can take `some LayoutItem` and pin either kind of item. The
/// baseline anchors stay on ``View``: a guide has no text.
///
/// The protocol is sealed in practice: only ``View`` (with its subclasses) and
/// ``LayoutGuide`` conform in a way the engine understands. What the engine needs
/// from an item (its solver unknowns, the view that hosts it, what `|` means next to
/// it, how diagnostics print it) is a set of internal requirements, and Swift lets
/// a public protocol have only public requirements. So those live in an internal
/// protocol that refines this one, adopted by the two conforming classes alone;
/// code that receives an item as `AnyObject` (``LayoutConstraint/firstItem``,
/// ``LayoutAnchor/item``) makes one cast to it and then asks the item instead of
/// testing which kind it is. A type outside Scrollwork that declares conformance
/// gets the anchors, but the constraints made from them cannot be activated:
/// ``LayoutConstraint/activate()`` throws ``LayoutError/noCommonAncestor(_:)``, as it
/// does for any object that is neither a view nor a guide.
public protocol LayoutItem: AnyObject {}

/// What the engine and the diagnostics read from a layout item, declared once
/// instead of being chosen by testing for ``View`` or ``LayoutGuide``.
///
/// Adopted by ``View`` and ``LayoutGuide`` only; see ``LayoutItem`` for why this is
/// a separate, internal protocol. Use ``asLayoutItem(_:)`` to get one from an
/// `AnyObject`.
package protocol LayoutItemModel: LayoutItem {
  /// What constraints, subviews and guides hold instead of a weak reference; the
  /// item's `deinit` clears it.
  var reference: ItemReference { get }
  /// The item's four solver unknowns, in layout space.
  var layoutVariables: ItemVariables { get }
  /// A short process-unique number, printed as the item's address.
  var debugAddress: UInt64 { get }
  /// The view the item's anchors belong to when a constraint is installed: a view
  /// itself, a guide's owning view (nil for a guide not added to a view).
  var hostView: View? { get }
  /// The view that plays `|` next to the item and that its frame is relative to: a
  /// view's superview, a guide's owning view.
  var layoutContainer: View? { get }
  /// The built-in guide the item stands for; nil for views and the app's guides.
  var systemGuideKind: LayoutGuide.SystemKind? { get }
  /// Whether UIKit generates the item and all its constraints for its own use (the
  /// stack view's spacer and alignment guides): an app neither sees nor pins it, so
  /// no diagnostic reports its freedom or suggests a constraint on it
  /// (`UIKitBehaviour.md §16`). False for every view.
  var isPrivateToUIKit: Bool { get }
  /// The name the app gave the item, which reports prefer to UIKit's item text: a
  /// view's non-empty `accessibilityIdentifier`, an app guide's non-empty
  /// `identifier`; nil otherwise (built-in guides are named by their owner).
  var reportIdentifier: String? { get }
  /// How the item prints in constraint descriptions (`UIKitBehaviour.md §9.1`):
  /// `UILabel:0x…'Hello'`, `UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'`.
  var diagnosticText: String { get }
  /// Storage the SnapKit-compatible DSL (ScrollworkSnapKit) keeps on the item: its
  /// installed constraints and label. Opaque to Scrollwork; freed with the item.
  var dslState: AnyObject? { get set }
}

extension LayoutItemModel {
  /// `0x…` of ``debugAddress``.
  package var addressText: String { "0x" + String(debugAddress, radix: 16) }
}

/// `object` as a layout item, or nil for anything else (an offset item of
/// `anchorWithOffset(to:)`, the stand-in for a released item, an app's object).
///
/// The two class casts are the sealed protocol's whole conformance list, written as
/// casts because a cast to the protocol looks its conformance up at run time on
/// every call (a hashed cache probe), which cost the layout benchmark several
/// percent; a class cast is a pointer comparison up the class chain.
@inline(__always)
package func asLayoutItem(_ object: AnyObject?) -> (any LayoutItemModel)? {
  if let view = object as? View { return view }
  if let guide = object as? LayoutGuide { return guide }
  return nil
}
