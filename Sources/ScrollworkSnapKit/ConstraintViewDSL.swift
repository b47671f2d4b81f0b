import Foundation
import Scrollwork

/// `view.snp`: SnapKit's entry point on a view.
public struct ConstraintViewDSL: ConstraintDSL {
  /// The view.
  public let view: View

  public var target: AnyObject { view }

  /// The horizontal content hugging priority, as a number.
  public var contentHuggingHorizontalPriority: Float {
    get { view.contentHuggingPriority(for: .horizontal).rawValue }
    nonmutating set { view.setContentHuggingPriority(LayoutPriority(newValue), for: .horizontal) }
  }

  /// The vertical content hugging priority, as a number.
  public var contentHuggingVerticalPriority: Float {
    get { view.contentHuggingPriority(for: .vertical).rawValue }
    nonmutating set { view.setContentHuggingPriority(LayoutPriority(newValue), for: .vertical) }
  }

  /// The horizontal compression resistance priority, as a number.
  public var contentCompressionResistanceHorizontalPriority: Float {
    get { view.contentCompressionResistancePriority(for: .horizontal).rawValue }
    nonmutating set { view.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .horizontal) }
  }

  /// The vertical compression resistance priority, as a number.
  public var contentCompressionResistanceVerticalPriority: Float {
    get { view.contentCompressionResistancePriority(for: .vertical).rawValue }
    nonmutating set { view.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .vertical) }
  }
}

extension View {
  /// SnapKit's DSL: `view.snp.makeConstraints { make in … }`, `other.snp.bottom`.
  public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}
