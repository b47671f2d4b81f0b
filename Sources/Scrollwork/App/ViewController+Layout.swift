import Foundation

/// What the legacy `topLayoutGuide` and `bottomLayoutGuide` are (`UILayoutSupport`):
/// something with a length and vertical anchors.
public protocol LayoutSupport: AnyObject {
  /// The guide's height: the safe-area inset it stands for.
  var length: CGFloat { get }
  /// The guide's top edge.
  var topAnchor: LayoutYAxisAnchor { get }
  /// The guide's bottom edge.
  var bottomAnchor: LayoutYAxisAnchor { get }
  /// The guide's height.
  var heightAnchor: LayoutDimension { get }
}

/// The guide behind a view controller's `topLayoutGuide` or `bottomLayoutGuide`: since
/// iOS 11 the band between the view's edge and its safe area (top: view top to
/// safe-area top; bottom: safe-area bottom to view bottom), full width.
public final class LayoutSupportGuide: LayoutGuide, LayoutSupport {
  let isTop: Bool

  init(isTop: Bool) {
    self.isTop = isTop
    super.init()
    identifier = isTop ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
  }

  /// The top or bottom safe-area inset of the owning view.
  public var length: CGFloat {
    guard let view = owningView else { return 0 }
    return isTop ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
  }
}

extension ViewController {
  /// Insets added to the view's safe area (default zero). For a window's root view
  /// controller the window adds them to the device's insets; for a child controller
  /// its view's safe area is the part of its parent's safe area it covers plus these,
  /// and its subviews measure theirs from that.
  public var additionalSafeAreaInsets: EdgeInsets {
    get { storedAdditionalSafeAreaInsets }
    set {
      guard newValue != storedAdditionalSafeAreaInsets else { return }
      storedAdditionalSafeAreaInsets = newValue
      safeAreaExtrasDidChange()
    }
  }

  /// What the view's safe area adds to the part of its parent's it covers: the
  /// ``additionalSafeAreaInsets`` plus the bars of a containing navigation or tab bar
  /// controller that overlap the view (UIKitBehaviour.md §40).
  var effectiveAdditionalSafeAreaInsets: EdgeInsets {
    let a = storedAdditionalSafeAreaInsets
    let b = storedBarSafeAreaInsets
    return EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
  }

  /// Sets the insets a container's bars add to this controller's safe area.
  func setBarSafeAreaInsets(_ insets: EdgeInsets) {
    guard insets != storedBarSafeAreaInsets else { return }
    storedBarSafeAreaInsets = insets
    safeAreaExtrasDidChange()
  }

  private func safeAreaExtrasDidChange() {
    storedView?.invalidateFittingEnginesInAndAbove()
    storedView?.rootEngine?.safeAreaHoldersDidChange()
    hostWindow?.applySafeArea()
    if parent != nil, let view = storedView {
      view.marginsDidChange()
      view.setNeedsLayout()
    }
  }

  /// The least margins UIKit gives the root view's sides (UIKitBehaviour.md §6): 16 pt
  /// leading and trailing in a compact width, 20 pt in a regular width, 0 top and bottom.
  public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
    let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
    return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// Whether the root view's margins are at least ``systemMinimumLayoutMargins``
  /// (default true). The view's own margins start at zero, so by default its
  /// margins are the system minimum (plus the safe area, measured from it).
  public var viewRespectsSystemMinimumLayoutMargins: Bool {
    get { storedRespectsMinimumMargins }
    set {
      storedRespectsMinimumMargins = newValue
      updateMinimumMargins()
    }
  }

  /// Whether scroll views in the view get their top and bottom adjusted "as in a
  /// navigation controller" (default true). Since iOS 11 this only matters for
  /// `.automatic` scroll views with ``ScrollView/adjustsForNavigationBars``; false makes
  /// them behave as `.scrollableAxes` (UIKit's header: "for backward compatibility
  /// will also adjust the top & bottom contentInset when the scroll view is owned by a
  /// view controller with automaticallyAdjustsScrollViewInsets = YES inside a
  /// navigation controller"). Deprecated in UIKit; kept for ported code.
  public var automaticallyAdjustsScrollViewInsets: Bool {
    get { storedAutomaticallyAdjustsScrollViewInsets }
    set {
      storedAutomaticallyAdjustsScrollViewInsets = newValue
      storedView?.setNeedsLayout()
    }
  }

