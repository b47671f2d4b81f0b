import LayoutSolver

// UIKit makes a view's autoresizing constraints in the update-constraints pass, after the
// constraints an app activated since the last pass are in the engine (UIKitBehaviour.md
// §90). When the two conflict (a forgotten `translatesAutoresizingMaskIntoConstraints =
// false`), UIKit's log breaks the app's constraint and the view keeps its frame (§9.3, §5),
// as a fresh engine does here by adding autoresizing constraints first (`build()`).
extension LayoutEngine {
  /// The most rounds ``addAhead(_:)`` moves constraints aside for one autoresizing
  /// constraint: each round moves at least one, and a conflict names a few [choice: a
  /// bound against a pathological system, never reached by a mask's four constraints].
  static let maxAheadRounds = 16

  /// Adds an autoresizing constraint made at a flush *ahead* of the constraints already
  /// held: when the solver refuses it, the constraints of the conflict it names that may
  /// give way (``mayGiveWay(_:)``) leave the solver, it is added, and they come back in
  /// creation order, each broken and reported (with the conflict it has then) only if it
  /// still cannot hold. The outcome is the one of a fresh engine that added the mask's
  /// constraints before them. When only autoresizing or root constraints stand in the
  /// way (or after ``maxAheadRounds``), the autoresizing constraint itself is broken and
  /// reported, as ``add(_:reportingFailure:)`` does.
  func addAhead(_ c: LayoutConstraint) {
    var error = addOrRefuse(c)
    guard error != nil else { return }
    var aside: [LayoutConstraint] = []
    var seen: Set<ObjectIdentifier> = []
    var rounds = 0
    while case .unsatisfiable(_, let conflicts)? = error, rounds < Self.maxAheadRounds {
      rounds += 1
      let owners = ownersOfSolverConstraints()
      var moved = false
      for sc in conflicts {
        guard let owner = owners[ObjectIdentifier(sc)], mayGiveWay(owner),
          seen.insert(ObjectIdentifier(owner)).inserted
        else { continue }
        remove(owner)
        aside.append(owner)
        moved = true
      }
      if !moved { break }
      error = addOrRefuse(c)
    }
    if let error { reportFailure(of: c, error: error) }
    for d in aside.sorted(by: { $0.debugAddress < $1.debugAddress }) {
      if let size = d as? ContentSizeLayoutConstraint, let view = size.firstItem as? View {
        addOrPark(size, of: view)
      } else {
        add(d)
      }
    }
  }

  /// Whether `c` may leave the solver so that an autoresizing constraint goes in first:
  /// every constraint but another view's autoresizing constraints and the root's
  /// encapsulation (or fitting) constraints, which a fresh engine adds before them too.
  func mayGiveWay(_ c: LayoutConstraint) -> Bool {
    if c is AutoresizingMaskLayoutConstraint { return false }
    return !generated.rootConstraints.contains { $0 === c }
  }
}
