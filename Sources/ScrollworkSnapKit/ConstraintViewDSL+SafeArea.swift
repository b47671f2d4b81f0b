import Foundation
import Scrollwork

/// SnapKit's safe-area shortcuts on `view.snp` (SnapKit's `ConstraintView+SafeArea.swift`):
/// items on the view's `safeAreaLayoutGuide` (`make.top.equalTo(container.snp.safeAreaTop)`),
/// and verbs that pin a view's edges to its superview's safe area.
extension ConstraintViewDSL {
  /// The view's `safeAreaLayoutGuide`, as a DSL (`view.snp.safeAreaLayoutGuide.top`).
  public var safeAreaLayoutGuide: ConstraintLayoutGuideDSL { view.safeAreaLayoutGuide.snp }

  /// The safe area's left, top, right and bottom.
  public var safeAreaEdges: ConstraintItem { safeArea(.edges) }
  /// The safe area's top.
  public var safeAreaTop: ConstraintItem { safeArea(.top) }
  /// The safe area's bottom.
  public var safeAreaBottom: ConstraintItem { safeArea(.bottom) }
  /// The safe area's leading edge.
  public var safeAreaLeading: ConstraintItem { safeArea(.leading) }
  /// The safe area's trailing edge.
  public var safeAreaTrailing: ConstraintItem { safeArea(.trailing) }
  /// The safe area's centre (both axes).
  public var safeAreaCenter: ConstraintItem { safeArea(.center) }
  /// The safe area's horizontal centre.
  public var safeAreaCenterX: ConstraintItem { safeArea(.centerX) }
  /// The safe area's vertical centre.
  public var safeAreaCenterY: ConstraintItem { safeArea(.centerY) }

  private func safeArea(_ attributes: ConstraintAttributes) -> ConstraintItem {
    ConstraintItem(target: view.safeAreaLayoutGuide, attributes: attributes)
  }

  /// Makes `make.edges.equalToSuperview { $0.safeAreaLayoutGuide }.inset(insets)` and the closure's
  /// chains, activated, and returns them. SnapKit's version only prepares them (they stay
  /// inactive), which its name does not suggest; here "make" means what
  /// ``makeConstraints(_:)`` means.
  @discardableResult
  public func makeConstraintsToSafeArea(
    insets: EdgeInsets = .zero, closure: (_ make: ConstraintMaker) -> Void = { _ in }
  ) -> [Constraint] {
    let made = prepareConstraints { make in
      make.edges.equalToSuperview { $0.safeAreaLayoutGuide }.inset(insets)
      closure(make)
    }
    for c in made { c.activate() }
    return made
  }

  /// ``updateConstraints(_:)`` with the edges pinned to the superview's safe area, inset
  /// by `insets`, and the closure's chains.
  public func updateConstraintsToSafeArea(
    insets: EdgeInsets = .zero, closure: (_ make: ConstraintMaker) -> Void = { _ in }
  ) {
    updateConstraints { make in
      make.edges.equalToSuperview { $0.safeAreaLayoutGuide }.inset(insets)
      closure(make)
    }
  }

  /// ``remakeConstraints(_:)`` with the edges pinned to the superview's safe area, inset
  /// by `insets`, and the closure's chains.
  public func remakeConstraintsToSafeArea(
    insets: EdgeInsets = .zero, closure: (_ make: ConstraintMaker) -> Void = { _ in }
  ) {
    remakeConstraints { make in
      make.edges.equalToSuperview { $0.safeAreaLayoutGuide }.inset(insets)
      closure(make)
    }
  }
}
