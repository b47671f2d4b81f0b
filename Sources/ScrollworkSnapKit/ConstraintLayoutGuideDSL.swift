import Foundation
import Scrollwork

/// `guide.snp`: SnapKit's entry point on a layout guide
/// (`view.safeAreaLayoutGuide.snp.top`, `scrollView.contentLayoutGuide.snp.edges`).
public struct ConstraintLayoutGuideDSL: ConstraintDSL {
  /// The guide.
  public let guide: LayoutGuide

  public var target: AnyObject { guide }
}

extension LayoutGuide {
  /// SnapKit's DSL on a guide.
  public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(guide: self) }
}
