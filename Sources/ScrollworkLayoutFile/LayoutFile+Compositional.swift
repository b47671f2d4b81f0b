import Foundation
import Scrollwork

/// A collection view's `compositional:` entry (``CompositionalSpec``).
extension LayoutFile {
  /// The keys of `compositional:`.
  static let compositionalKeys = [
    "item", "group", "groupDirection", "interGroupSpacing", "contentInsets", "header", "footer",
  ]

  /// Reads `compositional: { item, group, groupDirection, interGroupSpacing,
  /// contentInsets, header, footer }`.
  func readCompositional(_ node: YAMLNode, _ r: YAMLReader) -> CompositionalSpec? {
    guard let pairs = r.mapping(node, "compositional") else { return nil }
    var spec = CompositionalSpec(place: r.place(node))
    for (key, keyNode, value) in pairs {
      switch key {
      case "item", "group", "header", "footer":
        guard let size = readLayoutSize(value, key, r) else { continue }
        switch key {
        case "item": spec.item = size
        case "group": spec.group = size
        case "header": spec.header = size
        default: spec.footer = size
        }
        spec.places[key] = r.place(value)
      case "groupDirection":
        if let vertical = r.choice(value, [("horizontal", false), ("vertical", true)], key) {
          spec.verticalGroup = vertical
        }
      case "interGroupSpacing":
        guard let v = r.number(value, key) else { continue }
        guard v >= 0 else {
          r.error(value, "interGroupSpacing must be at least 0, not \(num(CGFloat(v))).")
          continue
        }
        spec.interGroupSpacing = CGFloat(v)
      case "contentInsets":
        if let i = r.insets(value, key) {
          spec.contentInsets = DirectionalEdgeInsets(top: i.top, leading: i.left, bottom: i.bottom, trailing: i.right)
        }
      default:
        r.warning(
          keyNode,
          "Unknown compositional key '\(key)' (ignored): one of \(Self.compositionalKeys.joined(separator: ", ")).")
      }
    }
    return spec
  }

  /// `{ width: DIMENSION, height: DIMENSION }`, each dimension one of
  /// `{ fractionalWidth: F }`, `{ fractionalHeight: F }`, `{ absolute: A }` or
  /// `{ estimated: E }` (F and E above 0, A at least 0). Both are needed.
  private func readLayoutSize(_ node: YAMLNode, _ key: String, _ r: YAMLReader) -> CollectionLayoutSize? {
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
  private func readDimension(_ node: YAMLNode, _ what: String, _ r: YAMLReader) -> CollectionLayoutDimension? {
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
