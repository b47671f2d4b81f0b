import Foundation
import Scrollwork

/// One problem `scrollwork check` reports, tied to a line of the document.
public struct IBFinding: Sendable, Equatable, Codable {
  /// `error` or `warning`.
  public var severity: String
  /// A stable kebab-case code (`unsatisfiable-constraints`, `ambiguous-scroll-content-height`,
  /// `misplaced-view`, `off-screen`, `outside-scroll-content`, `clipped-text`, ...).
  public var code: String
  /// The line of the element the finding is about.
  public var line: Int
  /// The scene's name.
  public var scene: String
  /// The device preset (or `document` for the document's own canvas).
  public var device: String
  /// `portrait` or `landscape`.
  public var orientation: String
  /// What is wrong and, where known, the fix.
  public var message: String
  /// The IB id of the view the finding is about, when it is about one (the
  /// conformance run scores it against the flags Xcode stored on that view).
  public var viewID: String? = nil
  /// The name of that view as its author knows it, with its id in parentheses
  /// (``IBDocument/name(of:)``): the name the message uses for it.
  public var viewName: String? = nil

  /// `FILE:LINE: warning: [scene] message`, the form compilers print and editors and
  /// CI annotate.
  public func compilerLine(file: String) -> String { "\(file):\(line): \(severity): [\(scene)] \(message)" }
}

/// Checks the scenes of a document the way Xcode's canvas does, on the document's
/// own canvas and on other devices.
public struct IBChecker {
  /// The document.
  public let document: IBDocument
  /// Size-class traits; empty (the default) means each run's own: the canvas
  /// device's on the document's canvas, each device's on the others.
  public var traits: [String: String] = [:]
  /// What `clipped-text` takes for the width of a single-line label's text on other
  /// devices (default ``IBTextSizing/measured``).
  public var textSizing: IBTextSizing = .measured

  /// Creates a checker.
  public init(document: IBDocument, traits: [String: String] = [:], textSizing: IBTextSizing = .measured) {
    self.document = document
    self.traits = traits
    self.textSizing = textSizing
  }

  /// Every finding of every scene: its duplicate constraints
  /// (`duplicate-constraint`), on the document's own canvas (with misplaced
  /// views: stored frame ≠ solution), then on each of `devices` in each of
  /// `orientations` (views off screen, outside scroll content, clipped text).
  /// Findings repeated on several devices are reported once, for the first.
  /// `visit`, when given, sees each laid-out scene (with the device name, `document`
  /// for the document's own canvas, and the orientation), for pictures and reports.
  public func check(
    devices: [Device] = [], orientations: [DeviceOrientation] = [.portrait],
    visit: ((_ layout: IBLayout, _ device: String, _ orientation: DeviceOrientation) -> Void)? = nil
  ) -> [IBFinding] {
    var findings: [IBFinding] = []
    var seen = Set<String>()
    let runs = self.runs(devices: devices, orientations: orientations)
    for scene in document.scenes {
      findings.append(contentsOf: duplicateConstraintFindings(in: scene))
      for run in runs {
        let layout = IBLayoutBuilder(document: document, options: run.options).build(scene: scene)
        visit?(layout, run.deviceName, run.orientation)
        let result = examine(
          layout, device: run.deviceName, orientation: run.orientationName, ownCanvas: run.device == nil)
        for f in result.findings {
          let suffix = " (on \(f.device), \(f.orientation))"
          let base = f.message.hasSuffix(suffix) ? String(f.message.dropLast(suffix.count)) : f.message
          let key = "\(f.code)|\(f.line)|\(f.scene)|\(base)"
          if seen.insert(key).inserted { findings.append(f) }
        }
      }
    }
    return findings
  }

  /// The findings of one built scene.
  func check(_ layout: IBLayout, device: String, orientation: String, ownCanvas: Bool) -> [IBFinding] {
    examine(layout, device: device, orientation: orientation, ownCanvas: ownCanvas).findings
  }

