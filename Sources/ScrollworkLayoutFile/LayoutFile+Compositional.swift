import Foundation
import Scrollwork

/// A collection view's `compositional:` entry (``CompositionalSpec``).
extension LayoutFile {
  /// The keys of a section layout in `compositional:`.
  static let compositionalSectionKeys = [
    "item", "group", "groupDirection", "interGroupSpacing", "contentInsets", "orthogonalScrollingBehavior", "header",
    "footer",
  ]
  /// The layout-wide keys of a collection's `compositional:` (not a section's).
  static let compositionalLayoutKeys = ["scrollDirection", "interSectionSpacing"]

  /// UIKit's names of `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
  static let orthogonalBehaviors: [(String, CollectionLayoutSectionOrthogonalScrollingBehavior)] = [
    ("none", .none), ("continuous", .continuous), ("continuousGroupLeadingBoundary", .continuousGroupLeadingBoundary),
    ("paging", .paging), ("groupPaging", .groupPaging), ("groupPagingCentered", .groupPagingCentered),
  ]

  /// Reads `compositional: { item, group, groupDirection, interGroupSpacing,
  /// contentInsets, orthogonalScrollingBehavior, header, footer }`, and on a
  /// collection (not a section, `ofSection` nil) `scrollDirection` and
  /// `interSectionSpacing`.
  func readCompositional(_ node: YAMLNode, ofSection: Int? = nil, _ r: YAMLReader) -> CompositionalSpec? {
    guard let pairs = r.mapping(node, "compositional") else { return nil }
    var spec = CompositionalSpec(place: r.place(node))
    var itemNode: YAMLNode?
    var directionNode: YAMLNode?
    for (key, keyNode, value) in pairs {
      switch key {
      case "header", "footer":
        guard let size = readLayoutSize(value, key, r) else { continue }
        if key == "header" { spec.header = size } else { spec.footer = size }
        spec.places[key] = r.place(value)
      case "item":
        itemNode = keyNode
        if let item = readLayoutEntry(value, what: "item", r) { spec.item = item }
      case "group":
        guard let group = readLayoutEntry(value, what: "group", topLevel: true, r) else { continue }
        let vertical = spec.group.vertical
        spec.group = group
        if directionNode != nil { spec.group.vertical = vertical }
      case "groupDirection":
        directionNode = keyNode
        if let vertical = r.choice(value, [("horizontal", false), ("vertical", true)], key) {
          spec.verticalGroup = vertical
        }
      case "interGroupSpacing", "interSectionSpacing":
        guard let v = r.number(value, key) else { continue }
        guard v >= 0 else {
          r.error(value, "\(key) must be at least 0, not \(num(CGFloat(v))).")
          continue
        }
        if key == "interGroupSpacing" { spec.interGroupSpacing = CGFloat(v) } else { spec.interSectionSpacing = v }
      case "contentInsets":
        if let i = r.directionalInsets(value, key) { spec.contentInsets = i }
      case "orthogonalScrollingBehavior":
        if let b = r.choice(value, Self.orthogonalBehaviors, key) { spec.orthogonalScrollingBehavior = b }
      case "scrollDirection":
        if let d = r.choice(
          value, [("vertical", CollectionView.ScrollDirection.vertical), ("horizontal", .horizontal)], key)
        {
          spec.scrollDirection = d
        }
      default:
        let keys = Self.compositionalSectionKeys + (ofSection == nil ? Self.compositionalLayoutKeys : [])
        r.warning(keyNode, "Unknown compositional key '\(key)' (ignored): one of \(keys.joined(separator: ", ")).")
        continue
      }
      if let s = ofSection, Self.compositionalLayoutKeys.contains(key) {
        spec.scrollDirection = .vertical
        spec.interSectionSpacing = 0
        r.warning(
          keyNode,
          "'\(key)' is layout-wide, and this is section \(s)'s compositional layout (ignored): give it in the "
            + "collection's 'compositional'.")
      }
    }
    if spec.group.isGroup, let itemNode {
      r.error(
        itemNode,
        "'item' is the size of the group's one item, and the group lists its 'subitems': give the item in "
          + "'subitems' (or drop 'subitems').")
    }
    if let directionNode, spec.group.directionPlace != nil {
      r.error(directionNode, "groupDirection and the group's 'direction' both give its direction: keep one.")
    }
    return spec
  }

  /// `{ width: DIMENSION, height: DIMENSION }`, each dimension one of
  /// `{ fractionalWidth: F }`, `{ fractionalHeight: F }`, `{ absolute: A }` or
  /// `{ estimated: E }` (F and E above 0, A at least 0). Both are needed.
  func readLayoutSize(_ node: YAMLNode, _ key: String, _ r: YAMLReader) -> CollectionLayoutSize? {
    guard let pairs = r.mapping(node, "compositional \(key) (its size: { width: …, height: … })") else { return nil }
    var width: CollectionLayoutDimension?
    var height: CollectionLayoutDimension?
    for (name, nameNode, value) in pairs {
      switch name {
      case "width": width = readDimension(value, "\(key) width", r)
      case "height": height = readDimension(value, "\(key) height", r)
      default: r.warning(nameNode, "Unknown \(key) size key '\(name)' (ignored): a size has 'width' and 'height'.")
      }
    }
    guard let width, let height else {
      if pairs.allSatisfy({ $0.key != "width" }) || pairs.allSatisfy({ $0.key != "height" }) {
        r.error(node, "The compositional \(key) needs both 'width' and 'height'.")
      }
      return nil
    }
    return CollectionLayoutSize(widthDimension: width, heightDimension: height)
  }

  /// One dimension: `{ fractionalWidth: F }` and the like.
  func readDimension(_ node: YAMLNode, _ what: String, _ r: YAMLReader) -> CollectionLayoutDimension? {
    let kinds = "fractionalWidth, fractionalHeight, absolute or estimated"
    guard let pairs = r.mapping(node, "The \(what) (one of { \(kinds): N })") else { return nil }
    guard pairs.count == 1, let (kind, kindNode, value) = pairs.first else {
      r.error(node, "The \(what) needs exactly one of \(kinds).")
      return nil
    }
    guard let v = r.number(value, "\(what) \(kind)") else { return nil }
    let d = CGFloat(v)
    switch kind {
    case "fractionalWidth", "fractionalHeight", "estimated":
      guard d > 0 else {
        r.error(value, "The \(what)'s \(kind) must be greater than 0, not \(num(d)).")
        return nil
      }
      return kind == "estimated"
        ? .estimated(d) : kind == "fractionalWidth" ? .fractionalWidth(d) : .fractionalHeight(d)
    case "absolute":
      guard d >= 0 else {
        r.error(value, "The \(what)'s absolute must be at least 0, not \(num(d)).")
        return nil
      }
      return .absolute(d)
    default:
      r.error(kindNode, "Unknown dimension '\(kind)' for the \(what): one of \(kinds).")
      return nil
    }
  }
}
