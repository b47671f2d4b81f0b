/// Horizontal alignment of lines in a label, with iOS `NSTextAlignment` raw values.
///
/// There is no bidirectional text support, so ``natural`` is ``left``; ``justified`` is laid
/// out as ``left`` (no inter-word stretching). See ``TextLayout/originX(ofLine:alignment:in:)``.
public enum TextAlignment: Int, Sendable, Hashable, CaseIterable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}
