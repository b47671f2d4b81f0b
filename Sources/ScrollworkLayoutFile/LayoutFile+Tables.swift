import Foundation
import Scrollwork

extension LayoutFile {
  /// The scroll view keys that table and collection views take (they own their
  /// content size, so `contentSize` is not one).
  static let cellListScrollKeys: Set<String> = [
    "pagingEnabled", "isPagingEnabled", "contentInset", "contentInsetAdjustmentBehavior", "contentOffset",
  ]

  /// The keys of a `type: tableView` entry.
  static let tableKeys: Set<String> = cellListScrollKeys.union([
    "style", "rowHeight", "estimatedRowHeight", "separatorStyle", "cells", "sections", "header", "footer",
    "sectionHeader", "sectionFooter",
  ])

  /// The keys of a `type: collectionView` entry.
  static let collectionKeys: Set<String> = cellListScrollKeys.union([
    "scrollDirection", "itemSize", "estimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing",
    "sectionInset", "cells", "sections", "headerReferenceSize", "footerReferenceSize", "header", "footer",
    "compositional",
  ])

  /// The keys ``readCellListKey(_:_:_:_:)`` reads.
  static let cellListKeys: Set<String> = tableKeys.union(collectionKeys).subtracting(cellListScrollKeys)

  /// Reads one of ``cellListKeys`` into `spec.table` or `spec.collection`.
  func readCellListKey(_ key: String, _ value: YAMLNode, _ spec: inout ViewSpec, _ r: YAMLReader) {
    if spec.kind == .collectionView {
      var collection = spec.collection ?? CollectionSpec()
      if !readCells(key, value, &collection, r), !readSupplementaryKey(key, value, &collection, r) {
        readFlowKey(key, value, &collection, r)
      }
      spec.collection = collection
      return
    }
    var table = spec.table ?? TableSpec()
    defer { spec.table = table }
    if readCells(key, value, &table, r) { return }
    switch key {
    case "style":
      if let s = r.choice(
        value, [("plain", TableView.Style.plain), ("grouped", .grouped), ("insetGrouped", .insetGrouped)], key)
      {
        table.style = s
      }
    case "rowHeight", "estimatedRowHeight":
      guard let h = readHeight(value, key, r) else { return }
      if key == "rowHeight" { table.rowHeight = h } else { table.estimatedRowHeight = h }
    case "separatorStyle":
      if let s = r.choice(value, [("singleLine", TableView.SeparatorStyle.singleLine), ("none", .none)], key) {
        table.separatorStyle = s
      }
    case "header", "footer":
      // The view is placed where its mapping starts.
      let end = readTemplate(key, value, value, root: key, r)
      if key == "header" { table.header = end } else { table.footer = end }
    case "sectionHeader", "sectionFooter":
      let end = readTemplate(key, value, value, root: CellTemplate.contentViewID, owner: key, r)
      if key == "sectionHeader" { table.sectionHeader = end } else { table.sectionFooter = end }
    default: break
    }
  }

  /// Reads `cells:` or `sections:`; false for any other key.
  private func readCells<T: CellRows>(_ key: String, _ value: YAMLNode, _ list: inout T, _ r: YAMLReader) -> Bool {
    switch key {
    case "cells":
      guard let pairs = r.mapping(value, "cells") else { return true }
      for (id, keyNode, body) in pairs {
        if let template = readTemplate(id, keyNode, body, root: CellTemplate.contentViewID, r) {
          list.templates.append(template)
        }
      }
    case "sections":
      guard let items = r.sequence(value, "sections") else { return true }
      for item in items {
        if let section = readSection(item, index: list.sections.count, tableRows: list is TableSpec, r) {
          list.sections.append(section)
        }
      }
    default: return false
    }
    return true
  }

  /// A collection view's flow layout keys.
  private func readFlowKey(_ key: String, _ value: YAMLNode, _ c: inout CollectionSpec, _ r: YAMLReader) {
    if key != "cells", key != "sections" { c.flowKeys.append((key, r.place(value))) }
    switch key {
    case "scrollDirection":
      if let d = r.choice(
        value, [("vertical", CollectionViewFlowLayout.ScrollDirection.vertical), ("horizontal", .horizontal)], key)
      {
        c.scrollDirection = d
      }
    case "itemSize":
      if let s = readItemSize(value, key, r) { c.itemSize = s }
    case "estimatedItemSize":
      if case .scalar(let s) = value, value.float == nil, s.string == "automatic" {
        c.estimatedItemSize = CollectionViewFlowLayout.automaticSize
      } else if let s = readItemSize(value, key, r) {
        c.estimatedItemSize = s
      }
    case "minimumLineSpacing", "minimumInteritemSpacing":
      guard let v = r.number(value, key) else { return }
      guard v >= 0 else { return r.error(value, "\(key) must be at least 0, not \(num(v)).") }
      if key == "minimumLineSpacing" { c.minimumLineSpacing = v } else { c.minimumInteritemSpacing = v }
    case "sectionInset":
      if let i = r.insets(value, key) { c.sectionInset = i }
    default: break
    }
  }

