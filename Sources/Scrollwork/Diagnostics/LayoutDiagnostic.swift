import Foundation

/// One problem with a laid-out hierarchy, in a form tools can print, count and
/// serialize: a severity, a stable code, the views involved and a message that says
/// what is wrong and how to fix it.
///
/// ``View/layoutDiagnostics()`` gathers them from the engine's issues
/// (``LayoutIssue``), the ambiguity probe (``AmbiguityReport``) and the scroll view
/// checks (``ScrollView`` content rules, UIKitBehaviour.md §7.1 and §10).
///
/// | code | severity | views | from |
/// |---|---|---|---|
/// | `unsatisfiable-constraints` | error | the views of the conflicting constraints | ``LayoutIssue/unsatisfiable(_:)`` |
/// | `invalid-mutation` | error | the constraint's views | ``LayoutIssue/invalidMutation(_:_:)`` |
/// | `invalid-visual-format` | error | none | ``LayoutIssue/invalidVisualFormat(_:)`` |
/// | `ambiguous-layout` | error | the ambiguous view (a guide's owning view) | ``AmbiguityReport`` |
/// | `ambiguous-scroll-content-width`, `-height` | error | the scroll view | ``AmbiguityReport`` of its content guide |
/// | `scroll-content-*` | warning | the scroll view, then the content views | ``ScrollView`` content checks |
public struct LayoutDiagnostic: CustomStringConvertible {
  /// How bad a diagnostic is: an error makes the layout wrong or unpredictable; a
  /// warning flags a pattern that works here but is fragile or not what was meant.
  public enum Severity: String, Sendable, Codable {
    case error
    case warning
  }

  /// Whether the layout is wrong (`error`) or merely suspicious (`warning`).
  public let severity: Severity
  /// A stable, kebab-case identifier of the kind of problem (see the table above).
  public let code: String
  /// The views involved, most relevant first, without duplicates.
  public let views: [View]
  /// The explanation: what is wrong, why, and the fix in words. For unsatisfiable
  /// constraints, UIKit's console log.
  public let message: String
  /// The fix as data: constraints to add (at required priority) that remove this
  /// diagnostic without making any required constraint unsatisfiable, each checked
  /// in a copy of the engine before it is offered; the message's "add …" names
  /// them. Set for the ambiguity codes when a fix was found; empty otherwise (an
  /// unsatisfiable set or a warning asks to remove or move a constraint, not to add
  /// one). See ``SuggestedConstraint`` and `Sources/Scrollwork/Scrollwork.docc/Diagnostics.md`.
  public let suggestedConstraints: [SuggestedConstraint]

  /// Creates a diagnostic; `views` are de-duplicated, first occurrence kept.
  public init(
    severity: Severity, code: String, views: [View], message: String,
    suggestedConstraints: [SuggestedConstraint] = []
  ) {
    self.severity = severity
    self.code = code
    var seen = Set<ObjectIdentifier>()
    self.views = views.filter { seen.insert(ObjectIdentifier($0)).inserted }
    self.message = message
    self.suggestedConstraints = suggestedConstraints
  }

  /// `error: [code] message`.
  public var description: String { "\(severity.rawValue): [\(code)] \(message)" }
}

extension View {
  /// Every diagnostic of this view's whole hierarchy (from its root): the
  /// engine's issues oldest first, then ambiguities in document order, then the
  /// scroll view content checks in document order. Lays the hierarchy out first.
  /// - Complexity: a layout pass plus one ambiguity probe pass (see
  ///   ``ambiguityReports()``).
  public func layoutDiagnostics() -> [LayoutDiagnostic] {
    layoutDiagnostics(ambiguity: .uikit)
  }

  /// ``layoutDiagnostics()`` with the ambiguity codes judged under `ambiguity` (see
  /// ``AmbiguityOptions``; ``AmbiguityOptions/interfaceBuilderCanvas`` for a check of
  /// an Interface Builder document, whose canvas counts only sizes ≥ 0).
  public func layoutDiagnostics(ambiguity: AmbiguityOptions) -> [LayoutDiagnostic] {
    let root = rootView
    root.layoutIfNeeded()
    var list: [LayoutDiagnostic] = []
    for issue in root.layoutIssues {
      switch issue {
      case .unsatisfiable(let report):
        let views = report.constraints.flatMap { Self.views(of: $0) }
        list.append(
          LayoutDiagnostic(severity: .error, code: "unsatisfiable-constraints", views: views, message: report.log))
      case .invalidMutation(let constraint, let error):
        list.append(
          LayoutDiagnostic(
            severity: .error, code: "invalid-mutation", views: Self.views(of: constraint), message: error.reason))
      case .invalidVisualFormat(let error):
        list.append(LayoutDiagnostic(severity: .error, code: "invalid-visual-format", views: [], message: error.reason))
      case .layoutFeedbackLoop(let loop):
        list.append(LayoutDiagnostic(severity: .error, code: "layout-feedback-loop", views: [root], message: loop.log))
      }
    }
    let reports = root.ambiguityReports(options: ambiguity)
    for report in reports {
      if let guide = report.layoutGuide, guide.system == .scrollContent, let scroll = guide.owningView as? ScrollView {
        for axis in [LayoutAxis.horizontal, .vertical] where report.isAmbiguous(for: axis) {
          let dimension = axis == .horizontal ? "width" : "height"
          var fixes: [SuggestedConstraint] = []
          for f in report.freedoms where f.attribute.axis == axis {
            if let fix = f.suggestedConstraint, !fixes.contains(where: { $0.description == fix.description }) {
              fixes.append(fix)
            }
          }
          let message = scroll.contentAmbiguityExplanation(axis: axis, free: reports, fixes: fixes)
          list.append(
            LayoutDiagnostic(
              severity: .error, code: "ambiguous-scroll-content-\(dimension)", views: [scroll], message: message,
              suggestedConstraints: fixes))
        }
        continue
      }
      let view = report.view ?? report.layoutGuide?.owningView
      list.append(
        LayoutDiagnostic(
          severity: .error, code: "ambiguous-layout", views: view.map { [$0] } ?? [], message: report.suggestion,
          suggestedConstraints: report.suggestedConstraints))
    }
    list.append(contentsOf: root.scrollContentDiagnostics(ambiguity: reports))
    list.append(contentsOf: root.textFitDiagnostics())
    return list
  }

  /// The views a constraint involves: its items, or the views owning its guides.
  static func views(of constraint: LayoutConstraint) -> [View] {
    [constraint.firstItem, constraint.secondItem].compactMap { asLayoutItem($0)?.hostView }
  }

  /// The scroll view content checks of the whole subtree
  /// (`ScrollView+ContentChecks.swift`); `ambiguity` is the hierarchy's ambiguity
  /// reports, which say along which axes a scroll view's content size is undetermined.
  func scrollContentDiagnostics(ambiguity: [AmbiguityReport]) -> [LayoutDiagnostic] {
    var list: [LayoutDiagnostic] = []
    var stack: [View] = [self]
    while let v = stack.popLast() {
      if let scroll = v as? ScrollView {
        let guide = ambiguity.first { $0.layoutGuide === scroll.contentLayoutGuide }
        let undetermined = Set([LayoutAxis.horizontal, .vertical].filter { guide?.isAmbiguous(for: $0) ?? false })
        list.append(contentsOf: scroll.contentWarnings(undeterminedAxes: undetermined))
      }
      stack.append(contentsOf: v.subviews.reversed())
    }
    return list
  }
}
