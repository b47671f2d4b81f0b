import Foundation

/// Section header and footer views: registration and reuse, the views asked of the
/// delegate (or made for a title), self-sizing, and where they are shown
/// (Sources/Scrollwork/Scrollwork.docc/TableViews.md, "Section headers and footers").
///
/// A header or footer view is a subview while its section meets the bounds and its
/// frame (floating, in `.plain`) has a height and meets them; it sits above the cells.
extension TableView {
  /// A section's header or footer: the key of the views shown.
  struct SectionEndKey: Hashable, Comparable {
    var section: Int
    var kind: TableLayout.SectionEnd

    static func < (a: SectionEndKey, b: SectionEndKey) -> Bool {
      (a.section, a.kind.rawValue) < (b.section, b.kind.rawValue)
    }
  }

  // MARK: Reuse

  /// Registers the class of the header and footer views made for `identifier` (nil:
  /// unregisters): UIKit's `register(_:forHeaderFooterViewReuseIdentifier:)`.
  public func register(
    _ viewClass: TableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    headerFooterRegistrations[identifier] = viewClass
  }

  /// A header or footer view for `identifier`: one from the reuse pool after its
  /// ``TableViewHeaderFooterView/prepareForReuse()``, else a new one of the registered
  /// class; nil when no class is registered (UIKit's
  /// `dequeueReusableHeaderFooterView(withIdentifier:)`, which returns nil then too).
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
    if let view = headerFooterPool[identifier]?.popLast() {
      view.prepareForReuse()
      return view
    }
    return headerFooterRegistrations[identifier].map { $0.init(registeredReuseIdentifier: identifier) }
  }

  /// The header and footer views waiting in the reuse pool, all identifiers together.
  public var reusableHeaderFooterViewCount: Int { headerFooterPool.values.reduce(0) { $0 + $1.count } }

  /// Puts a header or footer view that left the table in the reuse pool (views
  /// without an identifier, and views that are not ``TableViewHeaderFooterView``s,
  /// are let go).
  func enqueueSectionEnd(_ view: View) {
    if view.superview != nil { view.removeFromSuperview() }
    guard let view = view as? TableViewHeaderFooterView, let id = view.reuseIdentifier else { return }
    headerFooterPool[id, default: []].append(view)
  }

  // MARK: Views shown

  /// The header view shown for the section, or nil when the section is off screen or
  /// has no header view (UIKit's `headerView(forSection:)`; tiles first if needed).
  public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
    tileIfNeeded()
    return displayedEnds[SectionEndKey(section: section, kind: .header)] as? TableViewHeaderFooterView
  }

  /// The footer view shown for the section, or nil (UIKit's `footerView(forSection:)`).
  public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
    tileIfNeeded()
    return displayedEnds[SectionEndKey(section: section, kind: .footer)] as? TableViewHeaderFooterView
  }

  /// The frame a section's header or footer view has at the current offset: its
  /// rectangle (``rectForHeader(inSection:)``, ``rectForFooter(inSection:)``), moved
  /// in `.plain` so that it floats (UIKitBehaviour.md §20):
  /// - header: y = max(natural top, min(visible top, footer's top − header height));
  /// - footer: y = min(natural top, max(visible bottom − footer height, rows' top));
  ///
  /// where the visible area is the bounds inset by ``ScrollView/adjustedContentInset``.
  /// A header thus sticks to the top of the visible area while its section is on
  /// screen and is pushed up by its section's end; a footer sticks to the bottom.
  public func floatingFrame(ofSection section: Int, header: Bool) -> CGRect {
    let natural = header ? rectForHeader(inSection: section) : rectForFooter(inSection: section)
    guard style == .plain, natural != .zero else { return natural }
    let whole = rect(forSection: section)
    let headerHeight = layout.headerHeights[section]
    let footerHeight = layout.footerHeights[section]
    var frame = natural
    if header {
      let visibleTop = bounds.minY + adjustedContentInset.top
      frame.origin.y = max(natural.minY, min(visibleTop, whole.maxY - footerHeight - headerHeight))
    } else {
      let visibleBottom = bounds.maxY - adjustedContentInset.bottom
      frame.origin.y = min(natural.minY, max(visibleBottom - footerHeight, whole.minY + headerHeight))
    }
    return frame
  }

  // MARK: Resolving heights

  /// The view for a section's header or footer: the delegate's
  /// `viewForHeaderInSection` / `viewForFooterInSection`, else, for a section with a
  /// title, a ``TableViewHeaderFooterView`` (no reuse identifier) showing it in its
  /// ``TableViewHeaderFooterView/textLabel``; nil when there is neither.
  /// `fromDelegate` says which.
  func makeSectionEndView(_ key: SectionEndKey) -> (view: View, fromDelegate: Bool)? {
    let given =
      key.kind == .header
      ? tableDelegate?.tableView(self, viewForHeaderInSection: key.section)
      : tableDelegate?.tableView(self, viewForFooterInSection: key.section)
    if let given { return (given, true) }
    guard let title = layout.sizing(key.kind, key.section).title else { return nil }
    let view = TableViewHeaderFooterView(reuseIdentifier: nil)
    view.titlePlacement = TableViewHeaderFooterView.titlePlacement(for: style, isHeader: key.kind == .header)
    view.textLabel?.text = title
    return (view, false)
  }

  /// Gives a self-sizing header or footer not yet resolved its height, and returns the
  /// view obtained for it (to be shown or pooled):
  /// - a view from the delegate, or the view made for a title, is measured as a cell
  ///   is: its content view (the view itself if it is not a
  ///   ``TableViewHeaderFooterView``) fitted at the table's width (required) with free
  ///   height (fitting priority). A title thus gets the style's height for one line and
  ///   a line's height more for each further line (UIKitBehaviour.md §27). A
  ///   delegate's view fitted to zero or less is recorded as
  ///   ``TableViewIssue/zeroHeightHeaderFooter(section:isHeader:)`` and the style's
  ///   height is used;
  /// - without either, the height is the style's (``styleSpacing(hasTitle:)``).
  @discardableResult
  func resolveSectionEnd(_ key: SectionEndKey) -> View? {
    let sizing = layout.sizing(key.kind, key.section)
    guard !sizing.isExact else { return nil }
    let fallback = styleSpacing(hasTitle: sizing.title != nil)
    guard let made = makeSectionEndView(key) else {
      layout.setHeight(fallback, of: key.kind, key.section, exact: true)
      return nil
    }
    let view = made.view
    if view.superview == nil { view.screen = screen }
    view.frame = CGRect(x: 0, y: view.frame.minY, width: bounds.width, height: view.frame.height)
    let fitted: CGSize
    if let headerFooter = view as? TableViewHeaderFooterView {
      headerFooter.layoutContentView()
      fitted = headerFooter.contentView.systemLayoutSizeFitting(
        CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    } else {
      fitted = view.systemLayoutSizeFitting(
        CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    }
    if fitted.height > 0 {
      layout.setHeight(fitted.height, of: key.kind, key.section, exact: true)
    } else {
      if made.fromDelegate {
        issues.append(.zeroHeightHeaderFooter(section: key.section, isHeader: key.kind == .header))
      }
      layout.setHeight(fallback, of: key.kind, key.section, exact: true)
    }
    return view
  }

  /// Resolves the self-sizing headers and footers of the sections meeting the bounds;
  /// the views obtained go into `fresh`. Returns whether any height was resolved.
  func resolveSectionEndsOnScreen(into fresh: inout [SectionEndKey: View]) -> Bool {
    var changed = false
    for s in layout.sections(intersecting: bounds.minY, bounds.maxY) {
      for kind in [TableLayout.SectionEnd.header, .footer] where !layout.sizing(kind, s).isExact {
        let key = SectionEndKey(section: s, kind: kind)
        if let view = resolveSectionEnd(key) { fresh[key] = view }
        changed = true
      }
    }
    return changed
  }

  /// Every self-sizing header and footer goes back to its estimate (the width changed).
  func resetSelfSizingSectionEnds() {
    for s in 0..<layout.numberOfSections {
      for kind in [TableLayout.SectionEnd.header, .footer] where layout.sizing(kind, s).selfSizing {
        layout.setHeight(layout.sizing(kind, s).estimate, of: kind, s, exact: false)
      }
    }
  }

  // MARK: Tiling

  /// Shows the header and footer views of the sections meeting the bounds at their
  /// (floating) frames, reusing the views shown and those in `fresh`, and sends the
  /// others to the reuse pool. Tops must be current.
  func tileSectionEnds(fresh: [SectionEndKey: View]) {
    var fresh = fresh
    var wanted: [SectionEndKey: CGRect] = [:]
    for s in layout.sections(intersecting: bounds.minY, bounds.maxY) {
      for kind in [TableLayout.SectionEnd.header, .footer] {
        let frame = floatingFrame(ofSection: s, header: kind == .header)
        if frame.height > 0 && frame.maxY > bounds.minY && frame.minY < bounds.maxY {
          wanted[SectionEndKey(section: s, kind: kind)] = frame
        }
      }
    }
    for (key, view) in displayedEnds.sorted(by: { $0.key < $1.key }) where wanted[key] == nil {
      displayedEnds[key] = nil
      enqueueSectionEnd(view)
    }
    for (key, frame) in wanted.sorted(by: { $0.key < $1.key }) {
      var view = displayedEnds[key] ?? fresh.removeValue(forKey: key)
      if view == nil { view = makeSectionEndView(key)?.view }
      guard let view else { continue }
      if view.frame != frame { view.frame = frame }
      (view as? TableViewHeaderFooterView)?.layoutContentView()
      if displayedEnds[key] == nil {
        displayedEnds[key] = view
        addSubview(view)
      }
    }
    for (_, view) in fresh.sorted(by: { $0.key < $1.key }) { enqueueSectionEnd(view) }
  }

  /// Sends every header and footer view shown to the reuse pool.
  func removeAllSectionEndViews() {
    for (_, view) in displayedEnds.sorted(by: { $0.key < $1.key }) { enqueueSectionEnd(view) }
    displayedEnds.removeAll()
  }
}
