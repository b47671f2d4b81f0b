import Foundation
import Scrollwork

extension LayoutFile {
  /// Checks what needs all views read: unique ids, known parents, no parent
  /// cycles, stack views' arranged views, the ids and guides of equations, and the
  /// ids of actions. Fills in default parents (a stack for its arranged views, else
  /// the root).
  mutating func validate(_ r: YAMLReader) {
    var index: [String: Int] = [:]
    var duplicate = Set<Int>()
    for (i, v) in views.enumerated() {
      if let first = index[v.id] {
        r.error(
          at: v.place,
          "Duplicate id '\(v.id)' (first defined at line \(views[first].place.line), column \(views[first].place.column))."
        )
        duplicate.insert(i)
      } else {
        index[v.id] = i
      }
    }
    guard !views.isEmpty else { return }
    let rootID = views[0].id
    // Arranged views: each once, in one stack, never the root.
    var arrangedBy: [String: String] = [:]
    for stack in views where stack.kind == .stackView {
      var seen = Set<String>()
      for (id, place) in stack.arranged {
        guard index[id] != nil else {
          r.error(at: place, "Unknown view id '\(id)' in 'arranged'.")
          continue
        }
        if id == rootID || id == stack.id {
          r.error(at: place, "'\(id)' cannot be arranged in '\(stack.id)'.")
          continue
        }
        if !seen.insert(id).inserted {
          r.error(at: place, "'\(id)' is arranged twice in '\(stack.id)'.")
          continue
        }
        if let other = arrangedBy[id], other != stack.id {
          r.error(at: place, "'\(id)' is already arranged in '\(other)'.")
          continue
        }
        arrangedBy[id] = stack.id
      }
    }
    // Parents: given, else the arranging stack, else the root.
    for i in views.indices.dropFirst() where !duplicate.contains(i) {
      if let parent = views[i].parent {
        if index[parent] == nil {
          r.error(at: views[i].parentPlace ?? views[i].place, "Unknown parent id '\(parent)'.")
          views[i].parent = nil
        } else if parent == views[i].id {
          r.error(at: views[i].parentPlace ?? views[i].place, "'\(parent)' cannot be its own parent.")
          views[i].parent = nil
        } else if let stack = arrangedBy[views[i].id], stack != parent {
          r.error(
            at: views[i].parentPlace ?? views[i].place,
            "'\(views[i].id)' is arranged in stack '\(stack)', so its parent must be '\(stack)', not '\(parent)'.")
        }
      } else {
        views[i].parent = arrangedBy[views[i].id] ?? rootID
      }
    }
    // Cycles: every chain of parents must reach the root.
    var state: [String: Int] = [:]  // 1 visiting, 2 reaches the root (or a reported error)
    state[rootID] = 2
    for v in views.dropFirst() {
      var chain: [String] = []
      var current: String? = v.id
      while let id = current, state[id] == nil {
        state[id] = 1
        chain.append(id)
        current = index[id].flatMap { views[$0].parent }
      }
      if let id = current, state[id] == 1, let start = chain.firstIndex(of: id) {
        let cycle = Array(chain[start...])
        let first = views.first { cycle.contains($0.id) } ?? v
        r.error(
          at: first.parentPlace ?? first.place,
          "Parent cycle: \((cycle + [cycle[0]]).joined(separator: " -> ")); every view must lead up to the root '\(rootID)'."
        )
      }
      for id in chain { state[id] = 2 }
    }
    validateConstraints(index, r)
    validateActions(index, r)
    validateTables(r)
    checkConstraintsStatically(r)
  }

  private func validateConstraints(_ index: [String: Int], _ r: YAMLReader) {
    var ids: [String: StringPlace] = [:]
    for c in constraints {
      guard case .equation(let e, let id, _, let place) = c else { continue }
      if let id {
        if let first = ids[id] {
          r.error(at: place.place(nil), "Duplicate constraint id '\(id)' (first at line \(first.line)).")
        } else {
          ids[id] = place
        }
      }
      for op in [e.first] + (e.second.map { [$0] } ?? []) {
        guard let i = index[op.viewID] else {
          r.error(at: place.place(op.offset), "Unknown view id '\(op.viewID)'.")
          continue
        }
        let kind = views[i].kind
        if let g = op.guide, g == .contentLayoutGuide || g == .frameLayoutGuide, !kind.isScrollView {
          r.error(
            at: place.place(op.offset),
            "'\(op.viewID)' is a \(kind.rawValue); \(g.rawValue) belongs to scroll views.")
        }
        if op.guide != nil, case .single(let a) = op.attribute, a.isMargin || a == .firstBaseline || a == .lastBaseline
        {
          r.error(at: place.place(op.attributeOffset), "Layout guides have no \(a) attribute.")
        }
      }
      if let second = e.second, let a = second.attribute, let f = e.first.attribute {
        let mismatch: Bool
        switch (f, a) {
        case (.single, .single), (.edges, .edges), (.size, .size), (.center, .center): mismatch = false
        default: mismatch = true
        }
        if mismatch {
          r.error(at: place.place(second.attributeOffset), "'\(f.name)' cannot be related to '\(a.name)'.")
        }
      }
    }
  }

  private func validateActions(_ index: [String: Int], _ r: YAMLReader) {
    var constraintIDs = Set<String>()
    for c in constraints {
      if case .equation(_, let id?, _, _) = c { constraintIDs.insert(id) }
    }
    for ref in referencedIDs {
      if ref.kind == .constraint {
        if !constraintIDs.contains(ref.id) { r.error(at: ref.place, "Unknown constraint id '\(ref.id)'.") }
        continue
      }
      guard let i = index[ref.id] else {
        r.error(at: ref.place, "Unknown view id '\(ref.id)'.")
        continue
      }
      let kind = views[i].kind
      switch ref.kind {
      case .scrollView where !kind.isScrollView:
        r.error(at: ref.place, "'\(ref.id)' is a \(kind.rawValue), not a scrollView.")
      case .text where ![.label, .textField, .button].contains(kind):
        r.error(at: ref.place, "'\(ref.id)' is a \(kind.rawValue); 'text' changes a label, textField or button.")
      default: break
      }
    }
  }
}
