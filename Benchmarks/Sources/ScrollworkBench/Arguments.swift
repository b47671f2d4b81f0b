/// The flags of one subcommand, parsed by hand (the bench takes no package dependency).
///
/// Accepted forms, as Python's `argparse` accepts them: `--flag value`, `--flag=value`,
/// a unique prefix of a flag (`--churn 10`), and a later repetition overriding an
/// earlier one. `-h`/`--help` makes the parse throw ``UsageError/help``.
///
/// Contract: parsing never traps; anything unknown, missing or malformed throws
/// ``UsageError/invalid(_:)`` with a message for the user (`main` prints the usage and
/// exits with status 2).
struct Arguments {
  /// One accepted flag with its default (`nil`: no value unless given).
  struct Flag {
    let name: String
    let defaultValue: String?
  }

  /// Why parsing stopped.
  enum UsageError: Error {
    /// `-h` or `--help` was given.
    case help
    /// A flag is unknown, lacks its value, or has a bad value.
    case invalid(String)
  }

  private var values: [String: String] = [:]

  /// Parses `tokens` (the words after the subcommand) against `flags`.
  init(_ tokens: ArraySlice<String>, flags: [Flag]) throws(UsageError) {
    for flag in flags {
      if let value = flag.defaultValue { values[flag.name] = value }
    }
    var rest = tokens[...]
    while let token = rest.popFirst() {
      if token == "-h" || token == "--help" { throw .help }
      guard token.hasPrefix("--"), token.count > 2 else {
        throw .invalid("unexpected argument '\(token)'")
      }
      var name = String(token.dropFirst(2))
      var value: String?
      if let eq = name.firstIndex(of: "=") {
        value = String(name[name.index(after: eq)...])
        name = String(name[..<eq])
      }
      let flag = try Self.resolve(name, among: flags)
      if value == nil { value = rest.popFirst() }
      guard let value else { throw .invalid("--\(flag) needs a value") }
      values[flag] = value
    }
  }

  /// The full name of `name`: itself, or the one flag it is a prefix of.
  private static func resolve(_ name: String, among flags: [Flag]) throws(UsageError) -> String {
    if flags.contains(where: { $0.name == name }) { return name }
    let matches = flags.filter { !name.isEmpty && $0.name.hasPrefix(name) }
    guard matches.count == 1, let only = matches.first else {
      throw .invalid(matches.isEmpty ? "unknown flag --\(name)" : "ambiguous flag --\(name)")
    }
    return only.name
  }

  /// The raw value of a flag, if it has one.
  func string(_ name: String) -> String? { values[name] }

  /// An integer flag; `minimum` bounds it from below.
  func int(_ name: String, minimum: Int = .min) throws(UsageError) -> Int {
    guard let raw = values[name] else { throw .invalid("--\(name) is required") }
    return try Self.integer(raw, flag: name, minimum: minimum)
  }

  /// A comma list of integers, each at least `minimum` (`--n 100,1000`).
  func intList(_ name: String, minimum: Int = 1) throws(UsageError) -> [Int] {
    guard let raw = values[name] else { throw .invalid("--\(name) is required") }
    var list: [Int] = []
    for part in raw.split(separator: ",", omittingEmptySubsequences: false) {
      list.append(try Self.integer(String(part), flag: name, minimum: minimum))
    }
    return list
  }

  /// A finite number flag of at least `minimum`.
  func double(_ name: String, minimum: Double = 0) throws(UsageError) -> Double {
    guard let raw = values[name] else { throw .invalid("--\(name) is required") }
    let text = raw.trimmingWhitespace()
    guard let value = Double(text), value.isFinite, value >= minimum else {
      throw .invalid("--\(name): '\(raw)' is not a number >= \(minimum)")
    }
    return value
  }

  /// A comma list of words, each one of `allowed` (`--rows fixed,mixed`).
  func choices(_ name: String, allowed: [String]) throws(UsageError) -> [String] {
    guard let raw = values[name] else { throw .invalid("--\(name) is required") }
    var list: [String] = []
    for part in raw.split(separator: ",", omittingEmptySubsequences: false) {
      let word = String(part).trimmingWhitespace()
      guard allowed.contains(word) else {
        throw .invalid("--\(name): '\(word)' is not one of \(allowed.joined(separator: ","))")
      }
      list.append(word)
    }
    return list
  }

  private static func integer(_ raw: String, flag: String, minimum: Int) throws(UsageError) -> Int {
    guard let value = Int(raw.trimmingWhitespace()), value >= minimum else {
      throw .invalid("--\(flag): '\(raw)' is not an integer >= \(minimum)")
    }
    return value
  }
}

extension String {
  /// The string without leading and trailing spaces and tabs.
  fileprivate func trimmingWhitespace() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
