import Foundation

/// One kind of problem Scrollwork reports, as a linter's rule: the stable id that
/// ``LayoutDiagnostic/code`` and `scrollwork check`'s findings carry, the severity it
/// has unless configured otherwise, what it means, and a minimal example.
///
/// ``catalogue`` is the one list of every id the library, the Interface Builder
/// checker and the command line report; `scrollwork rules` prints it, and the SARIF
/// reporter writes it as the tool's rules. An id never changes once published.
public struct LayoutRule: Sendable, Equatable, Codable {
  /// Who reports findings of this rule.
  public enum Source: String, Sendable, Codable {
    /// ``View/layoutDiagnostics()``: any hierarchy, any front end.
    case layout
    /// The Interface Builder checker (`scrollwork check`) only.
    case interfaceBuilder = "interface-builder"
  }

  /// The stable kebab-case id (`ambiguous-scroll-content-height`).
  public let id: String
  /// The severity findings have unless a configuration overrides it.
  public let defaultSeverity: LayoutDiagnostic.Severity
  /// Who reports it.
  public let source: Source
  /// One sentence: what the finding means.
  public let summary: String
  /// Why it matters and how it is usually fixed.
  public let help: String
  /// The smallest layout that triggers it, in words or constraints.
  public let example: String

  /// Creates a rule.
  public init(
    id: String, defaultSeverity: LayoutDiagnostic.Severity, source: Source, summary: String, help: String,
    example: String
  ) {
    self.id = id
    self.defaultSeverity = defaultSeverity
    self.source = source
    self.summary = summary
    self.help = help
    self.example = example
  }

  /// The rule with this id, or nil.
  public static func named(_ id: String) -> LayoutRule? { catalogue.first { $0.id == id } }
}

