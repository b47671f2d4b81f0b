import Foundation

/// Horizontal, vertical, both or neither: UIKit's `UIAxis` (raw values as in UIKit),
/// the type of ``ListContentConfiguration/axesPreservingSuperviewLayoutMargins``.
public struct Axis: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let horizontal = Axis(rawValue: 1 << 0)
  public static let vertical = Axis(rawValue: 1 << 1)
  public static let both: Axis = [.horizontal, .vertical]
}
