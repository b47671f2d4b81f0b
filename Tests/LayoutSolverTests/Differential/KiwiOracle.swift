import Foundation
import ScrollworkTestSupport

/// `Scripts/kiwi_oracle.py` and its committed fixtures
/// (`Tests/LayoutSolverTests/Differential/Fixtures/kiwi-seed<S>-count<N>.jsonl`).
enum KiwiOracle {
  /// The package root.
  static let packageRoot: URL = TestPackage.root

  static let scriptRelativePath = "Scripts/kiwi_oracle.py"
  static var scriptURL: URL { packageRoot.appendingPathComponent(scriptRelativePath) }

  static func fixtureRelativePath(seed: Int, count: Int) -> String {
    "Tests/LayoutSolverTests/Differential/Fixtures/kiwi-seed\(seed)-count\(count).jsonl"
  }

  /// The command that rewrites the fixture for `seed` and `count`, run from the package root.
  static func regenerateCommand(seed: Int, count: Int, kiwisolver: String = "1.5.1") -> String {
    "python3 \(scriptRelativePath) --seed \(seed) --count \(count) --write-fixture "
      + "\(fixtureRelativePath(seed: seed, count: count))  (with kiwisolver \(kiwisolver): "
      + "python3 -m venv .build-venv && .build-venv/bin/pip install kiwisolver==\(kiwisolver), "
      + "then run it with .build-venv/bin/python3)"
  }

  /// The committed fixture for `seed` and `count`, checked against its stamps: the seed and
  /// count it records, its systems hash, and the SHA-256 of the current script (a fixture
  /// written by another version of the script is stale).
  static func fixture(seed: Int, count: Int) -> Result<OracleFixture, OracleProblem> {
    let relative = fixtureRelativePath(seed: seed, count: count)
    let url = packageRoot.appendingPathComponent(relative)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      return .failure(
        OracleProblem(
          message:
            "the kiwi fixture \(relative) is missing; write it with: \(regenerateCommand(seed: seed, count: count))"))
    }
    let fixture: OracleFixture
    do {
      fixture = try OracleFixture(data: data, source: relative)
    } catch {
      return .failure(
        OracleProblem(
          message: "\(error.message); regenerate it with: \(regenerateCommand(seed: seed, count: count))"))
    }
    let regenerate = regenerateCommand(seed: seed, count: count, kiwisolver: fixture.header.kiwisolver)
    guard fixture.header.seed == seed, fixture.header.count == count, fixture.cases.count == count else {
      return .failure(
        OracleProblem(
          message: "\(relative) records seed \(fixture.header.seed), count \(fixture.header.count) "
            + "(\(fixture.cases.count) cases), not seed \(seed), count \(count); regenerate it with: \(regenerate)"))
    }
    guard let script = FileManager.default.contents(atPath: scriptURL.path) else {
      return .failure(OracleProblem(message: "\(scriptRelativePath) is missing (needed to check \(relative)'s stamp)"))
    }
    let scriptDigest = SHA256.hex(Array(script))
    guard scriptDigest == fixture.header.scriptSHA256 else {
      return .failure(
        OracleProblem(
          message: "\(relative) is stale: it was written by a \(scriptRelativePath) whose SHA-256 is "
            + "\(fixture.header.scriptSHA256), and the script's SHA-256 is now \(scriptDigest). "
            + "Regenerate it with: \(regenerate)"))
    }
    return .success(fixture)
  }

  /// Whether `python3` on PATH can import kiwisolver (the live comparison needs it).
  static let isAvailable: Bool = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", "import kiwisolver"]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
      process.waitUntilExit()
      return process.terminationStatus == 0
    } catch {
      return false
    }
  }()

  static let installHint =
    "python3 -m venv .build-venv && .build-venv/bin/pip install kiwisolver==1.5.1, "
    + "then put .build-venv/bin first on PATH (as .ci/run does)"

  /// Runs the script with live kiwisolver and reads its fixture-form output.
  static func generate(count: Int, seed: Int) -> Result<OracleFixture, OracleProblem> {
    let script = scriptURL.path
    guard FileManager.default.fileExists(atPath: script) else {
      return .failure(OracleProblem(message: "kiwi differential test: the oracle script is missing at \(script)"))
    }
    let arguments = ["python3", script, "--count", String(count), "--seed", String(seed), "--write-fixture", "-"]
    let command = arguments.joined(separator: " ")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let stdout = Pipe()
    process.standardOutput = stdout
    process.standardInput = FileHandle.nullDevice
    let errorURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("kiwi_oracle-\(UUID().uuidString).stderr")
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorURL) }
    let data: Data
    let status: Int32
    do {
      let errorHandle = try FileHandle(forWritingTo: errorURL)
      defer { try? errorHandle.close() }
      process.standardError = errorHandle
      try process.run()
      data = stdout.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      status = process.terminationStatus
    } catch {
      return .failure(
        OracleProblem(
          message: "kiwi differential test: could not run `\(command)` (\(error)). "
            + "It needs python3 with kiwisolver: \(installHint)."))
    }
    let stderr = (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
    let stderrTail = String(stderr.suffix(2000))
    if status == 3 || stderr.contains("No module named") || stderr.contains("cannot import kiwisolver") {
      return .failure(
        OracleProblem(
          message: "kiwi differential test: kiwisolver is not installed for python3; \(installHint).\n\(stderrTail)"))
    }
    guard status == 0 else {
      return .failure(
        OracleProblem(message: "kiwi differential test: `\(command)` exited with status \(status).\n\(stderrTail)"))
    }
    do {
      return .success(try OracleFixture(data: data, source: "the output of `\(command)`"))
    } catch {
      return .failure(OracleProblem(message: "kiwi differential test: \(error.message)\n\(stderrTail)"))
    }
  }
}
