import Foundation
import Scrollwork

/// A constant as written in the DSL, turned into a number per attribute the way
/// SnapKit's `ConstraintConstantTarget` does: insets flip sign for right, bottom and
/// trailing and give `-(left + right)` for width; a size gives width or height; a
/// point gives x for horizontal attributes and y for vertical ones.
enum ConstraintConstant: Equatable {
  case scalar(CGFloat)
  case size(CGSize)
  case point(CGPoint)
  case insets(EdgeInsets)
  case directionalInsets(DirectionalEdgeInsets)

  static let zero = ConstraintConstant.scalar(0)

  /// A number, size, point or insets; nil for anything else.
  init?(_ value: Any) {
    switch value {
    case let v as Int: self = .scalar(CGFloat(v))
    case let v as UInt: self = .scalar(CGFloat(v))
    case let v as Float: self = .scalar(CGFloat(v))
    case let v as Double: self = .scalar(CGFloat(v))
    case let v as CGFloat: self = .scalar(v)
    case let v as CGSize: self = .size(v)
    case let v as CGPoint: self = .point(v)
    case let v as EdgeInsets: self = .insets(v)
    case let v as DirectionalEdgeInsets: self = .directionalInsets(v)
    default: return nil
    }
  }

  /// The constant for a constraint whose second attribute (or first, without a
  /// second item) is `attribute`.
  func value(for attribute: LayoutAttribute, direction: UserInterfaceLayoutDirection) -> CGFloat {
    switch self {
    case .scalar(let v):
      return v
    case .size(let s):
      switch attribute {
      case .width: return s.width
      case .height: return s.height
      default: return 0
      }
    case .point(let p):
      if attribute.isDimension || attribute == .notAnAttribute { return 0 }
      return attribute.axis == .horizontal ? p.x : p.y
    case .insets(let i):
      let rtl = direction == .rightToLeft
      switch attribute {
      case .left, .leftMargin: return i.left
      case .top, .topMargin, .firstBaseline: return i.top
      case .right, .rightMargin: return -i.right
      case .bottom, .bottomMargin, .lastBaseline: return -i.bottom
      case .leading, .leadingMargin: return rtl ? i.right : i.left
      case .trailing, .trailingMargin: return rtl ? -i.left : -i.right
      case .centerX, .centerXWithinMargins: return (i.left - i.right) / 2
      case .centerY, .centerYWithinMargins: return (i.top - i.bottom) / 2
      case .width: return -(i.left + i.right)
      case .height: return -(i.top + i.bottom)
      case .notAnAttribute: return 0
      }
    case .directionalInsets(let i):
      let rtl = direction == .rightToLeft
      switch attribute {
      case .left, .leftMargin: return rtl ? i.trailing : i.leading
      case .top, .topMargin, .firstBaseline: return i.top
      case .right, .rightMargin: return rtl ? -i.leading : -i.trailing
      case .bottom, .bottomMargin, .lastBaseline: return -i.bottom
      case .leading, .leadingMargin: return i.leading
      case .trailing, .trailingMargin: return -i.trailing
      case .centerX, .centerXWithinMargins: return (i.leading - i.trailing) / 2
      case .centerY, .centerYWithinMargins: return (i.top - i.bottom) / 2
      case .width: return -(i.leading + i.trailing)
      case .height: return -(i.top + i.bottom)
      case .notAnAttribute: return 0
      }
    }
  }
}

extension ConstraintConstant {
  /// An inset target as insets (a number insets all four edges).
  static func inset(_ target: ConstraintInsetTarget) -> ConstraintConstant {
    if let insets = target as? EdgeInsets { return .insets(insets) }
    if let v = target as? ConstraintOffsetTarget {
      return .insets(EdgeInsets(all: v.constraintOffsetTargetValue))
    }
    return .zero
  }
}