  /// `[w, h]` with both at least 0.
  func readItemSize(_ node: YAMLNode, _ key: String, _ r: YAMLReader) -> CGSize? {
    guard let s = r.size(node, key) else { return nil }
    guard s.width >= 0, s.height >= 0 else {
      r.error(node, "\(key) must not be negative, not [\(num(s.width)), \(num(s.height))].")
      return nil
    }
    return s
  }

  /// `automatic` (`TableView.automaticDimension`) or a finite height ≥ 0.
  private func readHeight(_ node: YAMLNode, _ key: String, _ r: YAMLReader) -> CGFloat? {
    if case .scalar(let s) = node, node.float == nil, s.string == "automatic" { return TableView.automaticDimension }
    guard let h = r.number(node, key) else { return nil }
    guard h >= 0 else {
      r.error(node, "\(key) must be 'automatic' or a height of at least 0, not \(num(h)).")
      return nil
    }
    return h
  }

  /// One `REUSE_ID: { views: [...], constraints: [...] }` of `cells:`, or a table's
  /// `header:`/`footer:` (`root` names the template's root: `contentView`, `header`
  /// or `footer`), or a collection's (`owner` is `section` there: the section header
  /// and footer views).
  func readTemplate(
    _ id: String, _ keyNode: YAMLNode, _ body: YAMLNode, root: String, owner: String = "table", _ r: YAMLReader
  ) -> CellTemplate? {
    guard !id.isEmpty else {
      r.error(keyNode, "A cell template's reuse identifier must not be empty.")
      return nil
    }
    let isCell = root == CellTemplate.contentViewID && owner == "table"
    // A table's section header or footer view (`owner` is `sectionHeader` or
    // `sectionFooter`) is rooted at its content view, as a cell is.
    let viewName = root == CellTemplate.contentViewID ? "\(owner) view" : "\(owner) \(root) view"
    let name = isCell ? "Cell template '\(id)'" : "The \(viewName)"
    guard let pairs = r.mapping(body, name) else { return nil }
    var template = CellTemplate(reuseIdentifier: id, place: r.place(keyNode), rootID: root)
    // The template's constraints are read by a layout file of their own, so that
    // they are checked exactly as a screen's are.
    var scratch = LayoutFile(path: path)
    for (key, keyNode, value) in pairs {
      switch key {
      case "views":
        guard let list = r.sequence(value, "views") else { continue }
        for item in list {
          guard let view = readView(item, isRoot: false, r) else { continue }
          if view.id == root {
            r.error(
              at: view.place,
              isCell
                ? "'contentView' is the cell's content view, the template's root: use another id."
                : root == CellTemplate.contentViewID
                  ? "'contentView' is the \(viewName)'s content view, the template's root: use another id."
                  : "'\(root)' is the \(viewName) itself, the root of its views: use another id.")
          } else if view.kind.hasCells {
            r.error(
              at: view.place,
              "A \(isCell ? "cell template" : viewName) cannot hold a \(view.kind.rawValue).")
          } else {
            template.views.append(view)
          }
        }
      case "constraints":
        guard let list = r.sequence(value, "constraints") else { continue }
        for item in list { scratch.readConstraint(item, r) }
      default:
        r.warning(
          keyNode,
          isCell
            ? "Unknown cell template key '\(key)' (ignored): a template has 'views' and 'constraints'."
            : "Unknown \(viewName) key '\(key)' (ignored): it has 'views' and 'constraints'.")
      }
    }
    template.constraints = scratch.constraints
    return template
  }

  /// One entry of `sections:`: `{ header, footer, rows }`.
  private func readSection(_ node: YAMLNode, index: Int, tableRows: Bool, _ r: YAMLReader) -> SectionSpec? {
    guard let pairs = r.mapping(node, "A section") else { return nil }
    var section = SectionSpec(place: r.place(node))
    for (key, keyNode, value) in pairs {
      switch key {
      case "header", "footer":
        // A table section's title is a string; a mapping gives the texts of a
        // header or footer view (a collection's, or a table's `sectionHeader:`).
        if tableRows, !Self.isMapping(value) {
          let title = r.string(value, key)
          if key == "header" { section.header = title } else { section.footer = title }
        } else {
          let texts = readSupplementaryTexts(key, keyNode, value, tableRows: tableRows, r)
          if key == "header" { section.headerView = texts } else { section.footerView = texts }
        }
      case "compositional" where !tableRows:
        section.compositional = readCompositional(value, ofSection: index, r)
        section.compositionalPlace = r.place(keyNode)
      case "rows", "items":
        guard let list = r.sequence(value, key) else { continue }
        for item in list {
          if let row = readRow(item, tableRows: tableRows, r) { section.rows.append(row) }
        }
      default:
        r.warning(
          keyNode,
          "Unknown section key '\(key)' (ignored): a section has 'header', 'footer' and 'rows' (or 'items')"
            + (tableRows ? "." : ", and may have its own 'compositional'."))
      }
    }
    return section
  }

