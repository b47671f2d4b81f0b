import Foundation
import Testing

@testable import Scrollwork

/// The views a flush re-reads (`LayoutEngine.firstOccurrences`): each once, at its
/// first place, whether the pending list is short (compared pairwise) or long (hashed).
@Suite struct PendingViewsTests {
  @Test(arguments: [0, 1, 2, 5, 32, 33, 100])
  func repeatsGoAndTheOrderStays(count: Int) {
    let views = (0..<count).map { _ in View() }
    // Each view listed two or three times, interleaved: v0 v1 v0 v2 v1 v0 v3 v2 v1 …
    var listed: [View] = []
    for i in views.indices {
      listed.append(views[i])
      if i >= 1 { listed.append(views[i - 1]) }
      if i >= 2 { listed.append(views[i - 2]) }
    }
    let kept = LayoutEngine.firstOccurrences(listed)
    #expect(kept.map(ObjectIdentifier.init) == views.map(ObjectIdentifier.init))
  }
}
