import Foundation

/// Which documents `check` reads: the paths given (directories searched), the
/// lines of standard input with `--stdin`, or else the configuration's `included`
/// globs (else the current directory).
enum CheckInputs {
  /// Whether a path names an Interface Builder document.
  static func isDocument(_ path: String) -> Bool { path.hasSuffix(".storyboard") || path.hasSuffix(".xib") }

  /// The documents to check, in order, without repeats.
  ///
  /// - Files named on the command line are checked as given, whatever their name
  ///   and `excluded`.
  /// - Directories (named, or the current one when nothing is named) are searched
  ///   recursively for `.storyboard` and `.xib` files, skipping hidden directories
  ///   and `excluded` paths, in sorted order.
  /// - `stdin` lines (`git diff --name-only`) are kept when they name a document
  ///   that exists and is not `excluded`; other lines are ignored, as a changed
  ///   Swift file is.
  /// - With nothing named and `included` globs, the documents under the
  ///   configuration's directory that match one.
  static func documents(
    arguments: [String], stdin: [String]?, configuration: CheckConfiguration, currentDirectory: String
  ) -> [String] {
    var out: [String] = []
    var seen = Set<String>()
    func add(_ path: String) {
      if seen.insert(path).inserted { out.append(path) }
    }
    var isDirectory: ObjCBool = false
    for path in arguments {
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
        for found in search(path) where !configuration.isExcluded(found) { add(found) }
      } else {
        add(path)
      }
    }
    if let stdin {
      for raw in stdin {
        let path = raw.trimmingCharacters(in: .whitespaces)
        guard isDocument(path), FileManager.default.fileExists(atPath: path), !configuration.isExcluded(path) else {
          continue
        }
        add(path)
      }
    }
    if arguments.isEmpty && stdin == nil {
      if configuration.included.isEmpty {
        for found in search(".") where !configuration.isExcluded(found) { add(found) }
      } else {
        for found in search(configuration.directory) {
          let relative = configuration.relative(found)
          if configuration.included.contains(where: { $0.matches(relative) }) && !configuration.isExcluded(found) {
            add(shortest(found, currentDirectory: currentDirectory))
          }
        }
      }
    }
    return out
  }

  /// `path` relative to `currentDirectory` when it lies inside it, else as it is:
  /// the form reports and baselines show, the same on every machine.
  static func shortest(_ path: String, currentDirectory: String) -> String {
    let base = URL(fileURLWithPath: currentDirectory).standardizedFileURL.path
    let prefix = base.hasSuffix("/") ? base : base + "/"
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : path
  }

  /// The documents under `directory`, recursively, sorted; paths start with
  /// `directory` (without a leading `./` for the current one).
  static func search(_ directory: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    var found: [String] = []
    while let item = enumerator.nextObject() as? String {
      let name = (item as NSString).lastPathComponent
      if name.hasPrefix(".") {
        enumerator.skipDescendants()
        continue
      }
      if isDocument(item) {
        found.append(directory == "." ? item : (directory as NSString).appendingPathComponent(item))
      }
    }
    return found.sorted()
  }
}
