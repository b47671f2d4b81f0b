import Foundation
import LayoutSolver
import Testing

@testable import Scrollwork

/// ``ItemVariables`` caches its four handles per solver: the cache must never serve a
/// solver other than the one that made it, even one allocated where a dead one was
/// (temporary engines make and drop solvers all the time).
@Suite struct ItemVariablesHandleTests {
  @Test func handlesOfADeadSolverAreNotReadInItsSuccessor() throws {
    let item = ItemVariables("item")
    for i in 0..<200 {
      // A new solver each round, the previous one released: the allocator often
      // hands out the same address again. Each round first makes `i % 7` other
      // variables, so the item's variables come at other places in the solver.
      let solver = Solver()
      for k in 0..<(i % 7) { try solver.add(Variable("other\(k)") == Double(k)) }
      let x = Double(i)
      try solver.add(item.minX == x)
      try solver.add(item.minY == 2 * x)
      try solver.add(item.width == 100 + x)
      try solver.add(item.height == 50 + x)
      #expect(item.rect(in: solver) == CGRect(x: x, y: 2 * x, width: 100 + x, height: 50 + x), "round \(i)")
      #expect(Double(item.width(in: solver)) == 100 + x, "round \(i)")
    }
  }
}
