import Foundation
import Testing

@testable import Scrollwork

/// `contentInsetsReference` of compositional sections and configurations
/// (UIKitBehaviour.md §30): frames computed by hand from the reference's edges.
@Suite struct CompositionalInsetsReferenceTests {
  static let header = CollectionView.elementKindSectionHeader

  /// A collection view `width` × 300 showing 5 items of a quarter of the effective
  /// width, 50 tall, in a section inset 10 leading and trailing, with a header 20 tall;
  /// a safe area of 40 left and right, margins of 16 measured from the bounds and no
  /// content inset adjustment.
  func collection(
    width: CGFloat = 400, section reference: ContentInsetsReference,
    configuration configurationReference: ContentInsetsReference = .automatic, followInsets: Bool = true
  ) -> (CollectionView, BoxSource) {
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.25), .fractionalHeight(1)))
    let section = rowSection(item, height: .absolute(50))
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    section.contentInsetsReference = reference
    section.supplementariesFollowContentInsets = followInsets
    section.boundarySupplementaryItems = [
      CollectionLayoutBoundarySupplementaryItem(
        layoutSize: layoutSize(.fractionalWidth(1), .absolute(20)), elementKind: Self.header, alignment: .top)
    ]
    let configuration = CollectionViewCompositionalLayoutConfiguration()
    configuration.contentInsetsReference = configurationReference
    let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
    let source = BoxSource([BoxSource.boxes(5)])
    let view = source.makeCollection(size: CGSize(width: width, height: 300), layout: layout)
    view.contentInsetAdjustmentBehavior = .never
    view.deviceSafeAreaInsets = EdgeInsets(top: 0, left: 40, bottom: 0, right: 40)
    view.insetsLayoutMarginsFromSafeArea = false
    view.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    view.layoutIfNeeded()
    return (view, source)
  }

  /// The x of the items and the header.
  func xs(_ view: CollectionView) -> (items: [CGFloat], header: CGRect?) {
    (
      itemFrames(view)[0].map(\.minX),
      view.layoutAttributesForSupplementaryElement(ofKind: Self.header, at: IndexPath(item: 0, section: 0))?.frame
    )
  }

  @Test("§30 .none: insets from the container's edges: 380 wide, slots 95 from x 10")
  func none() {
    let (view, source) = collection(section: .none)
    defer { withExtendedLifetime(source) {} }
    #expect(
      itemFrames(view) == [
        [
          rect(10, 20, 95, 50), rect(105, 20, 95, 50), rect(200, 20, 95, 50),
          rect(295, 20, 95, 50), rect(10, 70, 95, 50),
        ]
      ])
    #expect(xs(view).header == rect(10, 0, 380, 20))
    #expect(view.issues == [])
  }

  @Test("§30 .automatic (the configuration's, itself automatic) is the safe area: 40 + 10 each side, slots 75")
  func automaticIsSafeArea() {
    for (section, configuration) in [
      (ContentInsetsReference.automatic, ContentInsetsReference.automatic),
      (.safeArea, .none), (.automatic, .safeArea),
    ] {
      let (view, source) = collection(section: section, configuration: configuration)
      defer { withExtendedLifetime(source) {} }
      #expect(xs(view).items == [50, 125, 200, 275, 50], "\(section) \(configuration)")
      #expect(itemFrames(view)[0][0].width == 75)
      #expect(xs(view).header == rect(50, 0, 300, 20))
    }
    let (view, source) = collection(section: .automatic, configuration: .none)
    defer { withExtendedLifetime(source) {} }
    #expect(xs(view).items == [10, 105, 200, 295, 10])
  }

  @Test("§30 .layoutMargins: 16 + 10 each side, slots 87; a header not following the insets keeps to the margins")
  func layoutMargins() {
    let (view, source) = collection(section: .layoutMargins)
    defer { withExtendedLifetime(source) {} }
    #expect(xs(view).items == [26, 113, 200, 287, 26])
    #expect(xs(view).header == rect(26, 0, 348, 20))
    let (plain, plainSource) = collection(section: .layoutMargins, followInsets: false)
    defer { withExtendedLifetime(plainSource) {} }
    #expect(xs(plain).header == rect(16, 0, 368, 20))
    #expect(xs(plain).items == [26, 113, 200, 287, 26])
  }

  @Test("§30 .readableContent at 1000 wide: margins 16, then (968 − 672) / 2 = 148 more each side, + 10: slots 163")
  func readableContent() {
    let (view, source) = collection(width: 1000, section: .readableContent)
    defer { withExtendedLifetime(source) {} }
    #expect(xs(view).items == [174, 337, 500, 663, 174])
    #expect(itemFrames(view)[0][0].width == 163)
    // At 400 wide the readable width is the margins' width.
    let (narrow, narrowSource) = collection(section: .readableContent)
    defer { withExtendedLifetime(narrowSource) {} }
    #expect(xs(narrow).items == [26, 113, 200, 287, 26])
  }

  @Test("§30 the adjusted content inset already covers part of the safe area: only the rest is added")
  func adjustedInsetCovers() {
    let (view, source) = collection(section: .safeArea)
    defer { withExtendedLifetime(source) {} }
    view.contentInset = EdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
    view.layoutIfNeeded()
    // Container 370 from x 30 (content coordinates start there); the safe area adds
    // 10 on the left and 40 on the right: 370 − 50 − 20 = 300, slots 75 from 20.
    #expect(xs(view).items == [20, 95, 170, 245, 20])
  }
}
