import Foundation
import Scrollwork

extension ConstraintAttributes {
  /// Composite pairs mapped attribute by attribute: SnapKit's edges to margins and back,
  /// plus center to centerWithinMargins and back (SnapKit stops with a fatalError there).
  static let marginPairs: [(ConstraintAttributes, ConstraintAttributes)] = [
    (.edges, .margins), (.margins, .edges), (.directionalEdges, .directionalMargins),
    (.directionalMargins, .directionalEdges), (.center, .centerWithinMargins), (.centerWithinMargins, .center),
  ]

  /// The target attribute for `attribute` when `from` composites map onto `to`
  /// margins (`edges.equalTo(other.snp.margins)`), or nil.
  static func mapped(
    _ attribute: LayoutAttribute, from: ConstraintAttributes, to: ConstraintAttributes
  ) -> LayoutAttribute? {
    let toMargins =
      (from == .edges && to == .margins) || (from == .directionalEdges && to == .directionalMargins)
      || (from == .center && to == .centerWithinMargins)
    let toEdges =
      (from == .margins && to == .edges) || (from == .directionalMargins && to == .directionalEdges)
      || (from == .centerWithinMargins && to == .center)
    if toMargins {
      switch attribute {
      case .left: return .leftMargin
      case .right: return .rightMargin
      case .top: return .topMargin
      case .bottom: return .bottomMargin
      case .leading: return .leadingMargin
      case .trailing: return .trailingMargin
      case .centerX: return .centerXWithinMargins
      case .centerY: return .centerYWithinMargins
      default: return attribute
      }
    }
    if toEdges { return attribute.withoutMargin }
    return nil
  }
}
