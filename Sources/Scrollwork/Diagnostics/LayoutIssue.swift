import Foundation

/// A problem the engine found and worked around: reported as a value, never a
/// crash and never only a print.
public enum LayoutIssue: CustomStringConvertible {
  /// Required constraints that cannot all hold; one was broken (UIKitBehaviour.md §9.3).
  case unsatisfiable(UnsatisfiableConstraints)
  /// A change the model refused (a required/optional priority flip on an active
  /// constraint, activation without a common ancestor, a non-finite constant).
  case invalidMutation(LayoutConstraint, LayoutError)
  /// A visual format string UIKit would refuse, given to the non-throwing
  /// `constraints(withVisualFormat:…)` (no constraints were made).
  case invalidVisualFormat(VisualFormatError)
  /// Lifecycle hooks kept invalidating layout; the engine stopped after a bounded
  /// number of passes (UIKitBehaviour.md §12).
  case layoutFeedbackLoop(LayoutFeedbackLoop)

  /// UIKit's console text for the issue.
  public var description: String {
    switch self {
    case .unsatisfiable(let report): report.log
    case .invalidMutation(_, let error): error.reason
    case .invalidVisualFormat(let error): error.reason
    case .layoutFeedbackLoop(let loop): loop.log
    }
  }
}

/// Required constraints that cannot all hold, and the one the engine broke to go on.
///
/// ``constraints`` is a minimal conflicting set (what UIKit's log lists);
/// ``broken`` is the constraint left out of the solution (kept active, as UIKit
/// does). ``log`` is UIKit's console message for it.
public struct UnsatisfiableConstraints: CustomStringConvertible {
  /// The conflicting constraints: the earlier ones first, the one that failed last.
  public let constraints: [LayoutConstraint]
  /// The constraint the engine stopped satisfying.
  public let broken: LayoutConstraint

  /// UIKit's "Unable to simultaneously satisfy constraints." message, with the
  /// Note line when an autoresizing-mask constraint takes part.
  public var log: String {
    var lines = [
      "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
      "\tProbably at least one of the constraints in the following list is one you don't want. ",
      "\tTry this: ",
      "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
      "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
    ]
    if constraints.contains(where: { $0 is AutoresizingMaskLayoutConstraint }) {
      lines.append(
        "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) "
      )
    }
    lines.append("(")
    lines.append(constraints.map { "    \"\($0.describe(active: true))\"" }.joined(separator: ",\n"))
    lines.append(")")
    lines.append("")
    lines.append("Will attempt to recover by breaking constraint ")
    lines.append(broken.describe(active: true))
    lines.append("")
    lines.append("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
    lines.append(
      "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
    )
    return lines.joined(separator: "\n")
  }

  public var description: String { log }
}

/// Where issues go: to the hierarchy they belong to (``View/layoutIssues``) and,
/// when set, to ``handler`` (for example `print`, to see UIKit's console output).
public enum LayoutIssueLog {
  nonisolated(unsafe) private static var storedHandler: (@Sendable (LayoutIssue) -> Void)?
  private static let lock = NSLock()

  /// Called with every issue as it is recorded; nil (the default) prints nothing.
  public static var handler: (@Sendable (LayoutIssue) -> Void)? {
    get { lock.withLock { storedHandler } }
    set { lock.withLock { storedHandler = newValue } }
  }

  static func emit(_ issue: LayoutIssue) {
    handler?(issue)
  }

  /// Records an issue about a constraint on the root of its first item's hierarchy.
  package static func record(_ issue: LayoutIssue, for constraint: LayoutConstraint) {
    record(issue, in: LayoutConstraint.hostView(of: constraint.firstItem))
  }

  /// Records an issue on the root of `view`'s hierarchy (if any) and emits it.
  static func record(_ issue: LayoutIssue, in view: View?) {
    if let view { view.rootView.storedIssues.append(issue) }
    emit(issue)
  }
}
