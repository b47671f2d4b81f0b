import Foundation

/// A number as the tool prints it: integers without a decimal point, others with
/// up to 3 decimals and no trailing zeros (`20`, `41.667`, `-0.5`).
package func num(_ value: CGFloat) -> String {
  if !value.isFinite { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
  let rounded = (value * 1000).rounded() / 1000
  if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
  var text = String(format: "%.3f", Double(rounded))
  while text.hasSuffix("0") { text.removeLast() }
  return text
}
