import Foundation
import LayoutSolver

/// The width of `readableContentGuide` [choice]: 672 pt, the width UIKit gives at
/// the default Dynamic Type size; narrower margins win.
let readableContentWidth: CGFloat = 672

extension LayoutEngine {
  /// Returns a view's built-in guide, installing its constraints on first use.
  ///
  /// Margins guide: `'UIView-leftMargin-guide-constraint'` (`H:|-(8)-[guide]`) and
  /// the right/top/bottom ones, constants = the effective margins (UIKitBehaviour.md §6).
  /// Safe-area guide: `'UIViewSafeAreaLayoutGuide-left'` etc., constants = the
  /// safe-area insets. Readable guide: inside the margins, centred, at most
  /// ``readableContentWidth`` wide.
  @discardableResult
  func installSystemGuide(_ kind: LayoutGuide.SystemKind, of view: View) -> LayoutGuide {
    let guide: LayoutGuide
    switch kind {
    case .layoutMargins:
      guide = view.systemMarginsGuide
      view.hasMarginsGuide = true
    case .safeArea:
      guide = view.systemSafeAreaGuide
      view.hasSafeAreaGuide = true
    case .keyboard:
      guide = view.systemKeyboardGuide
      view.hasKeyboardGuide = true
    default:
      guide = view.systemReadableGuide
      view.hasReadableGuide = true
    }
    guard generated.constraints(of: guide) == nil else { return guide }
    generated.setConstraints([], of: guide)
    frames.invalidate()  // mark first: building may ask for the margins guide again
    var list: [LayoutConstraint] = []
    switch kind {
    case .keyboard:
      list = [
        LayoutConstraint(unchecked: guide, .left, .equal, view, .left, identifier: "UIKeyboardLayoutGuide-left"),
        LayoutConstraint(unchecked: view, .right, .equal, guide, .right, identifier: "UIKeyboardLayoutGuide-right"),
        LayoutConstraint(unchecked: view, .bottom, .equal, guide, .bottom, identifier: "UIKeyboardLayoutGuide-bottom"),
        LayoutConstraint(
          unchecked: guide, .height, .equal, nil, .notAnAttribute, constant: keyboardGuideHeight(of: view),
          identifier: "UIKeyboardLayoutGuide-height"),
      ]
      generated.guidesFollowSolution(of: view)
    case .layoutMargins, .safeArea:
      let insets = kind == .layoutMargins ? effectiveMargins(of: view) : safeAreaInsets(of: view)
      let prefix = kind == .layoutMargins ? "UIView-" : "UIViewSafeAreaLayoutGuide-"
      let suffix = kind == .layoutMargins ? "Margin-guide-constraint" : ""
      list = [
        LayoutConstraint(
          unchecked: guide, .left, .equal, view, .left, constant: insets.left, identifier: prefix + "left" + suffix),
        LayoutConstraint(
          unchecked: view, .right, .equal, guide, .right, constant: insets.right, identifier: prefix + "right" + suffix),
        LayoutConstraint(
          unchecked: guide, .top, .equal, view, .top, constant: insets.top, identifier: prefix + "top" + suffix),
        LayoutConstraint(
          unchecked: view, .bottom, .equal, guide, .bottom, constant: insets.bottom,
          identifier: prefix + "bottom" + suffix),
      ]
      generated.guidesFollowSolution(of: view)
    default:
      let margins = installSystemGuide(.layoutMargins, of: view)
      let low = LayoutConstraint(
        unchecked: guide, .width, .equal, margins, .width, priority: LayoutPriority(999),
        identifier: "UIViewReadableContentGuide-width")
      list = [
        LayoutConstraint(unchecked: guide, .top, .equal, margins, .top, identifier: "UIViewReadableContentGuide-top"),
        LayoutConstraint(
          unchecked: guide, .bottom, .equal, margins, .bottom, identifier: "UIViewReadableContentGuide-bottom"),
        LayoutConstraint(
          unchecked: guide, .centerX, .equal, margins, .centerX, identifier: "UIViewReadableContentGuide-centerX"),
        LayoutConstraint(
          unchecked: guide, .width, .lessThanOrEqual, margins, .width, identifier: "UIViewReadableContentGuide-fit"),
        LayoutConstraint(
          unchecked: guide, .width, .lessThanOrEqual, nil, .notAnAttribute, constant: readableContentWidth,
          identifier: "UIViewReadableContentGuide-readableWidth"),
        low,
      ]
    }
    generated.setConstraints(list, of: guide)
    for c in list { add(c) }
    return guide
  }

