import Foundation
import Scrollwork

extension LayoutFile {
  /// Checks, before any real view exists, what the model would refuse when
  /// building: visual format strings (parsed against stand-in views, so syntax
  /// errors and unknown names are found), views of one format string that do not
  /// share a superview, attribute pairings of equations (UIKit's factory rules) and
  /// missing font files. Running these when loading lets one run report every error
  /// of a file, not only those found before the first failed phase.
  func checkConstraintsStatically(_ r: YAMLReader) {
    // Stand-ins: one plain view per id, all subviews of one superview.
    let superview = View()
    var standIns: [String: View] = [:]
    for spec in views where standIns[spec.id] == nil {
      let v = View()
      v.accessibilityIdentifier = spec.id
      superview.addSubview(v)
      standIns[spec.id] = v
    }
    var parentOf: [String: String?] = [:]
    for spec in views { parentOf[spec.id] = spec.parent }
    for spec in constraints {
      switch spec {
      case .visualFormat(let text, let metrics, let options, let place):
        do {
          _ = try LayoutConstraint.constraintsOrThrow(
            withVisualFormat: text, options: options, metrics: metrics, views: standIns)
        } catch {
          r.error(at: place.place(error.index), "Visual format error: \(error.message)")
          continue
        }
        if let (offset, message) = sharedSuperviewProblem(text, metrics: metrics, parentOf: parentOf) {
          r.error(at: place.place(offset), message)
        }
      case .equation(let e, _, let text, let place):
        guard let a1 = e.first.attribute else { continue }
        let a2 = e.second.map { $0.attribute ?? a1 }
        let firstList = a1.expanded
        let secondList = a2?.expanded ?? []
        guard e.second == nil || firstList.count == secondList.count else { continue }  // reported by validate
        for (i, attribute) in firstList.enumerated() {
          do {
            _ = try LayoutConstraint.validated(
              item: superview, attribute: attribute, relatedBy: e.relation, toItem: e.second == nil ? nil : superview,
              attribute: e.second == nil ? .notAnAttribute : secondList[i], multiplier: e.multiplier,
              constant: e.constant)
          } catch {
            r.error(at: place.place(e.first.attributeOffset), "Cannot make '\(text)': \(error.reason)")
            break
          }
        }
      }
    }
    for spec in views {
      guard let font = spec.font, let file = font.file else { continue }
      let url = file.hasPrefix("/") ? URL(fileURLWithPath: file) : directory.appendingPathComponent(file)
      if !FileManager.default.fileExists(atPath: url.path) {
        r.error(at: font.place, "Font file '\(file)' not found (looked at \(url.path)).")
      }
    }
  }

  /// The first view of a format string whose parent differs from the first one's
  /// (with its offset in the string), or the root used with `|`; nil when fine.
  func sharedSuperviewProblem(_ text: String, metrics: [String: Double], parentOf: [String: String?]) -> (Int, String)?
  {
    let names = LayoutConstraint.viewNames(inVisualFormat: text).filter { metrics[$0] == nil && parentOf[$0] != nil }
    guard let firstName = names.first, let firstParent = parentOf[firstName] else { return nil }
    let scalars = Array(text.unicodeScalars)
    func offset(of name: String) -> Int {
      let needle = Array(("[" + name).unicodeScalars)
      guard needle.count <= scalars.count else { return 0 }
      for i in 0...(scalars.count - needle.count) where Array(scalars[i..<(i + needle.count)]) == needle {
        return i + 1
      }
      return 0
    }
    if firstParent == nil, text.contains("|") {
      return (offset(of: firstName), "'\(firstName)' is the root and has no superview for '|'.")
    }
    for name in names.dropFirst() {
      guard let parent = parentOf[name], parent != firstParent else { continue }
      return (
        offset(of: name),
        "The views of a visual format string must share one superview ('|'): '\(firstName)' is in '\(firstParent ?? "nothing")', '\(name)' is in '\(parent ?? "nothing")'."
      )
    }
    return nil
  }
}