  /// One row: `{ cell: REUSE_ID, text: { VIEW_ID: "…" }, height: H }`; `height` (the
  /// row's `heightForRowAt`: `automatic` or a height ≥ 0) only in a table (`tableRows`).
  private func readRow(_ node: YAMLNode, tableRows: Bool, _ r: YAMLReader) -> RowSpec? {
    guard let pairs = r.mapping(node, "A row") else { return nil }
    guard let cellPair = pairs.first(where: { $0.key == "cell" }) else {
      r.error(node, "A row needs 'cell': the reuse identifier of the template it shows.")
      return nil
    }
    guard let template = r.string(cellPair.value, "cell") else { return nil }
    var row = RowSpec(template: template, place: r.place(node), templatePlace: r.place(cellPair.value))
    for (key, keyNode, value) in pairs {
      switch key {
      case "cell": break
      case "text":
        guard let texts = r.mapping(value, "A row's text") else { continue }
        for (id, idNode, textNode) in texts {
          if let text = r.string(textNode, "the text of '\(id)'") { row.texts.append((id, text, r.place(idNode))) }
        }
      case "height" where tableRows:
        row.height = readHeight(value, key, r)
      case "height":
        r.warning(
          keyNode, "'height' applies to a table's rows (ignored): a collection view's item sizes come from its layout.")
      default:
        r.warning(
          keyNode,
          "Unknown row key '\(key)' (ignored): a row has 'cell' and 'text'" + (tableRows ? " and 'height'." : "."))
      }
    }
    return row
  }

  /// `is a label`, `is an imageView`.
  private static func article(_ kind: ViewKind) -> String {
    "is \("aeiou".contains(kind.rawValue.prefix(1)) ? "an" : "a") \(kind.rawValue)"
  }

  /// Checks each table's templates as screens (ids, parents, equations, visual
  /// format) and its rows against them: a known template, text only for the
  /// template's labels, text fields and buttons. Fills in the templates' default
  /// parents (the content view).
  mutating func validateTables(_ r: YAMLReader) {
    for i in views.indices {
      if var table = views[i].table {
        validateCells(&table, owner: views[i].id, r)
        if var header = table.header {
          validateTemplate(&header, r)
          table.header = header
        }
        if var footer = table.footer {
          validateTemplate(&footer, r)
          table.footer = footer
        }
        validateSectionViews(&table, owner: views[i].id, r)
        views[i].table = table
      }
      if var collection = views[i].collection {
        validateCells(&collection, owner: views[i].id, r)
        validateSupplementary(&collection, owner: views[i].id, r)
        views[i].collection = collection
      }
    }
  }

  /// Checks a template's views and constraints as a screen's, its root named by
  /// `rootID`, and fills in its views' default parents (the root).
  func validateTemplate(_ template: inout CellTemplate, _ r: YAMLReader) {
    var scratch = LayoutFile(path: path)
    scratch.views = [ViewSpec(id: template.rootID, place: template.place)] + template.views
    scratch.constraints = template.constraints
    scratch.validate(r)
    template.views = Array(scratch.views.dropFirst())
  }

  /// ``validateTables(_:)`` for one table or collection view.
  private func validateCells<T: CellRows>(_ list: inout T, owner: String, _ r: YAMLReader) {
    for t in list.templates.indices { validateTemplate(&list.templates[t], r) }
    var seen: [String: SourcePlace] = [:]
    for template in list.templates {
      if let first = seen[template.reuseIdentifier] {
        r.error(
          at: template.place,
          "Duplicate cell template '\(template.reuseIdentifier)' (first at line \(first.line), column \(first.column))."
        )
      } else {
        seen[template.reuseIdentifier] = template.place
      }
    }
    let names = list.templates.map(\.reuseIdentifier).joined(separator: ", ")
    for (s, section) in list.sections.enumerated() {
      for (n, row) in section.rows.enumerated() {
        guard let template = list.template(row.template) else {
          r.error(
            at: row.templatePlace,
            "Unknown cell template '\(row.template)' for row [\(s), \(n)] of '\(owner)': "
              + (names.isEmpty ? "'\(owner)' has no 'cells'." : "its cells are \(names)."))
          continue
        }
        checkTexts(
          of: row, against: template, what: "a row's text", templateName: "cell template '\(template.reuseIdentifier)'",
          r)
      }
    }
  }

  /// An error at each text of `row` for a view that is not a label, text field or
  /// button of `template` (`what` names the texts, `templateName` the template).
  func checkTexts(
    of row: RowSpec, against template: CellTemplate, what: String, templateName: String, _ r: YAMLReader
  ) {
    let labels = template.views.filter { $0.kind.showsText }.map(\.id)
    for (id, _, place) in row.texts where !labels.contains(id) {
      let kind = template.view(id).map { Self.article($0.kind) } ?? "is not a view of the template"
      r.error(
        at: place,
        "'\(id)' \(kind); \(what) sets the labels, text fields and buttons of \(templateName)"
          + (labels.isEmpty ? ", which has none." : ": \(labels.joined(separator: ", ")).")
      )
    }
  }
}
