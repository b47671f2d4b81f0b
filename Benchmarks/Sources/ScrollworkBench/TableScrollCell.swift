import Foundation
import Scrollwork

/// A self-sizing cell: one multi-line label pinned to the content view's layout margins.
final class TableScrollCell: TableViewCell {
  let sentence = Label()
  /// True until the data source first configures the cell.
  var isFresh = true
  /// The row the data source last configured the cell for.
  var row = -1

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    sentence.numberOfLines = 0
    sentence.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(sentence)
    let guide = contentView.layoutMarginsGuide
    LayoutConstraint.activate([
      sentence.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      sentence.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      sentence.topAnchor.constraint(equalTo: guide.topAnchor),
      sentence.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    nil
  }
}
