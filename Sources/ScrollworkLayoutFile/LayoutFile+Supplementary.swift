import Foundation
import Scrollwork

/// A collection view's section headers and footers: the flow layout's reference
/// sizes, the `header:`/`footer:` templates (the supplementary views) and each
/// section's texts for them (`Documentation/LayoutFiles.md`, "Section headers and
/// footers").
extension LayoutFile {
  /// Reads `headerReferenceSize`, `footerReferenceSize`, `header` or `footer` of a
  /// collection view; false for any other key.
  func readSupplementaryKey(_ key: String, _ value: YAMLNode, _ c: inout CollectionSpec, _ r: YAMLReader) -> Bool {
    switch key {
    case "headerReferenceSize", "footerReferenceSize":
      c.flowKeys.append((key, r.place(value)))
      guard let size = readItemSize(value, key, r) else { return true }
      c.referenceSizePlaces[key] = r.place(value)
      if key == "headerReferenceSize" { c.headerReferenceSize = size } else { c.footerReferenceSize = size }
    case "header", "footer":
      // The view is placed where its mapping starts.
      let template = readTemplate(key, value, value, root: key, owner: "section", r)
      if key == "header" { c.header = template } else { c.footer = template }
    case "compositional":
      c.compositional = readCompositional(value, r)
    default: return false
    }
    return true
  }

  /// A collection section's `header:` or `footer:`: `{ text: { VIEW_ID: "…" } }`,
  /// the texts of the collection's `header` (`footer`) view in that section, read as
  /// a row of that template.
  func readSupplementaryTexts(
    _ key: String, _ keyNode: YAMLNode, _ value: YAMLNode, tableRows: Bool = false, _ r: YAMLReader
  ) -> RowSpec? {
    guard
      let pairs = r.mapping(
        value, "A collection section's \(key) (its texts for the collection's \(key) view, { text: { ID: \"…\" } })")
    else { return nil }
    let template = tableRows ? (key == "header" ? "sectionHeader" : "sectionFooter") : key
    var row = RowSpec(template: template, place: r.place(keyNode), templatePlace: r.place(keyNode))
    for (name, nameNode, body) in pairs {
      guard name == "text" else {
        r.warning(nameNode, "Unknown section \(key) key '\(name)' (ignored): a section's \(key) has 'text'.")
        continue
      }
      guard let texts = r.mapping(body, "A section \(key)'s text") else { continue }
      for (id, idNode, textNode) in texts {
        if let text = r.string(textNode, "the text of '\(id)'") { row.texts.append((id, text, r.place(idNode))) }
      }
    }
    return row
  }

  /// Checks a collection's section headers and footers: each template as a screen;
  /// a template the layout never shows (its reference size is 0 along the scroll
  /// direction, or its compositional layout has no such boundary item) is a warning
  /// at it; a reference size or boundary item with no template is an error at it (UIKit raises: the layout places a view the data source cannot give); a
  /// section's texts need the template and may set only its text views.
  func validateSupplementary(_ c: inout CollectionSpec, owner: String, _ r: YAMLReader) {
    if var header = c.header {
      validateTemplate(&header, r)
      c.header = header
    }
    if var footer = c.footer {
      validateTemplate(&footer, r)
      c.footer = footer
    }
    if let compositional = c.compositional {
      validateCompositionalEnds(c, compositional, owner: owner, r)
    } else {
      validateFlowEnds(c, owner: owner, r)
      for (s, section) in c.sections.enumerated() {
        guard let place = section.compositionalPlace, section.compositional != nil else { continue }
        r.error(
          at: place,
          "Section \(s) of '\(owner)' has its own compositional layout, but '\(owner)' has a flow layout: add "
            + "compositional: { … } to '\(owner)' (the layout, and the section layout of the other sections).")
      }
    }
    for (s, section) in c.sections.enumerated() {
      for (name, row) in [("header", section.headerView), ("footer", section.footerView)] {
        guard let row else { continue }
        guard let template = name == "header" ? c.header : c.footer else {
          r.error(
            at: row.place,
            "Section \(s) of '\(owner)' sets \(name) text, but '\(owner)' has no '\(name)' view: add "
              + "\(name): { views: [...], constraints: [...] } to '\(owner)'.")
          continue
        }
        checkTexts(
          of: row, against: template, what: "a section's \(name) text",
          templateName: "the section \(name) view of '\(owner)'", r)
      }
    }
  }