  /// The content and frame guides of a scroll view (UIKitBehaviour.md §7.1): the frame
  /// guide is the scroll view's frame; the content guide's origin is the content
  /// origin (the scroll view's layout origin), its size the content size, which
  /// descendants' constraints determine. An undetermined size is a free parameter
  /// of the solver, which reads 0 [choice]; no fallback constraint pins it, because
  /// one at any priority would be re-optimised by every change to the content (a
  /// simplex pivot per label added, measured).
  func installScrollGuides(_ scroll: ScrollView) {
    let content = scroll.contentLayoutGuide
    let frame = scroll.frameLayoutGuide
    for g in [content, frame] where generated.constraints(of: g) == nil {
      var list: [LayoutConstraint]
      if g === frame {
        list = [
          LayoutConstraint(
            unchecked: frame, .left, .equal, scroll, .left, identifier: "UIScrollView-frameLayoutGuide-left"),
          LayoutConstraint(
            unchecked: frame, .top, .equal, scroll, .top, identifier: "UIScrollView-frameLayoutGuide-top"),
          LayoutConstraint(
            unchecked: frame, .width, .equal, scroll, .width, identifier: "UIScrollView-frameLayoutGuide-width"),
          LayoutConstraint(
            unchecked: frame, .height, .equal, scroll, .height, identifier: "UIScrollView-frameLayoutGuide-height"),
        ]
      } else {
        list = [
          LayoutConstraint(
            unchecked: content, .left, .equal, scroll, .left, identifier: "UIScrollView-contentLayoutGuide-left"),
          LayoutConstraint(
            unchecked: content, .top, .equal, scroll, .top, identifier: "UIScrollView-contentLayoutGuide-top"),
        ]
      }
      generated.setConstraints(list, of: g)
      for c in list { add(c) }
    }
  }

  /// The margins a view's margins guide is inset by: its directional margins for
  /// its layout direction, plus its safe-area insets when it insets margins from
  /// the safe area, and at least what reaches in from the superview's margins when
  /// it preserves them (UIKitBehaviour.md §6).
  func effectiveMargins(of view: View) -> EdgeInsets {
    var m = view.directionalLayoutMargins.edgeInsets(for: view.effectiveUserInterfaceLayoutDirection)
    if view.insetsLayoutMarginsFromSafeArea {
      let s = safeAreaInsets(of: view)
      m.top += s.top
      m.left += s.left
      m.bottom += s.bottom
      m.right += s.right
    }
    if view.preservesSuperviewLayoutMargins, let parent = view.superview, generation > 0 {
      let pm = effectiveMargins(of: parent)
      let r = solvedRect(view)
      let p = solvedRect(parent)
      m.left = max(m.left, pm.left - (r.minX - p.minX))
      m.right = max(m.right, pm.right - (p.maxX - r.maxX))
      m.top = max(m.top, pm.top - (r.minY - p.minY))
      m.bottom = max(m.bottom, pm.bottom - (p.maxY - r.maxY))
    }
    return m
  }

  /// A view's safe-area insets: the root's are injected
  /// (``View/deviceSafeAreaInsets``); a descendant's are the part of its rectangle
  /// inside the root's unsafe edges (known once solved, and while the first solution
  /// is being applied: `layoutSubviews` / `viewDidLayoutSubviews` of the first pass
  /// read them, as in UIKit).
  func safeAreaInsets(of view: View) -> EdgeInsets {
    // Read once: each read of the unowned `root` is a checked retain and a release.
    let root = self.root
    if view === root { return root.deviceSafeAreaInsets }
    guard generation > 0 || isApplyingLayout else { return .zero }
    // No unsafe edge at the root and no holder in the hierarchy (a cell's): nothing
    // is unsafe. Else, no holder on the short way up: nothing is unsafe either.
    // Walked directly for a few levels, which costs less than the holders' memo
    // (emptied at every solve); a deeper view takes the memo, so a pass over a deep
    // chain stays linear.
    if root.deviceSafeAreaInsets == .zero {
      if hierarchyHasNoSafeAreaHolder() { return .zero }
      var v: View? = view
      var steps = 0
      while let x = v, x !== root, steps < Self.directSafeAreaWalk, !SafeAreaHolders.isHolder(x) {
        v = x.superview
        steps += 1
      }
      if v === root { return .zero }
    }
    // The region whose edges are unsafe: the root's, then, going down, each child view
    // controller's view with additional safe-area insets (UIKit: a child's safe area is
    // the part of its parent's safe area it covers, plus its own additional insets).
    // The holders above the view, innermost first (a memo: walking to the root for
    // every view made a pass over a deep hierarchy quadratic).
    var chain: [View] = []
    var next = nearestSafeAreaHolder(of: view)
    while let holder = next {
      chain.append(holder)
      guard let parent = holder.superview else { break }
      next = nearestSafeAreaHolder(of: parent)
    }
    // No unsafe region anywhere (a cell's hierarchy): nothing to read from the solution.
    if chain.isEmpty && root.deviceSafeAreaInsets == .zero { return .zero }
    var outer = solvedRect(root)
    var safe = outer.inset(by: root.deviceSafeAreaInsets)
    for holder in chain.reversed() {
      let r = solvedRect(holder)
      let base = Self.covered(r, outer: outer, safe: safe)
      let extra = holder.owningViewController?.effectiveAdditionalSafeAreaInsets ?? .zero
      let own = EdgeInsets(
        top: base.top + extra.top, left: base.left + extra.left, bottom: base.bottom + extra.bottom,
        right: base.right + extra.right)
      if holder === view { return own }
      outer = r
      safe = r.inset(by: own)
    }
    return Self.covered(solvedRect(view), outer: outer, safe: safe)
  }

