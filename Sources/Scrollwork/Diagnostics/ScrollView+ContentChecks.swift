import Foundation

// The scroll view mistakes Interface Builder reports only on a Mac ("Scrollable
// content width/height is ambiguous", UIKitBehaviour.md §10), explained from the
// constraints, and the classic mistakes the tutorials describe (§7.1).

/// How one constraint touches a scroll view's content, seen from the scroll view.
struct ScrollContentPin {
  /// The scroll view's side: an edge of its content area, an edge of its frame
  /// guide, or a dimension of its content guide.
  enum Target { case contentEdge, frameEdge, contentDimension }

  let target: Target
  /// The scroll view's attribute (margins read as the plain edge).
  let attribute: LayoutAttribute
  /// The descendant view (a guide's owning view) on the other side.
  let view: View
  let constraint: LayoutConstraint
}

extension ScrollView {
  /// Every active constraint of the hierarchy between this scroll view (its edges,
  /// margins or guides) and one of its descendants, classified by what it means
  /// for the content (UIKitBehaviour.md §7.1: edges of the scroll view related to a
  /// descendant are the content area's edges; the frame guide's edges are the frame).
  /// - Complexity: O(constraints of the hierarchy).
  func contentPins() -> [ScrollContentPin] {
    var pins: [ScrollContentPin] = []
    var stack: [View] = [rootView]
    while let v = stack.popLast() {
      for c in v.constraints where c.isActive {
        if let pin = pin(c, mine: c.firstItem, c.firstAttribute, other: c.secondItem)
          ?? pin(c, mine: c.secondItem, c.secondAttribute, other: c.firstItem)
        {
          pins.append(pin)
        }
      }
      stack.append(contentsOf: v.subviews)
    }
    return pins
  }

  private func pin(_ c: LayoutConstraint, mine: AnyObject?, _ attribute: LayoutAttribute, other: AnyObject?)
    -> ScrollContentPin?
  {
    guard let otherView = LayoutConstraint.hostView(of: other), otherView !== self, otherView.isDescendant(of: self)
    else { return nil }
    let plain = attribute.withoutMargin
    let isEdge = [.left, .right, .top, .bottom, .leading, .trailing].contains(plain)
    if mine === self {
      return isEdge ? ScrollContentPin(target: .contentEdge, attribute: plain, view: otherView, constraint: c) : nil
    }
    if mine === contentLayoutGuide {
      if isEdge { return ScrollContentPin(target: .contentEdge, attribute: plain, view: otherView, constraint: c) }
      if plain.isDimension {
        return ScrollContentPin(target: .contentDimension, attribute: plain, view: otherView, constraint: c)
      }
    }
    if mine === frameLayoutGuide, isEdge {
      return ScrollContentPin(target: .frameEdge, attribute: plain, view: otherView, constraint: c)
    }
    return nil
  }

  /// Why the content's size is ambiguous along `axis`, and the fix:
  /// `scroll has ambiguous scrollable content height: the views between its content's
  /// top and bottom edges do not determine a height. Fix: add last.bottom ==
  /// content.bottom - 20`.
  ///
  /// The reasons, checked in order: no descendant pinned to either content edge; one
  /// edge unpinned (naming the view that should be pinned); a descendant's size tied
  /// to the content guide's own size (circular); a width that nothing outside the
  /// scroll view bounds (horizontal); the ambiguous descendants between the edges
  /// (`free` lists the hierarchy's ambiguity reports).
  ///
  /// The fix is `fixes` (the content guide's checked ``SuggestedConstraint``s) when
  /// there are any: `Fix: add A` or `Fix: add A and B`; the words of each reason
  /// otherwise. A reason never names as missing a constraint that exists: the
  /// missing-edge reason names the fix's view when the fix pins a view to that edge.
  func contentAmbiguityExplanation(axis: LayoutAxis, free: [AmbiguityReport], fixes: [SuggestedConstraint] = [])
    -> String
  {
    let name = AmbiguityReport.name(of: self)
    let vertical = axis == .vertical
    let dimension = vertical ? "height" : "width"
    let pins = contentPins()
    let edges = pins.filter { $0.target == .contentEdge && $0.attribute.axis == axis }
    let start = edges.filter { [.top, .left, .leading].contains($0.attribute) }
    let end = edges.filter { [.bottom, .right, .trailing].contains($0.attribute) }
    let startName = vertical ? "top" : "leading"
    let endName = vertical ? "bottom" : "trailing"
    let head = "\(name) has ambiguous scrollable content \(dimension): "
    let guide = "\(name).contentLayoutGuide"
    func describe(_ v: View) -> String { AmbiguityReport.name(of: v) }
    let checked = fixes.isEmpty ? nil : " Fix: add " + fixes.map(\.description).joined(separator: " and ")

    if start.isEmpty && end.isEmpty {
      let content = subviews.first.map(describe) ?? "the content view"
      return head + "no view inside it is pinned to its content's \(startName) or \(endName) edge."
        + (checked ?? " Fix: pin \(content).\(startName) and \(content).\(endName) to \(guide)")
    }
    if end.isEmpty || start.isEmpty {
      let missing = end.isEmpty ? endName : startName
      let pinned = fixes.first { $0.secondItem === contentLayoutGuide }?.firstItem as? View
      let last = (pinned ?? extremeDescendant(axis: axis, last: end.isEmpty)).map(describe) ?? "the last view"
      let which =
        end.isEmpty
        ? "the last view, \(last), needs a \(endName) constraint" : "\(last) needs a \(startName) constraint"
      return head + "nothing is pinned to its content's \(missing) edge (\(which))."
        + (checked ?? " Fix: pin \(last).\(missing) to \(guide).\(missing)")
    }
    if let circular = pins.first(where: { $0.target == .contentDimension && $0.attribute.axis == axis }) {
      let v = describe(circular.view)
      return head + "\(v).\(dimension) is tied to the content's own \(dimension), which the content is meant"
        + " to determine."
        + (checked ?? " Fix: tie \(v).\(dimension) to \(name).frameLayoutGuide.\(dimension), or give it a \(dimension)")
    }
    let inside = free.filter { r in
      guard let v = r.view ?? r.layoutGuide?.owningView else { return false }
      return v !== self && v.isDescendant(of: self) && r.isAmbiguous(for: axis)
    }
    if !vertical && inside.isEmpty
      || !vertical
        && inside.allSatisfy({ r in
          r.freedoms.allSatisfy { $0.attribute.axis != axis || $0.attribute == .width }
        })
    {
      let content = start.first.map { describe($0.view) } ?? "the content view"
      return head + "the content's width is not tied to anything outside the scroll view."
        + (checked
          ?? " Fix: pin \(content).width to \(name).frameLayoutGuide.width (vertical scrolling), or give the content a width")
    }
    if let first = inside.first {
      let advice = first.freedoms.filter { $0.attribute.axis == axis }.map(\.suggestion).joined(separator: "; ")
      return head + "the views between its content's \(startName) and \(endName) edges do not determine a \(dimension)."
        + (checked ?? " Fix: \(advice)")
    }
    return head + "its content's \(dimension) is not determined by the views inside it."
      + (checked ?? " Fix: give the content view a \(dimension), or chain the views from \(startName) to \(endName)")
  }

