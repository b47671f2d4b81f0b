import Foundation

/// An invisible rectangle that takes part in Auto Layout: UIKit's `UILayoutGuide`.
///
/// A guide belongs to a view (``owningView``) and has the anchors of every
/// ``LayoutItem``, as a view has (all but the baselines).
/// Use one instead of an empty spacer view. The frame the engine solves for it is
/// ``layoutFrame``, in the owning view's coordinates.
open class LayoutGuide: CustomStringConvertible {
  /// What a built-in guide stands for.
  package enum SystemKind {
    case layoutMargins, safeArea, readableContent, scrollContent, scrollFrame
    case stackSpacer, stackAlignment, keyboard
    var identifier: String {
      switch self {
      case .layoutMargins: "UIViewLayoutMarginsGuide"
      case .safeArea: "UIViewSafeAreaLayoutGuide"
      case .readableContent: "UIViewReadableContentGuide"
      case .scrollContent: "UIScrollView-contentLayoutGuide"
      case .scrollFrame: "UIScrollView-frameLayoutGuide"
      case .stackSpacer: "UISV-distributing"
      case .stackAlignment: "UISV-alignment-spanner"
      case .keyboard: "UIKeyboardLayoutGuide"
      }
    }
  }

  /// The view that owns the guide (set by ``View/addLayoutGuide(_:)``).
  public internal(set) var owningView: View? {
    get { owningViewReference?.object.map { unsafeDowncast($0, to: View.self) } }
    set { owningViewReference = newValue?.reference }
  }
  var owningViewReference: ItemReference?
  /// What constraints hold instead of a weak reference.
  package let reference = ItemReference(nil)
  /// A name for diagnostics (`'UIViewSafeAreaLayoutGuide'` for built-in guides).
  public var identifier: String
  let system: SystemKind?
  package let layoutVariables: ItemVariables
  /// A short process-unique number, printed as the guide's address.
  public let debugAddress: UInt64
  /// The frame solved in the last layout pass, in layout space.
  var solvedLayoutSpaceFrame: CGRect = .zero
  /// What the SnapKit-style DSL keeps on the guide (its installed `snp` constraints);
  /// freed with the guide. Nothing else reads it.
  package var dslState: AnyObject?

  /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)``.
  public init() {
    identifier = ""
    system = nil
    layoutVariables = ItemVariables("")
    debugAddress = DebugAddress.next()
    reference.object = self
  }

  deinit {
    reference.object = nil
  }

  init(system: SystemKind, owner: View) {
    identifier = system.identifier
    self.system = system
    layoutVariables = ItemVariables("")
    debugAddress = DebugAddress.next()
    owningView = owner
    reference.object = self
  }

  /// The guide's rectangle in its owning view's coordinates, as solved by the last
  /// layout pass.
  public var layoutFrame: CGRect {
    guard let owner = owningView else { return .zero }
    let o = owner.layoutSpaceOrigin
    return CGRect(
      x: solvedLayoutSpaceFrame.minX - o.x, y: solvedLayoutSpaceFrame.minY - o.y,
      width: solvedLayoutSpaceFrame.width, height: solvedLayoutSpaceFrame.height)
  }

  open var description: String {
    "<UILayoutGuide: \(addressText) - \(layoutFrame), layoutFrame = \(layoutFrame), owningView = \(owningView.map { "<\($0.itemClassName): \($0.addressText)>" } ?? "nil")>"
  }
}

extension View {
  /// Adds a guide to the view. A guide can belong to one view; adding it to another
  /// moves it.
  public func addLayoutGuide(_ guide: LayoutGuide) {
    if let old = guide.owningView, old !== self { old.removeLayoutGuide(guide) }
    guard !storedLayoutGuides.contains(where: { $0 === guide }) else { return }
    storedLayoutGuides.append(guide)
    guide.owningView = self
    invalidateFittingEngines()
    rootEngine?.guideWasAdded(guide)
  }

  /// Removes a guide and deactivates the constraints that reference it.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard let i = storedLayoutGuides.firstIndex(where: { $0 === guide }) else { return }
    var ancestor: View? = self
    while let a = ancestor {
      for c in a.storedConstraints where c.firstItem === guide || c.secondItem === guide { c.deactivateNow() }
      ancestor = a.superview
    }
    invalidateFittingEngines()
    rootEngine?.guideWillBeRemoved(guide)
    storedLayoutGuides.remove(at: i)
    guide.owningView = nil
  }
}
