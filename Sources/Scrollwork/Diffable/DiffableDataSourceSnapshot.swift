import Foundation

/// The sections and items a diffable data source shows, by identifier: UIKit's
/// `NSDiffableDataSourceSnapshot`, under the same method names.
///
/// Identifiers are unique across the snapshot, as in UIKit. UIKit raises for a
/// duplicate identifier or one the snapshot does not hold; here the call leaves the
/// snapshot unchanged for that identifier and records a ``DiffableDataSourceIssue`` in
/// ``issues`` (the data source that applies the snapshot copies them to its own).
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  public typealias Section = SectionIdentifierType
  public typealias Item = ItemIdentifierType

  /// The sections, in order.
  public private(set) var sectionIdentifiers: [Section] = []
  /// Each section's items, in order (parallel to ``sectionIdentifiers``).
  private(set) var itemsBySection: [[Item]] = []
  /// The items marked by ``reloadItems(_:)`` or ``reconfigureItems(_:)``.
  public private(set) var reloadedItemIdentifiers: [Item] = []
  /// The sections marked by ``reloadSections(_:)``.
  public private(set) var reloadedSectionIdentifiers: [Section] = []
  /// What the calls could not do, oldest first.
  public private(set) var issues: [DiffableDataSourceIssue] = []
  /// The section holding each item (by identifier, so that moving sections keeps it).
  private var sectionOfItem: [Item: Section] = [:]

  /// An empty snapshot.
  public init() {}

  // MARK: Reading

  /// The number of sections.
  public var numberOfSections: Int { sectionIdentifiers.count }
  /// The number of items, all sections together.
  public var numberOfItems: Int { itemsBySection.reduce(0) { $0 + $1.count } }
  /// Every item, section by section.
  public var itemIdentifiers: [Item] { itemsBySection.flatMap { $0 } }

  /// The number of items in a section (0 for a section the snapshot lacks).
  public func numberOfItems(inSection identifier: Section) -> Int {
    itemIdentifiers(inSection: identifier).count
  }

  /// A section's items (none for a section the snapshot lacks).
  public func itemIdentifiers(inSection identifier: Section) -> [Item] {
    indexOfSection(identifier).map { itemsBySection[$0] } ?? []
  }

  /// The section holding an item, or nil.
  public func sectionIdentifier(containingItem identifier: Item) -> Section? {
    location(of: identifier).map { sectionIdentifiers[$0.section] }
  }

  /// The item's index among all items (section by section), or nil.
  public func indexOfItem(_ identifier: Item) -> Int? {
    guard let at = location(of: identifier) else { return nil }
    return itemsBySection[..<at.section].reduce(0) { $0 + $1.count } + at.item
  }

  /// The section's index, or nil.
  public func indexOfSection(_ identifier: Section) -> Int? {
    sectionIdentifiers.firstIndex(of: identifier)
  }

  /// The item's section index and index in it, or nil.
  /// - Complexity: O(sections + items of its section).
  func location(of item: Item) -> (section: Int, item: Int)? {
    guard let section = sectionOfItem[item], let s = indexOfSection(section),
      let i = itemsBySection[s].firstIndex(of: item)
    else { return nil }
    return (s, i)
  }

  // MARK: Sections

  /// Adds sections at the end.
  public mutating func appendSections(_ identifiers: [Section]) {
    insertSections(identifiers, at: sectionIdentifiers.count)
  }

  /// Inserts sections before a section.
  public mutating func insertSections(_ identifiers: [Section], beforeSection toIdentifier: Section) {
    guard let index = requireSection(toIdentifier) else { return }
    insertSections(identifiers, at: index)
  }

  /// Inserts sections after a section.
  public mutating func insertSections(_ identifiers: [Section], afterSection toIdentifier: Section) {
    guard let index = requireSection(toIdentifier) else { return }
    insertSections(identifiers, at: index + 1)
  }

  /// Deletes sections and their items.
  public mutating func deleteSections(_ identifiers: [Section]) {
    for identifier in identifiers {
      guard let index = requireSection(identifier) else { continue }
      sectionIdentifiers.remove(at: index)
      for item in itemsBySection.remove(at: index) { sectionOfItem[item] = nil }
    }
  }

  /// Moves a section (with its items) before another.
  public mutating func moveSection(_ identifier: Section, beforeSection toIdentifier: Section) {
    moveSection(identifier, relativeTo: toIdentifier, after: false)
  }

  /// Moves a section (with its items) after another.
  public mutating func moveSection(_ identifier: Section, afterSection toIdentifier: Section) {
    moveSection(identifier, relativeTo: toIdentifier, after: true)
  }

  /// Marks sections to be reloaded: every item of theirs is asked for again.
  public mutating func reloadSections(_ identifiers: [Section]) {
    for identifier in identifiers where requireSection(identifier) != nil {
      if !reloadedSectionIdentifiers.contains(identifier) { reloadedSectionIdentifiers.append(identifier) }
    }
  }

  // MARK: Items

  /// Adds items at the end of a section (nil: the last section). Without any section
  /// the call is recorded and does nothing (UIKit raises).
  public mutating func appendItems(_ identifiers: [Item], toSection sectionIdentifier: Section? = nil) {
    let index: Int?
    if let sectionIdentifier {
      index = requireSection(sectionIdentifier)
    } else if sectionIdentifiers.isEmpty {
      issues.append(.noSection)
      index = nil
    } else {
      index = sectionIdentifiers.count - 1
    }
    guard let index else { return }
    insertItems(identifiers, section: index, at: itemsBySection[index].count)
  }

  /// Inserts items before an item.
  public mutating func insertItems(_ identifiers: [Item], beforeItem beforeIdentifier: Item) {
    guard let at = requireItem(beforeIdentifier) else { return }
    insertItems(identifiers, section: at.section, at: at.item)
  }

  /// Inserts items after an item.
  public mutating func insertItems(_ identifiers: [Item], afterItem afterIdentifier: Item) {
    guard let at = requireItem(afterIdentifier) else { return }
    insertItems(identifiers, section: at.section, at: at.item + 1)
  }

  /// Deletes items.
  public mutating func deleteItems(_ identifiers: [Item]) {
    for identifier in identifiers {
      guard let at = requireItem(identifier) else { continue }
      itemsBySection[at.section].remove(at: at.item)
      sectionOfItem[identifier] = nil
    }
  }

  /// Empties the snapshot: every item and every section, as UIKit does.
  public mutating func deleteAllItems() {
    sectionIdentifiers = []
    itemsBySection = []
    sectionOfItem = [:]
  }

  /// Moves an item before another.
  public mutating func moveItem(_ identifier: Item, beforeItem toIdentifier: Item) {
    moveItem(identifier, relativeTo: toIdentifier, after: false)
  }

  /// Moves an item after another.
  public mutating func moveItem(_ identifier: Item, afterItem toIdentifier: Item) {
    moveItem(identifier, relativeTo: toIdentifier, after: true)
  }

  /// Marks items to be reloaded: their cells are asked for again when the snapshot is applied.
  public mutating func reloadItems(_ identifiers: [Item]) {
    for identifier in identifiers where requireItem(identifier) != nil {
      if !reloadedItemIdentifiers.contains(identifier) { reloadedItemIdentifiers.append(identifier) }
    }
  }

  /// Marks items to be configured again; headless, the same as ``reloadItems(_:)``
  /// (UIKit keeps the cell and calls the cell provider with it).
  public mutating func reconfigureItems(_ identifiers: [Item]) {
    reloadItems(identifiers)
  }

  // MARK: Helpers

  private mutating func insertSections(_ identifiers: [Section], at index: Int) {
    var at = index
    for identifier in identifiers {
      guard indexOfSection(identifier) == nil else {
        issues.append(.duplicateSection(String(describing: identifier)))
        continue
      }
      sectionIdentifiers.insert(identifier, at: at)
      itemsBySection.insert([], at: at)
      at += 1
    }
  }

  private mutating func insertItems(_ identifiers: [Item], section: Int, at index: Int) {
    var at = index
    for identifier in identifiers {
      guard sectionOfItem[identifier] == nil else {
        issues.append(.duplicateItem(String(describing: identifier)))
        continue
      }
      itemsBySection[section].insert(identifier, at: at)
      sectionOfItem[identifier] = sectionIdentifiers[section]
      at += 1
    }
  }

  private mutating func moveSection(_ identifier: Section, relativeTo other: Section, after: Bool) {
    guard let from = requireSection(identifier), requireSection(other) != nil, identifier != other else { return }
    let items = itemsBySection.remove(at: from)
    sectionIdentifiers.remove(at: from)
    let to = (indexOfSection(other) ?? 0) + (after ? 1 : 0)
    sectionIdentifiers.insert(identifier, at: to)
    itemsBySection.insert(items, at: to)
  }

  private mutating func moveItem(_ identifier: Item, relativeTo other: Item, after: Bool) {
    guard let from = requireItem(identifier), requireItem(other) != nil, identifier != other else { return }
    itemsBySection[from.section].remove(at: from.item)
    guard let to = location(of: other) else { return }
    itemsBySection[to.section].insert(identifier, at: to.item + (after ? 1 : 0))
    sectionOfItem[identifier] = sectionIdentifiers[to.section]
  }

  /// The section's index, or nil with a recorded issue.
  private mutating func requireSection(_ identifier: Section) -> Int? {
    if let index = indexOfSection(identifier) { return index }
    issues.append(.unknownSection(String(describing: identifier)))
    return nil
  }

  /// The item's location, or nil with a recorded issue.
  private mutating func requireItem(_ identifier: Item) -> (section: Int, item: Int)? {
    if let at = location(of: identifier) { return at }
    issues.append(.unknownItem(String(describing: identifier)))
    return nil
  }
}

