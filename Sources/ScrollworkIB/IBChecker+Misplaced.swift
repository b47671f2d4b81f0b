import Foundation
import Scrollwork

extension IBChecker {
  /// A view `check` reports as misplaced on the document's own canvas: where the
  /// finding goes and what it says.
  struct MisplacedView {
    /// The view.
    var view: View
    /// The line of its element.
    var line: Int
    /// The finding's text.
    var message: String
  }

  /// The misplaced views of one scene on the document's own canvas and the frame
  /// update of every view whose stored frame breaks its constraints (``IBFrameUpdate``),
  /// in document order. `ambiguities` holds the solver's ambiguity message of each
  /// view it finds ambiguous (`ID.minX is free…`), by IB id.
  ///
  /// Misplaced as Xcode means it: the stored frame is not one the constraints give
  /// (InterfaceBuilder.md, "Verdicts"). The stored frames must break one of the
  /// view's own required constraints (``storedFrameBreaks(in:)``) that the solution
  /// keeps (not one of a conflicting set, which Auto Layout resolves its own way): a solved frame that
  /// differs is no evidence by itself, for the stored frame may be Xcode's solution
  /// with metrics the canvas does not reproduce (text, bars). Then
  /// - a determined view is reported when its solved frame differs from the stored one;
  /// - an undetermined view is reported too when a broken constraint involves
  ///   only what the constraints do determine of its frame (``involvesFreeVariable(_:of:_:ambiguity:)``):
  ///   every solution keeps that part, which the stored frame breaks, so the stored
  ///   frame is none of them (tomreineke's scroll view, stored 601 points wide for a
  ///   600-point width, flagged by Xcode). A constraint on a free part says nothing:
  ///   Xcode flags such views ambiguous, not misplaced (pocket-casts, SendBird, nRF
  ///   Device Manager, siskin-im). Only in documents saved before
  ///   ``ambiguousAloneBuild``: later ones flag an undetermined view ambiguous alone.
  ///   Its update keeps the stored frame, as `fix` leaves undetermined views.
  /// - a self-sizing row of custom content in a document saved before Xcode 13 is
  ///   judged by its height alone (``legacySelfSizingRowHeight(of:in:build:)``), and
  ///   its update gives it that height;
  /// - a self-sizing Subtitle-style row shorter than its labels is reported
  ///   (``shortSubtitleRows(in:build:)``);
  /// - a flow layout's collection view cell stored at a size other than the item size,
  ///   with no custom size, or a first cell stored off the section inset, is reported,
  ///   before Xcode 10.1 with the views inside it (``collectionCellFindings(in:ambiguities:reported:)``);
  /// - before Xcode 10.1, a view tied by constraints to a sibling reported misplaced
  ///   is reported too (``tiedSiblingsOfMisplaced(_:in:ambiguities:)``);
  /// - from Xcode 10, a view inside one reported misplaced is not reported: Xcode
  ///   flags the outermost (``outermostMisplaced(_:in:)``); its update stays.
  /// Xcode's own flags are not read: they are what the verdicts are scored against.
  /// - Complexity: O(views + constraints).
  func misplacedViews(
    in layout: IBLayout, ambiguities: [String: String]
  ) -> (views: [MisplacedView], updates: [IBFrameUpdate]) {
    // A constraint Auto Layout breaks to resolve a conflict is not kept by the
    // solution: a stored frame that breaks it is no evidence against the solution.
    // Nor is one that breaks another constraint of the conflicting set: which of
    // them an engine gives up is its own choice, and Xcode's need not be the
    // canvas's (home-assistant's HomeAssistantLogoView, iNaturalist's
    // OnboardingReauthenticate: views Xcode flags ambiguous, not misplaced;
    // InterfaceBuilder.md, "Verdicts").
    var unkept = Set<String>()
    for issue in layout.root.layoutIssues {
      guard case .unsatisfiable(let report) = issue else { continue }
      unkept.formUnion(([report.broken] + report.constraints).compactMap(\.identifier))
    }
    // The canvas considers sizes ≥ 0 only: required constraints that hold only with
    // a size below zero conflict there, and a stored frame that breaks one of them is
    // no evidence either (xDrip's home scene: a stack that needs 410 points in 197,
    // solved with an empty stack view −213 tall; Xcode stores every size ≥ 0 and
    // breaks the stack's 120, 35, 70 and 10; InterfaceBuilder.md, "Verdicts").
    unkept.formUnion(layout.root.constraintsConflictingWithNonNegativeSizes().compactMap(\.identifier))
    let breaks = Self.storedFrameBreakLists(in: layout).compactMapValues { list -> [String]? in
      let kept = list.filter { !unkept.contains($0) }
      return kept.isEmpty ? nil : kept
    }
    var views: [MisplacedView] = []
    var updates: [IBFrameUpdate] = []
    /// Reports `view` (element `e`, named `name`) misplaced with `message`, and records
    /// the frame `fix` writes for it.
    func flag(
      _ view: View, id: String, element e: IBView, name: String, stored: CGRect, solved: CGRect,
      determined: Bool = true, message: String
    ) {
      updates.append(
        IBFrameUpdate(id, element: e, name: name, in: layout, stored: stored, solved: solved, isDetermined: determined))
      views.append(MisplacedView(view: view, line: e.line, message: message))
    }
    for id in layout.order {
      if let height = Self.legacySelfSizingRowHeight(of: id, in: layout, build: document.buildNumber) {
        guard let view = layout.views[id], let e = layout.elements[id], let stored = e.frame,
          abs(stored.height - height) > IBConformance.tolerance
        else { continue }
        let canvas = CGRect(origin: view.frame.origin, size: CGSize(width: view.frame.width, height: height))
        let name = describe(view, layout)
        flag(
          view, id: id, element: e, name: name, stored: stored, solved: canvas,
          message:
            "\(name) is misplaced: the document stores \(Self.rect(stored)); Xcode before 13 draws a self-sizing row \(Self.n(height)) pt tall whatever its content"
        )
        continue
      }
      // Before Xcode 10.1, an undetermined view is misplaced too when it is stored off
      // the one bound of its position, where the canvas puts it (awslabs' Polly stack;
      // InterfaceBuilder.md, "Verdicts", "A position bounded on one side only").
      if document.buildNumber < Self.ambiguousAloneBuild, breaks[id] == nil, let ambiguity = ambiguities[id],
        let view = layout.views[id], let e = layout.elements[id], let stored = e.frame,
        !Self.isHiddenOrInHidden(view, below: layout.root),
        isStoredAwayFromOneSidedBound(id, in: layout, ambiguity: ambiguity)
      {
        let name = describe(view, layout)
        flag(
          view, id: id, element: e, name: name, stored: stored, solved: view.frame, determined: false,
          message:
            "\(name) is misplaced: the document stores \(Self.rect(stored)); its position is bounded on one side only, and the constraints put it at the bound, \(Self.rect(view.frame))"
        )
        continue
      }
      guard let view = layout.views[id], let e = layout.elements[id], view !== layout.root,
        !Self.isHiddenOrInHidden(view, below: layout.root), let stored = e.frame, breaks[id] != nil
      else { continue }
      let solved = view.frame
      let off = max(
        abs(solved.minX - stored.minX), abs(solved.minY - stored.minY), abs(solved.width - stored.width),
        abs(solved.height - stored.height))
      let ambiguity = ambiguities[id]
      let determined = ambiguity == nil
      let name = describe(view, layout)
      if off > IBConformance.tolerance {
        updates.append(
          IBFrameUpdate(
            id, element: e, name: name, in: layout, stored: stored, solved: solved, isDetermined: determined))
      }
      if determined, off > IBConformance.tolerance {
        views.append(
          MisplacedView(
            view: view, line: e.line,
            message:
              "\(name) is misplaced: the document stores \(Self.rect(stored)), the constraints give \(Self.rect(solved))"
          ))
      } else if let ambiguity, document.buildNumber < Self.ambiguousAloneBuild,
        let c = breaks[id]?.lazy.compactMap({ layout.documentConstraints[$0] })
          .first(where: { !Self.involvesFreeVariable($0, of: id, layout, ambiguity: ambiguity) })
      {
        let terms = " (\(c.summary))"
        let broken = c.id
        views.append(
          MisplacedView(
            view: view, line: e.line,
            message:
              "\(name) is misplaced: the document stores \(Self.rect(stored)), which breaks \(broken)\(terms); the constraints leave the rest of its frame undetermined"
          ))
      }
    }
    // A view that breaks a constraint although it sits where the constraints put it
    // relative to its superview moves with an ancestor: the nearest ancestor whose
    // solved frame differs is the misplaced one (iNaturalist's onboarding stack views,
    // flagged, whose arranged label breaks its centre constraint to the root). Cells
    // and their content views, and collection view section headers and footers, are
    // laid out on their own and judged by the rules above. A hidden ancestor is
    // not reported (xDrip's hidden pump view, whose stored 2-point height its
    // unflagged subview breaks).
    var reported = Set(views.map { ObjectIdentifier($0.view) })
    for id in layout.order {
      guard let view = layout.views[id], let stored = layout.elements[id]?.frame, ambiguities[id] == nil,
        let broken = breaks[id]?.first, broken != "self-sizing",
        Self.offset(view.frame, stored) <= IBConformance.tolerance
      else { continue }
      var current = layout.parents[id]
      while let a = current, let ancestor = layout.views[a], ancestor !== layout.root, let ae = layout.elements[a],
        !ae.isCell, !ae.isSectionHeaderOrFooter, Self.cell(ofContentView: a, in: layout) == nil,
        let astored = ae.frame
      {
        if Self.offset(ancestor.frame, astored) > IBConformance.tolerance {
          if ambiguities[a] == nil, !Self.isHiddenOrInHidden(ancestor, below: layout.root),
            reported.insert(ObjectIdentifier(ancestor)).inserted
          {
            let name = describe(ancestor, layout)
            flag(
              ancestor, id: a, element: ae, name: name, stored: astored, solved: ancestor.frame,
              message:
                "\(name) is misplaced: the document stores \(Self.rect(astored)), the constraints give \(Self.rect(ancestor.frame)) (\(describe(view, layout)) inside it breaks \(broken))"
            )
          }
          break
        }
        current = layout.parents[a]
      }
    }
    for (id, least) in Self.shortSubtitleRows(in: layout, build: document.buildNumber) {
      guard let view = layout.views[id], let e = layout.elements[id], let stored = e.frame,
        views.contains(where: { $0.view === view }) == false
      else { continue }
      views.append(
        MisplacedView(
          view: view, line: e.line,
          message:
            "\(describe(view, layout)) is misplaced: the document stores \(Self.rect(stored)); its self-sizing Subtitle-style row needs at least \(Self.n(least)) pt (its two labels and the style's \(Self.n(Self.subtitleRowPadding))-pt padding)"
        ))
    }
    let cells = collectionCellFindings(
      in: layout, ambiguities: ambiguities, reported: Set(views.map { ObjectIdentifier($0.view) }))
    views += cells.views
    updates += cells.updates
    // A root under an opaque navigation bar that the canvas sizes to the screen below
    // the bar (``IBLayoutBuilder/heightBelowOpaqueBar(_:device:orientation:)``) is
    // misplaced when the document stores another size.
    if layout.scene.navigationBarIsOpaque, let id = layout.id(of: layout.root), let e = layout.elements[id],
      let stored = e.frame, stored.width > 0, stored.height > 0
    {
      let canvas = layout.root.frame.size
      if max(abs(canvas.width - stored.width), abs(canvas.height - stored.height)) > IBConformance.tolerance {
        let name = describe(layout.root, layout)
        updates.append(
          IBFrameUpdate(
            id, element: e, name: name, in: layout, stored: stored, solved: CGRect(origin: stored.origin, size: canvas))
        )
        views.append(
          MisplacedView(
            view: layout.root, line: e.line,
            message:
              "\(name) is misplaced: the document stores \(Self.rect(stored)); the canvas gives the root \(Self.n(canvas.width))×\(Self.n(canvas.height)), the screen below its opaque navigation bar"
          ))
      }
    }
    // Before Xcode 10.1, the views tied by constraints to a misplaced sibling are
    // flagged with it (InterfaceBuilder.md, "Verdicts").
    let siblings = tiedSiblingsOfMisplaced(views, in: layout, ambiguities: ambiguities)
    views += siblings.views
    let updated = Set(updates.map(\.objectID))
    updates += siblings.updates.filter { !updated.contains($0.objectID) }
    views = outermostMisplaced(views, in: layout)
    views.sort { $0.line < $1.line }
    return (views, updates)
  }

