import Foundation

extension TextLayout {
  /// The x offset of line `index` inside a box `boxWidth` points wide.
  ///
  /// `.left`, `.natural` (no right-to-left support) and `.justified` (no stretching) give 0;
  /// `.center` gives (boxWidth − line width) / 2 and `.right` boxWidth − line width (negative
  /// when the line is wider than the box). An index out of range gives 0.
  ///
  /// - Complexity: O(1).
  public func originX(ofLine index: Int, alignment: TextAlignment, in boxWidth: CGFloat)
    -> CGFloat
  {
    guard lines.indices.contains(index) else { return 0 }
    let slack = boxWidth - lines[index].width
    switch alignment {
    case .left, .natural, .justified: return 0
    case .center: return slack / 2
    case .right: return slack
    }
  }
}