/// Something a diffable snapshot or data source could not do as asked (UIKit raises),
/// with the offending identifier as text.
public enum DiffableDataSourceIssue: Equatable, Sendable, CustomStringConvertible {
  /// A section identifier added twice; the second was skipped.
  case duplicateSection(String)
  /// An item identifier added twice; the second was skipped.
  case duplicateItem(String)
  /// A call named a section the snapshot does not hold; nothing was done for it.
  case unknownSection(String)
  /// A call named an item the snapshot does not hold; nothing was done for it.
  case unknownItem(String)
  /// `appendItems` without a section, in a snapshot without sections.
  case noSection
  /// The cell provider returned nil for an item; a plain cell was shown.
  case noCell(item: String, indexPath: IndexPath)

  public var description: String {
    switch self {
    case .duplicateSection(let id): return "Section identifier \(id) is already in the snapshot; skipped."
    case .duplicateItem(let id): return "Item identifier \(id) is already in the snapshot; skipped."
    case .unknownSection(let id): return "Section identifier \(id) is not in the snapshot; nothing done."
    case .unknownItem(let id): return "Item identifier \(id) is not in the snapshot; nothing done."
    case .noSection: return "There are no sections in the snapshot to append items to; nothing done."
    case .noCell(let item, let path):
      return "The cell provider returned nil for item \(item) at [\(path.section), \(path.item)]; showing a plain cell."
    }
  }
}
