import Foundation

extension StackView {
  /// How a stack view sizes and places its arranged views along its axis:
  /// UIKit's `UIStackView.Distribution`, with its raw values (UIKitBehaviour.md §8).
  public enum Distribution: Int, Sendable, CaseIterable {
    /// The views fill the stack; hugging and compression resistance decide which
    /// one grows or shrinks.
    case fill = 0
    /// Every view gets the same size along the axis.
    case fillEqually = 1
    /// The views share the stack in proportion to their intrinsic sizes (read when
    /// the constraints are generated; invalidating an intrinsic size re-generates).
    case fillProportionally = 2
    /// The views keep their sizes; the gaps between them are equal (at least
    /// the spacing).
    case equalSpacing = 3
    /// The views keep their sizes; their centers are equally far apart (at least
    /// the spacing between edges).
    case equalCentering = 4

    /// Whether the gaps are `UISV-distributing` guides (equal spacing or centering).
    var usesDistributingGuides: Bool { self == .equalSpacing || self == .equalCentering }
  }

  /// How a stack view places its arranged views across its axis: UIKit's
  /// `UIStackView.Alignment`, with its raw values (UIKitBehaviour.md §8).
  ///
  /// `top` and `leading` are the same case (raw 1), as are `bottom` and
  /// `trailing` (raw 4). The baseline alignments apply to horizontal stacks; a
  /// vertical stack treats `firstBaseline` as `leading` and `lastBaseline` as
  /// `trailing` [choice, see Sources/Scrollwork/Scrollwork.docc/StackViewConstraints.md].
  public enum Alignment: Int, Sendable, CaseIterable {
    /// The views fill the stack across the axis.
    case fill = 0
    /// Top edges (horizontal stack) or leading edges (vertical stack) line up.
    case leading = 1
    /// First baselines line up (horizontal stacks).
    case firstBaseline = 2
    /// Centers line up with the stack's center.
    case center = 3
    /// Bottom edges (horizontal stack) or trailing edges (vertical stack) line up.
    case trailing = 4
    /// Last baselines line up (horizontal stacks).
    case lastBaseline = 5

    /// The same as ``leading``: top edges line up in a horizontal stack.
    public static let top = Alignment.leading
    /// The same as ``trailing``: bottom edges line up in a horizontal stack.
    public static let bottom = Alignment.trailing
  }
}
