import Foundation

/// A hierarchy whose layout did not settle: lifecycle hooks (`layoutSubviews()`,
/// `viewDidLayoutSubviews()`, `updateConstraints()`) kept changing constraints or
/// frames, so one `layoutIfNeeded()` would never end. The engine stops after a
/// bounded number of layout rounds (16 per pass, 256 per outermost call) or nested
/// passes (8 deep), keeps the frames of the last round it applied, and
/// records this as a ``LayoutIssue`` (UIKitBehaviour.md §12).
///
/// The next `layoutIfNeeded()` tries again: what was still pending stays pending.
public struct LayoutFeedbackLoop: CustomStringConvertible, Sendable {
  /// Which bound stopped the layout.
  public enum Limit: Sendable, Equatable {
    /// One pass ran 16 rounds and the hierarchy still
    /// needed layout.
    case roundsPerPass
    /// Nested passes together ran 256 rounds.
    case roundsPerLayout
    /// `layoutIfNeeded()` from a hook nested 8 passes deep.
    case nesting
  }

  /// The root of the hierarchy, as descriptions print it (`UIView:0x…`). Text, not
  /// the view: the issue is stored on that root.
  public let root: String
  public let limit: Limit
  /// Rounds that applied frames before the engine stopped (every depth together).
  public let rounds: Int

  /// The console text.
  public var log: String {
    let bound =
      switch limit {
      case .roundsPerPass: "one layout pass ran \(LayoutEngine.maxRoundsPerPass) rounds"
      case .roundsPerLayout: "nested layout passes ran \(LayoutEngine.maxRoundsPerLayout) rounds"
      case .nesting: "layoutIfNeeded() was nested \(LayoutEngine.maxPassDepth) passes deep"
      }
    return
      "[LayoutConstraints] Layout feedback loop in \(root): \(bound) (\(rounds) in all) and the hierarchy still needed layout. A layoutSubviews(), viewDidLayoutSubviews() or updateConstraints() override probably changes a constraint, a frame or setNeedsLayout() every time it runs. Layout stopped; the frames are those of the last round."
  }

  public var description: String { log }
}
