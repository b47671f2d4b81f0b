import Foundation
import Testing

@testable import Scrollwork

/// A ``NoteLabelCell`` on the default fitting, as a ported compositional list cell is; it
/// only records the size the default returned.
final class DefaultNoteCell: NoteLabelCell {
  private(set) var preferred: CGSize?

  override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
    -> CollectionViewLayoutAttributes
  {
    let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
    preferred = attributes.size
    return attributes
  }
}

/// A section header whose multi-line label is pinned to its edges.
final class WrappingHeader: CollectionReusableView {
  static let title = Array(repeating: "A section title long enough to wrap.", count: 3).joined(separator: " ")
  let title = Label()

  override init(frame: CGRect) {
    super.init(frame: frame)
    title.numberOfLines = 0
    title.text = Self.title
    title.translatesAutoresizingMaskIntoConstraints = false
    addSubview(title)
    LayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      title.topAnchor.constraint(equalTo: topAnchor, constant: 8),
      title.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// Items with a data source of notes for ``DefaultNoteCell`` and ``WrappingHeader``s.
final class DefaultNoteSource: CollectionViewDataSource {
  let notes: [String]
  init(_ notes: [String]) { self.notes = notes }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { notes.count }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Note", for: indexPath)
    (cell as? DefaultNoteCell)?.note.text = notes[indexPath.item]
    return cell
  }

  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView? {
    collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
  }
}

/// A compositional layout measures a self-sizing element with its fixed axes required and
/// its estimated ones at the fitting priority, so a full-width list row wraps its text at
/// the row's width without overriding `preferredLayoutAttributesFitting`
/// (UIKitBehaviour.md §37).
@Suite struct CompositionalFixedAxisFittingTests {
  static let texts = (0..<5).map { i in
    "Row \(i). " + Array(repeating: "The quick brown fox jumps over the lazy dog.", count: i % 3).joined(separator: " ")
  }

  @Test("§37 a list of default cells: each row is its label's height wrapped at the row's 280-pt width")
  func defaultCellsWrapAtTheRowWidth() {
    let source = DefaultNoteSource(Self.texts)
    defer { withExtendedLifetime(source) {} }
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .estimated(44)))
    let section = rowSection(item, height: .estimated(44))
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 1000),
      collectionViewLayout: CollectionViewCompositionalLayout(section: section))
    view.register(DefaultNoteCell.self, forCellWithReuseIdentifier: "Note")
    view.dataSource = source
    view.layoutIfNeeded()
    var y: CGFloat = 0
    var expected: [CGRect] = []
    for text in Self.texts {
      // NoteItemCell has the same constraints and fixes the width itself.
      let height = standaloneNoteHeight(text, width: 280)
      expected.append(rect(20, y, 280, height))
      y += height
    }
    #expect(itemFrames(view) == [expected])
    // The wrapped rows are taller than a one-line row.
    #expect(expected[1].height > expected[0].height && expected[2].height > expected[1].height)
    // The default kept the row's width.
    let widths = view.visibleCells.compactMap { ($0 as? DefaultNoteCell)?.preferred?.width }
    #expect(widths == Array(repeating: 280, count: Self.texts.count))
    #expect(view.issues == [])
  }

  @Test("§37 an estimated header wraps its title at the section's width; a rotation measures it again")
  func headerWrapsAtTheSectionWidth() {
    let kind = CollectionView.elementKindSectionHeader
    let source = DefaultNoteSource(["One"])
    defer { withExtendedLifetime(source) {} }
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)))
    let section = rowSection(item, height: .absolute(50))
    section.boundarySupplementaryItems = [
      CollectionLayoutBoundarySupplementaryItem(
        layoutSize: layoutSize(.fractionalWidth(1), .estimated(44)), elementKind: kind, alignment: .top)
    ]
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: CollectionViewCompositionalLayout(section: section))
    view.register(DefaultNoteCell.self, forCellWithReuseIdentifier: "Note")
    view.register(WrappingHeader.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
    view.dataSource = source
    for width: CGFloat in [320, 568] {
      view.frame = CGRect(x: 0, y: 0, width: width, height: 480)
      view.layoutIfNeeded()
      let standalone = WrappingHeader(frame: CGRect(x: 0, y: 0, width: width, height: 44))
      let height = standalone.systemLayoutSizeFitting(
        CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel
      ).height
      let oneLine = standalone.title.intrinsicContentSize.height + 16
      if width == 320 { #expect(height > oneLine) }
      let header = view.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 0))
      #expect(header?.frame == rect(0, 0, width, height))
      #expect(itemFrames(view) == [[rect(0, height, width, 50)]])
    }
    #expect(view.issues == [])
  }
}
