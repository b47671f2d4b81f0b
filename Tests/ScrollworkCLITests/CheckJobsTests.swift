import Foundation
import ScrollworkTestSupport
import Testing

@testable import ScrollworkCLI

/// `scrollwork check --jobs N` (issue 18): documents checked on several threads,
/// reported in input order, so every reporter's output is the same for every N.
@Suite struct CheckJobsTests {
  @Test("ParallelJobs.map returns body(i) at index i, whatever the thread count and the work per job")
  func parallelMapKeepsInputOrder() {
    var rng = SplitMix64(seed: PropertySeed.resolve(default: 0x10B5).value)
    for _ in 0..<40 {
      let count = Int.random(in: 0...40, using: &rng)
      let jobs = Int.random(in: 1...8, using: &rng)
      // Uneven work, so later indices often finish before earlier ones.
      let work = (0..<count).map { _ in Int.random(in: 0...20_000, using: &rng) }
      let body: @Sendable (Int) -> [Int] = { index in
        var x = UInt64(index)
        for _ in 0..<work[index] { x = x &* 6_364_136_223_846_793_005 &+ 1 }
        return [index, Int(truncatingIfNeeded: x % 1000)]
      }
      let sequential = (0..<count).map(body)
      let parallel = ParallelJobs.map(count: count, jobs: jobs, body)
      #expect(parallel == sequential, "count \(count), jobs \(jobs)")
    }
  }

  /// A directory with documents that have findings, none, unsatisfiable constraints,
  /// and one that is not a document, three times over (in `r1`, `r2`, `r3`; `check`
  /// checks a path once), and the list to check, in a mixed order so that threads
  /// finish out of order.
  static func documents() throws -> (URL, [String]) {
    let dir = try CheckReporterDocuments.directory()
    let fm = FileManager.default
    let examples = CommandRunner.repositoryRoot.appendingPathComponent("Examples/InterfaceBuilder")
    try Data("<document><scenes>".utf8).write(to: dir.appendingPathComponent("Broken.xib"))
    var names = ["Scene.storyboard", "Clean.xib", "Broken.xib", "Conflict.xib"]
    for name in try fm.contentsOfDirectory(atPath: examples.path).sorted() {
      try fm.copyItem(at: examples.appendingPathComponent(name), to: dir.appendingPathComponent(name))
      names.append(name)
    }
    var files: [String] = []
    for round in ["r1", "r2", "r3"] {
      try fm.createDirectory(at: dir.appendingPathComponent(round), withIntermediateDirectories: true)
      for name in names {
        try fm.copyItem(at: dir.appendingPathComponent(name), to: dir.appendingPathComponent("\(round)/\(name)"))
      }
      files += (round == "r2" ? names.reversed() : names).map { "\(round)/\($0)" }
    }
    return (dir, files)
  }

  @Test("every reporter prints the same bytes, on stdout and stderr, with --jobs 1 and --jobs 4")
  func outputIndependentOfJobs() throws {
    let (dir, files) = try Self.documents()
    defer { try? FileManager.default.removeItem(at: dir) }
    for reporter in CheckReporters.all.map({ $0.name }) {
      let arguments = ["check"] + files + ["--devices", "iphone-se-1", "--reporter", reporter]
      let one = try CommandRunner.run(arguments + ["--jobs", "1"], in: dir)
      let four = try CommandRunner.run(arguments + ["--jobs", "4"], in: dir)
      #expect(four.stdout == one.stdout, "\(reporter)")
      #expect(four.stderr == one.stderr, "\(reporter)")
      #expect(four.status == one.status, "\(reporter)")
      // The unreadable document makes the run exit 2, after reporting the others.
      #expect(one.status == 2, "\(reporter)")
      for name in ["Scene.storyboard", "Conflict.xib", "MisplacedViews.storyboard"] {
        #expect(one.stdout.contains(name), "\(reporter) reports \(name)")
      }
    }
  }

  @Test("the xcode reporter's lines and the messages on stderr come in the order of the documents given")
  func xcodeLinesInInputOrder() throws {
    let (dir, files) = try Self.documents()
    defer { try? FileManager.default.removeItem(at: dir) }
    let four = try CommandRunner.run(["check"] + files + ["--jobs", "4"], in: dir)
    var expected = ""
    var expectedErrors = ""
    for file in files {
      let single = try CommandRunner.run(["check", file, "--jobs", "1"], in: dir)
      expected += single.stdout
      expectedErrors += single.stderr
    }
    #expect(four.stdout == expected)
    #expect(four.stderr == expectedErrors)
    #expect(expectedErrors.hasPrefix("r1/Broken.xib:1: error: "))
  }

  @Test func jobsMustBePositive() throws {
    let result = try CommandRunner.run(["check", "--jobs", "0"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("Error: --jobs must be at least 1, not 0.\n"))
  }
}
