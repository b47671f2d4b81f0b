import Foundation

/// The seed of a property suite: fixed in `swift test`, so that a run is never a lottery,
/// and chosen by `SCROLLWORK_PROPERTY_SEED` to explore.
///
/// - unset: the suite's fixed default (``defaultValue`` unless the suite names its own);
/// - `random`: a fresh random seed on each call;
/// - a decimal number (`0 ... UInt64.max`): that seed, to reproduce a run.
///
/// Whenever the variable is set, ``resolve(default:environment:file:function:)`` prints
/// one line `SCROLLWORK_PROPERTY_SEED=<seed> reproduces <file> <function>` to standard
/// output, so the seed of a failing run is in the log beside the failure. Text that is
/// neither `random` nor a number is not ignored silently: the line says so and the fixed
/// default is used.
///
/// A suite turns the seed into its generator: `SplitMix64(seed: seed.value)`, or
/// PropertyBased's `Xoshiro(seed: seed.words(a, b, c))`, with constants of its own so
/// that suites given the same number still draw different cases. (This target does not
/// depend on PropertyBased, which brings swift-testing: the benchmark links it. Hence
/// ``words(_:_:_:)`` rather than a ready `Xoshiro`, and a plain loop over
/// `Generator.run(using:)` in the suites rather than `propertyCheck`, whose own seeds are
/// random and whose fixed-seed trait runs a single case.)
public struct PropertySeed: Sendable, Equatable, CustomStringConvertible {
  /// The environment variable that overrides the fixed seed.
  public static let environmentVariable = "SCROLLWORK_PROPERTY_SEED"

  /// The fixed seed of the suites that do not name their own.
  public static let defaultValue: UInt64 = 20_261_126

  /// The seed.
  public let value: UInt64

  /// Whether the seed came from `SCROLLWORK_PROPERTY_SEED` (random or a number) rather
  /// than the suite's fixed default.
  public let isFromEnvironment: Bool

  /// A seed of `value`.
  public init(value: UInt64, isFromEnvironment: Bool = false) {
    self.value = value
    self.isFromEnvironment = isFromEnvironment
  }

  /// `SCROLLWORK_PROPERTY_SEED=<value>`: the setting that reproduces this seed.
  public var description: String { "\(Self.environmentVariable)=\(value)" }

  /// The seed for one property test: `default` unless `SCROLLWORK_PROPERTY_SEED` is set
  /// (see the type's contract); prints the seed, with `file` and `function`, when it is.
  public static func resolve(
    default fixed: UInt64 = defaultValue,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    file: String = #fileID, function: String = #function
  ) -> PropertySeed {
    guard let text = environment[environmentVariable] else { return PropertySeed(value: fixed) }
    let seed: PropertySeed
    var note = ""
    if text == "random" {
      seed = PropertySeed(value: UInt64.random(in: 0...UInt64.max), isFromEnvironment: true)
    } else if let number = UInt64(text) {
      seed = PropertySeed(value: number, isFromEnvironment: true)
    } else {
      seed = PropertySeed(value: fixed)
      note = " (\(environmentVariable)=\(text) is neither `random` nor a number: the fixed seed)"
    }
    print("\(seed) reproduces \(file) \(function)\(note)")
    return seed
  }

  /// The four words of a PropertyBased `Xoshiro` seed: this seed, then the suite's own
  /// constants `a`, `b`, `c` (`Xoshiro(seed: seed.words(a, b, c))`).
  public func words(_ a: UInt64, _ b: UInt64, _ c: UInt64) -> (UInt64, UInt64, UInt64, UInt64) {
    (value, a, b, c)
  }
}
