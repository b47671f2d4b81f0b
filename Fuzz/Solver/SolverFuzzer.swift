// libFuzzer harness for LayoutSolver (issue 8): the bytes become a random constraint
// program over 8 variables — add, remove, change a constant, add/remove an edit
// variable, suggest a value, update — with finite and non-finite numbers. After every
// step the tableau's invariants must hold; errors must be thrown, never crash.
//   Scripts/fuzz.sh solver [SECONDS]

import Foundation
import FuzzSupport
import LayoutSolver

@_cdecl("LLVMFuzzerTestOneInput")
public func solverFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let variables = (0..<8).map { Variable("v\($0)") }
  let solver = Solver()
  var added: [Constraint] = []
  let strengths: [Strength] = [.required, .strong, .medium, .weak, Strength(1), Strength(999)]
  var steps = 0
  let trace = getenv("FUZZ_TRACE") != nil
  func log(_ text: @autoclosure () -> String) { if trace { print(text()) } }
  while !input.isAtEnd && steps < 64 {
    steps += 1
    switch input.choose(7) {
    case 0, 1:
      var terms: [Term] = []
      for _ in 0..<(1 + input.choose(4)) {
        terms.append(Term(variables[input.choose(8)], coefficient: input.double()))
      }
      let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][input.choose(3)]
      let c = Constraint(
        Expression(terms, constant: input.double()), relation, strength: strengths[input.choose(strengths.count)])
      do {
        try solver.add(c)
        added.append(c)
        log("add \(c)")
      } catch { log("add \(c) -> \(error)") }
    case 2:
      if !added.isEmpty {
        let c = added.remove(at: input.choose(added.count))
        try? solver.remove(c)
        log("remove \(c)")
      }
    case 3:
      if !added.isEmpty {
        let value = input.double()
        let c = added[input.choose(added.count)]
        do {
          try solver.setConstant(value, of: c)
          log("setConstant \(value) of \(c)")
        } catch {
          log("setConstant \(value) of \(c) -> \(error)")
        }
      }
    case 4:
      let v = variables[input.choose(8)]
      let strength = strengths[1 + input.choose(3)]
      do {
        try solver.addEditVariable(v, strength: strength)
        log("addEdit \(v) \(strength)")
      } catch {
        log("addEdit \(v) -> \(error)")
      }
    case 5:
      let v = variables[input.choose(8)]
      if input.choose(4) == 0 {
        try? solver.removeEditVariable(v)
        log("removeEdit \(v)")
      } else {
        let value = input.double()
        do {
          try solver.suggestValue(value, for: v)
          log("suggest \(value) for \(v)")
        } catch {
          log("suggest \(value) for \(v) -> \(error)")
        }
      }
    default:
      log("update")
      solver.updateVariables()
      for v in variables { _ = solver.value(of: v) }
    }
    let violations = solver._invariantViolations()
    if !violations.isEmpty {
      fatalError("tableau invariant broken after step \(steps): \(violations)\n\(solver.dump())")
    }
  }
  return 0
}

@_cdecl("FuzzSolver_main")
public func fuzzSolverMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runFuzzer(argc: argc, argv: argv) { data, size in solverFuzzTestOneInput(data, size) }
}
