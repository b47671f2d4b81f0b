import Foundation
import Scrollwork

extension LayoutFile {
  /// Reads and checks a layout file's composed YAML document; `path` is only used in
  /// messages and to find font files.
  ///
  /// The front end that composed `document` bounds its size (aliases expanded); the
  /// reading is linear in the number of nodes.
  /// - Throws: ``LayoutFileErrors`` with every error found (unknown keys, wrong
  ///   shapes, bad numbers, ids, the parent tree, equations, actions); warnings of a
  ///   file without errors are in ``warnings``.
  public init(document: YAMLNode, path: String) throws(LayoutFileErrors) {
    let reader = YAMLReader(path: path)
    self.init(path: path)
    read(document, reader)
    validate(reader)
    if reader.hasErrors { throw LayoutFileErrors(reader.issues) }
    warnings = LayoutFileErrors.sorted(reader.issues)
  }
}
