/// SplitMix64, the one random generator of the benchmark scenarios, reproduced bit for
/// bit from `../shared/bench/portable_rng.py` (`Rng`).
///
/// Contract: for the same seed, ``next()`` returns exactly the sequence of the Python
/// `Rng.next_u64()`, and ``randrange(_:_:)``, ``choice(_:)`` and ``random()`` consume
/// it exactly as `randrange`, `choice` and `random` do there:
///
///     state += 0x9E3779B97F4A7C15 (mod 2^64); z = state
///     z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9 (mod 2^64)
///     z = (z ^ (z >> 27)) * 0x94D049BB133111EB (mod 2^64)
///     next = z ^ (z >> 31)
///     randrange(a, b) = a + next % (b - a); choice(seq) = seq[randrange(0, len(seq))]
///     random() = (next >> 11) * 2^-53
struct SplitMix64 {
  /// The generator state (the Python `Rng.state`).
  private(set) var state: UInt64

  /// Creates a generator; `seed` is the Python seed (already reduced mod 2^64).
  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits (Python `next_u64`), with wrapping arithmetic.
  mutating func next() -> UInt64 {
    state = state &+ 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `lower ..< upper` (Python `randrange(lower, upper)`).
  /// - Precondition: `lower < upper` (the scenarios only call it so).
  mutating func randrange(_ lower: Int, _ upper: Int) -> Int {
    precondition(lower < upper, "randrange needs a non-empty range")
    return lower + Int(next() % UInt64(upper - lower))
  }

  /// One element of `choices` (Python `choice(seq)`).
  /// - Precondition: `choices` is not empty.
  mutating func choice<T>(_ choices: [T]) -> T {
    choices[randrange(0, choices.count)]
  }

  /// A double in [0, 1) with 53 random bits (Python `random()`).
  mutating func random() -> Double {
    Double(next() >> 11) * 0x1p-53
  }
}
