import Foundation
import Scrollwork

/// A 400 × 800 root (`root`, with `margins` as its layout margins when given) with
/// one child, `box`; the DSL tests check frames after `layoutIfNeeded()`.
func makeRoot(margins: EdgeInsets? = nil) -> (View, View) {
  let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
  root.accessibilityIdentifier = "root"
  if let margins { root.layoutMargins = margins }
  let box = View()
  box.accessibilityIdentifier = "box"
  root.addSubview(box)
  return (root, box)
}
