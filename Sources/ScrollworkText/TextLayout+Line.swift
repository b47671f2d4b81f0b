import Foundation

extension TextLayout {
  /// One laid-out line.
  public struct Line: Sendable, Equatable {
    /// The characters shown: a slice of the source text without the line's hanging
    /// trailing spaces and hard break, plus "…" where the line was truncated.
    public let text: String
    /// Advances + kerning of `text`, in points (hanging spaces excluded). May exceed the
    /// wrap width for a single grapheme cluster wider than it, or a clipped line.
    public let width: CGFloat

    /// A line with the given text and width.
    public init(text: String, width: CGFloat) {
      self.text = text
      self.width = width
    }
  }
}