  /// The legacy guide from the view's top to the top of its safe area (iOS 7–10's
  /// "under the status bar"; since iOS 11 the safe area). Pin content to its
  /// `bottomAnchor`. Loads the view.
  public var topLayoutGuide: LayoutSupportGuide {
    if let g = storedTopLayoutGuide { return g }
    let g = makeLayoutSupportGuide(top: true)
    storedTopLayoutGuide = g
    return g
  }

  /// The legacy guide from the bottom of the safe area to the view's bottom. Pin
  /// content to its `topAnchor`. Loads the view.
  public var bottomLayoutGuide: LayoutSupportGuide {
    if let g = storedBottomLayoutGuide { return g }
    let g = makeLayoutSupportGuide(top: false)
    storedBottomLayoutGuide = g
    return g
  }

  private func makeLayoutSupportGuide(top: Bool) -> LayoutSupportGuide {
    let g = LayoutSupportGuide(isTop: top)
    let v: View = view
    v.addLayoutGuide(g)
    let safe = v.safeAreaLayoutGuide
    let list = [
      g.leadingAnchor.constraint(equalTo: v.leadingAnchor),
      g.trailingAnchor.constraint(equalTo: v.trailingAnchor),
      top ? g.topAnchor.constraint(equalTo: v.topAnchor) : g.topAnchor.constraint(equalTo: safe.bottomAnchor),
      top ? g.bottomAnchor.constraint(equalTo: safe.topAnchor) : g.bottomAnchor.constraint(equalTo: v.bottomAnchor),
    ]
    for c in list {
      c.identifier = top ? "_UILayoutSupportConstraint-top" : "_UILayoutSupportConstraint-bottom"
      c.isActive = true
    }
    return g
  }

  /// Gives the view the system minimum margins for the current traits.
  func updateMinimumMargins() {
    guard let v = storedView else { return }
    let minimum = storedRespectsMinimumMargins ? systemMinimumLayoutMargins : nil
    guard v.controllerMinimumMargins != minimum else { return }
    v.controllerMinimumMargins = minimum
    v.marginsDidChange()
  }

  /// Runs a layout of the view between `viewWillLayoutSubviews()` and
  /// `viewDidLayoutSubviews()`, first telling the controller about changed safe-area
  /// insets or margins.
  func layoutView(_ body: () -> Void) {
    noteInsetChanges(notify: true)
    viewWillLayoutSubviews()
    body()
    viewDidLayoutSubviews()
  }

  /// Compares the view's safe-area insets and margins with those last seen and, when
  /// `notify`, calls `viewSafeAreaInsetsDidChange()` / `viewLayoutMarginsDidChange()`
  /// for a change. Before the first solve the insets are not known: nothing happens.
  func noteInsetChanges(notify: Bool) {
    guard let v = storedView, let engine = v.rootEngine, engine.generation > 0 else { return }
    let safe = v.safeAreaInsets
    let safeChanged = lastSafeAreaInsets.map { $0 != safe } ?? false
    lastSafeAreaInsets = safe
    let margins = v.layoutMargins
    let marginsChanged = lastLayoutMargins.map { $0 != margins } ?? false
    lastLayoutMargins = margins
    guard notify else { return }
    if safeChanged { viewSafeAreaInsetsDidChange() }
    if marginsChanged { viewLayoutMarginsDidChange() }
  }
}

extension View {
  /// `layoutSubviews()`, wrapped in the owning view controller's layout callbacks.
  /// Called by the layout pass.
  func layoutSubviewsNotifyingController() {
    noteSafeAreaChange()
    guard let controller = owningViewController else {
      layoutSubviews()
      return
    }
    controller.layoutView { layoutSubviews() }
  }

  /// `updateConstraints()`, or the owning view controller's `updateViewConstraints()`
  /// (which calls it). Called by the update-constraints pass.
  func updateConstraintsNotifyingController() {
    if let controller = owningViewController {
      controller.updateViewConstraints()
    } else {
      updateConstraints()
    }
  }
}

extension View {
  /// Calls ``safeAreaInsetsDidChange()`` when the insets differ from those seen at
  /// the view's previous layout (the first layout only records them, unless they are
  /// already non-zero, as UIKit announces a view's first non-zero safe area).
  func noteSafeAreaChange() {
    let insets = safeAreaInsets
    let previous = lastSeenSafeAreaInsets ?? .zero
    lastSeenSafeAreaInsets = insets
    if insets != previous { safeAreaInsetsDidChange() }
  }
}
