import Foundation
import Testing

@testable import Scrollwork

/// `WeakView` (the engine's non-retaining reference to a view with dynamic guides)
/// holds the view's own `ItemReference`: it reads the view while it lives and nil once
/// it is freed, like a `weak` reference, without keeping it alive.
@Suite struct WeakViewTests {
  @Test func readsTheViewWhileItLivesAndNilOnceItIsFreed() {
    var view: View? = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    let remembered = WeakView(view!)
    #expect(remembered.view === view)
    #expect(remembered.view?.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    view = nil
    #expect(remembered.view == nil)
  }

  @Test func aViewWithMarginsLaidOutAndDroppedIsFreed() {
    // The engine remembers the view whose margins guide follows the solution; dropping
    // the hierarchy must free it (no retain cycle through the engine).
    weak var freed: View?
    do {
      let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let inner = View(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
      root.addSubview(inner)
      let box = View()
      box.translatesAutoresizingMaskIntoConstraints = false
      inner.addSubview(box)
      LayoutConstraint.activate([
        box.leadingAnchor.constraint(equalTo: inner.layoutMarginsGuide.leadingAnchor),
        box.topAnchor.constraint(equalTo: inner.layoutMarginsGuide.topAnchor),
        box.widthAnchor.constraint(equalToConstant: 5),
        box.heightAnchor.constraint(equalToConstant: 5),
      ])
      root.layoutIfNeeded()
      #expect(box.frame == CGRect(x: 8, y: 8, width: 5, height: 5))
      freed = inner
    }
    #expect(freed == nil)
  }
}
