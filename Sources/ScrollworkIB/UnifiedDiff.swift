/// A unified diff (`diff -u`, `git diff`) between two versions of a text, for
/// `scrollwork fix --dry-run`.
///
/// Lines are compared by position: the diff is exact (and minimal) for edits that
/// keep the line count, as ``IBFrameRewriter``'s do; when the counts differ, the
/// surplus lines of either version are listed as removed or added at the end, which
/// is still a correct diff. Hunks carry `context` unchanged lines on each side and
/// merge when their contexts touch. A side without a final line break gets
/// `\ No newline at end of file` after its last line, as diff prints it.
public enum UnifiedDiff {
  /// The diff of `old` to `new` with headers `--- a/PATH` and `+++ b/PATH`; empty
  /// when the texts are equal.
  /// - Complexity: O(lines).
  public static func diff(old: String, new: String, path: String, context: Int = 3) -> String {
    guard old != new else { return "" }
    let a = lines(old)
    let b = lines(new)
    let count = max(a.lines.count, b.lines.count)
    func same(_ i: Int) -> Bool {
      i < a.lines.count && i < b.lines.count && a.lines[i] == b.lines[i]
        && (i != a.lines.count - 1 || a.finalBreak == b.finalBreak || b.lines.count != a.lines.count)
    }
    var changed: [Int] = []
    for i in 0..<count where !same(i) { changed.append(i) }
    guard !changed.isEmpty else { return "" }
    // Group the changed lines into hunks: [first, last] ranges with their context.
    var hunks: [ClosedRange<Int>] = []
    for i in changed {
      let low = max(0, i - context)
      let high = min(count - 1, i + context)
      if let last = hunks.last, low <= last.upperBound + 1 {
        hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, high)
      } else {
        hunks.append(low...high)
      }
    }
    var out = "--- a/\(path)\n+++ b/\(path)\n"
    for h in hunks {
      let oldRange = h.clamped(to: 0...max(0, a.lines.count - 1))
      let newRange = h.clamped(to: 0...max(0, b.lines.count - 1))
      let oldCount = a.lines.isEmpty ? 0 : (h.lowerBound < a.lines.count ? oldRange.count : 0)
      let newCount = b.lines.isEmpty ? 0 : (h.lowerBound < b.lines.count ? newRange.count : 0)
      out += "@@ -\(header(h.lowerBound, oldCount)) +\(header(h.lowerBound, newCount)) @@\n"
      var removed: [String] = []
      var added: [String] = []
      func flush() {
        out += removed.joined()
        out += added.joined()
        removed = []
        added = []
      }
      for i in h {
        if same(i) {
          flush()
          out += " \(a.lines[i])\n" + marker(a, i)
          continue
        }
        if i < a.lines.count { removed.append("-\(a.lines[i])\n" + marker(a, i)) }
        if i < b.lines.count { added.append("+\(b.lines[i])\n" + marker(b, i)) }
      }
      flush()
    }
    return out
  }

  /// `START,COUNT` as hunk headers write it (1-based; an empty side starts at the
  /// line before).
  static func header(_ start: Int, _ count: Int) -> String {
    count == 0 ? "\(start),0" : "\(start + 1),\(count)"
  }

  /// The text's lines without their `\n` (a `\r` stays part of the line) and
  /// whether the last one ends with a line break.
  static func lines(_ text: String) -> (lines: [Substring], finalBreak: Bool) {
    guard !text.isEmpty else { return ([], true) }
    var parts = text.split(separator: "\n", omittingEmptySubsequences: false)
    let finalBreak = text.hasSuffix("\n")
    if finalBreak { parts.removeLast() }
    return (parts, finalBreak)
  }

  static func marker(_ side: (lines: [Substring], finalBreak: Bool), _ i: Int) -> String {
    i == side.lines.count - 1 && !side.finalBreak ? "\\ No newline at end of file\n" : ""
  }
}
