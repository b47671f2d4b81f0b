import Foundation

/// Space around an item (or group) inside the group that holds it, which moves its
/// neighbours, unlike ``CollectionLayoutItem/contentInsets``: UIKit's
/// `NSCollectionLayoutEdgeSpacing`.
///
/// Along the group's axis a side's spacing adds to the length the item takes;
/// `.flexible` sides (and a `.flexible` inter-item spacing) share the group's spare
/// length equally on top of their minimum, so `.flexible(0)` on both sides of a lone
/// item centres it. Across, a fixed side moves the item in from that edge; with both
/// sides flexible the item is centred in the space left, with only the leading (top)
/// side flexible it goes to the far edge (UIKitBehaviour.md §31). Leading is left
/// (left-to-right) or right (right-to-left). A side that is nil has no spacing.
public struct CollectionLayoutEdgeSpacing: Hashable, Sendable, CustomStringConvertible {
  /// Before the item horizontally.
  public let leading: CollectionLayoutSpacing?
  /// Above the item.
  public let top: CollectionLayoutSpacing?
  /// After the item horizontally.
  public let trailing: CollectionLayoutSpacing?
  /// Below the item.
  public let bottom: CollectionLayoutSpacing?

  /// Edge spacing of these sides (UIKit's `init(leading:top:trailing:bottom:)`).
  public init(
    leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?, trailing: CollectionLayoutSpacing?,
    bottom: CollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }

  public var description: String {
    func side(_ s: CollectionLayoutSpacing?) -> String { s.map(\.description) ?? "nil" }
    return "(leading: \(side(leading)), top: \(side(top)), trailing: \(side(trailing)), bottom: \(side(bottom)))"
  }
}
