import Foundation
import ScrollworkTestSupport

/// A recorded run of `Scripts/kiwi_oracle.py` (`--write-fixture`): a header line with the
/// stamps, then one line per case. `systemsSHA256` is the SHA-256 of every byte after the
/// header line, so an edited or truncated fixture is refused; `scriptSHA256` is the
/// SHA-256 of the script that wrote it, so a fixture older than the script is refused.
struct OracleFixture {
  struct Header: Decodable {
    let format: String
    let generator: String
    let scriptSHA256: String
    let kiwisolver: String
    let seed: Int
    let count: Int
    let attempts: Int
    let systemsSHA256: String
  }

  static let format = "kiwi-oracle-fixture/1"

  let header: Header
  /// The case lines as written, for naming the first case that differs between two runs.
  let lines: [Substring]
  let cases: [OracleCase]

  /// Parses `data` (named `source` in messages) and checks its systems hash.
  init(data: Data, source: String) throws(OracleProblem) {
    guard let newline = data.firstIndex(of: 10) else {
      throw OracleProblem(message: "\(source): no header line (\(data.count) bytes)")
    }
    let header: Header
    do {
      header = try JSONDecoder().decode(Header.self, from: data[data.startIndex..<newline])
    } catch {
      throw OracleProblem(message: "\(source): the header line is not a fixture header: \(error)")
    }
    guard header.format == Self.format else {
      throw OracleProblem(message: "\(source): format \(header.format), expected \(Self.format)")
    }
    let body = Array(data[data.index(after: newline)...])
    let digest = SHA256.hex(body)
    guard digest == header.systemsSHA256 else {
      throw OracleProblem(
        message: "\(source): the cases' SHA-256 is \(digest) but the header records \(header.systemsSHA256) "
          + "(the fixture was edited or cut short)")
    }
    let text = String(decoding: body, as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
    var cases: [OracleCase] = []
    cases.reserveCapacity(lines.count)
    for (index, line) in lines.enumerated() {
      do {
        cases.append(try OracleCase(line: line, index: index))
      } catch {
        throw OracleProblem(message: "\(source): \(error.message)")
      }
    }
    self.header = header
    self.lines = lines
    self.cases = cases
  }

  /// The first case (by index) whose line differs from `other`'s, or nil when every line
  /// is the same.
  func firstDifference(from other: OracleFixture) -> String? {
    for (i, (mine, theirs)) in zip(lines, other.lines).enumerated() where mine != theirs {
      return "case #\(i) (caseSeed \(cases[i].caseSeed) here, \(other.cases[i].caseSeed) there) differs"
    }
    return lines.count == other.lines.count ? nil : "\(lines.count) cases here, \(other.lines.count) there"
  }
}
