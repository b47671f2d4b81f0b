import Foundation

/// A view that lines up its arranged subviews in a row or a column: UIKit's
/// `UIStackView`, headless.
///
/// The stack view writes the Auto Layout constraints UIKit's stack view writes
/// (UIKitBehaviour.md §8, identifiers `UISV-…`, see Sources/Scrollwork/Scrollwork.docc/StackViewConstraints.md): you
/// position and (optionally) size the stack; it places the arranged views inside.
/// The constraints are installed on the stack view, so they appear in
/// ``View/constraints``, and are regenerated whenever something that shapes them
/// changes (a property, the arranged views, their `isHidden`, a custom spacing,
/// or, for ``Distribution-swift.enum/fillProportionally``, an arranged view's
/// intrinsic size). Regeneration keeps the constraints that did not change, so a
/// change costs the solver only the constraints it touches.
///
/// ```swift
/// let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// let stack = StackView(arrangedSubviews: [icon, title])
/// stack.spacing = 8
/// stack.alignment = .center
/// stack.translatesAutoresizingMaskIntoConstraints = false
/// root.addSubview(stack)
/// try LayoutConstraint.activateOrThrow([
///   stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
///   stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
/// ])
/// root.layoutIfNeeded()
/// ```
///
/// Hidden arranged views collapse: they get no size along the axis and no gap
/// after them. Horizontal stacks run from leading to trailing, so they mirror in
/// right-to-left layouts.
open class StackView: View {
  /// UIKit's `UIStackView.spacingUseDefault` (`FLT_MAX`): for
  /// ``setCustomSpacing(_:after:)``, "use ``spacing``".
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
  /// UIKit's `UIStackView.spacingUseSystem` (`FLT_MIN`): the system spacing
  /// (``standardSpacing``, 8 pt).
  public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

  /// The views the stack arranges, in order. Each is also a subview.
  public private(set) var arrangedSubviews: [View] = []

  /// The direction the views are lined up in (default horizontal).
  open var axis: LayoutAxis = .horizontal {
    didSet { if axis != oldValue { updateArrangement() } }
  }

