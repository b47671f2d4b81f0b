import Foundation

/// The changes of one update of a table view (one call of `insertRows`, `deleteSections`,
/// …, or all the calls inside one `performBatchUpdates`), and how they map the old
/// rows and sections to the new ones.
///
/// As in UIKit, deletions and reloads name rows and sections *before* the update,
/// insertions name them *after* it, a move names its source before and its destination
/// after, and the order of the calls inside a batch does not matter
/// (UIKitBehaviour.md §20).
struct TableUpdate {
  var insertedSections: [Int] = []
  var deletedSections: [Int] = []
  var reloadedSections: [Int] = []
  var insertedRows: [IndexPath] = []
  var deletedRows: [IndexPath] = []
  var reloadedRows: [IndexPath] = []
  var movedRows: [(from: IndexPath, to: IndexPath)] = []
  var movedSections: [(from: Int, to: Int)] = []

  /// How the update maps old rows and sections to new ones.
  struct Plan: Equatable {
    /// For each new global row, the old global row it continues (nil: inserted, or in
    /// an inserted or reloaded section). A reloaded row continues its old row.
    var newToOld: [Int?]
    /// The new global rows that continue reloaded rows (their cells and heights are
    /// not carried over).
    var reloaded: Set<Int>
    /// For each new section, the old section it continues (nil: inserted or reloaded).
    var sectionSource: [Int?]
  }

  /// The plan for going from sections of `old` row counts to sections of `new` row
  /// counts (the data source's), or the reason the update does not fit them: UIKit's
  /// `NSInternalInconsistencyException` reason, in its words.
  func plan(old: [Int], new: [Int]) -> Result<Plan, TableUpdateFailure> {
    let oldS = old.count
    let newS = new.count
    let deletedS = Set(deletedSections)
    let reloadedS = Set(reloadedSections).subtracting(deletedS)
    let insertedS = Set(insertedSections)
    for s in deletedSections.sorted() where !(0..<oldS).contains(s) {
      return .failure(.init("attempt to delete section \(s), but there are only \(oldS) sections before the update"))
    }
    for s in reloadedSections.sorted() where !(0..<oldS).contains(s) {
      return .failure(.init("attempt to reload section \(s), but there are only \(oldS) sections before the update"))
    }
    for s in insertedSections.sorted() where !(0..<newS).contains(s) {
      return .failure(.init("attempt to insert section \(s) but there are only \(newS) sections after the update"))
    }
    if let failure = checkSectionMoves(
      oldS: oldS, newS: newS, deleted: deletedS, reloaded: reloadedS, inserted: insertedS)
    {
      return .failure(failure)
    }
    if newS != oldS - deletedS.count + insertedS.count {
      return .failure(
        .init(
          "Invalid update: invalid number of sections. The number of sections contained in the table view after "
            + "the update (\(newS)) must be equal to the number of sections contained in the table view before the "
            + "update (\(oldS)), plus or minus the number of sections inserted or deleted (\(insertedS.count) "
            + "inserted, \(deletedS.count) deleted)."))
    }
    // Sections: moved ones where they were moved to, then the old ones neither deleted
    // nor moved, in order, in the slots neither inserted nor moved to.
    let movedFromS = Set(movedSections.map(\.from))
    let movedToS = Set(movedSections.map(\.to))
    var survivors = (0..<oldS).filter { !deletedS.contains($0) && !movedFromS.contains($0) }.makeIterator()
    var sectionFrom = [Int?](repeating: nil, count: newS)
    var newSectionOf = [Int?](repeating: nil, count: oldS)
    for m in movedSections {
      sectionFrom[m.to] = m.from
      newSectionOf[m.from] = m.to
    }
    for ns in 0..<newS where !insertedS.contains(ns) && !movedToS.contains(ns) {
      guard let s = survivors.next() else { break }
      sectionFrom[ns] = s
      newSectionOf[s] = ns
    }
    // Rows: checked against the counts before (deletions, reloads, move sources) and
    // after (insertions, move destinations).
    func checkOld(_ p: IndexPath, _ verb: String) -> TableUpdateFailure? {
      guard p.count == 2, (0..<oldS).contains(p.section) else {
        let s = p.count == 2 ? p.section : -1
        return .init(
          "attempt to \(verb) row \(p.count == 2 ? p.row : -1) from section \(s), but there are only \(oldS) sections before the update"
        )
      }
      guard (0..<old[p.section]).contains(p.row) else {
        return .init(
          "attempt to \(verb) row \(p.row) from section \(p.section) which only contains \(old[p.section]) rows before the update"
        )
      }
      return nil
    }
    func checkNew(_ p: IndexPath, _ verb: String) -> TableUpdateFailure? {
      guard p.count == 2, (0..<newS).contains(p.section) else {
        let s = p.count == 2 ? p.section : -1
        return .init(
          "attempt to \(verb) row \(p.count == 2 ? p.row : -1) into section \(s), but there are only \(newS) sections after the update"
        )
      }
      guard (0..<new[p.section]).contains(p.row) else {
        return .init(
          "attempt to \(verb) row \(p.row) into section \(p.section), but there are only \(new[p.section]) rows in section \(p.section) after the update"
        )
      }
      return nil
    }
    for p in deletedRows { if let f = checkOld(p, "delete") { return .failure(f) } }
    for p in reloadedRows { if let f = checkOld(p, "reload") { return .failure(f) } }
    for p in insertedRows { if let f = checkNew(p, "insert") { return .failure(f) } }
    for m in movedRows {
      if let f = checkOld(m.from, "move") ?? checkNew(m.to, "move") { return .failure(f) }
      let fromGone = deletedS.contains(m.from.section) || reloadedS.contains(m.from.section)
      let toNew = sectionFrom[m.to.section] == nil || reloadedS.contains(sectionFrom[m.to.section] ?? -1)
      if fromGone || toNew {
        return .failure(
          .init(
            "attempt to move index path [\(m.from.section), \(m.from.row)] to index path [\(m.to.section), "
              + "\(m.to.row)] in or out of a section that is inserted, deleted or reloaded"))
      }
    }
    // Row operations inside deleted, reloaded or inserted sections are part of those.
    let deleted = Set(deletedRows.filter { newSectionOf[$0.section] != nil && !reloadedS.contains($0.section) })
    let reloaded = Set(reloadedRows.filter { newSectionOf[$0.section] != nil }).subtracting(deleted)
    let inserted = Set(insertedRows.filter { s in sectionFrom[s.section].map { !reloadedS.contains($0) } ?? false })
    let movedFrom = Set(movedRows.map(\.from))
    let movedTo = Set(movedRows.map(\.to))
    if movedFrom.count != movedRows.count || movedTo.count != movedRows.count || !movedFrom.isDisjoint(with: deleted)
      || !movedTo.isDisjoint(with: inserted)
    {
      return .failure(.init("attempt to perform a delete, an insert and moves that name the same index path twice"))
    }
    var base = [Int](repeating: 0, count: oldS)
    for s in 0..<oldS where s > 0 { base[s] = base[s - 1] + old[s - 1] }
    var newToOld: [Int?] = []
    var reloadedNew = Set<Int>()
    for ns in 0..<newS {
      guard let s = sectionFrom[ns], !reloadedS.contains(s) else {
        newToOld += [Int?](repeating: nil, count: new[ns])
        continue
      }
      let ins = inserted.filter { $0.section == ns }.count
      let del = deleted.filter { $0.section == s }.count
      let movedIn = movedRows.filter { $0.to.section == ns }.count
      let movedOut = movedRows.filter { $0.from.section == s }.count
      if new[ns] != old[s] - del + ins - movedOut + movedIn {
        return .failure(
          .init(
            "Invalid update: invalid number of rows in section \(ns). The number of rows contained in an existing "
              + "section after the update (\(new[ns])) must be equal to the number of rows contained in that section "
              + "before the update (\(old[s])), plus or minus the number of rows inserted or deleted from that section "
              + "(\(ins) inserted, \(del) deleted) and plus or minus the number of rows moved into or out of that "
              + "section (\(movedIn) moved in, \(movedOut) moved out)."))
      }
      var slots = [Int?](repeating: nil, count: new[ns])
      var fixed = [Bool](repeating: false, count: new[ns])
      for p in inserted where p.section == ns { fixed[p.row] = true }
      for m in movedRows where m.to.section == ns {
        fixed[m.to.row] = true
        slots[m.to.row] = base[m.from.section] + m.from.row
      }
      var rows = (0..<old[s]).filter { r in
        let p = IndexPath(row: r, section: s)
        return !deleted.contains(p) && !movedFrom.contains(p)
      }.makeIterator()
      let first = newToOld.count
      for r in 0..<new[ns] where !fixed[r] {
        guard let row = rows.next() else { break }
        slots[r] = base[s] + row
        if reloaded.contains(IndexPath(row: row, section: s)) { reloadedNew.insert(first + r) }
      }
      newToOld += slots
    }
    return .success(
      Plan(
        newToOld: newToOld, reloaded: reloadedNew,
        sectionSource: sectionFrom.map { s in
          s.flatMap { reloadedS.contains($0) ? nil : $0 }
        }))
  }
}

