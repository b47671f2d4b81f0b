import Foundation
import ScrollworkTestSupport
import Testing

/// The shared test support: the seeded generator's values and the property seed's
/// reading of `SCROLLWORK_PROPERTY_SEED`.
@Suite struct TestSupportTests {
  /// SplitMix64's reference outputs (seed 0: Vigna's `splitmix64.c`; seed 1234: the
  /// benchmark's row heights, checked with a Python transcription of `portable_rng.py`).
  @Test func splitMixGivesTheReferenceSequence() {
    var zero = SplitMix64(seed: 0)
    #expect((0..<3).map { _ in zero.next() } == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    var rng = SplitMix64(seed: 1234)
    #expect(rng.randrange(0, 10) == 5)
    #expect(rng.below(10) == 4)
    #expect(rng.pick(Array(0..<10)) == 6)
    #expect(rng.choice(Array(0..<10)) == 9)
    var other = SplitMix64(seed: 1234)
    _ = other.next()
    #expect(other.state == 1234 &+ 0x9E37_79B9_7F4A_7C15)
    #expect(other.below(0) == 0 && other.state == 1234 &+ 2 &* 0x9E37_79B9_7F4A_7C15)
  }

  @Test func propertySeedIsFixedUnlessTheEnvironmentSaysOtherwise() {
    let fixed = PropertySeed.resolve(default: 77, environment: [:])
    #expect(fixed == PropertySeed(value: 77))
    #expect(PropertySeed.resolve(environment: [:]).value == 20_261_126)
    let number = PropertySeed.resolve(default: 77, environment: ["SCROLLWORK_PROPERTY_SEED": "123456789"])
    #expect(number == PropertySeed(value: 123_456_789, isFromEnvironment: true))
    #expect(number.description == "SCROLLWORK_PROPERTY_SEED=123456789")
    // Not a number and not `random`: said on stdout, and the fixed seed runs.
    let junk = PropertySeed.resolve(default: 77, environment: ["SCROLLWORK_PROPERTY_SEED": "12x"])
    #expect(junk == PropertySeed(value: 77))
    let random = (0..<4).map { _ in PropertySeed.resolve(environment: ["SCROLLWORK_PROPERTY_SEED": "random"]) }
    #expect(random.allSatisfy { $0.isFromEnvironment })
    #expect(Set(random.map(\.value)).count > 1)
    let words = PropertySeed(value: 9).words(1, 2, 3)
    #expect([words.0, words.1, words.2, words.3] == [9, 1, 2, 3])
  }

  @Test func packageRootHoldsThePackage() {
    #expect(FileManager.default.fileExists(atPath: TestPackage.url("Package.swift").path))
    #expect(
      TestPackage.url("Sources/ScrollworkTestSupport/TestPackage.swift").standardizedFileURL.path
        == URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ScrollworkTestSupport/TestPackage.swift").standardizedFileURL.path)
  }
}
