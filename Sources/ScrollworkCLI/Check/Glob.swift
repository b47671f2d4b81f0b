/// A path pattern of `included`/`excluded`: `*` matches within one path segment,
/// `**` any number of whole segments (also none), `?` one character; everything
/// else matches itself. Paths and patterns use `/`.
struct Glob: Sendable, Equatable {
  /// The pattern as written.
  let pattern: String
  private let segments: [String]

  init(_ pattern: String) {
    self.pattern = pattern
    var p = pattern
    while p.hasPrefix("./") { p.removeFirst(2) }
    while p.count > 1 && p.hasSuffix("/") { p.removeLast() }
    segments = p.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
  }

  /// Whether the relative `path` matches, or lies inside a directory that matches
  /// (so `Pods` excludes everything under `Pods/`).
  func matches(_ path: String) -> Bool {
    var p = path
    while p.hasPrefix("./") { p.removeFirst(2) }
    let parts = p.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    for end in stride(from: parts.count, through: 1, by: -1) where Self.match(segments[...], parts[..<end]) {
      return true
    }
    return false
  }

  static func match(_ pattern: ArraySlice<String>, _ parts: ArraySlice<String>) -> Bool {
    guard let first = pattern.first else { return parts.isEmpty }
    if first == "**" {
      // `**` takes zero or more whole segments.
      for skip in 0...parts.count where match(pattern.dropFirst(), parts.dropFirst(skip)) { return true }
      return false
    }
    guard let part = parts.first, segment(Array(first.unicodeScalars)[...], Array(part.unicodeScalars)[...]) else {
      return false
    }
    return match(pattern.dropFirst(), parts.dropFirst())
  }

  /// One segment against `*` and `?` (iterative, with the classic single backtrack
  /// point, so no pattern takes more than O(pattern × text) steps).
  static func segment(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
    let p = Array(pattern)
    let t = Array(text)
    var i = 0
    var j = 0
    var star = -1
    var mark = 0
    while j < t.count {
      if i < p.count, p[i] == "?" || p[i] == t[j] {
        i += 1
        j += 1
      } else if i < p.count, p[i] == "*" {
        star = i
        mark = j
        i += 1
      } else if star >= 0 {
        i = star + 1
        mark += 1
        j = mark
      } else {
        return false
      }
    }
    while i < p.count, p[i] == "*" { i += 1 }
    return i == p.count
  }
}