  /// Whether constraint `c` involves a part of view `id`'s frame that the solver's
  /// `ambiguity` message leaves free (`ID.minX`, `.minY`, `.width` or `.height` "is
  /// free"), or does not name the view at all (a cell judged for its content view).
  static func involvesFreeVariable(_ c: IBConstraint, of id: String, _ layout: IBLayout, ambiguity: String) -> Bool {
    let attributes = [(c.firstItem, c.firstAttribute)] + (c.secondItem.map { [($0, c.secondAttribute)] } ?? [])
    let own = attributes.filter { $0.0 == id }.map(\.1)
    guard !own.isEmpty else { return true }
    return own.contains { attribute in
      variables(of: attribute).contains { ambiguity.contains("\(id).\($0) is free") }
    }
  }

  /// The frame variables an attribute depends on: `minX`, `minY`, `width`, `height`.
  static func variables(of attribute: LayoutAttribute) -> [String] {
    switch attribute {
    case .left, .leading, .leftMargin, .leadingMargin: return ["minX"]
    case .top, .topMargin: return ["minY"]
    case .width: return ["width"]
    case .height: return ["height"]
    case .right, .trailing, .rightMargin, .trailingMargin, .centerX, .centerXWithinMargins: return ["minX", "width"]
    default: return ["minY", "height"]
    }
  }

