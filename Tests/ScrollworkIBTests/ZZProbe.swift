import Foundation
import Scrollwork
import Testing
@testable import ScrollworkIB

@Test func zzProbe() throws {
  guard let name = ProcessInfo.processInfo.environment["IBPROBE"] else { return }
  let scene = ProcessInfo.processInfo.environment["IBSCENE"]
  let data = try Data(contentsOf: URL(fileURLWithPath: "/work/shared/corpus/ib/" + name))
  let doc = try IBDocument(data: data)
  for s in doc.scenes where scene == nil || s.name == scene {
    let layout = IBLayoutBuilder(document: doc).build(scene: s)
    layout.root.layoutIfNeeded()
    print("scene", s.name, layout.root.frame, "nav", s.hasNavigationBar, "tab", s.hasTabBar, layout.root.safeAreaInsets)
    for id in layout.order {
      let v = layout.views[id]!
      let e = layout.elements[id]!
      print(id, e.element, "stored", e.frame.map { "\($0)" } ?? "-", "got", v.frame, v.layoutMargins)
    }
    for sk in layout.skippedConstraints { print("skipped", sk) }
    for d in layout.root.layoutDiagnostics() { print(d) }
  }
}
