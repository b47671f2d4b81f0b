import Foundation

/// How items print in constraint descriptions (UIKitBehaviour.md §9.1):
/// `UILabel:0x…'Hello'`, `UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'`.
func itemText(_ item: AnyObject?) -> String {
  if let layoutItem = asLayoutItem(item) { return layoutItem.diagnosticText }
  if let o = item as? OffsetItem {
    return "\(itemText(o.to.item)).\(o.to.attribute) - \(itemText(o.from.item)).\(o.from.attribute)"
  }
  return "(nil)"
}

/// The view or guide that plays `|` for an item: a view's superview, a guide's owner.
private func container(of item: AnyObject?) -> AnyObject? {
  asLayoutItem(item)?.layoutContainer
}

extension LayoutConstraint {
  /// `0x…` of the constraint's address.
  var addressText: String { "0x" + String(debugAddress, radix: 16) }

  /// UIKit's description (UIKitBehaviour.md §9.1):
  /// `<NSLayoutConstraint:0x… 'id' H:|-(20)-[UIView:0x…]   (active, names: '|':UIView:0x… )>`
  /// or `<NSLayoutConstraint:0x… UIView:0x….width == 100   (active)>`.
  func describe(active: Bool? = nil) -> String {
    var parts = ["<\(constraintClassName):\(addressText)"]
    if let ar = self as? AutoresizingMaskLayoutConstraint { parts.append(ar.maskDescription) }
    if let identifier { parts.append("'\(identifier)'") }
    var names: [String] = []
    if let vfl = visualFormatBody() {
      parts.append(vfl.body)
      if let bar = vfl.bar { names.append("'|':\(itemText(bar))") }
    } else {
      parts.append(equationBody())
      if let cs = self as? ContentSizeLayoutConstraint {
        parts.append("Hug:\(cs.huggingPriority) CompressionResistance:\(cs.compressionResistancePriority)")
      } else if !storedPriority.isRequired {
        parts.append("priority:\(storedPriority)")
      }
      // minX/maxX/minY/maxY are measured from the superview, which UIKit names '|';
      // a size equation (`v.width == 100`) prints no names.
      if let ar = self as? AutoresizingMaskLayoutConstraint, firstAttribute.isLocation || secondAttribute.isLocation,
        let parent = ar.subject?.superview
      {
        names.append("'|':\(itemText(parent))")
      }
    }
    let status = (active ?? isActive) ? "active" : "inactive"
    let tail = names.isEmpty ? "(\(status))" : "(\(status), names: \(names.joined(separator: ", ")) )"
    return parts.joined(separator: " ") + "   " + tail + ">"
  }

  /// The constant inside VFL parentheses: relation prefix, `%g` or `NSSpace(8)`,
  /// `@p` when optional.
  private func parenthesized(_ c: CGFloat) -> String {
    var text = relation == .equal ? "" : relation.description
    text += isSystemSpacing ? "NSSpace(\(fmt(c)))" : fmt(c)
    if !storedPriority.isRequired { text += "@\(storedPriority)" }
    return "(\(text))"
  }

  /// The VFL "ascii art" body when the constraint has one of the shapes UIKit
  /// prints that way, and the item that plays `|`.
  func visualFormatBody() -> (body: String, bar: AnyObject?)? {
    guard !(self is AutoresizingMaskLayoutConstraint), !(self is ContentSizeLayoutConstraint),
      multiplier == 1, let first = firstItem, let second = secondItem
    else { return nil }
    let a1 = firstAttribute
    let a2 = secondAttribute
    func orientation(_ a: LayoutAttribute) -> String { a.axis == .horizontal ? "H:" : "V:" }
    func ltr(_ a: LayoutAttribute) -> String { a == .left || a == .right ? "(LTR)" : "" }
    let leadingEdges: [LayoutAttribute] = [.leading, .left, .top]
    let trailingEdges: [LayoutAttribute] = [.trailing, .right, .bottom]
    // sub.leading == super.leading + c  ⇒  H:|-(c)-[sub]
    if a1 == a2, leadingEdges.contains(a1), container(of: first) === second {
      return ("\(orientation(a1))|-\(parenthesized(constant))-[\(itemText(first))]\(ltr(a1))", second)
    }
    // super.trailing == sub.trailing + c  ⇒  H:[sub]-(c)-|
    if a1 == a2, trailingEdges.contains(a1), container(of: second) === first {
      return ("\(orientation(a1))[\(itemText(second))]-\(parenthesized(constant))-|\(ltr(a1))", first)
    }
    // b.leading == a.trailing + c (siblings)  ⇒  H:[a]-(c)-[b]
    if let i = leadingEdges.firstIndex(of: a1), trailingEdges[i] == a2,
      let c1 = container(of: first), c1 === container(of: second)
    {
      return ("\(orientation(a1))[\(itemText(second))]-\(parenthesized(constant))-[\(itemText(first))]\(ltr(a1))", nil)
    }
    return nil
  }

  /// `first.attr REL [-][m*]second.attr [+|- |c|]`, or `first.attr REL c`.
  func equationBody() -> String {
    let isAutoresizing = self is AutoresizingMaskLayoutConstraint
    func name(_ a: LayoutAttribute) -> String {
      guard isAutoresizing else { return a.description }
      switch a {
      case .left: return "minX"
      case .right: return "maxX"
      case .top: return "minY"
      case .bottom: return "maxY"
      default: return a.description
      }
    }
    // An `anchorWithOffset(to:)` dimension prints as the distance it measures.
    func operand(_ item: AnyObject?, _ attribute: LayoutAttribute) -> String {
      guard let o = item as? OffsetItem else { return "\(itemText(item)).\(name(attribute))" }
      return "\(itemText(o.to.item)).\(o.to.attribute) - \(itemText(o.from.item)).\(o.from.attribute)"
    }
    var text = "\(operand(firstItem, firstAttribute)) \(relation)"
    guard let second = secondItem else {
      return text + " " + (isSystemSpacing ? "NSSpace(\(fmt(constant)))" : fmt(constant))
    }
    text += " "
    if multiplier < 0 { text += "-" }
    if abs(multiplier) != 1 { text += "\(fmt(abs(multiplier)))*" }
    text +=
      second is OffsetItem && multiplier != 1
      ? "(\(operand(second, secondAttribute)))" : operand(second, secondAttribute)
    if constant != 0 {
      let c = isSystemSpacing ? "NSSpace(\(fmt(abs(constant))))" : fmt(abs(constant))
      text += constant > 0 ? " + \(c)" : " - \(c)"
    }
    return text
  }

  /// The first anchor as UIKit prints it in activation errors.
  var firstAnchorDescription: String { anchorText(firstItem, firstAttribute) }
  /// The second anchor as UIKit prints it (`nil` without one).
  var secondAnchorDescription: String {
    secondItem == nil ? "(null)" : anchorText(secondItem, secondAttribute)
  }
}

/// `<NSLayoutXAxisAnchor:0x… "UIView:0x….leading">`.
func anchorText(_ item: AnyObject?, _ attribute: LayoutAttribute, address: UInt64? = nil) -> String {
  let kind: String
  if attribute.isDimension {
    kind = "NSLayoutDimension"
  } else {
    kind = attribute.axis == .horizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor"
  }
  let addr = address ?? (asLayoutItem(item)?.debugAddress ?? 0) + 8
  let body = item is OffsetItem ? itemText(item) : "\(itemText(item)).\(attribute)"
  return "<\(kind):0x\(String(addr, radix: 16)) \"\(body)\">"
}

extension LayoutAnchor {
  func describeAnchor() -> String { anchorText(item, attribute) }
}
