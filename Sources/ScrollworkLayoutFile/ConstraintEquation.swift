import Foundation
import Scrollwork

/// A constraint written as an equation in a layout file, parsed but not yet tied to
/// views:
///
/// ```
/// item.attr REL [multiplier *] item.attr [+|- constant] [@priority]
/// item.attr REL constant [@priority]
/// ```
///
/// `box.height == 0.5 * content.width + 10 @750` parses to first `box.height`,
/// relation `==`, second `content.width`, multiplier 0.5, constant 10, priority 750.
/// Offsets are 0-based Unicode-scalar offsets into the equation text, so errors
/// found later (an unknown id) can point at the right column.
public struct ConstraintEquation: Sendable, Equatable {
  /// The left-hand side.
  public var first: Operand
  /// `==`, `>=` or `<=`.
  public var relation: LayoutRelation
  /// The item on the right, or nil for `item.attr REL constant`.
  public var second: Operand?
  /// The factor on the second item (1 without one; the sign of `- item.attr`).
  public var multiplier: Double
  /// The sum of the plain numbers on the right.
  public var constant: Double
  /// The priority after `@`, nil for required.
  public var priority: Float?
  /// Where the priority starts, for range errors.
  public var priorityOffset: Int?

  /// An item and attribute: `id`, an optional guide, an optional attribute.
  public struct Operand: Sendable, Equatable {
    /// The view id.
    public var viewID: String
    /// The guide of that view, if one is named.
    public var guide: Guide?
    /// The attribute; nil on the right-hand side means "the same as the left".
    public var attribute: Attribute?
    /// Where the item starts in the text.
    public var offset: Int
    /// Where the attribute name starts (the item's offset without one).
    public var attributeOffset: Int
  }

  /// The guides an item may name after the view id.
  public enum Guide: String, Sendable, CaseIterable {
    case contentLayoutGuide, frameLayoutGuide, safeAreaLayoutGuide, layoutMarginsGuide, keyboardLayoutGuide
    case readableContentGuide
  }

  /// A UIKit attribute or one of the shorthands that expand to several constraints.
  public enum Attribute: Sendable, Equatable {
    /// One `NSLayoutConstraint.Attribute`.
    case single(LayoutAttribute)
    /// top, leading, bottom, trailing (the same constant on each).
    case edges
    /// width, height.
    case size
    /// centerX, centerY.
    case center

    /// The attributes a shorthand stands for, in creation order.
    public var expanded: [LayoutAttribute] {
      switch self {
      case .single(let a): [a]
      case .edges: [.top, .leading, .bottom, .trailing]
      case .size: [.width, .height]
      case .center: [.centerX, .centerY]
      }
    }

    /// The name as written in files.
    public var name: String {
      switch self {
      case .single(let a): a.description
      case .edges: "edges"
      case .size: "size"
      case .center: "center"
      }
    }

    /// The attribute with this name (UIKit's, `baseline` for `lastBaseline`, or a
    /// shorthand), or nil.
    public static func named(_ name: String) -> Attribute? {
      switch name {
      case "edges": return .edges
      case "size": return .size
      case "center": return .center
      case "baseline": return .single(.lastBaseline)
      default:
        guard let a = LayoutAttribute.allCases.first(where: { $0 != .notAnAttribute && $0.description == name })
        else { return nil }
        return .single(a)
      }
    }

    /// Every name accepted, for messages.
    static let allNames: [String] =
      LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map(\.description) + ["edges", "size", "center"]
  }

  /// Named priorities accepted after `@`.
  static let priorityNames: [String: Float] = [
    "required": 1000, "defaultHigh": 750, "high": 750, "defaultLow": 250, "low": 250,
    "fittingSizeLevel": 50, "fittingSize": 50, "dragThatCanResizeScene": 510, "sceneSizeStayPut": 500,
    "dragThatCannotResizeScene": 490,
  ]
}

/// Why an equation (or a priority) could not be parsed, and where.
public struct EquationError: Error, Sendable, Equatable {
  /// One sentence.
  public var message: String
  /// 0-based Unicode-scalar offset into the text.
  public var offset: Int
}
