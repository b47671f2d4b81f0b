import Foundation
import LayoutSolver

/// The intrinsic-size constraint of one axis of a view: UIKit's
/// `NSContentSizeLayoutConstraint` (UIKitBehaviour.md §3).
///
/// It stands for two inequalities, `size <= intrinsic @hugging` and
/// `size >= intrinsic @compressionResistance`, and prints as
/// `UILabel:0x….width == 41.6667 Hug:250 CompressionResistance:750`.
public final class ContentSizeLayoutConstraint: LayoutConstraint, GeneratedConstraintBuilding {
  /// Content hugging: how strongly the view resists growing beyond its content.
  public internal(set) var huggingPriority: LayoutPriority
  /// Compression resistance: how strongly it resists shrinking below its content.
  public internal(set) var compressionResistancePriority: LayoutPriority

  init(view: View, axis: LayoutAxis, size: CGFloat, hugging: LayoutPriority, compression: LayoutPriority) {
    huggingPriority = hugging
    compressionResistancePriority = compression
    super.init(unchecked: view, axis == .horizontal ? .width : .height, .equal, nil, .notAnAttribute, constant: size)
  }

  public override var constraintClassName: String { "NSContentSizeLayoutConstraint" }

  override var buildsOwnSolverConstraints: Bool { true }

  func buildSolverConstraints(in engine: LayoutEngine) -> BuiltConstraints? {
    guard let view = firstItem as? View else { return nil }
    let v = firstAttribute == .width ? view.layoutVariables.width : view.layoutVariables.height
    let size = Double(storedConstant)
    let hug = SolverConstraint(v - size, .lessThanOrEqual, strength: huggingPriority.strength)
    let compress = SolverConstraint(v - size, .greaterThanOrEqual, strength: compressionResistancePriority.strength)
    return BuiltConstraints(constraints: [hug, compress], baseConstant: 0)
  }
}
