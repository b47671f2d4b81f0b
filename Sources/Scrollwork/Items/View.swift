import Foundation
import LayoutSolver

/// A rectangle in a view hierarchy that Auto Layout positions: UIKit's `UIView`,
/// headless.
///
/// Subclass it as in UIKit: override ``intrinsicContentSize``, ``layoutSubviews()``,
/// ``updateConstraints()`` or ``sizeThatFits(_:)``. Views created in code translate
/// their autoresizing mask into constraints until you set
/// ``translatesAutoresizingMaskIntoConstraints`` to false.
///
/// ```swift
/// let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// let box = View()
/// box.translatesAutoresizingMaskIntoConstraints = false
/// root.addSubview(box)
/// try LayoutConstraint.activateOrThrow([
///   box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
///   box.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
///   box.widthAnchor.constraint(equalToConstant: 100),
///   box.heightAnchor.constraint(equalTo: box.widthAnchor),
/// ])
/// root.layoutIfNeeded()
/// box.frame   // (20, 0, 100, 100)
/// ```
///
/// A view is a ``Responder`` (as `UIView` is a `UIResponder`); its next responder is
/// its view controller, if it is one's root view, else its superview.
///
/// Views are not thread-safe; use a hierarchy from one thread at a time, as UIKit does.
open class View: Responder, TraitEnvironment, CustomStringConvertible {
  /// UIKit's `UIView.noIntrinsicMetric`: "no intrinsic size in this axis".
  public static let noIntrinsicMetric: CGFloat = -1
  /// UIKit's `UIView.layoutFittingCompressedSize`: (0, 0).
  public static let layoutFittingCompressedSize = CGSize.zero
  /// UIKit's `UIView.layoutFittingExpandedSize`: (10000, 10000).
  public static let layoutFittingExpandedSize = CGSize(width: 10000, height: 10000)

  // MARK: Stored state (UIKit keeps center + bounds; a frame is derived from them).

  var storedFrame: CGRect
  var storedBoundsOrigin: CGPoint = .zero
  var storedMargins = View.defaultMargins
  /// UIKit's default margins of a view: 8 on every edge.
  static let defaultMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  /// The least margins a view controller's root view gets (nil: not a root view, or
  /// its controller does not respect the system minimum).
  var controllerMinimumMargins: DirectionalEdgeInsets?
  /// The view controller whose root view this is.
  weak var owningViewController: ViewController?
  /// The first responder of the hierarchy, kept on its root view.
  weak var storedFirstResponder: Responder?
  /// The notification center of the hierarchy, kept on its root view (nil:
  /// `NotificationCenter.default`): see ``hierarchyNotificationCenter``.
  var storedNotificationCenter: NotificationCenter?
  /// True while the first responder passes to another (the keyboard stays up).
  var isSwitchingFirstResponder = false
  var storedRootSafeAreaInsets = EdgeInsets.zero
  /// The safe-area insets seen at the previous `layoutSubviews()` (nil: not laid out
  /// yet), for ``safeAreaInsetsDidChange()``.
  var lastSeenSafeAreaInsets: EdgeInsets?
  var storedPreservesSuperviewMargins = false
  var storedInsetsMarginsFromSafeArea = true
  var storedIssues: [LayoutIssue] = []
  /// The width a width-dependent intrinsic size was last measured at (-1: never).
  var lastMeasuredWidth: CGFloat = -1

  /// The engine's unknowns for this view.
  package let layoutVariables = ItemVariables("")
  /// A short process-unique number, printed as the view's address in descriptions.
  public let debugAddress = DebugAddress.next()