  /// A flow layout's header and footer views against its reference sizes.
  private func validateFlowEnds(_ c: CollectionSpec, owner: String, _ r: YAMLReader) {
    let vertical = c.scrollDirection == .vertical
    let ends: [(name: String, size: CGSize, template: CellTemplate?)] = [
      ("header", c.headerReferenceSize, c.header), ("footer", c.footerReferenceSize, c.footer),
    ]
    for end in ends {
      let key = "\(end.name)ReferenceSize"
      let length = vertical ? end.size.height : end.size.width
      if let template = end.template, length == 0 {
        r.warning(
          at: template.place,
          "The section \(end.name) view of '\(owner)' is never shown: a \(vertical ? "vertical" : "horizontal") flow "
            + "layout makes each section's \(end.name) as \(vertical ? "high" : "wide") as \(key)'s "
            + "\(vertical ? "height" : "width"), and it is 0; set \(key): "
            + (vertical ? "[0, HEIGHT]." : "[WIDTH, 0]."))
      } else if end.template == nil, length > 0 {
        r.error(
          at: c.referenceSizePlaces[key] ?? SourcePlace(line: 0, column: 0),
          "\(key) gives every section of '\(owner)' a \(end.name), but '\(owner)' has no '\(end.name)' view: add "
            + "\(end.name): { views: [...], constraints: [...] } (UIKit raises when the data source gives no view).")
      }
    }
  }

  /// A compositional layout's header and footer views against its boundary items;
  /// the flow layout's keys are warnings (ignored).
  private func validateCompositionalEnds(
    _ c: CollectionSpec, _ compositional: CompositionalSpec, owner: String, _ r: YAMLReader
  ) {
    for (key, place) in c.flowKeys {
      r.warning(
        at: place,
        "'\(key)' is a flow layout key, and '\(owner)' has a compositional layout (ignored): "
          + (key == "scrollDirection"
            ? "give scrollDirection under 'compositional' (the layout configuration's)."
            : "give sizes and spacing under 'compositional'."))
    }
    // The collection's section layout, then each section's own.
    let specs = [compositional] + c.sections.compactMap(\.compositional)
    let ends: [(name: String, template: CellTemplate?)] = [("header", c.header), ("footer", c.footer)]
    for end in ends {
      let items = specs.filter { (end.name == "header" ? $0.header : $0.footer) != nil }
      if let template = end.template, items.isEmpty {
        r.warning(
          at: template.place,
          "The section \(end.name) view of '\(owner)' is never shown: its compositional layout has no \(end.name) "
            + "item; add \(end.name): { width: …, height: … } to 'compositional'.")
      } else if end.template == nil {
        for spec in items {
          r.error(
            at: spec.places[end.name] ?? spec.place,
            "The compositional \(end.name) item gives \(spec.place == compositional.place ? "every" : "its") section "
              + "of '\(owner)' a \(end.name), but '\(owner)' has no '\(end.name)' view: add \(end.name): { views: "
              + "[...], constraints: [...] } to '\(owner)' (UIKit raises when the data source gives no view).")
        }
      }
    }
  }

  /// Checks a table's section header and footer views (`sectionHeader:`,
  /// `sectionFooter:`): each template as a screen; a section's texts for a view need
  /// the view and may set only its text views; a section's title beside the view is
  /// a warning at the section (UIKit shows the delegate's view, not the title).
  func validateSectionViews(_ table: inout TableSpec, owner: String, _ r: YAMLReader) {
    if var header = table.sectionHeader {
      validateTemplate(&header, r)
      table.sectionHeader = header
    }
    if var footer = table.sectionFooter {
      validateTemplate(&footer, r)
      table.sectionFooter = footer
    }
    for (s, section) in table.sections.enumerated() {
      let ends: [(String, String?, RowSpec?, CellTemplate?)] = [
        ("header", section.header, section.headerView, table.sectionHeader),
        ("footer", section.footer, section.footerView, table.sectionFooter),
      ]
      for (name, title, texts, template) in ends {
        let key = name == "header" ? "sectionHeader" : "sectionFooter"
        if let texts {
          guard let template else {
            r.error(
              at: texts.place,
              "Section \(s) of '\(owner)' gives \(name) texts, but '\(owner)' has no '\(key)' view: add "
                + "\(key): { views: [...], constraints: [...] } to '\(owner)', or give a title (\(name): \"…\").")
            continue
          }
          checkTexts(
            of: texts, against: template, what: "a section's \(name) text",
            templateName: "the \(key) view of '\(owner)'", r)
        } else if title != nil, template != nil {
          r.warning(
            at: section.place,
            "Section \(s) of '\(owner)' has a \(name) title, but '\(owner)' shows its '\(key)' view in every section "
              + "(ignored: UIKit shows the view); give the view's texts as \(name): { text: { ID: \"…\" } }.")
        }
      }
    }
  }

  /// Whether a node is a mapping (a table section's `header:` then gives a view's
  /// texts rather than a title).
  static func isMapping(_ node: YAMLNode) -> Bool {
    if case .mapping = node { return true }
    return false
  }
}
