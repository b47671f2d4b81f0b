/// SplitMix64, the seeded random generator that the tests, the benchmark and their
/// helpers share, reproduced bit for bit from `../shared/bench/portable_rng.py` (`Rng`).
///
/// Contract: for the same seed, ``next()`` returns exactly the sequence of the Python
/// `Rng.next_u64()`, and ``randrange(_:_:)``, ``choice(_:)`` and ``random()`` consume
/// it exactly as `randrange`, `choice` and `random` do there (the benchmark's scenarios
/// rely on that):
///
///     state += 0x9E3779B97F4A7C15 (mod 2^64); z = state
///     z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9 (mod 2^64)
///     z = (z ^ (z >> 27)) * 0x94D049BB133111EB (mod 2^64)
///     next = z ^ (z >> 31)
///     randrange(a, b) = a + next % (b - a); choice(seq) = seq[randrange(0, len(seq))]
///     random() = (next >> 11) * 2^-53
///
/// The test conveniences (``below(_:)``, ``pick(_:)``, ``chance(_:)``, ``byte()``) each
/// consume exactly one ``next()``, so a fixed seed gives the same cases on every run. As a
/// `RandomNumberGenerator` it also drives the standard library (`randomElement(using:)`).
public struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The generator state (the Python `Rng.state`); setting it restarts the sequence
  /// from that state.
  public var state: UInt64

  /// Creates a generator; `seed` is the Python seed (already reduced mod 2^64).
  @inlinable
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits (Python `next_u64`), with wrapping arithmetic.
  @inlinable
  public mutating func next() -> UInt64 {
    state = state &+ 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `lower ..< upper` (Python `randrange(lower, upper)`).
  /// - Precondition: `lower < upper` (the scenarios only call it so).
  @inlinable
  public mutating func randrange(_ lower: Int, _ upper: Int) -> Int {
    precondition(lower < upper, "randrange needs a non-empty range")
    return lower + Int(next() % UInt64(upper - lower))
  }

  /// One element of `choices` (Python `choice(seq)`).
  /// - Precondition: `choices` is not empty.
  @inlinable
  public mutating func choice<T>(_ choices: [T]) -> T {
    choices[randrange(0, choices.count)]
  }

  /// A double in [0, 1) with 53 random bits (Python `random()`).
  @inlinable
  public mutating func random() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// A number in `0 ..< bound`, or 0 when `bound` is 0 or less (`next() % max(1, bound)`;
  /// one ``next()`` either way).
  @inlinable
  public mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(max(1, bound)))
  }

  /// One element of `items`, by ``below(_:)``.
  /// - Precondition: `items` is not empty.
  @inlinable
  public mutating func pick<T>(_ items: [T]) -> T {
    items[below(items.count)]
  }

  /// True with probability `p`, in steps of 1/10 000 (`next() % 10 000 / 10 000 < p`).
  @inlinable
  public mutating func chance(_ p: Double) -> Bool {
    Double(next() % 10_000) / 10_000 < p
  }

  /// A random byte: the low eight bits of ``next()``.
  @inlinable
  public mutating func byte() -> UInt8 {
    UInt8(truncatingIfNeeded: next())
  }
}
