import Foundation
import Scrollwork

/// A chain after an attribute: add more attributes (`make.width.height`) or relate.
public class ConstraintMakerExtendable: ConstraintMakerRelatable {
  func extending(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
    description.attributes.formUnion(attributes)
    return self
  }

  /// Adds `left` to the chain.
  public var left: ConstraintMakerExtendable { extending(.left) }
  /// Adds `top` to the chain.
  public var top: ConstraintMakerExtendable { extending(.top) }
  /// Adds `bottom` to the chain.
  public var bottom: ConstraintMakerExtendable { extending(.bottom) }
  /// Adds `right` to the chain.
  public var right: ConstraintMakerExtendable { extending(.right) }
  /// Adds `leading` to the chain.
  public var leading: ConstraintMakerExtendable { extending(.leading) }
  /// Adds `trailing` to the chain.
  public var trailing: ConstraintMakerExtendable { extending(.trailing) }
  /// Adds `width` to the chain.
  public var width: ConstraintMakerExtendable { extending(.width) }
  /// Adds `height` to the chain.
  public var height: ConstraintMakerExtendable { extending(.height) }
  /// Adds `centerX` to the chain.
  public var centerX: ConstraintMakerExtendable { extending(.centerX) }
  /// Adds `centerY` to the chain.
  public var centerY: ConstraintMakerExtendable { extending(.centerY) }
  /// Adds `baseline` to the chain.
  public var baseline: ConstraintMakerExtendable { extending(.baseline) }
  /// Adds `lastBaseline` to the chain.
  public var lastBaseline: ConstraintMakerExtendable { extending(.lastBaseline) }
  /// Adds `firstBaseline` to the chain.
  public var firstBaseline: ConstraintMakerExtendable { extending(.firstBaseline) }
  /// Adds `leftMargin` to the chain.
  public var leftMargin: ConstraintMakerExtendable { extending(.leftMargin) }
  /// Adds `rightMargin` to the chain.
  public var rightMargin: ConstraintMakerExtendable { extending(.rightMargin) }
  /// Adds `topMargin` to the chain.
  public var topMargin: ConstraintMakerExtendable { extending(.topMargin) }
  /// Adds `bottomMargin` to the chain.
  public var bottomMargin: ConstraintMakerExtendable { extending(.bottomMargin) }
  /// Adds `leadingMargin` to the chain.
  public var leadingMargin: ConstraintMakerExtendable { extending(.leadingMargin) }
  /// Adds `trailingMargin` to the chain.
  public var trailingMargin: ConstraintMakerExtendable { extending(.trailingMargin) }
  /// Adds `centerXWithinMargins` to the chain.
  public var centerXWithinMargins: ConstraintMakerExtendable { extending(.centerXWithinMargins) }
  /// Adds `centerYWithinMargins` to the chain.
  public var centerYWithinMargins: ConstraintMakerExtendable { extending(.centerYWithinMargins) }
  /// Adds `edges` to the chain.
  public var edges: ConstraintMakerExtendable { extending(.edges) }
  /// Adds `horizontalEdges` to the chain.
  public var horizontalEdges: ConstraintMakerExtendable { extending(.horizontalEdges) }
  /// Adds `verticalEdges` to the chain.
  public var verticalEdges: ConstraintMakerExtendable { extending(.verticalEdges) }
  /// Adds `directionalEdges` to the chain.
  public var directionalEdges: ConstraintMakerExtendable { extending(.directionalEdges) }
  /// Adds `directionalHorizontalEdges` to the chain.
  public var directionalHorizontalEdges: ConstraintMakerExtendable { extending(.directionalHorizontalEdges) }
  /// Adds `directionalVerticalEdges` to the chain.
  public var directionalVerticalEdges: ConstraintMakerExtendable { extending(.directionalVerticalEdges) }
  /// Adds `size` to the chain.
  public var size: ConstraintMakerExtendable { extending(.size) }
  /// Adds `center` to the chain.
  public var center: ConstraintMakerExtendable { extending(.center) }
  /// Adds `margins` to the chain.
  public var margins: ConstraintMakerExtendable { extending(.margins) }
  /// Adds `directionalMargins` to the chain.
  public var directionalMargins: ConstraintMakerExtendable { extending(.directionalMargins) }
  /// Adds `centerWithinMargins` to the chain.
  public var centerWithinMargins: ConstraintMakerExtendable { extending(.centerWithinMargins) }
}
