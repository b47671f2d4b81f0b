import Foundation
import Testing

@testable import Scrollwork

/// A header holding a box ``boxHeight`` tall, ``gap`` from its top and bottom and
/// pinned to its sides: its constraints make it `boxHeight + 2 × gap` tall.
class BoxedHeader: CollectionReusableView {
  class var boxHeight: CGFloat { 30 }
  class var gap: CGFloat { 5 }

  override init(frame: CGRect) {
    super.init(frame: frame)
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    addSubview(box)
    LayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: topAnchor, constant: Self.gap),
      box.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -Self.gap),
      box.leadingAnchor.constraint(equalTo: leadingAnchor),
      box.trailingAnchor.constraint(equalTo: trailingAnchor),
      box.heightAnchor.constraint(equalToConstant: Self.boxHeight),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// A header whose constraints make it 40 tall.
final class FortyPointHeader: BoxedHeader {}

/// A header whose constraints make it 0 tall.
final class ZeroHeader: BoxedHeader {
  override class var boxHeight: CGFloat { 0 }
  override class var gap: CGFloat { 0 }
}

/// Estimated boundary items of compositional sections sized by their views, as cells
/// are (CollectionViews.md, "Compositional layout"; UIKitBehaviour.md §24).
@Suite struct CompositionalSelfSizingBoundaryTests {
  static let header = CollectionView.elementKindSectionHeader

  func collection(headerClass: CollectionReusableView.Type) -> (CollectionView, BoxSource) {
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let section = rowSection(item, height: .absolute(50))
    section.boundarySupplementaryItems = [
      CollectionLayoutBoundarySupplementaryItem(
        layoutSize: layoutSize(.fractionalWidth(1), .estimated(44)), elementKind: Self.header, alignment: .top)
    ]
    let source = BoxSource([BoxSource.boxes(2), BoxSource.boxes(2, from: 2)])
    let view = source.makeCollection(
      size: CGSize(width: 320, height: 480), layout: CollectionViewCompositionalLayout(section: section))
    view.register(headerClass, forSupplementaryViewOfKind: Self.header, withReuseIdentifier: Self.header)
    view.layoutIfNeeded()
    return (view, source)
  }

  func headerFrames(_ view: CollectionView) -> [CGRect?] {
    (0..<2).map {
      view.layoutAttributesForSupplementaryElement(ofKind: Self.header, at: IndexPath(item: 0, section: $0))?.frame
    }
  }

  @Test("§24 an estimated(44) header whose view fits to 40: headers at 0 and 140, items below them, content 280")
  func headersTakeTheirFittedHeight() {
    let (view, source) = collection(headerClass: FortyPointHeader.self)
    defer { withExtendedLifetime(source) {} }
    #expect(headerFrames(view) == [rect(0, 0, 320, 40), rect(0, 140, 320, 40)])
    #expect(
      itemFrames(view) == [
        [rect(0, 40, 320, 50), rect(0, 90, 320, 50)], [rect(0, 180, 320, 50), rect(0, 230, 320, 50)],
      ])
    #expect(view.contentSize == CGSize(width: 320, height: 280))
    #expect(
      view.indexPathsForVisibleSupplementaryElements(ofKind: Self.header).map {
        view.supplementaryView(forElementKind: Self.header, at: $0)?.frame
      } == [rect(0, 0, 320, 40), rect(0, 140, 320, 40)])
    #expect(view.issues == [])
    // After a width change the headers are measured again, with the same result.
    view.frame = CGRect(x: 0, y: 0, width: 375, height: 480)
    view.layoutIfNeeded()
    #expect(headerFrames(view) == [rect(0, 0, 375, 40), rect(0, 140, 375, 40)])
  }

  @Test(
    "§24 a header whose constraints fit to height 0 keeps its estimate, 44, with an issue; one without constraints keeps 44"
  )
  func unusableFitKeepsEstimate() {
    let (view, source) = collection(headerClass: ZeroHeader.self)
    defer { withExtendedLifetime(source) {} }
    #expect(headerFrames(view) == [rect(0, 0, 320, 44), rect(0, 144, 320, 44)])
    #expect(
      view.issues.map(\.description)
        == [0, 1].map {
          "The view of kind 'UICollectionElementKindSectionHeader' at [\($0), 0] fits to 320 × 0 by its constraints, "
            + "no usable size: it keeps its estimated size. Pin its content to its edges with constraints that give it "
            + "a size."
        })
    // A view without constraints fits to the size it is given.
    let (plain, plainSource) = collection(headerClass: TitleView.self)
    defer { withExtendedLifetime(plainSource) {} }
    #expect(headerFrames(plain) == [rect(0, 0, 320, 44), rect(0, 144, 320, 44)])
    #expect(plain.issues == [])
  }
}
