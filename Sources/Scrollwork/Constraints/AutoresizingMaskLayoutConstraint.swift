import Foundation
import LayoutSolver

/// A constraint that reproduces a frame and autoresizing mask: UIKit's
/// `NSAutoresizingMaskLayoutConstraint` (UIKitBehaviour.md §5).
///
/// Locations are relative to the superview (`minX` is the frame's x in the
/// superview's layout coordinates); the superview appears only through its width or
/// height. Described with the mask accessory, e.g.
/// `h=--& v=--& UIView:0x….minX == 20`.
public final class AutoresizingMaskLayoutConstraint: LayoutConstraint, GeneratedConstraintBuilding {
  /// `h=abc v=def`: left margin, size, right margin; `&` flexible, `-` fixed.
  public let maskDescription: String

  init(
    _ first: View, _ attr1: LayoutAttribute, _ second: View?, _ attr2: LayoutAttribute,
    multiplier: CGFloat, constant: CGFloat, mask: String
  ) {
    maskDescription = mask
    super.init(unchecked: first, attr1, .equal, second, attr2, multiplier: multiplier, constant: constant)
  }

  public override var constraintClassName: String { "NSAutoresizingMaskLayoutConstraint" }

  /// The view whose frame the constraint reproduces (the one that is not the superview).
  var subject: View? {
    if let s = secondItem as? View, let f = firstItem as? View, f === s.superview { return s }
    return firstItem as? View
  }

  override var buildsOwnSolverConstraints: Bool { true }

  func buildSolverConstraints(in engine: LayoutEngine) -> BuiltConstraints? {
    guard let subject, let parent = subject.superview, let first = firstItem else { return nil }
    func term(_ item: AnyObject, _ attribute: LayoutAttribute) -> LinearExpression {
      let vars = (item as? View)?.layoutVariables ?? subject.layoutVariables
      let p = parent.layoutVariables
      switch attribute {
      case .left: return vars.minX - p.minX
      case .right: return vars.minX + vars.width - p.minX
      case .top: return vars.minY - p.minY
      case .bottom: return vars.minY + vars.height - p.minY
      case .height: return LinearExpression(vars.height)
      default: return LinearExpression(vars.width)
      }
    }
    var e = term(first, firstAttribute)
    if let second = secondItem { e = e - Double(multiplier) * term(second, secondAttribute) }
    e.constant -= Double(storedConstant)
    if engine.isRigPin(self) {
      // The size of a view the engine fits in place: two inequalities a fit moves
      // apart (``FitRig``, UIKitBehaviour.md §46).
      return BuiltConstraints(
        constraints: [
          SolverConstraint(e, .greaterThanOrEqual, strength: .required),
          SolverConstraint(e, .lessThanOrEqual, strength: .required),
        ], baseConstant: 0)
    }
    return BuiltConstraints(
      constraints: [SolverConstraint(e, .equal, strength: .required)], baseConstant: 0)
  }

  /// `h=abc v=def` for a mask (its six flags: the other bits are not edges).
  static func maskDescription(of mask: AutoresizingMask) -> String {
    "h=\(mask.contains(.flexibleLeftMargin) ? "&" : "-")\(mask.contains(.flexibleWidth) ? "&" : "-")\(mask.contains(.flexibleRightMargin) || mask.isDisjoint(with: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]) ? "&" : "-")"
      + " v=\(mask.contains(.flexibleTopMargin) ? "&" : "-")\(mask.contains(.flexibleHeight) ? "&" : "-")\(mask.contains(.flexibleBottomMargin) || mask.isDisjoint(with: [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]) ? "&" : "-")"
  }

  /// ``maskDescription(of:)`` of the 64 masks, by raw value: built once, where every
  /// rebuild of a view's autoresizing constraints (each frame change) built the text.
  static let maskDescriptions: [String] = (0..<64).map { maskDescription(of: AutoresizingMask(rawValue: UInt($0))) }

  /// One of the constraints ``constraints(for:in:)`` makes, before it is made: what
  /// the engine compares with the installed ones to move their constants in place
  /// without allocating new constraints (a view re-pinned at every pass).
  struct Spec {
    /// The first item (the view, or its superview for a pin of the far edge).
    let first: View
    /// The first item's attribute.
    let firstAttribute: LayoutAttribute
    /// The second item, or nil.
    let second: View?
    /// The second item's attribute (`.notAnAttribute` without one).
    let secondAttribute: LayoutAttribute
    /// The multiplier (1 without a second item).
    let multiplier: CGFloat
    /// The constant, clamped as a constraint's constant is
    /// (`LayoutConstraint.clampConstant`), so that it compares with an installed one.
    let constant: CGFloat

