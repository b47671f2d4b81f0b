/// How a label wraps and truncates text that does not fit, with `NSLineBreakMode` raw
/// values.
///
/// In ``TextLayout``, lines always wrap at word boundaries except with ``byCharWrapping``;
/// the mode decides what happens on the last line allowed by `numberOfLines` when text is
/// left over (<doc:FontsAndLabels>, "Truncation").
public enum LineBreakMode: Int, Sendable, Hashable, CaseIterable {
  /// Wrap at word boundaries; text past the last allowed line is dropped.
  case byWordWrapping = 0
  /// Wrap at any grapheme cluster; text past the last allowed line is dropped.
  case byCharWrapping = 1
  /// The last allowed line holds the rest of its paragraph and is clipped at the width.
  case byClipping = 2
  /// The last allowed line ends in "…" preceded by as much of its paragraph's end as fits.
  case byTruncatingHead = 3
  /// The last allowed line is as much of the remaining text as fits, then "…" (UILabel's
  /// default).
  case byTruncatingTail = 4
  /// The last allowed line keeps its start and its paragraph's end around a "…".
  case byTruncatingMiddle = 5
}
