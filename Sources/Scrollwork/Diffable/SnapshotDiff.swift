import Foundation

/// The update that turns one snapshot into another, in the terms of a table or
/// collection view update (deletions and reloads by old index paths, insertions by new
/// ones, moves from old to new), so that the views keep the cells of the items both
/// snapshots hold.
///
/// 1. Sections in only the old snapshot are deleted, in only the new one inserted. Of
///    the sections in both, the longest run that keeps its order stays; the others
///    are deleted and inserted again (a section move), and the sections marked for
///    reload are reloaded.
/// 2. An item in both snapshots whose old and new sections both stay (not moved, not
///    reloaded) moves from its old index path to its new one unless both are the
///    same; a reloaded one is deleted and inserted instead, so that its cell is asked
///    for again. An item whose old section stays but whose new one does not is
///    deleted; the other way round, inserted.
/// 3. Items only in the old snapshot are deleted from staying sections, items only in
///    the new one inserted into them.
struct SnapshotDiff<Section: Hashable, Item: Hashable> {
  var update = TableUpdate()

  init(from old: DiffableDataSourceSnapshot<Section, Item>, to new: DiffableDataSourceSnapshot<Section, Item>) {
    let oldSections = old.sectionIdentifiers
    let newSections = new.sectionIdentifiers
    var oldIndex: [Section: Int] = [:]
    for (i, s) in oldSections.enumerated() { oldIndex[s] = i }
    var newIndex: [Section: Int] = [:]
    for (i, s) in newSections.enumerated() { newIndex[s] = i }
    // Sections in both, in new order, by old index: the longest increasing run stays.
    let common = newSections.compactMap { oldIndex[$0] }
    let kept = Set(Self.longestIncreasingRun(common))
    let reloaded = Set(new.reloadedSectionIdentifiers)
    var stays = Set<Section>()
    for s in oldSections {
      guard let n = newIndex[s] else {
        update.deletedSections.append(oldIndex[s]!)
        continue
      }
      if kept.contains(oldIndex[s]!) {
        if reloaded.contains(s) {
          update.reloadedSections.append(oldIndex[s]!)
        } else {
          stays.insert(s)
        }
      } else {
        update.deletedSections.append(oldIndex[s]!)
        update.insertedSections.append(n)
      }
    }
    for s in newSections where oldIndex[s] == nil { update.insertedSections.append(newIndex[s]!) }
    // Items.
    var oldPath: [Item: IndexPath] = [:]
    for (s, section) in oldSections.enumerated() {
      for (i, item) in old.itemIdentifiers(inSection: section).enumerated() {
        oldPath[item] = IndexPath(item: i, section: s)
      }
    }
    let reloadedItems = Set(new.reloadedItemIdentifiers)
    var seen = Set<Item>()
    for (s, section) in newSections.enumerated() {
      let newStays = stays.contains(section)
      for (i, item) in new.itemIdentifiers(inSection: section).enumerated() {
        seen.insert(item)
        let to = IndexPath(item: i, section: s)
        guard let from = oldPath[item] else {
          if newStays { update.insertedRows.append(to) }
          continue
        }
        let oldStays = stays.contains(oldSections[from.section])
        switch (oldStays, newStays) {
        case (true, true):
          if reloadedItems.contains(item) {
            update.deletedRows.append(from)
            update.insertedRows.append(to)
          } else if !(from.item == to.item && newIndex[oldSections[from.section]] == s) {
            update.movedRows.append((from, to))
          }
        case (true, false): update.deletedRows.append(from)
        case (false, true): update.insertedRows.append(to)
        case (false, false): break
        }
      }
    }
    for (item, from) in oldPath where !seen.contains(item) && stays.contains(oldSections[from.section]) {
      update.deletedRows.append(from)
    }
  }

  /// The values of the longest strictly increasing subsequence of `values` (patience
  /// sorting, O(n log n)).
  static func longestIncreasingRun(_ values: [Int]) -> [Int] {
    var tails: [Int] = []  // index into values of the smallest tail of each length
    var previous = [Int](repeating: -1, count: values.count)
    for (i, v) in values.enumerated() {
      var lo = 0
      var hi = tails.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid }
      }
      if lo > 0 { previous[i] = tails[lo - 1] }
      if lo == tails.count { tails.append(i) } else { tails[lo] = i }
    }
    var result: [Int] = []
    var k = tails.last ?? -1
    while k >= 0 {
      result.append(values[k])
      k = previous[k]
    }
    return result.reversed()
  }
}

extension TableUpdate {
  /// Adds another update's changes to this one (both name rows and sections in the
  /// same before/after terms, as calls inside one batch do).
  mutating func append(_ other: TableUpdate) {
    insertedSections += other.insertedSections
    deletedSections += other.deletedSections
    reloadedSections += other.reloadedSections
    insertedRows += other.insertedRows
    deletedRows += other.deletedRows
    reloadedRows += other.reloadedRows
    movedRows += other.movedRows
  }
}
