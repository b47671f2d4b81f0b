import Foundation

extension ScrollView {
  /// The insets the offset range and ``scrollRectToVisible(_:animated:)`` use:
  /// ``contentInset`` plus the part of ``View/safeAreaInsets`` that
  /// ``contentInsetAdjustmentBehavior`` adds (UIKitBehaviour.md §7.2), per edge.
  ///
  /// - `.never`: nothing; `.always`: the safe-area insets on every edge.
  /// - `.scrollableAxes`: top/bottom only if the content is taller than the bounds
  ///   (or ``alwaysBounceVertical``); left/right only if it is wider (or
  ///   ``alwaysBounceHorizontal``).
  /// - `.automatic`: like `.scrollableAxes`, but top/bottom are always adjusted when
  ///   the nearest view controller is inside a ``NavigationController`` or
  ///   ``TabBarController`` (or ``adjustsForNavigationBars`` says so for a hierarchy
  ///   built without one) and its `automaticallyAdjustsScrollViewInsets` is true (its
  ///   default).
  public var adjustedContentInset: EdgeInsets {
    let portion = safeAreaPortion
    return EdgeInsets(
      top: contentInset.top + portion.top, left: contentInset.left + portion.left,
      bottom: contentInset.bottom + portion.bottom, right: contentInset.right + portion.right)
  }

  /// The view controller owning the nearest view at or above this one, if any.
  var nearestOwningController: ViewController? {
    var v: View? = self
    while let current = v {
      if let c = current.owningViewController { return c }
      v = current.superview
    }
    return nil
  }

  /// Whether `.automatic` adjusts the top and bottom as "in a navigation controller":
  /// the nearest view controller is inside a ``NavigationController`` or a
  /// ``TabBarController`` (UIKitBehaviour.md §40), or ``adjustsForNavigationBars`` says
  /// so, and that controller's `automaticallyAdjustsScrollViewInsets` is true (true
  /// when no controller owns a view above this one). One walk up for both.
  var adjustsVerticallyAsInBarContainer: Bool {
    let owner = nearestOwningController
    let inContainer =
      adjustsForNavigationBars
      || (owner?.parent.map { $0.navigationController != nil || $0.tabBarController != nil } ?? false)
    return inContainer && (owner?.automaticallyAdjustsScrollViewInsets ?? true)
  }

  /// The part of the safe-area insets that joins ``contentInset`` (UIKitBehaviour.md §7.2).
  var safeAreaPortion: EdgeInsets {
    let safe = safeAreaInsets
    if safe == .zero { return .zero }
    let size = contentSize
    let verticallyScrollable = size.height > bounds.height || alwaysBounceVertical
    let horizontallyScrollable = size.width > bounds.width || alwaysBounceHorizontal
    let vertical: Bool
    let horizontal: Bool
    switch contentInsetAdjustmentBehavior {
    case .never: return .zero
    case .always: return safe
    case .scrollableAxes:
      vertical = verticallyScrollable
      horizontal = horizontallyScrollable
    case .automatic:
      vertical = verticallyScrollable || adjustsVerticallyAsInBarContainer
      horizontal = horizontallyScrollable
    }
    return EdgeInsets(
      top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
      bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
  }

  /// The insets a renderer draws the vertical indicator within:
  /// ``verticalScrollIndicatorInsets`` plus the safe-area portion of
  /// ``adjustedContentInset`` when ``automaticallyAdjustsScrollIndicatorInsets``
  /// (UIKitBehaviour.md §7.2).
  public var effectiveVerticalScrollIndicatorInsets: EdgeInsets {
    indicatorInsets(verticalScrollIndicatorInsets)
  }

  /// The same for the horizontal indicator.
  public var effectiveHorizontalScrollIndicatorInsets: EdgeInsets {
    indicatorInsets(horizontalScrollIndicatorInsets)
  }

  private func indicatorInsets(_ own: EdgeInsets) -> EdgeInsets {
    guard automaticallyAdjustsScrollIndicatorInsets else { return own }
    let p = safeAreaPortion
    return EdgeInsets(
      top: own.top + p.top, left: own.left + p.left, bottom: own.bottom + p.bottom, right: own.right + p.right)
  }

  /// The smallest content offset at rest: (−adjusted left, −adjusted top)
  /// (UIKitBehaviour.md §7.3).
  public var minimumContentOffset: CGPoint {
    let inset = adjustedContentInset
    return CGPoint(x: -inset.left, y: -inset.top)
  }

  /// The largest content offset at rest, per axis
  /// `max(min, contentSize + adjusted far inset − bounds size)` (UIKitBehaviour.md §7.3);
  /// equal to ``minimumContentOffset`` when the content is smaller than the viewport.
  public var maximumContentOffset: CGPoint {
    let inset = adjustedContentInset
    let size = contentSize
    return CGPoint(
      x: max(-inset.left, size.width + inset.right - bounds.width),
      y: max(-inset.top, size.height + inset.bottom - bounds.height))
  }

  /// `offset` brought into [``minimumContentOffset``, ``maximumContentOffset``] per
  /// axis; the top/left bound wins when the range is empty (UIKitBehaviour.md §7.3).
  public func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
    let lo = minimumContentOffset
    let hi = maximumContentOffset
    return CGPoint(
      x: max(lo.x, min(offset.x, max(lo.x, hi.x))), y: max(lo.y, min(offset.y, max(lo.y, hi.y))))
  }

  /// Brings the offset to the nearest bound of its range if the adjusted insets, the
  /// content size or the bounds size changed since the last check and the offset
  /// is now outside; an offset inside the range stays (UIKitBehaviour.md §7.3 [obs]).
  /// Called when ``contentInset`` or ``contentSize`` is set and at the end of
  /// ``layoutSubviews()``. Offsets set in code are never clamped by themselves.
  /// [choice] A bounds-size change (rotation, resize) counts as a range change.
  ///
  /// Before that, an offset resting at the old top (or left) end of the range follows
  /// the new end when the safe-area part of the adjusted inset changed, so a scroll
  /// view shown at its top stays at its top under a bar, a notch or after a rotation
  /// (UIKitBehaviour.md §77). Not while dragging or decelerating.
  func adjustOffsetIfRangeChanged() {
    let portion = safeAreaPortion
    let inputs = (
      inset: adjustedContentInset, safePortion: portion, contentSize: contentSize, boundsSize: bounds.size
    )
    if let last = lastRangeInputs, last.inset == inputs.inset, last.contentSize == inputs.contentSize,
      last.boundsSize == inputs.boundsSize
    {
      return
    }
    let insetChanged = lastRangeInputs.map { $0.inset != inputs.inset } ?? (inputs.inset != .zero)
    // Before the first check the offset rested against the app's own insets alone.
    let old =
      lastRangeInputs
      ?? (inset: contentInset, safePortion: EdgeInsets.zero, contentSize: contentSize, boundsSize: bounds.size)
    lastRangeInputs = inputs
    if insetChanged {
      adjustedContentInsetDidChange()
      delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }
    if old.safePortion != portion, !isDragging, !isDecelerating {
      var pinned = contentOffset
      if pinned.y == -old.inset.top { pinned.y = -inputs.inset.top }
      if pinned.x == -old.inset.left { pinned.x = -inputs.inset.left }
      if pinned != contentOffset { contentOffset = pinned }
    }
    let clamped = clampedContentOffset(contentOffset)
    if clamped != contentOffset { contentOffset = clamped }
  }
}
