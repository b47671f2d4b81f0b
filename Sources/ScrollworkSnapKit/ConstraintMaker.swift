import Foundation
import Scrollwork

/// The `make` of `view.snp.makeConstraints { make in … }` (SnapKit's `ConstraintMaker`).
///
/// Each attribute starts a chain (`make.top.equalToSuperview().offset(20)`) that becomes
/// one ``Constraint`` when the closure returns; attributes chain
/// (`make.width.height.equalTo(50)`). A chain without a relation does nothing.
public class ConstraintMaker {
  let item: AnyObject
  var descriptions: [ConstraintDescription] = []

  init(item: AnyObject) {
    self.item = item
  }

  func extendable(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
    let description = ConstraintDescription(item: item, attributes: attributes)
    descriptions.append(description)
    return ConstraintMakerExtendable(description)
  }

  /// Starts a chain constraining `left`.
  public var left: ConstraintMakerExtendable { extendable(.left) }
  /// Starts a chain constraining `top`.
  public var top: ConstraintMakerExtendable { extendable(.top) }
  /// Starts a chain constraining `bottom`.
  public var bottom: ConstraintMakerExtendable { extendable(.bottom) }
  /// Starts a chain constraining `right`.
  public var right: ConstraintMakerExtendable { extendable(.right) }
  /// Starts a chain constraining `leading`.
  public var leading: ConstraintMakerExtendable { extendable(.leading) }
  /// Starts a chain constraining `trailing`.
  public var trailing: ConstraintMakerExtendable { extendable(.trailing) }
  /// Starts a chain constraining `width`.
  public var width: ConstraintMakerExtendable { extendable(.width) }
  /// Starts a chain constraining `height`.
  public var height: ConstraintMakerExtendable { extendable(.height) }
  /// Starts a chain constraining `centerX`.
  public var centerX: ConstraintMakerExtendable { extendable(.centerX) }
  /// Starts a chain constraining `centerY`.
  public var centerY: ConstraintMakerExtendable { extendable(.centerY) }
  /// Starts a chain constraining `baseline`.
  public var baseline: ConstraintMakerExtendable { extendable(.baseline) }
  /// Starts a chain constraining `lastBaseline`.
  public var lastBaseline: ConstraintMakerExtendable { extendable(.lastBaseline) }
  /// Starts a chain constraining `firstBaseline`.
  public var firstBaseline: ConstraintMakerExtendable { extendable(.firstBaseline) }
  /// Starts a chain constraining `leftMargin`.
  public var leftMargin: ConstraintMakerExtendable { extendable(.leftMargin) }
  /// Starts a chain constraining `rightMargin`.
  public var rightMargin: ConstraintMakerExtendable { extendable(.rightMargin) }
  /// Starts a chain constraining `topMargin`.
  public var topMargin: ConstraintMakerExtendable { extendable(.topMargin) }
  /// Starts a chain constraining `bottomMargin`.
  public var bottomMargin: ConstraintMakerExtendable { extendable(.bottomMargin) }
  /// Starts a chain constraining `leadingMargin`.
  public var leadingMargin: ConstraintMakerExtendable { extendable(.leadingMargin) }
  /// Starts a chain constraining `trailingMargin`.
  public var trailingMargin: ConstraintMakerExtendable { extendable(.trailingMargin) }
  /// Starts a chain constraining `centerXWithinMargins`.
  public var centerXWithinMargins: ConstraintMakerExtendable { extendable(.centerXWithinMargins) }
  /// Starts a chain constraining `centerYWithinMargins`.
  public var centerYWithinMargins: ConstraintMakerExtendable { extendable(.centerYWithinMargins) }
  /// Starts a chain constraining `edges`.
  public var edges: ConstraintMakerExtendable { extendable(.edges) }
  /// Starts a chain constraining `horizontalEdges`.
  public var horizontalEdges: ConstraintMakerExtendable { extendable(.horizontalEdges) }
  /// Starts a chain constraining `verticalEdges`.
  public var verticalEdges: ConstraintMakerExtendable { extendable(.verticalEdges) }
  /// Starts a chain constraining `directionalEdges`.
  public var directionalEdges: ConstraintMakerExtendable { extendable(.directionalEdges) }
  /// Starts a chain constraining `directionalHorizontalEdges`.
  public var directionalHorizontalEdges: ConstraintMakerExtendable { extendable(.directionalHorizontalEdges) }
  /// Starts a chain constraining `directionalVerticalEdges`.
  public var directionalVerticalEdges: ConstraintMakerExtendable { extendable(.directionalVerticalEdges) }
  /// Starts a chain constraining `size`.
  public var size: ConstraintMakerExtendable { extendable(.size) }
  /// Starts a chain constraining `center`.
  public var center: ConstraintMakerExtendable { extendable(.center) }
  /// Starts a chain constraining `margins`.
  public var margins: ConstraintMakerExtendable { extendable(.margins) }
  /// Starts a chain constraining `directionalMargins`.
  public var directionalMargins: ConstraintMakerExtendable { extendable(.directionalMargins) }
  /// Starts a chain constraining `centerWithinMargins`.
  public var centerWithinMargins: ConstraintMakerExtendable { extendable(.centerWithinMargins) }

  /// Runs `closure` and returns the chains' constraints, without activating them.
  /// Sets `translatesAutoresizingMaskIntoConstraints = false` on a view, as SnapKit does.
  static func constraints(item: AnyObject, _ closure: (ConstraintMaker) -> Void) -> [Constraint] {
    (item as? View)?.translatesAutoresizingMaskIntoConstraints = false
    let maker = ConstraintMaker(item: item)
    closure(maker)
    return maker.descriptions.compactMap(\.constraint)
  }
}