    init(
      first: View, firstAttribute: LayoutAttribute, second: View?, secondAttribute: LayoutAttribute,
      multiplier: CGFloat, constant: CGFloat
    ) {
      self.first = first
      self.firstAttribute = firstAttribute
      self.second = second
      self.secondAttribute = secondAttribute
      self.multiplier = multiplier
      self.constant = LayoutConstraint.clampConstant(constant)
    }

    /// The constraint this specifies, described with the mask text `mask`
    /// (`maskDescription(ofViewMask:)`).
    func constraint(mask: String) -> AutoresizingMaskLayoutConstraint {
      AutoresizingMaskLayoutConstraint(
        first, firstAttribute, second, secondAttribute, multiplier: multiplier, constant: constant, mask: mask)
    }
  }

  /// The mask text of `view`'s autoresizing mask (``maskDescriptions``).
  static func maskDescription(ofViewMask view: View) -> String {
    maskDescriptions[Int(view.autoresizingMask.rawValue & 63)]
  }

  /// The two constraints per axis UIKit generates for a frame and mask, relative to
  /// the superview bounds size (UIKitBehaviour.md §5 table).
  static func constraints(for view: View, in parent: View) -> [AutoresizingMaskLayoutConstraint] {
    let mask = maskDescription(ofViewMask: view)
    return specs(for: view, in: parent).map { $0.constraint(mask: mask) }
  }

  /// The ``Spec``s of ``constraints(for:in:)``, in its order: horizontal pair, then
  /// vertical pair.
  static func specs(for view: View, in parent: View) -> [Spec] {
    let mask = view.autoresizingMask
    let f = view.frame
    let size = parent.bounds.size
    var out: [Spec] = []
    out.reserveCapacity(4)
    func axis(
      lead: Bool, flex: Bool, trail: Bool, minEdge: CGFloat, length: CGFloat, total: CGFloat,
      minAttr: LayoutAttribute, maxAttr: LayoutAttribute, sizeAttr: LayoutAttribute
    ) {
      let l = minEdge
      let w = length
      let r = total - minEdge - length
      func make(_ a1: LayoutAttribute, _ second: Bool, _ m: CGFloat, _ c: CGFloat) {
        out.append(
          Spec(
            first: view, firstAttribute: a1, second: second ? parent : nil,
            secondAttribute: second ? sizeAttr : .notAnAttribute, multiplier: second ? m : 1, constant: c))
      }
      // `S.size == v.max + R`, written as the superview relation.
      func maxPin() {
        out.append(
          Spec(
            first: parent, firstAttribute: sizeAttr, second: view, secondAttribute: maxAttr, multiplier: 1, constant: r)
        )
      }
      switch (lead, flex, trail) {
      case (false, false, _):
        make(minAttr, false, 1, l)
        make(sizeAttr, false, 1, w)
      case (true, false, false):
        maxPin()
        make(sizeAttr, false, 1, w)
      case (false, true, false):
        make(minAttr, false, 1, l)
        maxPin()
      case (true, true, false):
        let k = total - r == 0 ? 0.5 : w / (total - r)
        maxPin()
        make(sizeAttr, true, k, -k * r)
      case (true, false, true):
        let k = total - w == 0 ? 0.5 : l / (total - w)
        make(sizeAttr, false, 1, w)
        make(minAttr, true, k, -k * w)
      case (false, true, true):
        let k = total - l == 0 ? 1.0 : w / (total - l)
        make(minAttr, false, 1, l)
        make(sizeAttr, true, k, -k * l)
      case (true, true, true):
        let k1 = total == 0 ? 1.0 / 3 : l / total
        let k2 = total == 0 ? 1.0 / 3 : w / total
        make(minAttr, true, k1, 0)
        make(sizeAttr, true, k2, 0)
      }
    }
    axis(
      lead: mask.contains(.flexibleLeftMargin), flex: mask.contains(.flexibleWidth),
      trail: mask.contains(.flexibleRightMargin), minEdge: f.minX,
      length: f.width, total: size.width, minAttr: .left, maxAttr: .right, sizeAttr: .width)
    axis(
      lead: mask.contains(.flexibleTopMargin), flex: mask.contains(.flexibleHeight),
      trail: mask.contains(.flexibleBottomMargin), minEdge: f.minY, length: f.height, total: size.height,
      minAttr: .top, maxAttr: .bottom, sizeAttr: .height)
    return out
  }
}
