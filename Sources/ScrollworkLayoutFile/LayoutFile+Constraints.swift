import Foundation
import Scrollwork

extension LayoutFile {
  /// Whether a constraint string is visual format rather than an equation: it
  /// starts with `H:`, `V:`, `|` or `[`.
  static func isVisualFormat(_ text: String) -> Bool {
    let t = text.drop { $0 == " " || $0 == "\t" }
    return t.hasPrefix("H:") || t.hasPrefix("V:") || t.hasPrefix("|") || t.hasPrefix("[")
  }

  /// One entry of `constraints:`: a string (equation or VFL), `{vfl, metrics,
  /// options}` or `{id, expr, priority}`.
  mutating func readConstraint(_ node: YAMLNode, _ r: YAMLReader) {
    if case .scalar(let s) = node {
      readConstraintString(s.string, id: nil, priority: nil, metrics: [:], options: [], node: node, r)
      return
    }
    guard let pairs = r.mapping(node, "A constraint") else { return }
    var textNode: YAMLNode?
    var isVFL = false
    var id: String?
    var priority: (Float, YAMLNode)?
    var metrics: [String: Double] = [:]
    var options: LayoutConstraint.FormatOptions = []
    var idNode: YAMLNode?
    for (key, keyNode, value) in pairs {
      switch key {
      case "vfl", "format":
        if textNode != nil { r.error(keyNode, "A constraint has one 'vfl' or 'expr'.") }
        textNode = value
        isVFL = true
      case "expr", "equation":
        if textNode != nil { r.error(keyNode, "A constraint has one 'vfl' or 'expr'.") }
        textNode = value
      case "id":
        id = r.string(value, "id")
        idNode = value
      case "priority":
        if let p = r.priority(value, "priority") { priority = (p, value) }
      case "metrics":
        guard let list = r.mapping(value, "metrics") else { continue }
        for (name, nameNode, v) in list {
          if !Self.isValidID(name) {
            r.error(
              nameNode,
              "Bad metric name '\(name)': use ASCII letters (a-z, A-Z), digits and '_', starting with a letter or '_'.")
            continue
          }
          if let n = r.number(v, "metric '\(name)'") { metrics[name] = n }
        }
      case "options":
        let items: [YAMLNode]
        if case .sequence(let s) = value { items = s.items } else { items = [value] }
        let table = LayoutConstraint.FormatOptions.namedOptions.map { ($0.name, $0.option) }
        for item in items {
          if let o = r.choice(item, table, "format option") { options.insert(o) }
        }
      default:
        r.warning(keyNode, "Unknown constraint key '\(key)' (ignored).")
      }
    }
    guard let textNode else {
      r.error(node, "A constraint mapping needs 'expr' (an equation) or 'vfl' (a visual format string).")
      return
    }
    guard let text = r.string(textNode, isVFL ? "vfl" : "expr") else { return }
    if isVFL {
      if let idNode { r.warning(idNode, "'id' names equations only; a visual format string's id is ignored.") }
      if let (_, node) = priority {
        r.warning(node, "'priority' applies to equations; use '@' inside the format string.")
      }
    } else {
      if !metrics.isEmpty || !options.isEmpty {
        r.warning(node, "'metrics' and 'options' apply to visual format strings (ignored).")
      }
    }
    // A `vfl:` string is taken as VFL whatever it starts with (UIKit reports its errors).
    readConstraintString(
      text, id: id, priority: priority, metrics: metrics, options: options, node: textNode, r, forceVFL: isVFL)
  }

  private mutating func readConstraintString(
    _ text: String, id: String?, priority: (Float, YAMLNode)?, metrics: [String: Double],
    options: LayoutConstraint.FormatOptions, node: YAMLNode, _ r: YAMLReader, forceVFL: Bool = false
  ) {
    let place = r.stringPlace(node)
    if forceVFL || Self.isVisualFormat(text) {
      constraints.append(.visualFormat(text, metrics: metrics, options: options, place: place))
      return
    }
    do {
      var equation = try ConstraintEquation.parse(text)
      if let (p, pNode) = priority {
        if equation.priority != nil {
          r.error(pNode, "The priority is given twice: in the equation ('@') and as 'priority'.")
          return
        }
        equation.priority = p
      }
      constraints.append(.equation(equation, id: id, text: text, place: place))
    } catch {
      r.error(at: place.place(error.offset), error.message)
    }
  }

  // MARK: Actions