  /// The height Xcode's canvas gave the self-sizing table view cell `id` before
  /// Xcode 13 when that is not its content's: the standard 44-point row of a static
  /// cell of custom content (``Builder/legacyStaticRowHeight(of:build:)``, the rule
  /// the builder laid the row out by); nil for prototype cells, whose canvas row
  /// follows their content, for other cells and for later documents
  /// (InterfaceBuilder.md, "Verdicts").
  static func legacySelfSizingRowHeight(of id: String, in layout: IBLayout, build: Int) -> CGFloat? {
    guard layout.selfSizedCells.contains(id), let e = layout.elements[id] else { return nil }
    return Builder.legacyStaticRowHeight(of: e, build: build)
  }

  /// The largest difference between two frames' origins and sizes.
  static func offset(_ a: CGRect, _ b: CGRect) -> CGFloat {
    max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width), abs(a.height - b.height))
  }

  /// The padding Xcode's canvas puts around the two labels of a self-sizing row of
  /// the Subtitle style, at the least: 10 above, 1 between and 10 below in siskin-im
  /// (55.5-pt rows of 20.5- and 14.5-pt labels, Xcode 13), 9, 3 and 10.5 in Strongbox
  /// (57.5, Xcode 12) (InterfaceBuilder.md, "Verdicts").
  static let subtitleRowPadding: CGFloat = 21

  /// The self-sizing table view cells of the Subtitle style, saved by Xcode 11
  /// (build 14800) or later, that are stored shorter than their two labels' stored
  /// heights plus ``subtitleRowPadding`` (beyond ``IBConformance/tolerance``), with
  /// that least height, in document order.
  ///
  /// From Xcode 11 the canvas sizes a self-sizing row of a built-in style to its
  /// content (``IBLayoutBuilder`` gives one-line styles the era's row height); a
  /// Subtitle row's height follows the fonts of its two labels, so only this bound is
  /// known. Strongbox stores three such rows at 44 points in two documents (Xcode 11
  /// and 12) and Xcode flags all three; its 57.5-point row and siskin-im's 55.5-point
  /// rows go unflagged, as do kharrison's 44-point rows saved by Xcode 10.
  /// - Complexity: O(views).
  static func shortSubtitleRows(in layout: IBLayout, build: Int) -> [(id: String, least: CGFloat)] {
    guard build >= IBToolsEra.xcode11Betas else { return [] }
    var children: [String: [String]] = [:]
    for id in layout.order { if let p = layout.parents[id] { children[p, default: []].append(id) } }
    var result: [(String, CGFloat)] = []
    for id in layout.order {
      guard let e = layout.elements[id], e.element == "tableViewCell", e.cellStyle == "IBUITableViewCellStyleSubtitle",
        e.rowHeight == nil, let stored = e.frame,
        let table = layout.parents[id].flatMap({ layout.elements[$0] }), table.element == "tableView",
        table.rowHeight == -1,
        let content = children[id]?.first(where: { layout.elements[$0]?.key == "contentView" })
      else { continue }
      let labels = (children[content] ?? []).compactMap { layout.elements[$0] }.filter { $0.element == "label" }
      guard labels.count == 2 else { continue }
      let least = labels.reduce(subtitleRowPadding) { $0 + ($1.frame?.height ?? 0) }
      if stored.height + IBConformance.tolerance < least { result.append((id, least)) }
    }
    return result
  }

  /// Whether `view` or one of its ancestors below `root` is hidden: UIKit draws
  /// nothing of a hidden view's subtree, and `check` judges none of it.
  /// - Complexity: O(depth).
  static func isHiddenOrInHidden(_ view: View, below root: View) -> Bool {
    var current: View? = view
    while let v = current, v !== root {
      if v.isHidden { return true }
      current = v.superview
    }
    return false
  }
}