extension LayoutRule {
  /// Every rule, sorted by id.
  public static let catalogue: [LayoutRule] = [
    LayoutRule(
      id: "ambiguous-layout", defaultSeverity: .error, source: .layout,
      summary: "A view's frame is not determined: the constraints allow more than one position or size.",
      help:
        "Add the missing constraint named in the message (a leading, top, width or height), or give the view an intrinsic size.",
      example: "A view with only a leading and a top constraint: its width and height are free."),
    LayoutRule(
      id: "ambiguous-scroll-content-height", defaultSeverity: .error, source: .layout,
      summary: "The scroll view's content height is not determined by the constraints to its content layout guide.",
      help:
        "Chain the content from the content guide's top to its bottom with fixed heights or intrinsic sizes, or set the content guide's height.",
      example:
        "A scroll view whose only subview is pinned to the content guide's top, leading and trailing, with no bottom."),
    LayoutRule(
      id: "ambiguous-scroll-content-width", defaultSeverity: .error, source: .layout,
      summary: "The scroll view's content width is not determined by the constraints to its content layout guide.",
      help:
        "Make the content as wide as the frame layout guide (for vertical scrolling), or chain fixed widths from leading to trailing.",
      example: "A scroll view whose subview is pinned on all four edges to the content guide, with no width."),
    LayoutRule(
      id: "autolayout-disabled", defaultSeverity: .warning, source: .interfaceBuilder,
      summary:
        "The document does not use Auto Layout (no useAutolayout=\"YES\") but holds constraints or views that need them.",
      help:
        "Turn on \"Use Auto Layout\" in the document's File inspector. IBLinter's enable_autolayout checks the same attribute.",
      example: "<document … useAutolayout=\"NO\"> with a <constraint> inside a view."),
    LayoutRule(
      id: "clipped-text", defaultSeverity: .warning, source: .interfaceBuilder,
      summary:
        "A label cannot show all its text in its frame: truncated at its width or by numberOfLines, or more lines than its height holds (on a device, or at a larger Dynamic Type size).",
      help:
        "Let the label wrap (numberOfLines 0) and let its height follow the text (no fixed height), let it shrink (minimumScaleFactor), or give it room.",
      example:
        "A body-style label in a row of fixed height 44: fine at the default text size, clipped at accessibilityExtraExtraExtraLarge."
    ),
    LayoutRule(
      id: "clipped-text-dynamic-type", defaultSeverity: .warning, source: .interfaceBuilder,
      summary:
        "With --content-sizes, a label whose text-style font follows Dynamic Type (adjustsFontForContentSizeCategory) shows its text in full at the default size but clips it at a larger one.",
      help:
        "Let the label wrap (numberOfLines 0) and its height follow the text (no fixed height or width), or cap the font (UIFontMetrics maximumPointSize). Fixed-size fonts and labels that do not adjust never scale.",
      example:
        "A body-style label 120 pt wide with adjustsFontForContentSizeCategory: fits at large (17 pt), truncated at accessibilityExtraExtraExtraLarge (53 pt)."
    ),
    LayoutRule(
      id: "clipped-text-localized", defaultSeverity: .warning, source: .interfaceBuilder,
      summary:
        "With --pseudo-localize, a label that shows its text in full clips it once the text is lengthened as translations lengthen it, or laid out right to left.",
      help:
        "Replace the label's fixed width by leading and trailing constraints (or >= width), let it wrap (numberOfLines 0), or lower a neighbour's compression resistance.",
      example: "A label 'Save' in a fixed 40-pt width: fits in English, clipped at 'Sáá…vé' (+100% for short strings)."),
    LayoutRule(
      id: "dangling-reference", defaultSeverity: .error, source: .interfaceBuilder,
      summary:
        "A constraint, outlet, segue, action or size-class mask names an id that no element of the document has.",
      help:
        "Delete the reference or point it at an existing object; such documents come from hand edits and merges, and Xcode refuses them.",
      example: "<constraint firstItem=\"gone-00-id\" …> after the view gone-00-id was deleted in another branch."),
    LayoutRule(
      id: "duplicate-constraint", defaultSeverity: .warning, source: .interfaceBuilder,
      summary:
        "A constraint repeats another of its scene: same items, attributes, relation, multiplier, constant and priority, in either orientation.",
      help:
        "Delete one of the two: both are solved, and changing one in code later leaves the other in force. IBLinter's duplicate_constraint checks the written orientation only.",
      example: "a.leading == b.leading + 20 and b.leading == a.leading - 20, both required."),
    LayoutRule(
      id: "duplicate-id", defaultSeverity: .error, source: .interfaceBuilder,
      summary: "Two elements of the document have the same id.",
      help:
        "Give one of them a new id (usually the copy a merge brought in). Xcode refuses such a document; IBLinter's duplicate_id checks the same.",
      example: "Two <view id=\"abc-12-xyz\"> elements in one storyboard."),
    LayoutRule(
      id: "invalid-mutation", defaultSeverity: .error, source: .layout,
      summary: "A constraint was changed in a way UIKit refuses (such as a required priority on an active constraint).",
      help: "Change the priority before activating the constraint, or deactivate it first.",
      example: "Setting priority 1000 on an active constraint of priority 750."),
    LayoutRule(
      id: "invalid-visual-format", defaultSeverity: .error, source: .layout,
      summary: "A Visual Format Language string does not parse or names an unknown view or metric.",
      help: "Fix the format at the position the message's caret shows.",
      example: "H:|-[a]-[b|"),
    LayoutRule(
      id: "layout-feedback-loop", defaultSeverity: .error, source: .layout,
      summary:
        "Layout never settled: a lifecycle hook kept invalidating layout (changing a constant or the hierarchy) on every pass.",
      help:
        "Change constraints in viewDidLayoutSubviews or layoutSubviews only when the value actually differs, or move the change to updateConstraints.",
      example: "viewDidLayoutSubviews adds 1 to a height constraint's constant and calls layoutIfNeeded() every time."),
    LayoutRule(
      id: "misplaced-view", defaultSeverity: .warning, source: .interfaceBuilder,
      summary: "The frame the document stores is not the frame the constraints give (Xcode's misplaced view).",
      help:
        "Update the frames in Xcode (Update Frames) or with `scrollwork fix --update-frames FILE`, or fix the constraint that moved the view.",
      example: "A view stored at x 20 whose leading constraint says 40."),
    LayoutRule(
      id: "off-screen", defaultSeverity: .warning, source: .interfaceBuilder,
      summary: "A view extends beyond the screen on a device and orientation.",
      help:
        "Pin the view to both edges (or the safe area) instead of giving it a fixed size larger than small screens.",
      example: "A 400-pt wide view pinned to the leading edge, on a 320-pt screen."),
    LayoutRule(
      id: "outside-scroll-content", defaultSeverity: .warning, source: .interfaceBuilder,
      summary: "A scroll view's subview lies outside its content size and cannot be scrolled to.",
      help: "Constrain the subview to the content layout guide so that it counts in the content size.",
      example: "A subview pinned to the scroll view's frame guide below a content height it does not set."),
    LayoutRule(
      id: "scroll-content-label-unbounded", defaultSeverity: .warning, source: .layout,
      summary: "A multi-line label in scrollable content has no width bound, so it never wraps.",
      help: "Bound the label's width (to the frame layout guide, or leading and trailing to a bounded view).",
      example: "A label with numberOfLines 0 pinned only to the content guide's leading edge."),
    LayoutRule(
      id: "scroll-content-pinned-to-frame", defaultSeverity: .warning, source: .layout,
      summary: "Scroll content is pinned to the scroll view itself on an edge, so it does not scroll as meant.",
      help: "Pin content to the content layout guide; use the frame layout guide only for widths and floating views.",
      example: "A content view whose bottom is pinned to the scroll view's frame layout guide bottom."),
    LayoutRule(
      id: "unsatisfiable-constraints", defaultSeverity: .error, source: .layout,
      summary: "Required constraints conflict; Auto Layout breaks one of them at run time.",
      help: "Lower the priority of one of the conflicting constraints or remove the one that is wrong.",
      example: "width == 100 and width == 200, both required."),
    LayoutRule(
      id: "unused-constraint", defaultSeverity: .warning, source: .interfaceBuilder,
      summary: "A constraint of the document cannot be used: it refers to an item outside the scene's views.",
      help: "Delete the constraint or move it to the scene its items belong to.",
      example: "A constraint whose second item is a view of another scene."),
  ]
}
