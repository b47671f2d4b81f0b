/// A failure to read a visual format string: UIKit's message and caret offset.
///
/// The messages are UIKit's exact texts (UIKitBehaviour.md §2.4). ``index`` is nil for
/// the two checks made before parsing (empty, non-ASCII), which print no caret.
struct VisualFormatDiagnostic: Error, Equatable, Sendable {
  /// The catalogue of messages.
  enum Message: Equatable, Sendable {
    case emptyString
    case nonASCII
    case tooLong(length: Int, limit: Int)
    case expectedColonAfterH
    case expectedColonAfterV
    case expectedConnectionAfterBar
    case expectedViewOrBar
    case expectedEnd
    case expectedView
    case invalidViewName
    case notAKeyInViews(String)
    case expectedCloseBracket
    case outOfFodderInView
    case thicknessPredicateEnd
    case expectedBracketAfterThickness
    case expectedMinus
    case expectedMinusUseParentheses
    case minusOrBarAmbiguity
    case expectedCloseParenOrComma
    case expectedMoreInput
    case unknownRelation
    case expectedNumberOrKey
    case expectedNumberOrAKey
    case unknownMetric(String)
    case spaceEqualToView
    case priorityNotPositive(Double)
    case priorityTooHigh(Double)
    case noSuperview
    case noViewForConstraint
    case alignmentHorizontalInHorizontal
    case alignmentVerticalInVertical
    case baselineToBaselineInHorizontal

    /// UIKit's text for the message.
    var text: String {
      switch self {
      case .emptyString: "It's an empty string."
      case .nonASCII: "It contains non-ASCII characters."
      case .tooLong(let length, let limit):
        "The format string is \(length) bytes long; visual format strings may be at most \(limit) bytes."
      case .expectedColonAfterH: "Expected ':' after 'H' to specify horizontal arrangement"
      case .expectedColonAfterV: "Expected ':' after 'V' to specify vertical arrangement"
      case .expectedConnectionAfterBar: "Expected a connection after the '|' character"
      case .expectedViewOrBar: "Expected a view or '|'"
      case .expectedEnd: "Expected the end of the format string"
      case .expectedView: "Expected a view"
      case .invalidViewName:
        "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
      case .notAKeyInViews(let name): "\(name) is not a key in the views dictionary."
      case .expectedCloseBracket: "Expected a ']' here. That is how you give the end of a view."
      case .outOfFodderInView: "Unexpectedly ran out of character fodder in the middle of parsing a view"
      case .thicknessPredicateEnd: "A predicate on a view's thickness must end with ')' and the view must end with ']'"
      case .expectedBracketAfterThickness: "Expected ']' after specifying thickness."
      case .expectedMinus: "Expected a '-' here"
      case .expectedMinusUseParentheses:
        "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints"
      case .minusOrBarAmbiguity:
        "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
      case .expectedCloseParenOrComma:
        "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"
      case .expectedMoreInput: "Expected more input"
      case .unknownRelation: "Unknown relation. Must be ==, >=, or <="
      case .expectedNumberOrKey: "Expected a number or key from the metrics dictionary, but encountered something else"
      case .expectedNumberOrAKey:
        "Expected a number or a key from the metrics dictionary, but encountered something else"
      case .unknownMetric(let name):
        "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
      case .spaceEqualToView:
        "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
      case .priorityNotPositive(let p): "Invalid priority specified: \(formatG(p)). Priority must be greater than 0"
      case .priorityTooHigh(let p):
        "Invalid priority specified: \(formatG(p)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
      case .noSuperview: "Unable to interpret '|' character, because the related view doesn't have a superview"
      case .noViewForConstraint: "No view was specified for this constraint"
      case .alignmentHorizontalInHorizontal:
        "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
      case .alignmentVerticalInVertical:
        "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
      case .baselineToBaselineInHorizontal: "BaselineToBaseline format option not valid for horizontal layout"
      }
    }
  }

  /// What went wrong.
  let message: Message
  /// The 0-based offset of the caret, or nil for no caret line.
  let index: Int?

  /// UIKit's full reason: `"Unable to parse constraint format: \n" + message + " \n" +
  /// format + " \n" + caret line`, or only the first two parts when there is no caret.
  func reason(format: String) -> String {
    let head = "Unable to parse constraint format: "
    guard let index else { return head + message.text }
    return head + "\n" + message.text + " \n" + format + " \n" + String(repeating: " ", count: max(0, index)) + "^"
  }
}