  /// The findings of one built scene and, on the document's own canvas, the frame
  /// of every view found misplaced (``IBFrameUpdate``), from the same computation.
  func examine(
    _ layout: IBLayout, device: String, orientation: String, ownCanvas: Bool
  ) -> (findings: [IBFinding], frameUpdates: [IBFrameUpdate]) {
    let root = layout.root
    let scene = layout.scene.name
    var out: [IBFinding] = []
    var updates: [IBFrameUpdate] = []
    func add(_ severity: String, _ code: String, _ line: Int, _ message: String, view: View? = nil) {
      let place = ownCanvas ? "" : " (on \(device), \(orientation))"
      let id = view.flatMap { layout.id(of: $0) }
      out.append(
        IBFinding(
          severity: severity, code: code, line: line, scene: scene, device: device, orientation: orientation,
          message: message + place, viewID: id, viewName: view.flatMap { v in id.map { _ in describe(v, layout) } }))
    }
    root.layoutIfNeeded()
    // The conflicts found, with the index of each one's finding (see `legacyRows`).
    var conflicts: [(index: Int, report: UnsatisfiableConstraints)] = []
    for issue in root.layoutIssues {
      if case .unsatisfiable(let report) = issue {
        conflicts.append((out.count, report))
        // Named by the view of the constraint Auto Layout breaks (InterfaceBuilder.md,
        // "Naming views"), at that constraint's line, else at that view's.
        let ids = report.constraints.map { $0.identifier ?? "an unnamed constraint" }
        let broken = report.broken.identifier.flatMap { layout.documentConstraints[$0] }
        let view = [report.broken.firstItem, report.broken.secondItem].lazy
          .compactMap { asLayoutItem($0)?.hostView }.first { layout.id(of: $0) != nil }
        let line = broken?.line ?? view.map { layout.line(of: $0) } ?? layout.scene.line
        let breaks =
          broken.map { "\($0.id) (\($0.summary))" }
          ?? (report.broken.identifier.map { "\($0), a constraint UIKit generates" } ?? "a constraint UIKit generates")
        add(
          "error", "unsatisfiable-constraints", line,
          (view.map { "\(describe($0, layout)): " } ?? "")
            + "unsatisfiable constraints: \(ids.joined(separator: ", ")) conflict; Auto Layout breaks \(breaks)."
            + " Fix: delete or change one of them, or make one optional (priority below 1000)")
        // No `view:`: the finding keeps the broken constraint's id as its object id
        // (CheckRecord), which baselines match, and several conflicts of one view stay apart.
      }
    }
    // The drawn row height of a self-sizing row that Xcode before 13 draws 44 points
    // tall (`legacyRows`, IBChecker+SelfSizingContent.swift) against the content's own
    // is one conflict wholly inside its content view: the app sizes the row to its
    // content and nothing conflicts there (UIKitBehaviour.md §83); on the document's
    // canvas the content view's ambiguous-layout finding says what Xcode shows. The
    // first such conflict of each content view goes; the drawn height is one
    // constraint, so it breaks at most one, and any further conflict there is the
    // content's own.
    func dropCanvasConflicts(_ legacyRows: [(view: View, line: Int, message: String)]) {
      var excused = Set<ObjectIdentifier>()
      var canvasOnly = Set<Int>()
      for c in conflicts {
        guard
          let content = legacyRows.map(\.view).first(where: {
            !excused.contains(ObjectIdentifier($0)) && Self.conflict(c.report, liesInside: [$0])
          })
        else { continue }
        excused.insert(ObjectIdentifier(content))
        canvasOnly.insert(c.index)
      }
      if !canvasOnly.isEmpty { out = out.enumerated().filter { !canvasOnly.contains($0.offset) }.map(\.element) }
    }
    // A constraint the builder could not use is a finding, never a silent drop; the
    // placeholders and other size classes' constraints are left out by design, and
    // those into cells and bars with the content check does not lay out (Limits).
    for skipped in layout.skippedConstraints
    where skipped.reason.hasSuffix("not in the scene's view hierarchy") || skipped.reason.hasPrefix("refused") {
      let terms = layout.documentConstraints[skipped.id].map { " (\($0.summary))" } ?? ""
      add(
        "warning", "unused-constraint", skipped.line,
        "constraint \(skipped.id)\(terms) is left out: \(skipped.reason)")
    }
    var ambiguousViews = Set<ObjectIdentifier>()
    var ambiguities: [String: String] = [:]
    var positionAmbiguous = Set<String>()
    // `clipped-text` is left to the checker's own text rule, which knows that a
    // document's labels are measured with Inter, not SF (a 0.5-pt difference is a
    // font's, not the layout's).
    for d in root.layoutDiagnostics(ambiguity: .interfaceBuilderCanvas)
    where d.code != "unsatisfiable-constraints" && d.code != "clipped-text" {
      // The stack view's private guides (UISV-spanner, UISV-distributing) are
      // reported through the stack's own ambiguity; their lines say nothing more.
      if d.code == "ambiguous-layout" && d.message.hasPrefix("UILayoutGuide:") && d.message.contains("'UISV-") {
        continue
      }
      // The scroll view content warnings are about the view inside the scroll view
      // (pinned to its frame guide, a label too wide for it): that view names the
      // finding and places it; the others about their first view.
      let aboutContent = d.code == "scroll-content-pinned-to-frame" || d.code == "scroll-content-label-unbounded"
      let view =
        aboutContent
        ? d.views.last { layout.id(of: $0) != nil } : d.views.first { layout.id(of: $0) != nil }
      // A view's margins guide is ambiguous whenever the view is: report the view once.
      if d.code == "ambiguous-layout", let view {
        guard ambiguousViews.insert(ObjectIdentifier(view)).inserted else { continue }
        if let id = layout.id(of: view) { ambiguities[id] = d.message }
        // The developer turned Interface Builder's check off for this view
        // (`verifyAmbiguity="off"`, InterfaceBuilderFormat.md §10): Xcode stays silent.
        // Turned down to positions (`ignoreSizes`), it still flags a view whose size
        // alone is free (InterfaceBuilder.md, "Verdicts": IBDecodable, IBLinter).
        if let id = layout.id(of: view), layout.elements[id]?.verifyAmbiguity == "off" { continue }
        if let id = layout.id(of: view), view !== root, Self.positionIsFree(of: id, in: d.message) {
          positionAmbiguous.insert(id)
        }
      }
      let line = view.map { layout.line(of: $0) } ?? layout.scene.line
      let name = view.map { describe($0, layout) } ?? "a layout guide"
      var message = d.message.split(separator: "\n").first.map(String.init) ?? d.message
      if d.code.hasPrefix("ambiguous-scroll-content") {
        // A scroll view whose content size is undetermined is an ambiguous view to
        // the misplaced verdict too (InterfaceBuilder.md, "Verdicts": pocket-casts'
        // CastTo scroll view, flagged ambiguous, not misplaced).
        if let view, let id = layout.id(of: view), ambiguities[id] == nil { ambiguities[id] = d.message }
        let dimension = d.code.hasSuffix("width") ? "width" : "height"
        message = "Scrollable content \(dimension) is ambiguous for \(name): \(message)"
      } else {
        message = "\(name): \(message)"
        if d.code == "ambiguous-layout", let view, let id = layout.id(of: view),
          let note = Self.requiredContentPriorityNote(for: id, in: layout, message: message)
        {
          message += note
        }
      }
      add(d.severity.rawValue, d.code, line, message, view: view)
    }
    // Xcode judges frames in the window: when a view's position is undetermined and
    // its stored frame is none of the positions its constraints allow (it breaks one
    // of them), or not the bound where a position limited on one side only sits,
    // Xcode flags every descendant ambiguous too; an ancestor stored at one of its
    // solutions is flagged alone (InterfaceBuilder.md, "Verdicts"). The
    // descendants' frames relative to it are determined: they may still be reported
    // misplaced. Other devices run the app, where no frame is stored.
    var undeterminedBy: [String: String] = [:]
    let storedBreaks = ownCanvas ? Self.storedFrameBreaks(in: layout) : [:]
    let sources =
      ownCanvas
      ? positionAmbiguous.filter {
        storedBreaks[$0] != nil || isStoredAwayFromOneSidedBound($0, in: layout, ambiguity: ambiguities[$0] ?? "")
      }
      : positionAmbiguous
    for id in layout.order {
      guard let parent = layout.parents[id], let view = layout.views[id] else { continue }
      guard let source = sources.contains(parent) ? parent : undeterminedBy[parent] else { continue }
      undeterminedBy[id] = source
      if positionAmbiguous.contains(id) || ambiguousViews.contains(ObjectIdentifier(view)) { continue }
      let ancestor = layout.views[source].map { describe($0, layout) } ?? source
      add(
        "warning", "ambiguous-layout", layout.line(of: view),
        "\(describe(view, layout)): its position is undetermined, because the position of \(ancestor) is",
        view: view)
    }
    // Ties of content priorities the stored label sizes hide
    // (IBChecker+ContentPriority.swift).
    if ownCanvas {
      var known = ambiguousViews
      for id in undeterminedBy.keys { if let v = layout.views[id] { known.insert(ObjectIdentifier(v)) } }
      for f in contentPriorityTies(in: layout, excluding: known) {
        ambiguousViews.insert(ObjectIdentifier(f.view))
        known.insert(ObjectIdentifier(f.view))
        add("warning", "ambiguous-layout", f.line, f.message, view: f.view)
      }
      // Labels the constraints compress below one line (IBChecker+CompressedLabels.swift).
      for f in compressedLabelTies(in: layout, excluding: known) {
        ambiguousViews.insert(ObjectIdentifier(f.view))
        add("warning", "ambiguous-layout", f.line, f.message, view: f.view)
      }
    }
    // Labels and images of built-in cell styles that keep a layout older than the document
    // (IBChecker+Ambiguity.swift): their frames are stored, not computed.
    if ownCanvas {
      for f in staleCellStyleLabelFindings(in: layout) where ambiguousViews.insert(ObjectIdentifier(f.view)).inserted {
        add("warning", "ambiguous-layout", f.line, f.message, view: f.view)
      }
      // Content views of self-sizing rows that Xcode before 13 draws 44 points tall
      // whatever their content asks for (IBChecker+SelfSizingContent.swift).
      let legacyRows = legacySelfSizingContentFindings(in: layout)
      dropCanvasConflicts(legacyRows)
      for f in legacyRows
      where ambiguousViews.insert(ObjectIdentifier(f.view)).inserted {
        add("warning", "ambiguous-layout", f.line, f.message, view: f.view)
      }
      // Content views of cell `.xib`s whose constraints conflict with the height
      // their top-level cell gives them (IBChecker+CellXibConflicts.swift).
      for f in topLevelCellConflictFindings(in: layout)
      where ambiguousViews.insert(ObjectIdentifier(f.view)).inserted {
        add("warning", "ambiguous-layout", f.line, f.message, view: f.view)
      }
      // Views of rows below their table, which Xcode from 14.3 flags whatever their
      // constraints (IBChecker+RowsBelowTable.swift).
      for id in undeterminedBy.keys { if let v = layout.views[id] { ambiguousViews.insert(ObjectIdentifier(v)) } }
      for f in rowsBelowTableFindings(in: layout) where ambiguousViews.insert(ObjectIdentifier(f.view)).inserted {
        add("warning", "ambiguous-layout", f.line, f.message, view: f.view)
      }
    }
    // Other devices draw such rows as the canvas does: their conflicts go too.
    if !ownCanvas, !conflicts.isEmpty { dropCanvasConflicts(legacySelfSizingContentFindings(in: layout)) }
    for f in emptyScrollContentFindings(in: layout) { add("error", f.code, f.line, f.message, view: f.view) }
    if ownCanvas {
      // Misplaced as Xcode means it (IBChecker+Misplaced.swift).
      let misplaced = misplacedViews(in: layout, ambiguities: ambiguities)
      updates = misplaced.updates
      for m in misplaced.views { add("warning", "misplaced-view", m.line, m.message, view: m.view) }
    }
    for id in layout.order {
      guard let view = layout.views[id], let e = layout.elements[id], view !== root, !view.isHidden else { continue }
      guard !ownCanvas else { continue }
      if let scroll = nearestScrollView(of: view) {
        if view.superview === scroll {
          let size = scroll.contentSize
          let f = view.frame
          if f.maxX > size.width + 0.5 || f.maxY > size.height + 0.5 || f.minX < -0.5 || f.minY < -0.5 {
            add(
              "warning", "outside-scroll-content", e.line,
              "\(describe(view, layout)) at \(Self.rect(f)) falls outside its scroll view's content (\(Self.n(size.width))×\(Self.n(size.height))) and cannot be scrolled to",
              view: view)
          }
        }
      } else if !isInsideClippedContainer(view), !Self.isRowContent(id, in: layout) {
        let f = view.convert(view.bounds, to: root)
        let b = root.bounds
        if f.width > 0, f.height > 0,
          f.maxX > b.maxX + 0.5 || f.maxY > b.maxY + 0.5 || f.minX < -0.5 || f.minY < -0.5
        {
          add(
            "warning", "off-screen", e.line,
            "\(describe(view, layout)) at \(Self.rect(f)) extends off the \(Self.n(b.width))×\(Self.n(b.height)) screen",
            view: view)
        }
      }
      if let label = view as? Label, label.numberOfLines == 1, let stored = view.documentIntrinsicSizeIfAny {
        // The stored width is the text's width only for a label that hugs it: a
        // stretched label's stored frame is wider than its text. The text measured with
        // the bundled font bounds what it needs from the other side (a font's
        // difference from the saving Xcode's then never makes a finding). With
        // `.stored`, the stored width is taken as it is.
        let measured = textSizing == .measured ? Self.measuredWidth(of: label) : nil
        let needed = min(stored.width, measured ?? stored.width)
        if view.frame.width + 0.5 < needed {
          let how = needed < stored.width ? " (its text measured with the bundled font)" : ""
          add(
            "warning", "clipped-text", e.line,
            "\(describe(view, layout)) text is clipped: it needs \(Self.n(needed)) pt\(how), gets \(Self.n(view.frame.width)) pt",
            view: view)
        }
      }
    }
    return (out, updates)
  }