  /// How the views are sized and placed along the axis (default fill).
  open var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { updateArrangement() } }
  }

  /// How the views are placed across the axis (default fill).
  open var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { updateArrangement() } }
  }

  /// The gap between adjacent views (default 0); for equal spacing and equal
  /// centering, the smallest gap. ``spacingUseSystem`` means 8 pt. Negative
  /// values overlap the views, as in UIKit.
  open var spacing: CGFloat = 0 {
    didSet { if spacing != oldValue { updateArrangement() } }
  }

  /// Whether the stack's required constraints on an arranged view that translates
  /// its autoresizing mask yield to the mask's constraints (999.99 instead of
  /// required), keeping the view at its frame as Xcode's canvas draws a storyboard
  /// (UIKitBehaviour.md §53). Default `false`, UIKit's behaviour at run time: the two
  /// sets conflict, Auto Layout breaks one of them and the conflict is reported
  /// (``View/layoutIssues``). The Interface Builder importer turns it on.
  public var yieldsToArrangedViewMasks = false {
    didSet { if yieldsToArrangedViewMasks != oldValue { updateArrangement() } }
  }

  /// Whether vertical gaps run from the last baseline of a view to the first
  /// baseline of the next (default false; ignored by horizontal stacks).
  open var isBaselineRelativeArrangement = false {
    didSet { if isBaselineRelativeArrangement != oldValue { updateArrangement() } }
  }

  /// Whether the views are arranged inside the layout margins (the
  /// ``View/layoutMarginsGuide``) rather than the bounds (default false).
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { updateArrangement() } }
  }

  /// Custom gaps by the arranged view they follow.
  var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The generated constraints currently active, in generation order.
  var generatedConstraints: [LayoutConstraint] = []
  /// The `UISV-distributing` gap guides (equal spacing and equal centering).
  var distributingGuides: [LayoutGuide] = []
  /// The `UISV-alignment-spanner` guide (alignments other than fill).
  var alignmentSpanner: LayoutGuide?
  /// The views standing for the stack's baselines when the constraints were last
  /// generated; a change re-resolves constraints on baselines.
  var lastBaselineViews: (first: ObjectIdentifier, last: ObjectIdentifier)?
  /// The arranged views that were multi-line labels when the constraints were
  /// last generated.
  var multilineLabels: Set<ObjectIdentifier> = []
  /// The sizes a fill-proportionally stack shares by for arranged views without an
  /// intrinsic length (``setProportionalSize(_:for:)``, UIKitBehaviour.md §66).
  var proportionalSizes: [ObjectIdentifier: CGSize] = [:]

  /// Creates an empty horizontal stack with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    updateArrangement()
  }

  /// UIKit's archive initializer (nothing is decoded): an empty horizontal stack.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    updateArrangement()
  }

  /// Creates a horizontal stack arranging `views` (each becomes a subview and stops
  /// translating its autoresizing mask).
  public convenience init(arrangedSubviews views: [View]) {
    self.init(frame: .zero)
    for v in views { appendArranged(v) }
    updateArrangement()
  }

  // MARK: Arranged subviews

  /// Adds `view` at the end of the arranged views, making it a subview if it is not
  /// one (a view already arranged moves to the end).
  public func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` into the arranged views at `stackIndex`, making it a subview if
  /// it is not one. A view already arranged moves to the index. UIKit raises for
  /// an index beyond the end; here it is clamped to `0...arrangedSubviews.count`.
  /// The stack itself or one of its ancestors is refused (nothing changes).
  public func insertArrangedSubview(_ view: View, at stackIndex: Int) {
    guard view !== self, !isDescendant(of: view) else { return }
    if let old = arrangedSubviews.firstIndex(where: { $0 === view }) {
      arrangedSubviews.remove(at: old)
    } else if view.superview !== self {
      // Turned off before the view joins: UIKit makes a mask's constraints only in the
      // next update-constraints pass, after the stack has turned them off, so a size
      // given before arranging conflicts with nothing (UIKitBehaviour.md §82).
      let translated = view.translatesAutoresizingMaskIntoConstraints
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
      guard view.superview === self else {
        view.translatesAutoresizingMaskIntoConstraints = translated
        return
      }
    }
    view.translatesAutoresizingMaskIntoConstraints = false
    arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
    updateArrangement()
  }

  /// Stops arranging `view`. As in UIKit it stays a subview (remove it from the
  /// superview too if it should disappear); its stack constraints are removed.
  public func removeArrangedSubview(_ view: View) {
    guard let i = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
    arrangedSubviews.remove(at: i)
    customSpacings[ObjectIdentifier(view)] = nil
    proportionalSizes[ObjectIdentifier(view)] = nil
    updateArrangement()
  }

  /// Sets the gap after `arrangedSubview` (``spacingUseDefault`` returns to
  /// ``spacing``; ``spacingUseSystem`` means 8 pt). Ignored for views that are not
  /// arranged, as in UIKit. A gap after a hidden view is not used.
  public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
    guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
    let id = ObjectIdentifier(arrangedSubview)
    let old = customSpacings[id]
    customSpacings[id] = spacing == StackView.spacingUseDefault ? nil : spacing
    if customSpacings[id] != old { updateArrangement() }
  }

  /// The custom gap after `arrangedSubview`, or ``spacingUseDefault`` when none is
  /// set.
  public func customSpacing(after arrangedSubview: View) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.spacingUseDefault
  }

  /// Adds a view to the arranged list during initialisation (no regeneration).
  private func appendArranged(_ view: View) {
    guard view !== self, !isDescendant(of: view),
      !arrangedSubviews.contains(where: { $0 === view })
    else { return }
    if view.superview !== self { addSubview(view) }
    guard view.superview === self else { return }
    view.translatesAutoresizingMaskIntoConstraints = false
    arrangedSubviews.append(view)
  }

  // MARK: UIView overrides

  /// `UIStackView` for this class, `Module.Class` for subclasses.
  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.StackView" ? "UIStackView" : name
  }

  /// The first visible arranged view (its first baseline is the stack's), or the
  /// stack itself when none is visible.
  open override var forFirstBaselineLayout: View {
    arrangedSubviews.first { !$0.isHidden } ?? self
  }

  /// The last visible arranged view (its last baseline is the stack's), or the
  /// stack itself when none is visible.
  open override var forLastBaselineLayout: View {
    arrangedSubviews.last { !$0.isHidden } ?? self
  }

  /// Regenerates the stack's constraints (a no-op when nothing changed; picks up
  /// new intrinsic sizes for fill-proportionally), then calls `super`.
  open override func updateConstraints() {
    updateArrangement()
    super.updateConstraints()
  }

  /// An arranged view leaving the stack (removed from it, or moved to another
  /// superview) stops being arranged, as in UIKit.
  open override func willRemoveSubview(_ subview: View) {
    super.willRemoveSubview(subview)
    guard let i = arrangedSubviews.firstIndex(where: { $0 === subview }) else { return }
    arrangedSubviews.remove(at: i)
    customSpacings[ObjectIdentifier(subview)] = nil
    proportionalSizes[ObjectIdentifier(subview)] = nil
    updateArrangement()
  }

  /// An arranged view was hidden or shown: it collapses or comes back.
  override func subviewVisibilityDidChange(_ subview: View) {
    super.subviewVisibilityDidChange(subview)
    if arrangedSubviews.contains(where: { $0 === subview }) { updateArrangement() }
  }

  /// An arranged view turned its mask translation on or off: the stack's required
  /// constraints on it yield to the mask's, or stop yielding (UIKitBehaviour.md §53).
  override func subviewMaskTranslationDidChange(_ subview: View) {
    super.subviewMaskTranslationDidChange(subview)
    if arrangedSubviews.contains(where: { $0 === subview }) { updateArrangement() }
  }

  /// An arranged view's intrinsic size was invalidated: fill-proportionally
  /// re-reads the proportions; a view that became (or stopped being) a multi-line
  /// label changes the text-width disambiguation.
  override func subviewIntrinsicContentSizeDidChange(_ subview: View) {
    super.subviewIntrinsicContentSizeDidChange(subview)
    guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
    // Proportions read intrinsic sizes; text-width disambiguation depends on which
    // views are multi-line labels. Other changes need no new constraints.
    let wasMultiline = multilineLabels.contains(ObjectIdentifier(subview))
    if distribution == .fillProportionally || wasMultiline != subview.intrinsicHeightDependsOnWidth {
      updateArrangement()
    }
  }
}
