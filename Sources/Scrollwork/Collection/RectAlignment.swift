import Foundation

/// Where a boundary supplementary item sits on its section or layout: UIKit's
/// `NSRectAlignment` (raw values as in UIKit).
public enum RectAlignment: Int, Sendable, CaseIterable {
  case none = 0
  case top = 1
  case topLeading = 2
  case leading = 3
  case bottomLeading = 4
  case bottom = 5
  case bottomTrailing = 6
  case trailing = 7
  case topTrailing = 8
}
