/// How the ambiguity probe (``View/ambiguityReports(options:)``,
/// ``View/layoutDiagnostics(ambiguity:)``) judges which values an unknown can take.
///
/// The default is UIKit's runtime rule (`hasAmbiguousLayout`, UIKitBehaviour.md §9.4):
/// an unknown is free when another value satisfies every constraint just as well,
/// whatever the sign of a size. ``interfaceBuilderCanvas`` is Xcode's canvas rule: a
/// size below zero is not a layout the canvas considers, so a width or height bounded
/// above by 0 and by nothing below is not free (InterfaceBuilder.md, "Verdicts":
/// LoopKit's CarbKit labels, xDrip's over-full stack), and a stack view without
/// arranged subviews has no size of its own (UIKitBehaviour.md §60: pocket-casts'
/// CastToViewController).
public struct AmbiguityOptions: Sendable, Equatable {
  /// Whether the probe limits every view's width and height to values ≥ 0.
  ///
  /// Only the probing engine gets the limits (required `width ≥ 0`, `height ≥ 0` per
  /// view, left out for a size the solution already gives a negative value, which is
  /// then judged as without the option); the layout, its frames and which constraints
  /// break are unchanged.
  public var sizesAreNonNegative: Bool

  /// Whether a stack view without arranged subviews keeps the size
  /// `UISV-fix-for-app-bug-ambiguity` gives it (0 by 0 at priority 1, UIKitBehaviour.md
  /// §8), as at run time; when false the probe judges it without that constraint, so
  /// its size is free unless other constraints fix it (UIKitBehaviour.md §60).
  ///
  /// Only the probing engine loses the constraint; the layout keeps it, so frames are
  /// unchanged.
  public var emptyStackViewsAreSized: Bool

  /// Options; the defaults are UIKit's runtime rule.
  public init(sizesAreNonNegative: Bool = false, emptyStackViewsAreSized: Bool = true) {
    self.sizesAreNonNegative = sizesAreNonNegative
    self.emptyStackViewsAreSized = emptyStackViewsAreSized
  }

  /// UIKit's runtime rule: sizes of either sign count, an empty stack view is 0 by 0.
  public static let uikit = AmbiguityOptions()

  /// Xcode's canvas rule: only sizes ≥ 0 count, and an empty stack view has no size
  /// of its own.
  public static let interfaceBuilderCanvas = AmbiguityOptions(
    sizesAreNonNegative: true, emptyStackViewsAreSized: false)
}
