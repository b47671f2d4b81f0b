import Foundation
import Scrollwork
import Testing

@testable import ScrollworkIB

/// Every corpus document's scenes, built and laid out, are freed once let go (the IB
/// fuzzer's leak report at exit: a cycle kept built labels alive).
@Suite(.enabled(if: Corpus.directory != nil, Corpus.absentMessage)) struct IBLifetimeTests {
  final class Box { weak var root: View? }

  @Test func builtScenesAreFreed() throws {
    var leaked: [String] = []
    for url in try Corpus.documents() {
      guard let data = FileManager.default.contents(atPath: url.path),
        let document = try? IBDocument(data: data)
      else { continue }
      for scene in document.scenes {
        let box = Box()
        do {
          let layout = IBLayoutBuilder(document: document).build(scene: scene)
          layout.root.layoutIfNeeded()
          box.root = layout.root
        }
        if box.root != nil { leaked.append("\(url.lastPathComponent) [\(scene.name)]") }
      }
    }
    #expect(leaked == [])
  }
}