  /// One entry of `actions:`: a mapping with one key (the action's name).
  mutating func readAction(_ node: YAMLNode, _ r: YAMLReader) {
    guard let pairs = r.mapping(node, "An action") else { return }
    guard pairs.count == 1, let (name, keyNode, value) = pairs.first else {
      r.error(
        node,
        "An action is a mapping with one key: rotate, keyboard, focus, scrollTo, offset, set, text or contentSizeCategory."
      )
      return
    }
    let place = r.place(keyNode)
    func add(_ action: LayoutAction) { actions.append(ActionSpec(action: action, place: place)) }
    func fields(_ allowed: [String]) -> [String: YAMLNode]? {
      guard let list = r.mapping(value, "'\(name)'") else { return nil }
      var found: [String: YAMLNode] = [:]
      for (key, keyNode, v) in list {
        if allowed.contains(key) {
          found[key] = v
        } else {
          r.warning(keyNode, "Unknown key '\(key)' in '\(name)' (ignored).")
        }
      }
      return found
    }
    func viewID(_ f: [String: YAMLNode]) -> (String, YAMLNode)? {
      guard let v = f["view"] else {
        r.error(value, "'\(name)' needs 'view' (an id).")
        return nil
      }
      return r.string(v, "view").map { ($0, v) }
    }
    switch name {
    case "contentSizeCategory":
      if let c = Self.readContentSizeCategory(value, r) { add(.contentSizeCategory(c)) }
    case "rotate":
      if let o = r.choice(value, [("portrait", DeviceOrientation.portrait), ("landscape", .landscape)], "orientation") {
        add(.rotate(o))
      }
    case "keyboard":
      if case .scalar(let s) = value, ["hide", "hidden", "none", "false"].contains(s.string) {
        add(.keyboard(height: nil))
        return
      }
      let heightNode: YAMLNode?
      if case .scalar = value { heightNode = value } else { heightNode = fields(["height"])?["height"] }
      guard let heightNode else {
        if case .mapping = value { r.error(value, "'keyboard' needs 'height' (points), or 'hide'.") }
        return
      }
      guard let h = r.number(heightNode, "keyboard height") else { return }
      guard h >= 0 else { return r.error(heightNode, "The keyboard height must not be negative.") }
      add(.keyboard(height: h == 0 ? nil : h))
    case "focus":
      var idNode = value
      if case .mapping = value {
        guard let f = fields(["view"]), let v = f["view"] else {
          r.error(value, "'focus' needs a view id.")
          return
        }
        idNode = v
      }
      if let id = r.string(idNode, "focus") {
        add(.focus(id))
        referencedIDs.append(IDReference(id, r.place(idNode), .focus))
      }
    case "scrollTo":
      guard let f = fields(["view", "page", "axis"]), let (id, idNode) = viewID(f) else { return }
      guard let pageNode = f["page"] else { return r.error(value, "'scrollTo' needs 'page' (0-based).") }
      guard let page = r.integer(pageNode, "page") else { return }
      var axis: LayoutAxis?
      if let a = f["axis"] {
        guard let parsed = r.choice(a, [("horizontal", LayoutAxis.horizontal), ("vertical", .vertical)], "axis") else {
          return
        }
        axis = parsed
      }
      add(.scrollTo(id, page: page, axis: axis))
      referencedIDs.append(IDReference(id, r.place(idNode), .scrollView))
    case "offset":
      guard let f = fields(["view", "x", "y"]), let (id, idNode) = viewID(f) else { return }
      if f["x"] == nil && f["y"] == nil { return r.error(value, "'offset' needs 'x' and/or 'y'.") }
      var x: CGFloat?
      var y: CGFloat?
      if let n = f["x"] {
        guard let v = r.number(n, "x") else { return }
        x = v
      }
      if let n = f["y"] {
        guard let v = r.number(n, "y") else { return }
        y = v
      }
      add(.offset(id, x: x, y: y))
      referencedIDs.append(IDReference(id, r.place(idNode), .scrollView))
    case "set":
      guard let f = fields(["constraint", "constant", "priority"]) else { return }
      guard let cNode = f["constraint"], let id = r.string(cNode, "constraint") else {
        if f["constraint"] == nil { r.error(value, "'set' needs 'constraint' (a constraint id).") }
        return
      }
      if f["constant"] == nil && f["priority"] == nil {
        return r.error(value, "'set' needs 'constant' and/or 'priority'.")
      }
      var constant: CGFloat?
      var priority: Float?
      if let n = f["constant"] {
        guard let v = r.number(n, "constant") else { return }
        constant = v
      }
      if let n = f["priority"] {
        guard let p = r.priority(n, "priority") else { return }
        priority = p
      }
      add(.setConstraint(id, constant: constant, priority: priority))
      referencedIDs.append(IDReference(id, r.place(cNode), .constraint))
    case "text":
      guard let f = fields(["view", "value", "text"]), let (id, idNode) = viewID(f) else { return }
      guard let vNode = f["value"] ?? f["text"] else { return r.error(value, "'text' needs 'value' (the new text).") }
      guard let text = r.string(vNode, "value") else { return }
      add(.text(id, text))
      referencedIDs.append(IDReference(id, r.place(idNode), .text))
    default:
      r.error(
        keyNode,
        "Unknown action '\(name)': expected rotate, keyboard, focus, scrollTo, offset, set, text or contentSizeCategory."
      )
    }
  }
}
