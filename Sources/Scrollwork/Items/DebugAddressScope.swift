import Foundation

/// A numbering of debug addresses of its own, starting where the process-wide one
/// starts: work done under one (`DebugAddress.$scope.withValue(DebugAddressScope())`)
/// prints the same addresses whatever else runs before or beside it on other threads
/// (`scrollwork check --jobs`). Objects of different scopes must not be compared by
/// address (their engines sort constraints by it), so keep each scope's objects apart.
package final class DebugAddressScope: @unchecked Sendable {
  private var counter: UInt64 = 0
  private let lock = NSLock()

  package init() {}

  func next() -> UInt64 {
    lock.withLock {
      counter += 1
      return 0x1_0000_0000 + counter * 0x10
    }
  }
}
