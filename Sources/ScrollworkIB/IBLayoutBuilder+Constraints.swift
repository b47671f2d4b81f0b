import Foundation
import Scrollwork

extension Builder {
  /// The iOS 7–10 top and bottom layout guides of a view controller: guides of the
  /// root view from its top to the safe area's top, and from the safe area's bottom
  /// to its bottom (`topLayoutGuide.length` is the top safe-area inset since iOS 11).
  func addControllerGuides(_ scene: IBScene, to layout: IBLayout) {
    let root = layout.root
    for g in scene.controllerGuides {
      let guide = LayoutGuide()
      guide.identifier = g.type == "bottom" ? "_UILayoutGuide-bottom" : "_UILayoutGuide-top"
      root.addLayoutGuide(guide)
      let safe = root.safeAreaLayoutGuide
      var list = [
        guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        guide.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      ]
      if g.type == "bottom" {
        list += [
          guide.topAnchor.constraint(equalTo: safe.bottomAnchor),
          guide.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ]
      } else {
        list += [
          guide.topAnchor.constraint(equalTo: root.topAnchor),
          guide.bottomAnchor.constraint(equalTo: safe.topAnchor),
        ]
      }
      try? LayoutConstraint.activateOrThrow(list)
      layout.guides[g.id] = guide
    }
  }

  /// Activates every installed constraint of the subtree, and pins views with
  /// `fixedFrame="YES"` to their stored frames (Xcode's prototyping constraints,
  /// InterfaceBuilderFormat.md §2).
  func addConstraints(_ e: IBView, to layout: IBLayout) {
    var stack = [e]
    var constrained = Set<String>()
    var all: [IBConstraint] = []
    while let v = stack.popLast() {
      guard layout.views[v.id] != nil else { continue }
      all.append(contentsOf: v.constraints)
      stack.append(contentsOf: v.subviews.reversed())
    }
    for c in all {
      constrained.insert(c.firstItem)
      if let s = c.secondItem { constrained.insert(s) }
    }
    let safeAreaGuides = Set(layout.elements.values.flatMap { e in e.guides.filter { $0.key == "safeArea" }.map(\.id) })
    for c in all {
      if c.isPlaceholder && !options.keepsPlaceholderConstraints {
        layout.skippedConstraints.append((c.id, c.line, "placeholder (removed at build time)"))
        continue
      }
      if excluded.contains(c.id) {
        layout.skippedConstraints.append((c.id, c.line, "not installed for the selected size classes"))
        continue
      }
      guard let first = item(c.firstItem, layout) else {
        layout.skippedConstraints.append((c.id, c.line, missing(c.firstItem, layout)))
        continue
      }
      var second: AnyObject?
      if let s = c.secondItem {
        guard let found = item(s, layout) else {
          layout.skippedConstraints.append((c.id, c.line, missing(s, layout)))
          continue
        }
        second = found
      }
      // A cell is laid out on its own, as its own root: nothing outside it can
      // constrain what is inside (UIKit instantiates it apart from the scene). So is
      // a table's header or footer view: the table places it by its frame.
      let firstCell = enclosingCell(of: c.firstItem, layout)
      if let s = c.secondItem, enclosingCell(of: s, layout) != firstCell {
        let inside = firstCell != nil ? c.firstItem : s
        let boundary = (firstCell ?? enclosingCell(of: s, layout)).flatMap { layout.elements[$0] }
        let what =
          boundary?.isTableHeaderOrFooter == true
          ? "a table header or footer view"
          : boundary?.isSectionHeaderOrFooter == true ? "a collection view section header or footer" : "a cell"
        layout.skippedConstraints.append(
          (c.id, c.line, "refers to '\(inside)', inside \(what), which is laid out on its own"))
        continue
      }
      // The constant of the most specific matching size-class variation.
      var constant = self.constant(of: c)
      // Standard spacing (`symbolic="YES"`) to a safe-area guide is no spacing on the
      // canvas, whatever constant the document stores (xDrip, Xcode 16, stores none;
      // kharrison's RefreshScroll, Xcode 11, stores 8 and lays its scroll view out
      // flush; InterfaceBuilder.md, "Standard spacing to the safe area").
      if c.isSymbolic, safeAreaGuides.contains(c.firstItem) || c.secondItem.map(safeAreaGuides.contains) == true {
        constant = 0
      }
      do {
        let constraint = try LayoutConstraint.validated(
          item: first, attribute: c.firstAttribute, relatedBy: c.relation, toItem: second,
          attribute: c.secondAttribute, multiplier: c.multiplier, constant: constant)
        constraint.priority = LayoutPriority(min(1000, max(1, c.priority)))
        constraint.identifier = c.identifier ?? c.id
        constraint.sourceLocation = "line \(c.line)"
        try constraint.activate()
        layout.constraints[c.id] = constraint
      } catch {
        layout.skippedConstraints.append((c.id, c.line, "refused: \(error)"))
      }
    }
    for id in layout.order {
      guard let v = layout.elements[id], v.hasFixedFrame, !v.translatesAutoresizingMask, !constrained.contains(id),
        let view = layout.views[id], let parent = view.superview
      else { continue }
      // Without a stored `<rect>` the frame is the zero rectangle, and Xcode pins the
      // view there: none of the corpus's 340 fixed-frame views is flagged ambiguous,
      // the 3 without a `<rect>` included (IBDecodable, artsy; InterfaceBuilder.md,
      // "Verdicts").
      let stored = v.frame ?? .zero
      // Constraints pin the alignment rectangle, so the frame stays the stored one
      // (UIKitBehaviour.md §23).
      let i = view.alignmentRectInsets
      let frame = CGRect(
        x: stored.minX + i.left, y: stored.minY + i.top, width: stored.width - i.horizontal,
        height: stored.height - i.vertical)
      try? LayoutConstraint.activateOrThrow([
        view.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: frame.minX),
        view.topAnchor.constraint(equalTo: parent.topAnchor, constant: frame.minY),
        view.widthAnchor.constraint(equalToConstant: frame.width),
        view.heightAnchor.constraint(equalToConstant: frame.height),
      ])
    }
  }

  /// The id of the innermost table or collection view cell, table header or footer
  /// view, or collection view section header or footer, that holds the view or guide
  /// `id` (the cell itself for a cell), nil outside them: each is laid out on its own.
  func enclosingCell(of id: String, _ layout: IBLayout) -> String? {
    var current: String? = id
    if layout.views[id] == nil, let owner = layout.guides[id]?.owningView { current = layout.id(of: owner) }
    while let c = current {
      if let e = layout.elements[c], e.isCell || e.isTableHeaderOrFooter || e.isSectionHeaderOrFooter { return c }
      current = layout.parents[c]
    }
    return nil
  }

  /// Why a constraint's item is not in the built scene: a view not installed for the
  /// selected size classes (or inside one), content of the scene's view
  /// hierarchy that the builder does not build (bars, pickers, maps, web views),
  /// or something outside it (a view of another
  /// scene, another top-level view of a xib, a controller).
  func missing(_ id: String, _ layout: IBLayout) -> String {
    if uninstalled.contains(id) {
      return "refers to '\(id)', which is not installed for the selected size classes"
    }
    return layout.scene.hierarchyIDs.contains(id)
      ? "refers to '\(id)', inside content that is not laid out (bars and other opaque content)"
      : "refers to '\(id)', which is not in the scene's view hierarchy"
  }

  /// The view or guide with this id in the built scene.
  func item(_ id: String, _ layout: IBLayout) -> AnyObject? {
    if let v = layout.views[id] { return v }
    return layout.guides[id]
  }
}