  /// The engine hosting the hierarchy, kept on the root view only.
  var engine: LayoutEngine?
  /// The engine `systemLayoutSizeFitting` measured this view's subtree in, kept for
  /// the next measurement (``FittingEngineCache``); nil once the subtree changed.
  var storedFittingEngine: FittingEngineCache?
  /// Whether a fitting engine may be kept at this view or above it: set on the whole
  /// subtree when an engine is kept, cleared by the walk that drops the engines above
  /// (``invalidateFittingEngines(includingSelf:)``); changes here look for engines to
  /// drop only then.
  var mayBeUnderFittingEngine = false
  /// Whether a fitting engine may be kept at this view or below it: set on the path
  /// from a view that keeps one up to the root, and on the new ancestors of a subtree
  /// that joins a superview carrying it; cleared by the walks that drop engines
  /// (``dropFittingEngines(inSubtreeWhere:)``) where none remains below. Those walks
  /// follow only views that carry it.
  var fittingEngineBelow = false
  var storedNeedsLayout = true
  var storedNeedsUpdateConstraints = true
  var storedLayoutGuides: [LayoutGuide] = []
  var storedConstraints: [LayoutConstraint] = []
  // `@exclusivity(unchecked)`: read at every intrinsic-size update of a pass; views are
  // used from one thread and no access spans a call that could reach them again.
  @exclusivity(unchecked) var hugging = AxisPriorities(.defaultLow, .defaultLow)
  @exclusivity(unchecked) var compression = AxisPriorities(.defaultHigh, .defaultHigh)

  lazy var systemMarginsGuide = LayoutGuide(system: .layoutMargins, owner: self)
  lazy var systemSafeAreaGuide = LayoutGuide(system: .safeArea, owner: self)
  lazy var systemReadableGuide = LayoutGuide(system: .readableContent, owner: self)
  var hasMarginsGuide = false
  var hasSafeAreaGuide = false
  var hasReadableGuide = false
  lazy var systemKeyboardGuide = KeyboardLayoutGuide(owner: self)
  var hasKeyboardGuide = false
  var storedKeyboardFrame: CGRect?
  var assignedScreen: Screen?
  /// What the SnapKit-style DSL keeps on the view (its installed `snp` constraints:
  /// SnapKit's associated object); freed with the view. Nothing else reads it.
  package var dslState: AnyObject?

  /// Creates a view with a frame (in the superview's coordinates).
  public init(frame: CGRect) {
    storedFrame = frame
    super.init()
    finishInit()
  }

  /// What both designated initializers do once the stored properties are set: the
  /// class's default priorities and the self-reference others hold.
  private func finishInit() {
    let defaults = Self.defaultPriorities
    hugging = AxisPriorities(defaults.hugging.h, defaults.hugging.v)
    compression = AxisPriorities(defaults.compression.h, defaults.compression.v)
    reference.object = self
  }

  deinit {
    reference.object = nil
    storedLayer?.view = nil
    for c in storedConstraints where c.owner === self { c.owner = nil }
    if !subviews.isEmpty {
      engine = nil  // first, so that the views it holds are held by the tree alone
      Self.releaseIteratively(&subviews)
    }
  }

  /// Releases a dying view's subviews without recursion: a subview that is about to
  /// die with them (nothing else holds it) hands its own subviews to the worklist
  /// first, so each `deinit` runs with no subviews left to release. Freeing a tree
  /// 50,000 deep would otherwise nest 50,000 `deinit`s and overflow the stack. A
  /// subview something else still holds keeps its subtree and survives, as before.
  private static func releaseIteratively(_ subviews: inout [View]) {
    var pending = subviews
    subviews = []
    while var view = pending.popLast() {
      if isKnownUniquelyReferenced(&view) {
        pending.append(contentsOf: view.subviews)
        view.subviews = []
      }
    }
  }

  /// Creates a view with a zero frame.
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// UIKit's archive initializer, required as in UIKit so that subclasses written for
  /// UIKit (`required init?(coder:)`, `super.init(coder:)`) compile unchanged.
  /// Nothing is decoded: the view starts with a zero frame. (Interface Builder
  /// files are read by ScrollworkIB instead.)
  public required init?(coder: NSCoder) {
    storedFrame = .zero
    super.init()
    finishInit()
  }

