import Foundation

/// A view whose bounds origin (the content offset) scrolls its content: UIKit's
/// `UIScrollView`.
///
/// Edges of the scroll view related to its descendants mean the content area;
/// width, height and centers mean the frame (UIKitBehaviour.md §7.1). The
/// ``contentLayoutGuide`` and ``frameLayoutGuide`` say it explicitly. The content
/// size comes from the constraints of the content unless none determine it.
open class ScrollView: View {
  /// The content rectangle: origin (0, 0) in content coordinates, size = content size.
  public private(set) lazy var contentLayoutGuide = LayoutGuide(system: .scrollContent, owner: self)
  /// The scroll view's frame, for content that must not scroll.
  public private(set) lazy var frameLayoutGuide = LayoutGuide(system: .scrollFrame, owner: self)

  var explicitContentSize: CGSize?
  /// The content size of the last layout pass, kept when the scroll view leaves it.
  var lastSolvedContentSize: CGSize?

  /// Where the content's origin is shown: the bounds origin.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds = CGRect(origin: newValue, size: bounds.size) }
  }

  /// The size of the content: solved from the content layout guide after layout, or
  /// the value set explicitly when no constraint determines it. The solved value is
  /// read during a layout pass too (the first one included), so that insets set in a
  /// superview's `layoutSubviews()` meet the real size (UIKitBehaviour.md §7.3). Setting
  /// it brings an offset outside the new range to the nearest bound.
  open var contentSize: CGSize {
    get {
      if let engine = rootEngine, engine.generation > 0 || engine.isApplyingLayout {
        // In whole device pixels, each edge rounded as frames are (UIKitBehaviour.md §7.1),
        // so the content size equals the frame of content pinned to the guide's edges,
        // without solver noise (415.9999999999999).
        let r = engine.solvedRect(contentLayoutGuide.layoutVariables)
        let scale = contentScaleFactor > 0 ? contentScaleFactor : 1
        let px = LayoutEngine.pixels(x: r.minX, y: r.minY, width: r.width, height: r.height, scale: scale)
        let solved = CGSize(width: px.width / scale, height: px.height / scale)
        if solved != .zero || explicitContentSize == nil {
          lastSolvedContentSize = solved
          return solved
        }
      }
      // Out of a laid-out hierarchy (removed, or its root released) the size is the
      // last one the engine solved, as UIKit keeps a stored contentSize; frames stay too.
      return explicitContentSize ?? lastSolvedContentSize ?? .zero
    }
    set {
      explicitContentSize = newValue
      rootEngine?.explicitContentSizeDidChange(of: self)
      adjustOffsetIfRangeChanged()
    }
  }

  /// Insets around the content (default zero). Changing them brings an offset that
  /// falls outside the new range to the nearest bound (UIKitBehaviour.md §7.3; see
  /// ``adjustedContentInset`` and `ScrollView+Insets.swift`).
  open var contentInset: EdgeInsets = .zero {
    didSet { if contentInset != oldValue { adjustOffsetIfRangeChanged() } }
  }

  /// Whether `.automatic` adjustment treats this scroll view as the content view of a
  /// view controller inside a navigation or tab bar controller, so that its top and
  /// bottom always get the safe-area insets (UIKitBehaviour.md §7.2 [choice]; default false).
  open var adjustsForNavigationBars = false {
    didSet { adjustOffsetIfRangeChanged() }
  }

  /// Whether scrolling stops on multiples of the bounds size (default false,
  /// UIKitBehaviour.md §7.5; see `ScrollView+Paging.swift`).
  open var isPagingEnabled = false

  /// The fling speed, in points per millisecond (UIKit's unit for drag-end
  /// velocity), above which a paging drag moves one page in the fling direction
  /// (default 0.5).
  open var pagingVelocityThreshold: CGFloat = 0.5

  /// The content and indicator insets saved by the first `keyboardWillShow`, put
  /// back by `keyboardWillHide()`.
  var insetsBeforeKeyboard: (content: EdgeInsets, vertical: EdgeInsets, horizontal: EdgeInsets)?

  /// The inputs of the offset range when it was last checked (nil: never).
  var lastRangeInputs: (inset: EdgeInsets, safePortion: EdgeInsets, contentSize: CGSize, boundsSize: CGSize)?

  /// Sets the content offset (UIKit's `setContentOffset(_:animated:)`; not clamped,
  /// UIKitBehaviour.md §7.3). Headless, there is no animation: the offset is final at
  /// once, and when `animated` and the offset changed the delegate hears
  /// `scrollViewDidEndScrollingAnimation`, as at the end of UIKit's animation.
  open func setContentOffset(_ offset: CGPoint, animated: Bool) {
    let changed = offset != contentOffset
    contentOffset = offset
    if animated && changed { delegate?.scrollViewDidEndScrollingAnimation(self) }
  }

  /// The object told about scrolling (UIKit's `delegate`, held weakly).
  open weak var delegate: (any ScrollViewDelegate)?

  /// Called when ``adjustedContentInset`` changes (checked when insets or the
  /// content size are set and at each layout of the scroll view); override to
  /// react, as in UIKit. The delegate hears `scrollViewDidChangeAdjustedContentInset`
  /// right after.
  open func adjustedContentInsetDidChange() {}

  override func boundsOriginDidChange() {
    delegate?.scrollViewDidScroll(self)
  }

  // Flags UIKit code sets on scroll views; recorded for renderers (§7.7 defaults).

  /// Whether the vertical scroll indicator is drawn (default true).
  open var showsVerticalScrollIndicator = true
  /// Whether the horizontal scroll indicator is drawn (default true).
  open var showsHorizontalScrollIndicator = true
  /// Whether scrolling past the edges bounces back (default true).
  open var bounces = true
  /// Whether it bounces vertically even when the content is shorter (default false).
  /// It can change ``adjustedContentInset`` (§7.2), so a change re-checks the offset (§7.3).
  open var alwaysBounceVertical = false {
    didSet { if alwaysBounceVertical != oldValue { adjustOffsetIfRangeChanged() } }
  }
  /// Whether it bounces horizontally even when the content is narrower (default false).
  /// It can change ``adjustedContentInset`` (§7.2), so a change re-checks the offset (§7.3).
  open var alwaysBounceHorizontal = false {
    didSet { if alwaysBounceHorizontal != oldValue { adjustOffsetIfRangeChanged() } }
  }
  /// Whether the user may scroll (default true).
  open var isScrollEnabled = true
  /// The pull-to-refresh control (UIKit's `refreshControl`). It is kept, not placed:
  /// its geometry above the content is not modelled (UIKitBehaviour.md §41), and it
  /// is not among ``View/subviews``.
  open var refreshControl: RefreshControl?
  /// How quickly a fling slows down (`UIScrollView.DecelerationRate`).
  public struct DecelerationRate: RawRepresentable, Sendable, Hashable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// 0.998 (UIKitBehaviour.md §0).
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// 0.99.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }
  /// The deceleration rate (default `.normal`).
  open var decelerationRate: DecelerationRate = .normal
  /// How dragging dismisses the keyboard (`UIScrollView.KeyboardDismissMode`).
  public enum KeyboardDismissMode: Int, Sendable {
    case none = 0
    case onDrag, interactive
  }
  /// The keyboard dismiss mode (default `.none`).
  open var keyboardDismissMode: KeyboardDismissMode = .none

  /// The scroll indicators' style (`UIScrollView.IndicatorStyle`; renderers).
  public enum IndicatorStyle: Int, Sendable {
    case `default` = 0
    case black, white
  }
  /// The scroll indicators' style (default `.default`; drawing only).
  open var indicatorStyle: IndicatorStyle = .default
  /// Whether a tap on the status bar scrolls to the top (stored; headless there is no
  /// status bar to tap).
  open var scrollsToTop = true
  /// Whether touches are delayed to tell taps from scrolls (stored; no touches here).
  open var delaysContentTouches = true
  /// Whether touches in subviews may cancel into a scroll (stored; no touches here).
  open var canCancelContentTouches = true
  /// Whether a diagonal drag locks to one axis (stored; ``drag(by:velocity:)`` moves
  /// by the translation it is given).
  open var isDirectionalLockEnabled = false
  /// Whether a finger is on the content: true while ``drag(by:velocity:)`` plays.
  public internal(set) var isTracking = false
  /// Whether the content is being dragged: true while ``drag(by:velocity:)`` plays,
  /// until the finger lifts (UIKit's `isDragging`).
  public internal(set) var isDragging = false
  /// Whether the content moves on after a drag: true between
  /// `scrollViewWillBeginDecelerating` and `scrollViewDidEndDecelerating`.
  public internal(set) var isDecelerating = false

  /// Shows the scroll indicators briefly (drawing only: nothing to show headless).
  open func flashScrollIndicators() {}
  /// How safe-area insets join `contentInset` (`UIScrollView.ContentInsetAdjustmentBehavior`,
  /// UIKitBehaviour.md §7.2); see ``adjustedContentInset``.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic = 0
    case scrollableAxes, never, always
  }
  /// The adjustment behavior (default `.automatic`). A change moves
  /// ``adjustedContentInset`` at once, so it re-checks the offset as an inset change
  /// does (UIKitBehaviour.md §7.3, §82).
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { if contentInsetAdjustmentBehavior != oldValue { adjustOffsetIfRangeChanged() } }
  }
  /// Insets of the vertical scroll indicator.
  open var verticalScrollIndicatorInsets: EdgeInsets = .zero
  /// Insets of the horizontal scroll indicator.
  open var horizontalScrollIndicatorInsets: EdgeInsets = .zero
  /// Whether the safe-area portion of ``adjustedContentInset`` is added to the
  /// indicator insets too (default true; UIKitBehaviour.md §7.2). See
  /// ``effectiveVerticalScrollIndicatorInsets``.
  open var automaticallyAdjustsScrollIndicatorInsets = true
  /// Sets both indicator insets (the pre-iOS 13 property); reads the vertical one.
  open var scrollIndicatorInsets: EdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
  }

  /// UIKit's archive initializer (nothing is decoded).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    clipsToBounds = true
  }

  /// Applies the solved frames, then brings the offset into the range if the
  /// adjusted insets, content size or bounds size changed since the last check
  /// (UIKitBehaviour.md §7.3).
  open override func layoutSubviews() {
    super.layoutSubviews()
    adjustOffsetIfRangeChanged()
  }

  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.ScrollView" ? "UIScrollView" : name
  }
}
