import Foundation
import Scrollwork

extension Constraint: CustomStringConvertible {
  /// `<Constraint 'label' File.swift:12 box.top == root.top + 20 priority:750>`, one
  /// equation per layout constraint; views are named by `accessibilityIdentifier` when set.
  public var description: String {
    var parts = ["<Constraint"]
    if let label { parts.append("'\(label)'") }
    parts.append(sourceLocation)
    if let error {
      parts.append("error: \(error)")
    } else {
      parts.append(layoutConstraints.map(Constraint.equation).joined(separator: "; "))
    }
    if !priority.layoutPriority.isRequired { parts.append("priority:\(priority.layoutPriority)") }
    return parts.joined(separator: " ") + ">"
  }

  static func equation(_ c: LayoutConstraint) -> String {
    let op: String
    switch c.relation {
    case .equal: op = "=="
    case .lessThanOrEqual: op = "<="
    case .greaterThanOrEqual: op = ">="
    }
    var text = "\(constraintItemName(c.firstItem)).\(c.firstAttribute) \(op) "
    if c.secondItem != nil {
      if c.multiplier != 1 { text += "\(formatG(Double(c.multiplier))) * " }
      text += "\(constraintItemName(c.secondItem)).\(c.secondAttribute)"
      if c.constant != 0 {
        text += c.constant < 0 ? " - \(formatG(Double(-c.constant)))" : " + \(formatG(Double(c.constant)))"
      }
    } else {
      text += formatG(Double(c.constant))
    }
    return text
  }
}