  /// Whether UIKit should lay the view out with constraints even when none mention
  /// it (`requiresConstraintBasedLayout`); every view here takes part in the engine.
  open class var requiresConstraintBasedLayout: Bool { false }

  /// Default content hugging and compression resistance for views created in code
  /// (UIKitBehaviour.md §3): 250/250 and 750/750; controls override it.
  open class var defaultPriorities:
    (hugging: (h: LayoutPriority, v: LayoutPriority), compression: (h: LayoutPriority, v: LayoutPriority))
  {
    ((.defaultLow, .defaultLow), (.defaultHigh, .defaultHigh))
  }

  // MARK: Overridable behaviour (open, as in UIKit)

  /// The size the view wants from its content, or ``View/noIntrinsicMetric`` per axis.
  /// Plain views have none. Call ``View/invalidateIntrinsicContentSize()`` when it changes.
  open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// The insets from the frame to the alignment rectangle, which constraints and the
  /// intrinsic size act on (UIKit's `alignmentRectInsets`, left and right as in
  /// UIKit, never mirrored; UIKitBehaviour.md §23). Zero unless overridden.
  open var alignmentRectInsets: EdgeInsets { EdgeInsets() }

  /// Positions subviews. The default applies the frames Auto Layout solved for the
  /// subviews; overrides call `super.layoutSubviews()` first, then adjust.
  open func layoutSubviews() {
    applyEngineFramesToSubviews()
  }

  /// Updates the view's constraints before layout. Called on views that asked with
  /// ``setNeedsUpdateConstraints()`` (and once for every view before its first
  /// layout). Overrides must call `super.updateConstraints()`.
  open func updateConstraints() {}