  /// The direct subview (the content's top level) that reaches furthest towards
  /// the end (bottom, trailing) of `axis` when `last`, else towards the start, by
  /// the current frames. A content view that holds everything is the one to pin.
  private func extremeDescendant(axis: LayoutAxis, last: Bool) -> View? {
    var best: View?
    var bestValue = -CGFloat.infinity
    for v in subviews {
      let f = v.frame
      let value: CGFloat = axis == .vertical ? (last ? f.maxY : -f.minY) : (last ? f.maxX : -f.minX)
      if value > bestValue + 1e-6 {
        best = v
        bestValue = value
      }
    }
    return best
  }

  /// The classic mistakes that still lay out, as warnings:
  /// - `scroll-content-pinned-to-frame`: a descendant pinned to the frame guide on
  ///   both edges of an axis along which the content scrolls (its content size is
  ///   larger than the scroll view's bounds) or has no determined size (an axis of
  ///   `undeterminedAxes`, or one along which no view inside relates to the content
  ///   area's edges or the content guide's size): it stays put while the content scrolls and gives the
  ///   content no size in that axis. Along an axis whose content size is determined
  ///   and fits the bounds nothing scrolls, and pinning to the frame guide is the
  ///   usual way to keep the content at the scroll view's width (UIKitBehaviour.md
  ///   §83).
  /// - `scroll-content-label-unbounded`: a multi-line label wider than the scroll
  ///   view, because nothing bounds its width: it does not wrap and the content
  ///   scrolls sideways.
  func contentWarnings(undeterminedAxes: Set<LayoutAxis>) -> [LayoutDiagnostic] {
    var list: [LayoutDiagnostic] = []
    let name = AmbiguityReport.name(of: self)
    let all = contentPins()
    let pins = all.filter { $0.target == .frameEdge }
    var seen = Set<ObjectIdentifier>()
    for axis in [LayoutAxis.horizontal, .vertical] {
      let scrolls =
        axis == .vertical
        ? contentSize.height > bounds.height + 0.5 : contentSize.width > bounds.width + 0.5
      // Nothing inside relates to the content area along the axis: its size there
      // is nobody's (the probe does not report a guide without constraints).
      let unsized = !all.contains { $0.target != .frameEdge && $0.attribute.axis == axis }
      guard scrolls || unsized || undeterminedAxes.contains(axis) else { continue }
      for pin in pins where pin.attribute.axis == axis {
        let both = pins.contains { other in
          other.view === pin.view && other.attribute.axis == axis && other.attribute != pin.attribute
            && ([.top, .left, .leading].contains(other.attribute) != [.top, .left, .leading].contains(pin.attribute))
        }
        guard both, seen.insert(ObjectIdentifier(pin.view)).inserted else { continue }
        let v = AmbiguityReport.name(of: pin.view)
        let edges = axis == .vertical ? "top and bottom" : "leading and trailing"
        list.append(
          LayoutDiagnostic(
            severity: .warning, code: "scroll-content-pinned-to-frame", views: [self, pin.view],
            message: "\(v) is pinned to \(name).frameLayoutGuide on its \(edges) edges: it stays put while the"
              + " content scrolls and gives the content no \(axis == .vertical ? "height" : "width")."
              + " Fix: pin those edges to \(name).contentLayoutGuide"))
      }
    }
    var stack = subviews
    while let v = stack.popLast() {
      if let label = v as? Label, label.numberOfLines != 1, !label.isHidden,
        label.frame.width > bounds.width + 0.5, let text = label.text, !text.isEmpty
      {
        let l = AmbiguityReport.name(of: label)
        list.append(
          LayoutDiagnostic(
            severity: .warning, code: "scroll-content-label-unbounded", views: [self, label],
            message: "\(l) is \(fmt(label.frame.width)) pt wide, wider than \(name) (\(fmt(bounds.width)) pt):"
              + " nothing bounds its width, so it does not wrap and the content scrolls sideways."
              + " Fix: pin the content's width to \(name).frameLayoutGuide.width"))
      }
      stack.append(contentsOf: v.subviews)
    }
    return list
  }
}