  /// Whether an ambiguity diagnostic leaves the view's own position free
  /// (`ID.minX is free…` or `ID.minY is free…`), not only its size.
  static func positionIsFree(of id: String, in message: String) -> Bool {
    message.contains("\(id).minX is free") || message.contains("\(id).minY is free")
  }

  func nearestScrollView(of view: View) -> ScrollView? {
    var v = view.superview
    while let s = v {
      if let scroll = s as? ScrollView { return scroll }
      v = s.superview
    }
    return nil
  }

  /// Whether a view sits inside an ancestor (below the root) that clips it anyway.
  func isInsideClippedContainer(_ view: View) -> Bool {
    var v = view.superview
    while let s = v, s.superview != nil {
      if s.clipsToBounds { return true }
      v = s.superview
    }
    return false
  }

  /// Whether a conflict is one of `contentViews`' height against its content: every
  /// view its constraints involve (their items, or the views owning their guides) is
  /// one of `contentViews` or lies inside one, and one of them is such a content view
  /// itself (its drawn height takes part). A conflict among the content's own
  /// constraints, which no row height settles, is not.
  /// - Complexity: O(constraints × (depth + contentViews)).
  static func conflict(_ report: UnsatisfiableConstraints, liesInside contentViews: [View]) -> Bool {
    guard !contentViews.isEmpty else { return false }
    let views = report.constraints.flatMap { c in
      [c.firstItem, c.secondItem].compactMap { asLayoutItem($0)?.hostView }
    }
    return views.contains { v in contentViews.contains { v === $0 } }
      && views.allSatisfy { v in contentViews.contains { v === $0 || v.isDescendant(of: $0) } }
  }