  /// How many levels ``safeAreaInsets(of:)`` walks up directly, looking for a holder,
  /// before it takes the holders' memo.
  static let directSafeAreaWalk = 16

  /// The part of `r` the unsafe strips between `outer` and `safe` cover, per edge
  /// (UIKitBehaviour.md §6): a view reaching past `outer` (a tall scroll content view)
  /// gets no more than the strip, or its margins would feed its own height back.
  static func covered(_ r: CGRect, outer: CGRect, safe: CGRect) -> EdgeInsets {
    EdgeInsets(
      top: max(0, min(r.maxY, safe.minY) - max(r.minY, outer.minY)),
      left: max(0, min(r.maxX, safe.minX) - max(r.minX, outer.minX)),
      bottom: max(0, min(r.maxY, outer.maxY) - max(r.minY, safe.maxY)),
      right: max(0, min(r.maxX, outer.maxX) - max(r.minX, safe.maxX)))
  }

  /// Moves the constants of a view's margins and safe-area guides to what the
  /// current solution implies. Returns whether any moved.
  func refreshGuideConstants(of view: View) -> Bool {
    var changed = false
    for (kind, guide) in [
      (LayoutGuide.SystemKind.layoutMargins, view.hasMarginsGuide ? view.systemMarginsGuide : nil),
      (.safeArea, view.hasSafeAreaGuide ? view.systemSafeAreaGuide : nil),
    ] {
      guard let guide, let list = generated.constraints(of: guide), list.count == 4 else { continue }
      let insets = kind == .layoutMargins ? effectiveMargins(of: view) : safeAreaInsets(of: view)
      let values = [insets.left, insets.right, insets.top, insets.bottom]
      // One inset value, set as one change: with the left margin moved and the right
      // one not yet, a view centred between both margins conflicts for a moment only
      // (UIKitBehaviour.md §21).
      changingConstantsTogether {
        for (c, v) in zip(list, values) where c.storedConstant != v {
          setGeneratedConstant(c, v)
          changed = true
        }
      }
    }
    if view.hasKeyboardGuide, let list = generated.constraints(of: view.systemKeyboardGuide), list.count == 4 {
      let height = keyboardGuideHeight(of: view)
      if list[3].storedConstant != height {
        setGeneratedConstant(list[3], height)
        changed = true
      }
    }
    return changed
  }

  /// The height of a view's keyboard layout guide (UIKitBehaviour.md §7.6): the part of the
  /// view the docked keyboard covers (``View/keyboardFrame`` on the root, in the root's
  /// coordinates); with no keyboard over the view, the view's bottom safe-area inset
  /// when the guide `usesBottomSafeArea` (the default), else 0.
  func keyboardGuideHeight(of view: View) -> CGFloat {
    let guide = view.systemKeyboardGuide
    let r = generation > 0 ? solvedRect(view) : .zero
    if let keyboard = root.storedKeyboardFrame, !keyboard.isEmpty {
      let top = max(r.minY, keyboard.minY)
      let covered = max(0, min(r.maxY, keyboard.maxY) - top)
      if covered > 0 { return covered }
    }
    return guide.usesBottomSafeArea ? safeAreaInsets(of: view).bottom : 0
  }
}
