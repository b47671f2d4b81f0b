import Foundation

extension LayoutConstraint {
  /// Options for ``constraints(withVisualFormat:options:metrics:views:)``: UIKit's
  /// `NSLayoutConstraint.FormatOptions`, with its names and bit values (UIKitBehaviour.md §0).
  ///
  /// Alignment bits (bit *n* = the attribute with raw value *n*) align every pair
  /// of neighbouring views; the direction bits choose leading/trailing or
  /// left/right for `H:`; the spacing bit makes `V:` spaces baseline to baseline.
  public struct FormatOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Align the left edges of neighbouring views.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Align the right edges.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Align the top edges.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Align the bottom edges.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Align the leading edges.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Align the trailing edges.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Align the horizontal centers.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Align the vertical centers.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Align the last baselines.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// The old name of ``alignAllLastBaseline``.
    public static let alignAllBaseline = alignAllLastBaseline
    /// Align the first baselines.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// The alignment bits.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

    /// `H:` runs from leading to trailing (the default, 0).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// `H:` runs from left to right.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// `H:` runs from right to left.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// The direction bits.
    public static let directionMask = FormatOptions(rawValue: 3 << 16)

    /// Spaces measure edge to edge (the default, 0).
    public static let spacingEdgeToEdge = FormatOptions([])
    /// `V:` spaces between views run from last baseline to first baseline.
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    /// The spacing bits.
    public static let spacingMask = FormatOptions(rawValue: 1 << 19)
  }
}