  /// Whether the view is a cell, a table's header or footer, a collection view's
  /// section header or footer, or lies inside one: content that its table or
  /// collection view places, sizes to its own width and scrolls, so a row below the
  /// screen or stored wider than a device's table is not off screen (UIKitBehaviour.md
  /// §83; such a view is laid out as its own root at its stored frame, never in the
  /// device's window).
  /// - Complexity: O(depth).
  static func isRowContent(_ id: String, in layout: IBLayout) -> Bool {
    var current: String? = id
    while let c = current {
      if let e = layout.elements[c], e.isCell || e.isTableHeaderOrFooter || e.isSectionHeaderOrFooter { return true }
      current = layout.parents[c]
    }
    return false
  }

  /// The view's name in findings (``IBDocument/name(of:)``): `titleLabel (abc-12-xyz)`,
  /// `Label 'Title' (abc-12-xyz)`; `View (?)` for a view the scene did not build from
  /// an element (none reaches a finding today).
  func describe(_ view: View, _ layout: IBLayout) -> String {
    guard let id = layout.id(of: view), let e = layout.elements[id] else { return "View (?)" }
    return document.name(of: e)
  }

  /// The width of a label's text on one line in its font, measured with the bundled
  /// font and rounded up to the screen's pixels; nil for a label without text.
  static func measuredWidth(of label: Label) -> CGFloat? {
    guard let text = label.text, !text.isEmpty else { return nil }
    let width = TextLayout(text: text, font: label.font, width: nil, numberOfLines: 1).size.width
    let scale = max(label.contentScaleFactor, 1)
    return (width * scale).rounded(.up) / scale
  }

  static func n(_ v: CGFloat) -> String { IBConformanceReport.n(v) }
  static func rect(_ r: CGRect) -> String { IBConformanceReport.rect(r) }
}
