import Foundation

/// Fake addresses for descriptions (`UIView:0x…`), in creation order: process-unique,
/// or numbered by the current `DebugAddressScope` when one is bound.
package enum DebugAddress {
  nonisolated(unsafe) private static var counter: UInt64 = 0
  private static let lock = NSLock()

  /// The numbering objects created in the current task (or, outside tasks, on the
  /// current thread) take their addresses from; nil: the process-wide one.
  @TaskLocal package static var scope: DebugAddressScope?

  static func next() -> UInt64 {
    if let scope { return scope.next() }
    return lock.withLock {
      counter += 1
      return 0x1_0000_0000 + counter * 0x10
    }
  }
}
