import Foundation
import LayoutSolver

/// The intrinsic-size constraint of one axis of a view: UIKit's
/// `NSContentSizeLayoutConstraint` (UIKitBehaviour.md §3).
///
/// It stands for two inequalities, `size <= intrinsic @hugging` and
/// `size >= intrinsic @compressionResistance` (solved as one required equality when
/// both priorities are required: the same sizes), and prints as
/// `UILabel:0x….width == 41.6667 Hug:250 CompressionResistance:750`.
public final class ContentSizeLayoutConstraint: LayoutConstraint, GeneratedConstraintBuilding {
  /// Content hugging: how strongly the view resists growing beyond its content.
  /// (`@exclusivity(unchecked)`, like the other fields the engine reads at every
  /// intrinsic-size update: layout runs on one thread and no access spans a call
  /// that could reach the field again.)
  @exclusivity(unchecked) public internal(set) var huggingPriority: LayoutPriority
  /// Compression resistance: how strongly it resists shrinking below its content.
  @exclusivity(unchecked) public internal(set) var compressionResistancePriority: LayoutPriority

  init(view: View, axis: LayoutAxis, size: CGFloat, hugging: LayoutPriority, compression: LayoutPriority) {
    huggingPriority = hugging
    compressionResistancePriority = compression
    compressionWeightBasis = size
    super.init(unchecked: view, axis == .horizontal ? .width : .height, .equal, nil, .notAnAttribute, constant: size)
  }

  public override var constraintClassName: String { "NSContentSizeLayoutConstraint" }

  override var buildsOwnSolverConstraints: Bool { true }

  /// How far below its stated priority the width compression resistance of a view
  /// that wraps (a multi-line label) is solved: an infinitesimal shade, so that such
  /// a view yields to a neighbour whose compression resistance has the *same*
  /// priority, and never the reverse. Its width can be whatever the other
  /// constraints leave it, since its height follows; the neighbour's cannot. Without
  /// it the first of UIKit's two passes (single-line width, UIKitBehaviour.md §4) is a
  /// tie that the tableau's history decides: a label in a stack row with a switch
  /// (both 750) took its 692-pt single-line width after a rotation and left the
  /// switch a negative width, where a fresh layout gave the switch its 51 pt
  /// [choice, Sources/Scrollwork/Scrollwork.docc/Model.md "Multi-line labels"; priorities stay as set and
  /// print unchanged]. Priorities are lexicographic in the solver, so the shade
  /// changes nothing but such ties.
  static let wrappingCompressionShade = 1e-3

  /// Whether the compression side was built shaded (see ``wrappingCompressionShade``).
  @exclusivity(unchecked) var isWrapShaded = false

  /// The single-line width a wrapping view's compression weight derives from (see
  /// ``compressionWeight(basis:)``): the width this constraint was created with,
  /// then the single-line width each restart of UIKit's two passes gives it.
  @exclusivity(unchecked) var compressionWeightBasis: CGFloat = 0

  /// The error weight of the compression side in the solver (`Constraint.weight`):
  /// 1 unless shaded.
  private(set) var compressionWeight: Double = 1

  /// The cost per point of compressing a wrapping view whose single-line width is
  /// `basis`, within its (shaded) priority: `1 + 1/basis`, so that among wrapping
  /// labels of equal compression resistance competing for too little room in the
  /// single-line pass, the one with the *longer* single line yields first and the
  /// shorter one keeps its line [choice, UIKitBehaviour.md §15]. Without a weight
  /// every split of the shortage costs the same at that priority, and which label
  /// yielded was decided by the tableau's history: a screen rotated and rotated back
  /// wrapped another label than a fresh layout at the same size. The weight depends
  /// only on the text and font, so every restart of the two passes solves the same
  /// problem as a fresh layout. Ties remain only between equally long single lines.
  static func compressionWeight(basis: CGFloat) -> Double {
    1 + 1 / max(Double(basis), 1)
  }

  /// Whether a view's width compression is solved shaded now.
  static func shadesCompression(of view: View, attribute: LayoutAttribute, priority: LayoutPriority) -> Bool {
    attribute == .width && !priority.isRequired && view.intrinsicHeightDependsOnWidth
      && Double(priority.rawValue) > wrappingCompressionShade
  }

  /// Whether both sides are required: the size is then held by one required
  /// equality, `size == intrinsic`, the same set of sizes as the two required
  /// inequalities, but one the engine sees as fixing the size (the free widths of
  /// wrapping labels, UIKitBehaviour.md §4: a label beside an icon that keeps its
  /// intrinsic width at required priority has a width the required equalities fix).
  var isRequiredBothWays: Bool { huggingPriority.isRequired && compressionResistancePriority.isRequired }

  /// How many solver constraints stand for it: one equality when required both ways,
  /// else the hugging and the compression-resistance inequalities.
  var solverConstraintCount: Int { isRequiredBothWays ? 1 : 2 }

  func buildSolverConstraints(in engine: LayoutEngine) -> BuiltConstraints? {
    guard let view = firstItem as? View else { return nil }
    let v = firstAttribute == .width ? view.layoutVariables.width : view.layoutVariables.height
    let size = Double(storedConstant)
    if isRequiredBothWays {
      isWrapShaded = false
      compressionWeight = 1
      return BuiltConstraints(constraints: [SolverConstraint(v - size, .equal, strength: .required)], baseConstant: 0)
    }
    let hug = SolverConstraint(v - size, .lessThanOrEqual, strength: huggingPriority.strength)
    isWrapShaded = Self.shadesCompression(of: view, attribute: firstAttribute, priority: compressionResistancePriority)
    let strength =
      isWrapShaded
      ? Strength(Double(compressionResistancePriority.rawValue) - Self.wrappingCompressionShade)
      : compressionResistancePriority.strength
    compressionWeight = isWrapShaded ? Self.compressionWeight(basis: compressionWeightBasis) : 1
    let compress = SolverConstraint(v - size, .greaterThanOrEqual, strength: strength, weight: compressionWeight)
    return BuiltConstraints(constraints: [hug, compress], baseConstant: 0)
  }

  /// Gives the constraint a new ``compressionWeightBasis``; returns the compression
  /// side's new error weight when it is solved shaded and the weight changes (the
  /// caller moves it in the solver), nil when nothing in the solver changes.
  func moveCompressionWeightBasis(to basis: CGFloat) -> Double? {
    compressionWeightBasis = basis
    guard isWrapShaded else { return nil }
    let weight = Self.compressionWeight(basis: basis)
    guard weight != compressionWeight else { return nil }
    compressionWeight = weight
    return weight
  }
}
