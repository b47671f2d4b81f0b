import Foundation
import Scrollwork

extension LayoutFile {
  /// Sets a built table view up from its entry: style-independent properties
  /// (heights, separator), one registration per cell template and per section
  /// header or footer view, and a data source (the delegate too) for its sections. Each template is first built once into a scratch cell, so
  /// that what the model refuses in it (visual format, attribute pairings, font
  /// files) is reported through `fail` at its place before any row is shown.
  func connect(
    _ table: TableView, _ spec: ViewSpec, category: ContentSizeCategory, fail: (SourcePlace, String) -> Void
  ) -> FileTableDataSource {
    let tableSpec = spec.table ?? TableSpec()
    table.rowHeight = tableSpec.rowHeight
    table.estimatedRowHeight = tableSpec.estimatedRowHeight
    table.separatorStyle = tableSpec.separatorStyle
    for template in tableSpec.templates {
      _ = install(
        template, into: TemplateTableViewCell(style: .default, reuseIdentifier: nil), category: category, fail: fail)
      table.register(TemplateTableViewCell.self, forCellReuseIdentifier: template.reuseIdentifier)
    }
    let source = FileTableDataSource(file: self, viewID: spec.id, table: tableSpec, category: category)
    if let header = tableSpec.header {
      let view = View()
      source.headerViews = install(header, into: view, category: category, fail: fail)
      table.tableHeaderView = view
    }
    if let footer = tableSpec.footer {
      let view = View()
      source.footerViews = install(footer, into: view, category: category, fail: fail)
      table.tableFooterView = view
    }
    for (id, template) in [("sectionHeader", tableSpec.sectionHeader), ("sectionFooter", tableSpec.sectionFooter)] {
      guard let template else { continue }
      _ = install(
        template, into: TableViewHeaderFooterView(reuseIdentifier: nil).contentView, category: category, fail: fail)
      table.register(TemplateTableHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: id)
    }
    table.dataSource = source
    table.delegate = source
    return source
  }

  /// Sets a built collection view up from its entry: its compositional layout, or a
  /// flow layout with the entry's sizes, spacing and header and footer reference sizes, one registration per cell
  /// template and per section header or footer view (each built once into a scratch
  /// view to report its errors through `fail`) and a data source.
  func connect(
    _ collection: CollectionView, _ spec: ViewSpec, category: ContentSizeCategory,
    fail: (SourcePlace, String) -> Void
  ) -> FileCollectionDataSource {
    let c = spec.collection ?? CollectionSpec()
    let layout = CollectionViewFlowLayout()
    layout.scrollDirection = c.scrollDirection
    layout.itemSize = c.itemSize
    layout.estimatedItemSize = c.estimatedItemSize
    layout.minimumLineSpacing = c.minimumLineSpacing
    layout.minimumInteritemSpacing = c.minimumInteritemSpacing
    layout.sectionInset = c.sectionInset
    layout.headerReferenceSize = c.headerReferenceSize
    layout.footerReferenceSize = c.footerReferenceSize
    collection.collectionViewLayout = c.compositional?.makeLayout(sections: c.sections.map(\.compositional)) ?? layout
    for template in c.templates {
      _ = install(template, into: CollectionViewCell(frame: .zero).contentView, category: category, fail: fail)
      collection.register(TemplateCollectionViewCell.self, forCellWithReuseIdentifier: template.reuseIdentifier)
    }
    for (kind, template) in [
      (CollectionView.elementKindSectionHeader, c.header), (CollectionView.elementKindSectionFooter, c.footer),
    ] {
      guard let template else { continue }
      _ = install(template, into: CollectionReusableView(frame: .zero), category: category, fail: fail)
      collection.register(
        TemplateCollectionReusableView.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: template.reuseIdentifier)
    }
    let source = FileCollectionDataSource(file: self, viewID: spec.id, collection: c, category: category)
    collection.dataSource = source
    return source
  }

  /// Builds a template's views into a cell's content view (views without a parent
  /// go in it, in file order), applies their properties and activates the
  /// template's constraints, its root id (`contentView`) naming the content view. Returns the
  /// template's views by id; problems go to `fail`.
  func install(
    _ template: CellTemplate, into contentView: View, category: ContentSizeCategory,
    fail: (SourcePlace, String) -> Void
  ) -> [String: View] {
    // Named as in the template, so that diagnostics and suggested fixes read as the file.
    contentView.accessibilityIdentifier = template.rootID
    var byID: [String: View] = [template.rootID: contentView]
    for spec in template.views {
      let v = spec.makeView()
      v.accessibilityIdentifier = spec.id
      byID[spec.id] = v
    }
    for spec in template.views {
      guard let v = byID[spec.id], let parent = byID[spec.parent ?? template.rootID] else { continue }
      parent.addSubview(v)
    }
    for spec in template.views where spec.kind == .stackView {
      guard let stack = byID[spec.id] as? StackView else { continue }
      for (id, _) in spec.arranged { if let v = byID[id] { stack.addArrangedSubview(v) } }
    }
    for spec in template.views {
      guard let v = byID[spec.id] else { continue }
      if let message = apply(spec, to: v, isRoot: false, category: category) {
        fail(spec.font?.place ?? spec.place, message)
      }
    }
    _ = activate(template.constraints, byID: byID, fail: fail)
    byID[template.rootID] = nil
    return byID
  }
}

extension LayoutFile {
  /// Sizes a table's header and footer views as an app does in
  /// `viewDidLayoutSubviews` (UIKitBehaviour.md §28: the table keeps the frame's
  /// height and does not size them itself): each is measured by its constraints
  /// at the table's width (`systemLayoutSizeFitting` with the width required and
  /// the height at the fitting level) and, when its height differs, given that
  /// height and assigned again so the table lays its rows out around it. Returns
  /// whether a height changed.
  @discardableResult
  static func sizeHeaderAndFooter(of table: TableView) -> Bool {
    let width = table.bounds.width
    func fitted(_ view: View) -> View? {
      let size = view.systemLayoutSizeFitting(
        CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      guard size.height != view.frame.height else { return nil }
      view.frame = CGRect(x: 0, y: 0, width: width, height: size.height)
      return view
    }
    var changed = false
    if let header = table.tableHeaderView.flatMap(fitted) {
      table.tableHeaderView = header
      changed = true
    }
    if let footer = table.tableFooterView.flatMap(fitted) {
      table.tableFooterView = footer
      changed = true
    }
    return changed
  }
}
