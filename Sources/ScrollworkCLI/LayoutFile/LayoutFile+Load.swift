import Foundation
import Scrollwork
import ScrollworkLayoutFile
import Yams

/// The layout files' front end: the file read from disk, its text composed into a
/// YAML tree by Yams (libyaml), the tree bounded and converted into the library's
/// ``YAMLNode``, then read by `LayoutFile(document:path:)`.
extension LayoutFile {
  /// Files larger than this (10 MB) are refused before parsing.
  public static let maximumFileSize = 10 * 1024 * 1024
  /// The most YAML nodes a file may expand to, aliases counted at every use
  /// (refuses "billion laughs" alias bombs), for files up to 2 MB; see
  /// ``nodeBudget(forLength:)``.
  public static let nodeBudget = 1_000_000

  /// The node budget of a text of `length` UTF-8 bytes: ``nodeBudget``, or half the
  /// length when that is more. A node takes at least two bytes of text (`1,`), so a
  /// file without aliases always fits (a 10 MB list of views has about 2 million
  /// nodes), while an alias bomb still stops after a number of steps linear in the
  /// file's size.
  public static func nodeBudget(forLength length: Int) -> Int { max(nodeBudget, length / 2) }

  /// Reads and parses a layout file.
  /// - Throws: ``LayoutFileErrors`` when the file cannot be read, is larger than
  ///   ``maximumFileSize``, is not UTF-8, or has errors (all of them).
  public static func load(path: String) throws(LayoutFileErrors) -> LayoutFile {
    func fail(_ message: String) -> LayoutFileErrors {
      LayoutFileErrors([LayoutFileIssue(path: path, line: 0, column: 0, message: message)])
    }
    let url = URL(fileURLWithPath: path)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw fail("No such file.")
    }
    if isDirectory.boolValue { throw fail("This is a folder, not a layout file.") }
    if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber,
      size.intValue > maximumFileSize
    {
      throw fail("The file is \(size.intValue) bytes; layout files may be at most \(maximumFileSize) bytes.")
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw fail("Cannot read the file: \(error.localizedDescription)")
    }
    if data.count > maximumFileSize {
      throw fail("The file is \(data.count) bytes; layout files may be at most \(maximumFileSize) bytes.")
    }
    guard let text = String(data: data, encoding: .utf8) else { throw fail("The file is not UTF-8 text.") }
    return try parse(text, path: path)
  }

  /// Parses layout-file text; `path` is only used in messages and to find font files.
  /// - Throws: ``LayoutFileErrors`` with every error found (YAML syntax stops at the
  ///   first syntax error, as libyaml does; everything else is collected).
  /// - Complexity: O(n) in the size of the text, within ``nodeBudget`` nodes.
  public static func parse(_ text: String, path: String) throws(LayoutFileErrors) -> LayoutFile {
    let lines = sourceLines(text)
    func fail(_ line: Int, _ column: Int, _ message: String) -> LayoutFileErrors {
      LayoutFileErrors([LayoutFileIssue(path: path, line: line, column: column, message: message)])
    }
    if text.utf8.count > maximumFileSize {
      throw fail(0, 0, "The text is \(text.utf8.count) bytes; layout files may be at most \(maximumFileSize) bytes.")
    }
    if let place = aliasUsedAsKey(in: lines) {
      throw fail(place.line, place.column, "An alias may not be used as a mapping key.")
    }
    let root: Node
    do {
      guard let node = try Yams.compose(yaml: text) else {
        throw fail(1, 1, "The file is empty: expected a mapping with a 'views' list.")
      }
      root = node
    } catch let error as LayoutFileErrors {
      throw error
    } catch let error as YamlError {
      let (place, message) = describe(error)
      throw fail(place.line, place.column, message)
    } catch {
      throw fail(1, 1, "YAML error: \(error)")
    }
    let budget = nodeBudget(forLength: text.utf8.count)
    if let over = exceedsBudget(root, budget: budget) {
      throw fail(
        over.mark?.line ?? 1, over.mark?.column ?? 1,
        "The document expands to more than \(budget) nodes (an alias bomb?); refused.")
    }
    return try LayoutFile(document: YAMLNode(composed: root, lines: lines, path: path), path: path)
  }

  /// The text's lines as Unicode scalars (for exact columns inside strings).
  static func sourceLines(_ text: String) -> [[Unicode.Scalar]] {
    var lines: [[Unicode.Scalar]] = [[]]
    for c in text.unicodeScalars {
      if c == "\n" { lines.append([]) } else { lines[lines.count - 1].append(c) }
    }
    return lines
  }

  /// The first node past `budget` when the tree is walked with aliases expanded,
  /// or nil. Stops early, so it costs at most `budget` steps.
  static func exceedsBudget(_ root: Node, budget: Int = nodeBudget) -> Node? {
    var stack = [root]
    var count = 0
    while let node = stack.popLast() {
      count += 1
      if count > budget { return node }
      switch node {
      case .scalar, .alias: break
      case .sequence(let s): stack.append(contentsOf: s)
      case .mapping(let m):
        for (k, v) in m {
          stack.append(k)
          stack.append(v)
        }
      }
    }
    return nil
  }

  /// Where an alias (`*name`) is used as a mapping key, if anywhere, in a file that
  /// defines anchors. Yams hashes mapping keys while composing, which costs the
  /// aliased tree's full expanded size, so such keys are refused before parsing.
  /// [choice: a lexical check; it may refuse odd but valid plain text such as
  /// `*a: 1` in a file with anchors.]
  static func aliasUsedAsKey(in lines: [[Unicode.Scalar]]) -> SourcePlace? {
    func isNameChar(_ c: Unicode.Scalar) -> Bool {
      !(c == " " || c == "\t" || c == "," || c == "[" || c == "]" || c == "{" || c == "}" || c == ":")
    }
    func isBoundary(_ line: [Unicode.Scalar], _ i: Int) -> Bool {
      i == 0 || [" ", "\t", "[", "{", ",", "-", "?"].contains(line[i - 1])
    }
    let hasAnchor = lines.contains { line in
      line.indices.contains { i in
        line[i] == "&" && isBoundary(line, i) && i + 1 < line.count && isNameChar(line[i + 1])
      }
    }
    guard hasAnchor else { return nil }
    for (n, line) in lines.enumerated() {
      for i in line.indices where line[i] == "*" && isBoundary(line, i) {
        var j = i + 1
        guard j < line.count, isNameChar(line[j]) else { continue }
        while j < line.count, isNameChar(line[j]) { j += 1 }
        while j < line.count, line[j] == " " || line[j] == "\t" { j += 1 }
        let before = line[..<i].filter { $0 != " " && $0 != "\t" }
        let complexKey = before.last == "?"
        if complexKey || (j < line.count && line[j] == ":") {
          return SourcePlace(line: n + 1, column: i + 1)
        }
      }
    }
    return nil
  }

  /// Whether the character at a libyaml mark (line and column from 1, in Unicode
  /// scalars) is a tab.
  static func isTab(in yaml: String, line: Int, column: Int) -> Bool {
    guard line >= 1, column >= 1 else { return false }
    var lineNumber = 1
    var col = 1
    for c in yaml.unicodeScalars {
      if lineNumber == line {
        if c == "\n" { return false }
        if col == column { return c == "\t" }
        col += 1
      } else if c == "\n" {
        lineNumber += 1
        if lineNumber > line { return false }
      }
    }
    return false
  }

  /// libyaml's error as a place and a sentence.
  static func describe(_ error: YamlError) -> (SourcePlace, String) {
    func with(_ context: YamlError.Context?, _ problem: String) -> String {
      guard let context else { return "YAML syntax error: \(problem)." }
      return
        "YAML syntax error: \(problem) (\(context.text) at line \(context.mark.line), column \(context.mark.column))."
    }
    switch error {
    case .scanner(let context, let problem, let mark, let yaml)
    where isTab(in: yaml, line: mark.line, column: mark.column):
      // libyaml's "found character that cannot start any token" at a tab: YAML indents
      // with spaces only, which the message does not say.
      return (
        SourcePlace(line: mark.line, column: mark.column),
        with(context, problem) + " It is a tab: YAML indents with spaces only; replace the tab with spaces."
      )
    case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      return (SourcePlace(line: mark.line, column: mark.column), with(context, problem))
    case .duplicatedKeysInMapping(let duplicates, let context):
      let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
      // Yams marks the key's first use; say so, since the one to remove is a later one.
      return (
        SourcePlace(line: context.mark.line, column: context.mark.column),
        "Duplicate key \(keys) in a mapping (this is its first use): give each key once."
      )
    case .reader(let problem, let offset, _, let yaml):
      var line = 1
      var column = 1
      if let offset {
        for b in yaml.utf8.prefix(offset) {
          if b == 0x0A {
            line += 1
            column = 1
          } else if b & 0xC0 != 0x80 {
            column += 1
          }
        }
      }
      return (SourcePlace(line: line, column: column), "Cannot read the text: \(problem).")
    default:
      return (SourcePlace(line: 1, column: 1), "YAML error: \(error)")
    }
  }
}