extension TableUpdate {
  /// Why the section moves do not fit, or nil: a source outside the sections before
  /// the update, a destination outside those after it, a section moved twice or to a
  /// place taken twice, a moved section also deleted or reloaded, a destination also
  /// inserted. The first two are UIKit's reasons in its words for the other section
  /// checks; the others are written after UIKit's row reasons (UIKitBehaviour.md §29).
  func checkSectionMoves(oldS: Int, newS: Int, deleted: Set<Int>, reloaded: Set<Int>, inserted: Set<Int>)
    -> TableUpdateFailure?
  {
    var froms = Set<Int>()
    var tos = Set<Int>()
    for m in movedSections {
      guard (0..<oldS).contains(m.from) else {
        return .init("attempt to move section \(m.from), but there are only \(oldS) sections before the update")
      }
      guard (0..<newS).contains(m.to) else {
        return .init(
          "attempt to move section \(m.from) to section \(m.to), but there are only \(newS) sections after the update")
      }
      if deleted.contains(m.from) || reloaded.contains(m.from) {
        return .init("attempt to perform a delete or reload and a move from the same section (\(m.from))")
      }
      if inserted.contains(m.to) {
        return .init("attempt to perform an insert and a move to the same section (\(m.to))")
      }
      guard froms.insert(m.from).inserted, tos.insert(m.to).inserted else {
        return .init("attempt to move section \(m.from) to section \(m.to) when a move names one of them already")
      }
    }
    return nil
  }
}

/// Why an update does not fit the data source: UIKit's exception reason.
struct TableUpdateFailure: Error, Equatable {
  var reason: String
  init(_ reason: String) { self.reason = reason }
}
