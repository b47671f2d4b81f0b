import Foundation

/// Where the title label of a header or footer that the table view makes for a section
/// title sits, by table style (UIKitBehaviour.md §27): its font, and constraints that
/// give the header the style's height for one line and let it grow by a line's height
/// for each further line.
extension TableViewHeaderFooterView {
  /// How ``TableViewHeaderFooterView/textLabel`` is laid out: the table view sets this
  /// on the view it makes for a section title before it shows the title.
  package enum TitlePlacement: Sendable, Equatable {
    /// 17-point text filling the content view's layout margins (a view your code makes).
    case margins
    /// `.plain`: headline text (bold 17), centred vertically in at least 28 points, at
    /// least 3.5 above and below.
    case plain
    /// Grouped header: footnote text (13), 7 above the header's bottom (the rows), at
    /// least 15 below its top, in at least 38 points.
    case groupedHeader
    /// Grouped footer: footnote text (13), 7 below the footer's top (the rows), at
    /// least 15 above its bottom, in at least 38 points.
    case groupedFooter
  }

  /// The title placement for a section's header or footer in a table of `style`.
  package static func titlePlacement(for style: TableView.Style, isHeader: Bool) -> TitlePlacement {
    switch style {
    case .plain: .plain
    case .grouped, .insetGrouped: isHeader ? .groupedHeader : .groupedFooter
    }
  }

  /// The label's font for `placement`.
  static func titleFont(for placement: TitlePlacement) -> Font {
    switch placement {
    case .margins: .systemFont(ofSize: 17)
    case .plain: .preferredFont(forTextStyle: .headline)
    case .groupedHeader, .groupedFooter: .preferredFont(forTextStyle: .footnote)
    }
  }

  /// The constraints placing `label` in ``contentView`` for `placement`. Horizontally
  /// the label fills the layout margins. Vertically, the minimum gaps and the style's
  /// height are at priority 700, below the label's compression resistance: a header given a smaller fixed height breaks them
  /// quietly (the label is then clipped, which `clipped-text` reports) rather than
  /// conflicting with the content view's frame.
  func titleConstraints(for label: Label, placement: TitlePlacement) -> [LayoutConstraint] {
    let g = contentView.layoutMarginsGuide
    let c = contentView
    var list = [
      label.leadingAnchor.constraint(equalTo: g.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: g.trailingAnchor),
    ]
    func high(_ constraint: LayoutConstraint) -> LayoutConstraint {
      constraint.priority = LayoutPriority(700)
      return constraint
    }
    switch placement {
    case .margins:
      list += [
        label.topAnchor.constraint(equalTo: g.topAnchor),
        label.bottomAnchor.constraint(equalTo: g.bottomAnchor),
      ]
    case .plain:
      list += [
        label.centerYAnchor.constraint(equalTo: c.centerYAnchor),
        high(label.topAnchor.constraint(greaterThanOrEqualTo: c.topAnchor, constant: 3.5)),
        high(c.heightAnchor.constraint(greaterThanOrEqualToConstant: 28)),
      ]
    case .groupedHeader:
      list += [
        label.bottomAnchor.constraint(equalTo: c.bottomAnchor, constant: -7),
        high(label.topAnchor.constraint(greaterThanOrEqualTo: c.topAnchor, constant: 15)),
        high(c.heightAnchor.constraint(greaterThanOrEqualToConstant: 38)),
      ]
    case .groupedFooter:
      list += [
        label.topAnchor.constraint(equalTo: c.topAnchor, constant: 7),
        high(label.bottomAnchor.constraint(lessThanOrEqualTo: c.bottomAnchor, constant: -15)),
        high(c.heightAnchor.constraint(greaterThanOrEqualToConstant: 38)),
      ]
    }
    return list
  }
}
