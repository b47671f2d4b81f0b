import Foundation
import Scrollwork

/// The items and groups of a `compositional:` entry (``CompositionalItemSpec``):
/// `item:`, `group:` and, inside a group, `subitems:` of items and nested groups
/// (`Documentation/LayoutFiles.md`, "Nested groups").
extension LayoutFile {
  /// The keys of an item; a group takes ``compositionalGroupKeys`` too.
  static let compositionalItemKeys = ["width", "height", "contentInsets", "edgeSpacing"]
  /// The keys only a group takes.
  static let compositionalGroupKeys = ["subitems", "direction", "count", "interItemSpacing"]

  /// One item or group: `{ width, height, contentInsets, edgeSpacing }`, a group
  /// (an entry with `subitems:`) also `{ subitems, direction, count,
  /// interItemSpacing }`. `what` names it in messages (`item`, `group`, `subitem`);
  /// the section's top-level group (`topLevel`) may leave out `subitems` (it then
  /// holds the section's `item:`) and takes no edge spacing (a warning).
  func readLayoutEntry(_ node: YAMLNode, what: String, topLevel: Bool = false, _ r: YAMLReader)
    -> CompositionalItemSpec?
  {
    guard let pairs = r.mapping(node, "compositional \(what) (its size: { width: …, height: … })") else { return nil }
    let isGroup = topLevel || pairs.contains { $0.key == "subitems" }
    let name = what == "subitem" ? (isGroup ? "group" : "item") : what
    var width: CollectionLayoutDimension?
    var height: CollectionLayoutDimension?
    var entry = CompositionalItemSpec(
      size: CollectionLayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0)), place: r.place(node))
    var countNode: YAMLNode?
    for (key, keyNode, value) in pairs {
      if !isGroup, Self.compositionalGroupKeys.contains(key) {
        r.warning(
          keyNode,
          "'\(key)' applies to a group (ignored): an entry without 'subitems' is an item.")
        continue
      }
      switch key {
      case "width": width = readDimension(value, "\(name) width", r)
      case "height": height = readDimension(value, "\(name) height", r)
      case "contentInsets":
        if let i = r.directionalInsets(value, "\(name) contentInsets") { entry.contentInsets = i }
      case "edgeSpacing":
        guard let spacing = readEdgeSpacing(value, name, r) else { continue }
        if topLevel {
          r.warning(
            keyNode,
            "A section's top-level group takes no edgeSpacing (ignored; not modelled): give it to the group's "
              + "subitems.")
        } else {
          entry.edgeSpacing = spacing
        }
      case "subitems":
        guard let list = r.sequence(value, "subitems") else { continue }
        guard !list.isEmpty else {
          r.error(value, "A group needs at least one subitem (an item or a group).")
          continue
        }
        entry.subitems = list.compactMap { readLayoutEntry($0, what: "subitem", r) }
      case "direction":
        entry.directionPlace = r.place(keyNode)
        if let vertical = r.choice(value, [("horizontal", false), ("vertical", true)], "\(name) direction") {
          entry.vertical = vertical
        }
      case "count":
        guard let count = r.integer(value, "count") else { continue }
        guard count >= 1 else {
          r.error(value, "count must be at least 1, not \(count).")
          continue
        }
        entry.count = count
        countNode = value
      case "interItemSpacing":
        entry.interItemSpacing = readSpacing(value, "interItemSpacing", r)
      default:
        let keys = Self.compositionalItemKeys + (isGroup ? Self.compositionalGroupKeys : [])
        r.warning(
          keyNode, "Unknown \(name) key '\(key)' (ignored): one of \(keys.joined(separator: ", ")).")
      }
    }
    if let countNode, let subitems = entry.subitems, subitems.count != 1 {
      r.error(
        countNode,
        "count repeats a group's one subitem (subitem:count:), and this group lists \(subitems.count): give one "
          + "subitem, or drop 'count'.")
      entry.count = nil
    }
    guard let width, let height else {
      if pairs.allSatisfy({ $0.key != "width" }) || pairs.allSatisfy({ $0.key != "height" }) {
        r.error(node, "The compositional \(name) needs both 'width' and 'height'.")
      }
      return nil
    }
    entry.size = CollectionLayoutSize(widthDimension: width, heightDimension: height)
    return entry
  }

  /// `edgeSpacing: { leading, top, trailing, bottom }`, each side a spacing
  /// (``readSpacing(_:_:_:)``); a side left out has none.
  private func readEdgeSpacing(_ node: YAMLNode, _ name: String, _ r: YAMLReader) -> CollectionLayoutEdgeSpacing? {
    guard let pairs = r.mapping(node, "The \(name) edgeSpacing ({ leading, top, trailing, bottom })") else {
      return nil
    }
    var sides: [String: CollectionLayoutSpacing] = [:]
    for (key, keyNode, value) in pairs {
      guard ["leading", "top", "trailing", "bottom"].contains(key) else {
        r.warning(
          keyNode, "Unknown edgeSpacing side '\(key)' (ignored): one of leading, top, trailing, bottom.")
        continue
      }
      if let spacing = readSpacing(value, "edgeSpacing \(key)", r) { sides[key] = spacing }
    }
    return CollectionLayoutEdgeSpacing(
      leading: sides["leading"], top: sides["top"], trailing: sides["trailing"], bottom: sides["bottom"])
  }

  /// A spacing: `{ fixed: N }`, `{ flexible: N }` (UIKit's `NSCollectionLayoutSpacing`)
  /// or a number (fixed), N at least 0.
  private func readSpacing(_ node: YAMLNode, _ what: String, _ r: YAMLReader) -> CollectionLayoutSpacing? {
    if case .scalar = node {
      guard let v = r.number(node, what) else { return nil }
      guard v >= 0 else {
        r.error(node, "\(what) must be at least 0, not \(num(CGFloat(v))).")
        return nil
      }
      return .fixed(CGFloat(v))
    }
    guard let pairs = r.mapping(node, "\(what) (a number, { fixed: N } or { flexible: N })") else { return nil }
    guard pairs.count == 1, let (kind, kindNode, value) = pairs.first else {
      r.error(node, "\(what) needs exactly one of fixed or flexible.")
      return nil
    }
    guard kind == "fixed" || kind == "flexible" else {
      r.error(kindNode, "Unknown spacing '\(kind)' for \(what): fixed or flexible.")
      return nil
    }
    guard let v = r.number(value, "\(what) \(kind)") else { return nil }
    guard v >= 0 else {
      r.error(value, "\(what)'s \(kind) must be at least 0, not \(num(CGFloat(v))).")
      return nil
    }
    return kind == "fixed" ? .fixed(CGFloat(v)) : .flexible(CGFloat(v))
  }
}
