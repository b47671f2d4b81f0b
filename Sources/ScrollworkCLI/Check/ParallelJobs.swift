import Dispatch
import Foundation

/// Runs independent jobs on up to `jobs` threads and returns their results in
/// input order, so the output does not depend on how many threads ran or which
/// finished first.
final class ParallelJobs<Output: Sendable>: @unchecked Sendable {
  // Guarded by `lock`: the next index to hand out, the results so far and the
  // progress bar (which is not thread-safe itself).
  private let lock = NSLock()
  private var next = 0
  private var results: [Output?]
  private let progress: Progress?

  private init(count: Int, progress: Progress?) {
    results = Array(repeating: nil, count: count)
    self.progress = progress
  }

  /// `body(0) ... body(count - 1)`, in that order when `jobs` is 1 (on the calling
  /// thread), else on `min(jobs, count)` threads each taking the next index as it
  /// becomes free; `progress` advances once per job.
  static func map(
    count: Int, jobs: Int, progress: Progress? = nil, _ body: @escaping @Sendable (Int) -> Output
  ) -> [Output] {
    if jobs <= 1 || count <= 1 {
      return (0..<count).map { index in
        defer { progress?.advance() }
        return body(index)
      }
    }
    let state = ParallelJobs(count: count, progress: progress)
    DispatchQueue.concurrentPerform(iterations: min(jobs, count)) { _ in
      while let index = state.take() { state.store(body(index), at: index) }
    }
    // Every index was taken exactly once and stored before concurrentPerform
    // returned, so nothing is dropped here.
    return state.results.compactMap { $0 }
  }

  private func take() -> Int? {
    lock.withLock {
      guard next < results.count else { return nil }
      defer { next += 1 }
      return next
    }
  }

  private func store(_ output: Output, at index: Int) {
    lock.withLock {
      results[index] = output
      progress?.advance()
    }
  }
}
