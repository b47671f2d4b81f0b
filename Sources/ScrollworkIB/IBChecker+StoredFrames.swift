import Foundation
import Scrollwork

extension IBChecker {
  /// Controls whose constraints act on an alignment rectangle inset from the frame
  /// the document stores (as do SF Symbol image views, ``IBLayout/symbolImageViews``,
  /// whose constraints are no evidence either: tinode) (UIKit's `alignmentRectInsets`; the canvas does not model
  /// them): their stored frames break their constraints by 1 to 3 pt with no flag
  /// from Xcode (switches in 5 corpus documents, sliders in 2, segmented controls in
  /// 3; InterfaceBuilder.md, "Verdicts"), so constraints on them are no evidence.
  static let alignmentInsetControls: Set<String> = ["switch", "slider", "segmentedControl"]

  /// The views whose stored frames break one of the scene's own required
  /// constraints, each with the first such constraint's id: the evidence that a
  /// stored frame is not Xcode's solution.
  ///
  /// Only what the document states is evaluated: a constraint counts when both of
  /// its items are built views with stored frames (or its second item is absent), its
  /// values can be read off the stored frames (``storedValue(_:_:_:_:)``); between a
  /// scroll view and one of its descendants only leading, left, top, width and height
  /// to the same attribute count (TN2154: the edges mean the content, which starts at
  /// the scroll view's origin at offset 0 and ends at the unstored content size; sizes
  /// mean the scroll view's frame).
  /// Frames are composed through the stored frames of the ancestors (a scroll view's
  /// content at offset 0), left to right. An equality is broken when it is off by
  /// more than ``IBConformance/tolerance``, an inequality when it is exceeded by more;
  /// on a horizontal margin of a cell's content view that stores none, the tolerance
  /// grows by ``cellContentMarginSpread`` (``usesUnstoredCellMargin(_:_:)``).
  /// Both items of a broken constraint are listed (views, not guides; a cell's
  /// content view as its cell); constraints are taken in document order. A
  /// self-sizing cell (``IBLayout/selfSizedCells``) whose height differs from the
  /// stored one is listed too, with `self-sizing` for the constraint.
  /// - Complexity: O(views + constraints), no recursion.
  static func storedFrameBreaks(in layout: IBLayout) -> [String: String] {
    storedFrameBreakLists(in: layout).compactMapValues(\.first)
  }

  /// Every constraint the stored frames break, per view, in document order (the
  /// first is ``storedFrameBreaks(in:)``'s).
  /// - Complexity: O(views + constraints), no recursion.
  static func storedFrameBreakLists(in layout: IBLayout) -> [String: [String]] {
    var frames: [String: CGRect] = [:]
    var scrollAncestors: [String: Set<String>] = [:]
    for id in layout.order {
      guard let e = layout.elements[id], let stored = e.frame else { continue }
      if let parent = layout.parents[id] {
        guard let p = frames[parent] else { continue }
        frames[id] = stored.offsetBy(dx: p.minX, dy: p.minY)
        let inherited = scrollAncestors[parent] ?? []
        scrollAncestors[id] = layout.elements[parent]?.element == "scrollView" ? inherited.union([parent]) : inherited
      } else {
        frames[id] = CGRect(origin: .zero, size: stored.size)
        scrollAncestors[id] = []
      }
    }
    var result: [String: [String]] = [:]
    let ids = layout.constraints.keys.sorted {
      (layout.documentConstraints[$0]?.line ?? 0, $0) < (layout.documentConstraints[$1]?.line ?? 0, $1)
    }
    for id in ids {
      guard let c = layout.documentConstraints[id], c.priority >= 1000,
        !([c.firstItem] + (c.secondItem.map { [$0] } ?? [])).contains(where: {
          alignmentInsetControls.contains(layout.elements[$0]?.element ?? "") || layout.symbolImageViews.contains($0)
        }),
        let v1 = storedValue(c.firstItem, c.firstAttribute, frames, layout)
      else { continue }
      var v2: CGFloat = 0
      if let s = c.secondItem {
        guard let value = storedValue(s, c.secondAttribute, frames, layout) else { continue }
        // TN2154: between a scroll view and its content, edges mean the content
        // (whose origin is the scroll view's at offset 0; its far edges are the
        // unstored content size) and sizes mean the scroll view's frame.
        if scrollAncestors[c.firstItem]?.contains(s) == true || scrollAncestors[s]?.contains(c.firstItem) == true,
          !(c.firstAttribute == c.secondAttribute
            && [.left, .leading, .top, .width, .height].contains(c.firstAttribute))
        {
          continue
        }
        v2 = value
      }
      // The constant in force on this canvas (a size-class variation may replace it).
      let constant = layout.constraints[id]?.constant ?? c.constant
      let error = v1 - (c.secondItem == nil ? constant : c.multiplier * v2 + constant)
      let tolerance =
        IBConformance.tolerance
        + (usesUnstoredCellMargin(c, layout) ? cellContentMarginSpread : 0)
      let broken: Bool
      switch c.relation {
      case .equal: broken = abs(error) > tolerance
      case .greaterThanOrEqual: broken = error < -tolerance
      case .lessThanOrEqual: broken = error > tolerance
      }
      guard broken else { continue }
      for item in [c.firstItem] + (c.secondItem.map { [$0] } ?? []) where frames[item] != nil {
        // A cell's content view is where its cell puts it: a stored frame that breaks
        // its constraints is the cell's (Xcode flags the cell; InterfaceBuilder.md, "Cells").
        let judged = cell(ofContentView: item, in: layout) ?? item
        if result[judged]?.last != c.id { result[judged, default: []].append(c.id) }
      }
    }
    // A self-sizing cell stored at another height than its content gives it: its
    // stored frame breaks the self-sizing measure (Xcode flags the cell misplaced:
    // Strongbox's 39- and 40-point rows whose content asks for 44), after what its
    // content view breaks: that stays evidence when those constraints are not (a
    // conflict, ``misplacedViews(in:ambiguities:)``).
    for id in layout.selfSizedCells.sorted() {
      guard let stored = layout.elements[id]?.frame, let view = layout.views[id],
        abs(view.frame.height - stored.height) > IBConformance.tolerance
      else { continue }
      result[id, default: []].append("self-sizing")
    }
    return result
  }

