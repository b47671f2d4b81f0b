// Turns libFuzzer's bytes into structured choices for the harnesses in Fuzz/.

/// A cursor over the fuzzer's bytes. Every read succeeds: past the end it yields
/// zeros, so any input decodes to some program.
public struct FuzzInput {
  let bytes: [UInt8]
  var index = 0

  public init(_ data: UnsafePointer<UInt8>, _ size: Int) {
    bytes = Array(UnsafeBufferPointer(start: data, count: size))
  }

  public init(bytes: [UInt8]) { self.bytes = bytes }

  /// Whether all bytes have been read.
  public var isAtEnd: Bool { index >= bytes.count }

  /// The remaining bytes, consuming them.
  public mutating func rest() -> [UInt8] {
    defer { index = bytes.count }
    return index < bytes.count ? Array(bytes[index...]) : []
  }

  /// The next byte, or 0.
  public mutating func byte() -> UInt8 {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return bytes[index]
  }

  /// A value in `0..<bound` (`bound` > 0).
  public mutating func choose(_ bound: Int) -> Int { Int(byte()) % max(bound, 1) }

  /// A double: mostly small integers and halves, sometimes a huge, tiny, negative
  /// zero, infinite or NaN value (the inputs that break naive code).
  public mutating func double() -> Double {
    switch byte() % 16 {
    case 0: return .nan
    case 1: return .infinity
    case 2: return -.infinity
    case 3: return 1e300
    case 4: return -1e-300
    case 5: return -0.0
    case 6:
      var raw: UInt64 = 0
      for _ in 0..<8 { raw = raw << 8 | UInt64(byte()) }
      return Double(bitPattern: raw)
    default: return Double(Int(byte()) - 128) / 2
    }
  }

  /// A string of up to `maxLength` bytes, decoded as UTF-8 (invalid bytes repaired).
  public mutating func string(maxLength: Int) -> String {
    let n = choose(maxLength + 1)
    var chunk: [UInt8] = []
    for _ in 0..<n where !isAtEnd { chunk.append(byte()) }
    return String(decoding: chunk, as: UTF8.self)
  }
}
