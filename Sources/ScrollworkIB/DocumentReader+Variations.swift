import Foundation
import Scrollwork

/// Reading a view's `<variation key>`: the size-class attribute overrides the builder
/// applies, and the `<mask>` lists of views and constraints excluded or included for
/// the key's size classes (InterfaceBuilder.md, "Size classes").
extension DocumentReader {
  /// The attributes a view's `<variation>` may override for a size class (the
  /// builder applies them, ``Builder/applyingVariations(_:)``); others are ignored
  /// with a warning.
  static let viewVariationAttributes: Set<String> = ["hidden", "axis", "spacing", "distribution", "alignment"]

  /// Reads `<variation key="key">` of `view`: its attribute overrides into
  /// ``IBView/attributeVariations``, its masks into ``variations``. A size-class
  /// value the builder does not apply (another attribute, an element such as a
  /// `<fontDescription>`, a mask entry other than `<exclude>` or `<include>` with a
  /// reference) is a warning at its line, never a silent drop.
  /// - Complexity: O(size of the element).
  mutating func readVariation(_ e: IBElement, key: String, of view: inout IBView) {
    let id = view.id
    var overrides = e.attributes
    overrides["key"] = nil
    for name in overrides.keys.sorted() where !Self.viewVariationAttributes.contains(name) {
      warnings.append(IBWarning(line: e.line, "view '\(id)': variation '\(key)' attribute '\(name)' ignored"))
      overrides[name] = nil
    }
    if !overrides.isEmpty { view.attributeVariations[key] = overrides }
    for element in e.children where element.name != "mask" {
      warnings.append(
        IBWarning(line: element.line, "view '\(id)': variation '\(key)' element <\(element.name)> ignored"))
    }
    var variation = IBVariation(key: key, excluded: [], included: [])
    for mask in e.children("mask") {
      for ref in mask.children {
        switch (ref.name, ref["reference"]) {
        case ("exclude", let r?): variation.excluded.insert(r)
        case ("include", let r?): variation.included.insert(r)
        default:
          warnings.append(
            IBWarning(line: ref.line, "view '\(id)': variation '\(key)' mask entry <\(ref.name)> ignored"))
        }
      }
    }
    variations.append(variation)
  }
}
