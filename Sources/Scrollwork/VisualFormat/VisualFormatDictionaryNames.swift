import Foundation

/// The caller's dictionaries as the parser sees them: numeric metrics and
/// views or layout guides, metrics winning over views.
struct VisualFormatDictionaryNames: VisualFormatNames {
  let metrics: [String: Double]
  let items: [String: AnyObject]

  init(metrics: [String: Any]?, views: [String: Any]) {
    var numbers: [String: Double] = [:]
    for (key, value) in metrics ?? [:] {
      // Non-finite metrics are ignored: UIKit asserts on non-finite constants [choice].
      if let n = Self.number(value), n.isFinite { numbers[key] = n }
    }
    var objects: [String: AnyObject] = [:]
    for (key, value) in views {
      if let item = LayoutConstraint.layoutItem(value) { objects[key] = item }
    }
    self.metrics = numbers
    items = objects
  }

  /// A metric's value: Int, Double, CGFloat, Float, NSNumber, or another integer
  /// or floating-point type; nil for anything else.
  static func number(_ value: Any) -> Double? {
    switch value {
    case let v as Int: return Double(v)
    case let v as Double: return v
    case let v as CGFloat: return Double(v)
    case let v as Float: return Double(v)
    case let v as NSNumber: return v.doubleValue
    case let v as any BinaryInteger: return Double(v)
    case let v as any BinaryFloatingPoint: return Double(v)
    default: return nil
    }
  }

  func meaning(of name: String) -> VisualFormatNameMeaning {
    if let n = metrics[name] { return .metric(n) }
    if items[name] != nil { return .view }
    return .unknown
  }

  func isView(_ name: String) -> Bool { items[name] != nil }
}