  /// The size that best fits `size` for frame-based layout. The default returns the
  /// current size, as UIView does; controls return their content size.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    bounds.size
  }

  /// The size the view's constraints give it for a target size: UIKit's
  /// `systemLayoutSizeFitting(_:)`, with the fitting priority (50) on both axes. Open as
  /// in UIKit; the default calls the three-argument form.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size the view's constraints give it when its width and height are pulled toward
  /// `targetSize` at the given priorities (`.required` fixes an axis; `.fittingSizeLevel`
  /// lets the content decide): UIKit's
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
  /// Open as in UIKit, where a self-sizing collection view cell is asked through it
  /// (UIKitBehaviour.md §94); the default solves the view's constraints (UIKitBehaviour.md
  /// §46: in the engine the view is laid out in when it can, without moving a frame),
  /// wraps multi-line labels at the width found (§4) and rounds up to pixels.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    autoLayoutFittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
  }

  /// Called after a subview was added.
  open func didAddSubview(_ subview: View) {}
  /// Called before a subview is removed.
  open func willRemoveSubview(_ subview: View) {}
  /// Called after the view moved to a new superview (or to none).
  open func didMoveToSuperview() {}
  /// Called before the view moves to `newSuperview` (nil: it is being removed).
  open func willMove(toSuperview newSuperview: View?) {}
  /// Called, on every view of a subtree, before the subtree's window changes to
  /// `newWindow` (nil: it leaves its window).
  open func willMove(toWindow newWindow: Window?) {}
  /// Called, on every view of a subtree, after its window changed (read ``window``).
  open func didMoveToWindow() {}
  /// Called when ``safeAreaInsets`` changed. [choice] Checked when the view lays out
  /// (a size change, ``setNeedsLayout()``, a window rotation): just before its
  /// `layoutSubviews()`, the insets are compared with those seen at its previous
  /// layout (zero before the first). A view that only moves is not re-checked until it
  /// next lays out.
  open func safeAreaInsetsDidChange() {}
  /// Called when ``directionalLayoutMargins`` (or ``layoutMargins``) is set to a
  /// different value.
  open func layoutMarginsDidChange() {}

  /// The view whose first baseline stands for this view's `firstBaseline`
  /// (the view itself unless overridden; stack views use their first arranged view).
  open var forFirstBaselineLayout: View { self }
  /// The view whose last baseline stands for this view's `lastBaseline`.
  open var forLastBaselineLayout: View { self }

  /// The baselines of this view's own content, measured from its top (first) and
  /// from its bottom (last); nil for views without text (their baselines are the
  /// bottom edge).
  open var baselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? { nil }

  /// The one line of text this view centers vertically in its bounds, as a text
  /// field does (UIKitBehaviour.md §35): its first and last baselines are then
  /// `ascender − lineHeight / 2` below the view's vertical center at any height.
  /// Nil (the default) leaves the baselines to ``baselineOffsets``.
  open var centeredTextMetrics: (ascender: CGFloat, lineHeight: CGFloat)? { nil }

  /// Text shown after the address in constraint descriptions (a label's text).
  open var descriptionText: String? { nil }

  /// The class name used in descriptions: UIKit's name for built-in classes
  /// (`UIView`, `UILabel`), `Module.Class` for your subclasses.
  open var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.View" ? "UIView" : name
  }

  // MARK: Responder chain and traits

  /// The owning view controller if this is its root view, else the superview.
  open override var next: Responder? {
    owningViewController ?? superview
  }

  override var responderHost: View? { rootView }

  /// The traits of the view's window (unspecified size classes outside a window,
  /// the screen's scale).
  open var traitCollection: TraitCollection {
    if let window = rootView as? Window { return window.currentTraits }
    return TraitCollection(displayScale: contentScaleFactor)
  }

  /// Called after the window's traits changed (rotation between size classes).
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  // MARK: Hierarchy

  /// The view this view is a subview of.
  public internal(set) var superview: View? {
    get { superviewReference?.object.map { unsafeDowncast($0, to: View.self) } }
    set { superviewReference = newValue?.reference }
  }
  var superviewReference: ItemReference?
  /// A view on the way from this view to its root (never a descendant), for
  /// ``rootView``; nil: none known. Self-clearing if that view is freed.
  var rootHint: ItemReference?
  /// What constraints, subviews and guides hold instead of a weak reference.
  package let reference = ItemReference(nil)
  /// The subviews, back to front.
  public internal(set) var subviews: [View] = []

  /// An integer you can use to find the view (`viewWithTag(_:)`).
  public var tag: Int = 0
  /// A name for tests and diagnostics; printed in descriptions when set.
  public var accessibilityIdentifier: String?
  /// The VoiceOver label, hint and value (stored for accessibility tooling; no layout).
  open var accessibilityLabel: String?
  open var accessibilityHint: String?
  open var accessibilityValue: String?
  /// Whether VoiceOver sees the view as one element (stored; no layout).
  open var isAccessibilityElement = false
  /// The light/dark appearance this view and its subviews use (UIKit's
  /// `overrideUserInterfaceStyle`; drawing only).
  open var overrideUserInterfaceStyle: UserInterfaceStyle = .unspecified
  /// Whether the view is hidden. Hidden views keep their constraints (as in UIKit);
  /// stack views collapse hidden arranged subviews.
  open var isHidden: Bool = false {
    didSet { if isHidden != oldValue { hiddenDidChange() } }
  }
  /// Whether subviews outside the bounds are clipped when rendered.
  public var clipsToBounds: Bool = false
  /// The opacity used by renderers.
  public var alpha: CGFloat = 1
  /// The fill renderers draw behind the view (nil: transparent).
  open var backgroundColor: Color?
  /// The tint renderers use for controls.
  open var tintColor: Color = .systemBlue
  /// How content fills the bounds (renderers).
  open var contentMode: ContentMode = .scaleToFill
  /// Whether the view takes touches (kept for UIKit code; no events headless).
  open var isUserInteractionEnabled = true
  /// Drawing attributes (`view.layer.cornerRadius = 8`), for renderers.
  public var layer: Layer {
    if let storedLayer { return storedLayer }
    let made = Layer(view: self)
    storedLayer = made
    return made
  }
  var storedLayer: Layer?

  /// Called when ``isHidden`` changes (stack views listen).
  func hiddenDidChange() {
    superview?.subviewVisibilityDidChange(self)
    rootEngine?.setNeedsLayout()
  }

  /// A subview was hidden or shown (stack views collapse hidden arranged views).
  func subviewVisibilityDidChange(_ subview: View) {}

  /// A subview turned ``translatesAutoresizingMaskIntoConstraints`` on or off (stack
  /// views let their constraints on it yield, UIKitBehaviour.md §53).
  func subviewMaskTranslationDidChange(_ subview: View) {}

  /// A subview's intrinsic content size was invalidated (stack views re-read it).
  func subviewIntrinsicContentSizeDidChange(_ subview: View) {}

  /// Whether the intrinsic height follows the width the engine gives (multi-line
  /// labels: UIKitBehaviour.md §4).
  var intrinsicHeightDependsOnWidth: Bool { false }

  /// The intrinsic size when laid out at `width` (only asked when
  /// ``intrinsicHeightDependsOnWidth``).
  func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize { intrinsicContentSize }

  /// Whether the engine should turn the frame and ``autoresizingMask`` into
  /// constraints. True for views created in code (UIKit's default).
  public var translatesAutoresizingMaskIntoConstraints: Bool = true {
    didSet {
      if oldValue != translatesAutoresizingMaskIntoConstraints {
        invalidateFittingEngines()
        rootEngine?.autoresizingDidChange(self)
        superview?.subviewMaskTranslationDidChange(self)
      }
    }
  }

  /// How the frame follows the superview's size, when translated into constraints.
  public var autoresizingMask: AutoresizingMask = [] {
    didSet {
      invalidateFittingEngines()
      rootEngine?.autoresizingDidChange(self)
    }
  }

  /// How the view chooses left-to-right or right-to-left.
  public var semanticContentAttribute: SemanticContentAttribute = .unspecified {
    didSet {
      invalidateFittingEnginesInAndAbove()
      rootEngine?.layoutDirectionDidChange(self)
    }
  }

  /// Called after the bounds origin changed (a scroll view tells its delegate).
  func boundsOriginDidChange() {}

  /// Whether some subviews' frames follow this view's bounds alone, set by its own
  /// `layoutSubviews()` (a cell's content view): the engine then places them at the
  /// start of the layout round after a size change outside layout, before it solves
  /// (``placeBoundsFollowingSubviews()``, UIKitBehaviour.md §45).
  var placesSubviewsFromBounds: Bool { false }

  /// Sets the frames of the subviews that follow this view's bounds alone, as its
  /// `layoutSubviews()` would (only asked when ``placesSubviewsFromBounds``).
  func placeBoundsFollowingSubviews() {}

  /// The constraints installed on this view (those whose nearest common ancestor
  /// it is, or added with ``addConstraint(_:)``).
  public var constraints: [LayoutConstraint] { storedConstraints }

  /// The layout guides added with ``addLayoutGuide(_:)``.
  public var layoutGuides: [LayoutGuide] { storedLayoutGuides }

  open var description: String {
    var text =
      "<\(itemClassName): \(addressText); frame = (\(fmt(frame.minX)) \(fmt(frame.minY)); \(fmt(frame.width)) \(fmt(frame.height)))"
    if let id = accessibilityIdentifier { text += "; identifier = '\(id)'" }
    return text + ">"
  }
}

extension View {
  /// The solver's counters of the engine this view is laid out by (benchmarks only).
  package var _engineSolverStatistics: [String: Int]? { engine?.solver._statistics }
}