  /// How far apart the side margins are that Xcode gives a cell's content view
  /// without stored margins: 15 to 20 points in the corpus (16 or 20 for identical
  /// cells of one iNaturalist table, 15 in nRF-Toolbox and LoopKit, 20 in siskin-im
  /// and tinode; InterfaceBuilder.md, "Verdicts"). A stored frame that breaks a
  /// constraint on such a margin by no more than this may follow one of Xcode's
  /// margins; beyond it (a frame stored for another canvas width) it is evidence.
  static let cellContentMarginSpread: CGFloat = 5

  /// Whether `c` relates a horizontal margin of a cell's content view that stores
  /// no margins of its own (the margin is Xcode's, which the canvas only approximates).
  static func usesUnstoredCellMargin(_ c: IBConstraint, _ layout: IBLayout) -> Bool {
    let margins: [LayoutAttribute] = [
      .leftMargin, .leadingMargin, .rightMargin, .trailingMargin, .centerXWithinMargins,
    ]
    let items = [(c.firstItem, c.firstAttribute)] + (c.secondItem.map { [($0, c.secondAttribute)] } ?? [])
    return items.contains {
      margins.contains($0.1) && layout.elements[$0.0]?.margins == nil && cell(ofContentView: $0.0, in: layout) != nil
    }
  }

  /// The id of the cell whose content view `id` is, or nil.
  static func cell(ofContentView id: String, in layout: IBLayout) -> String? {
    guard layout.elements[id]?.key == "contentView", let parent = layout.parents[id],
      layout.elements[parent]?.isCell == true
    else { return nil }
    return parent
  }

  /// An item's attribute on the stored frames (`frames`, in root coordinates): a
  /// view's edge, center or size from its stored frame; a horizontal margin
  /// attribute from its stored frame inset by the margins the canvas gives it; a
  /// horizontal attribute of a guide of the root view (safe area, the iOS 7–10
  /// controller guides) from the canvas, whose root frame is the stored one; a scroll
  /// view's frame layout guide from the scroll view's stored frame, and the leading,
  /// left and top of its content layout guide from its stored origin (content offset 0).
  ///
  /// Nil for baselines, for vertical margins and root guides (they depend on the
  /// status, navigation, tab and tool bars, which the document does not store and
  /// the canvas models only in part: measured, evaluating them reported 80 more
  /// views on the corpus, 1 of them flagged by Xcode), and for other views' guides
  /// (their frames depend on the owner's solved frame), and for the far edges and
  /// centres of a content layout guide (the content size is not stored).
  static func storedValue(
    _ item: String, _ attribute: LayoutAttribute, _ frames: [String: CGRect], _ layout: IBLayout
  ) -> CGFloat? {
    if let rect = frames[item] {
      if let v = IBOracle.value(attribute, rect) { return v }
      guard let view = layout.views[item],
        [.leftMargin, .leadingMargin, .rightMargin, .trailingMargin, .centerXWithinMargins].contains(attribute)
      else { return nil }
      let lf = view.layoutMarginsGuide.layoutFrame
      let b = view.bounds
      let inset = CGRect(
        x: rect.minX + lf.minX, y: rect.minY + lf.minY, width: rect.width - lf.minX - (b.width - lf.maxX),
        height: rect.height - lf.minY - (b.height - lf.maxY))
      switch attribute {
      case .leftMargin, .leadingMargin: return inset.minX
      case .rightMargin, .trailingMargin: return inset.maxX
      default: return inset.midX
      }
    }
    guard let guide = layout.guides[item], let owner = guide.owningView else { return nil }
    if owner === layout.root {
      guard [.left, .leading, .right, .trailing, .centerX, .width].contains(attribute) else { return nil }
      return IBOracle.value(attribute, guide.layoutFrame)
    }
    // A scroll view's frame guide is its stored frame; its content guide starts at
    // the scroll view's origin (offset 0) and ends at the unstored content size.
    guard let ownerID = layout.id(of: owner), let ownerFrame = frames[ownerID],
      let key = layout.elements[ownerID]?.guides.first(where: { $0.id == item })?.key
    else { return nil }
    if key == "frameLayoutGuide" { return IBOracle.value(attribute, ownerFrame) }
    if key == "contentLayoutGuide", [.left, .leading, .top].contains(attribute) {
      return IBOracle.value(attribute, ownerFrame)
    }
    return nil
  }
}
