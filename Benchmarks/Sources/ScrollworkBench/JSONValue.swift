import Foundation

/// A JSON document with objects kept in insertion order, rendered like Python's
/// `json.dumps(result, indent=1)` so the output reads the same on both sides.
///
/// Contract: ``rendered()`` is always valid JSON: non-finite doubles become `null`,
/// strings are escaped.
indirect enum JSONValue {
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])
  case null

  /// The document as text, one space of indent per level (`compact`: on one line).
  func rendered(compact: Bool = false) -> String {
    var out = ""
    write(to: &out, level: 0, compact: compact)
    return out
  }

  private func write(to out: inout String, level: Int, compact: Bool) {
    let newline = compact ? "" : "\n"
    let separator = compact ? ", " : ",\n"
    func indent(_ depth: Int) -> String { compact ? "" : String(repeating: " ", count: depth) }
    switch self {
    case .int(let value):
      out += String(value)
    case .double(let value):
      out += value.isFinite ? String(value) : "null"
    case .string(let value):
      out += Self.quoted(value)
    case .null:
      out += "null"
    case .array(let items):
      guard !items.isEmpty else {
        out += "[]"
        return
      }
      out += "[" + newline
      for (i, item) in items.enumerated() {
        out += indent(level + 1)
        item.write(to: &out, level: level + 1, compact: compact)
        out += i + 1 < items.count ? separator : newline
      }
      out += indent(level) + "]"
    case .object(let fields):
      guard !fields.isEmpty else {
        out += "{}"
        return
      }
      out += "{" + newline
      for (i, (key, value)) in fields.enumerated() {
        out += indent(level + 1) + Self.quoted(key) + ": "
        value.write(to: &out, level: level + 1, compact: compact)
        out += i + 1 < fields.count ? separator : newline
      }
      out += indent(level) + "}"
    }
  }

  private static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// The `"machine"` object: Swift version, platform, CPU count and model
  /// (the Swift side of `benchlib.machine_info`).
  static func machineInfo() -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("swift", .string(swiftVersion)),
      ("solver", .string("LayoutSolver")),
      ("platform", .string(platform())),
      ("cpus", .int(ProcessInfo.processInfo.processorCount)),
    ]
    if let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
      let colon = line.firstIndex(of: ":")
    {
      let model = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      fields.append(("cpu", .string(model)))
    }
    return .object(fields)
  }

  /// The compiler version the bench was built with.
  private static var swiftVersion: String {
    #if compiler(>=6.5)
      return "6.5+"
    #elseif compiler(>=6.4)
      return "6.4"
    #elseif compiler(>=6.3)
      return "6.3"
    #elseif compiler(>=6.2)
      return "6.2"
    #elseif compiler(>=6.1)
      return "6.1"
    #else
      return "6.0"
    #endif
  }

  /// `Linux-<release>-<machine>`, like Python's `platform.platform()`.
  private static func platform() -> String {
    var name = utsname()
    guard uname(&name) == 0 else { return "unknown" }
    func field<T>(_ value: T) -> String {
      withUnsafeBytes(of: value) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
    }
    return "\(field(name.sysname))-\(field(name.release))-\(field(name.machine))"
  }

  /// Prints the document to stdout and, when `path` is given, writes it there too
  /// (creating the folder), like `benchlib.emit`.
  static func emit(_ document: JSONValue, to path: String?) throws(BenchFailure) {
    let text = document.rendered()
    print(text)
    guard let path else { return }
    let url = URL(fileURLWithPath: path)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try (text + "\n").write(to: url, atomically: true, encoding: .utf8)
    } catch {
      throw BenchFailure("cannot write \(path): \(error)")
    }
  }
}
