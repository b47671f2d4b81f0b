import Foundation
import Scrollwork

extension ConstraintDSL {
  /// Names the view or guide in constraint descriptions (SnapKit's `snp.setLabel(_:)`):
  /// ``Constraint/description`` then shows `name.top == …` instead of the
  /// accessibility identifier or the class and address. nil clears it.
  public func setLabel(_ label: String?) {
    ConstraintRegistry.setLabel(label, of: target)
  }

  /// The name ``setLabel(_:)`` gave, nil if none (SnapKit's `snp.label()`).
  public func label() -> String? {
    ConstraintRegistry.label(of: target)
  }
}

/// SnapKit's type names, so that code written against SnapKit compiles after
/// `import SnapKit` becomes `import Scrollwork`.
///
/// `ConstraintInsets` (`UIEdgeInsets`), `ConstraintDirectionalInsets`
/// (`NSDirectionalEdgeInsets`), `ConstraintView` (`UIView`), `ConstraintLayoutGuide`
/// (`UILayoutGuide`) and `ConstraintLayoutSupport` (`UILayoutSupport`).
public typealias ConstraintInsets = EdgeInsets
/// SnapKit's `ConstraintDirectionalInsets` (`NSDirectionalEdgeInsets`).
public typealias ConstraintDirectionalInsets = DirectionalEdgeInsets
/// SnapKit's `ConstraintView` (`UIView`).
public typealias ConstraintView = View
/// SnapKit's `ConstraintLayoutGuide` (`UILayoutGuide`).
public typealias ConstraintLayoutGuide = LayoutGuide
/// SnapKit's `ConstraintLayoutSupport` (`UILayoutSupport`, the type of a view controller's
/// legacy `topLayoutGuide` and `bottomLayoutGuide`): a layout guide in Scrollwork, so it has
/// the guide DSL (`vc.topLayoutGuide.snp.bottom`).
public typealias ConstraintLayoutSupport = LayoutSupportGuide
