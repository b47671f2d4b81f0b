import Foundation
import Testing

@testable import Scrollwork

/// A view with text and an intrinsic size, like a label (UIKitBehaviour.md §3).
private final class CaptionView: View {
  override var intrinsicContentSize: CGSize { CGSize(width: 80, height: 20) }
  override var descriptionText: String? { "Caption" }
}

/// A root 390×844 holding a header (accessibilityIdentifier "header"), a caption
/// inside it, a hidden autoresizing view, and a scroll view whose content is pinned
/// to its contentLayoutGuide edges and sized 300×900 (UIKitBehaviour.md §7.1).
private func makeScene() throws -> (root: View, header: View, scroll: ScrollView) {
  let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let header = View()
  header.translatesAutoresizingMaskIntoConstraints = false
  header.accessibilityIdentifier = "header"
  root.addSubview(header)
  let caption = CaptionView()
  caption.translatesAutoresizingMaskIntoConstraints = false
  header.addSubview(caption)
  let hidden = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
  hidden.isHidden = true
  root.addSubview(hidden)
  let scroll = ScrollView()
  scroll.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(scroll)
  let content = View()
  content.translatesAutoresizingMaskIntoConstraints = false
  scroll.addSubview(content)
  let guide = scroll.contentLayoutGuide
  try LayoutConstraint.activateOrThrow([
    header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    header.topAnchor.constraint(equalTo: root.topAnchor),
    header.heightAnchor.constraint(equalToConstant: 100),
    caption.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
    caption.centerYAnchor.constraint(equalTo: header.centerYAnchor),
    scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 45),
    scroll.widthAnchor.constraint(equalToConstant: 300),
    scroll.topAnchor.constraint(equalTo: header.bottomAnchor),
    scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
    content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    content.topAnchor.constraint(equalTo: guide.topAnchor),
    content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    content.widthAnchor.constraint(equalToConstant: 300),
    content.heightAnchor.constraint(equalToConstant: 900),
  ])
  return (root, header, scroll)
}

/// `LayoutSnapshot`: the renderer and CLI input (UIKitBehaviour.md §7.1 content size,
/// §9.3 issues, §9.4 ambiguity).
@Suite struct LayoutSnapshotTests {
  @Test func snapshotRecordsTheLaidOutTree() throws {
    let (root, _, scroll) = try makeScene()
    scroll.contentOffset = CGPoint(x: 0, y: 120)
    let snapshot = LayoutSnapshot(of: root)

    let expected = LayoutSnapshot.Node(
      id: "v0", type: "UIView", frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      bounds: CGRect(x: 0, y: 0, width: 390, height: 844),
      children: [
        .init(
          id: "header", type: "UIView", frame: CGRect(x: 0, y: 0, width: 390, height: 100),
          bounds: CGRect(x: 0, y: 0, width: 390, height: 100),
          children: [
            .init(
              id: "v2", type: CaptionView().itemClassName, frame: CGRect(x: 16, y: 40, width: 80, height: 20),
              bounds: CGRect(x: 0, y: 0, width: 80, height: 20), text: "Caption")
          ]),
        .init(
          id: "v3", type: "UIView", frame: CGRect(x: 1, y: 2, width: 3, height: 4),
          bounds: CGRect(x: 0, y: 0, width: 3, height: 4), isHidden: true),
        .init(
          id: "v4", type: "UIScrollView", frame: CGRect(x: 45, y: 100, width: 300, height: 744),
          bounds: CGRect(x: 0, y: 120, width: 300, height: 744),
          contentSize: CGSize(width: 300, height: 900),
          layoutGuides: [
            .init(
              identifier: "UIScrollView-contentLayoutGuide", layoutFrame: CGRect(x: 0, y: 0, width: 300, height: 900)),
            .init(
              identifier: "UIScrollView-frameLayoutGuide", layoutFrame: CGRect(x: 0, y: 0, width: 300, height: 744)),
          ],
          children: [
            .init(
              id: "v5", type: "UIView", frame: CGRect(x: 0, y: 0, width: 300, height: 900),
              bounds: CGRect(x: 0, y: 0, width: 300, height: 900))
          ]),
      ])
    #expect(snapshot.root == expected)
    #expect(snapshot.issues == [])
    #expect(snapshot.ambiguities == [])
    #expect(snapshot.allNodes.map(\.id) == ["v0", "header", "v2", "v3", "v4", "v5"])
    #expect(snapshot.node(withID: "v4")?.contentSize == CGSize(width: 300, height: 900))
  }

  @Test func snapshotOfASubviewUsesSuperviewCoordinatesAndNumbersFromZero() throws {
    let (root, header, _) = try makeScene()
    root.layoutIfNeeded()
    let snapshot = LayoutSnapshot(of: header)
    #expect(snapshot.root.id == "header")
    #expect(snapshot.root.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
    #expect(snapshot.root.children.map(\.id) == ["v1"])
  }

  @Test func snapshotListsIssuesAndAmbiguities() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    box.accessibilityIdentifier = "box"
    root.addSubview(box)
    try LayoutConstraint.activateOrThrow([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.widthAnchor.constraint(equalToConstant: 60),  // conflicts: one is broken
    ])
    let snapshot = LayoutSnapshot(of: root)
    #expect(snapshot.issues.count == 1)
    #expect(
      snapshot.issues.first?.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.") == true)
    #expect(snapshot.ambiguities == ["box.height is free: add box.bottom == \(itemText(root)).bottom"])
  }

  @Test func jsonRoundTripIsEqual() throws {
    let (root, _, scroll) = try makeScene()
    scroll.contentOffset = CGPoint(x: 0, y: 33.5)
    let snapshot = LayoutSnapshot(of: root)
    let json = snapshot.jsonString()
    let decoded = try LayoutSnapshot(jsonString: json)
    #expect(decoded == snapshot)
    let viaDecoder = try JSONDecoder().decode(LayoutSnapshot.self, from: Data(json.utf8))
    #expect(viaDecoder == snapshot)
  }

  @Test func jsonHasSortedKeysAndNamedRectangleFields() throws {
    let snapshot = LayoutSnapshot(
      root: .init(
        id: "v0", type: "UIScrollView", frame: CGRect(x: 0, y: 0, width: 10, height: 20),
        bounds: CGRect(x: 0, y: 5, width: 10, height: 20), contentSize: CGSize(width: 10, height: 40),
        layoutGuides: [.init(identifier: "g", layoutFrame: CGRect(x: 1, y: 2, width: 3, height: 4))]),
      ambiguities: ["a"])
    let expected = """
      {
        "ambiguities" : [
          "a"
        ],
        "issues" : [

        ],
        "root" : {
          "bounds" : {
            "height" : 20,
            "width" : 10,
            "x" : 0,
            "y" : 5
          },
          "children" : [

          ],
          "contentSize" : {
            "height" : 40,
            "width" : 10
          },
          "frame" : {
            "height" : 20,
            "width" : 10,
            "x" : 0,
            "y" : 0
          },
          "id" : "v0",
          "isHidden" : false,
          "layoutGuides" : [
            {
              "identifier" : "g",
              "layoutFrame" : {
                "height" : 4,
                "width" : 3,
                "x" : 1,
                "y" : 2
              }
            }
          ],
          "type" : "UIScrollView"
        }
      }
      """
    #expect(snapshot.jsonString() == expected)
  }

  @Test func nonFiniteNumbersDoNotBreakJSON() throws {
    let snapshot = LayoutSnapshot(
      root: .init(
        id: "v0", type: "UIView", frame: CGRect(x: CGFloat.infinity, y: 0, width: 1, height: 1),
        bounds: CGRect(x: 0, y: 0, width: 1, height: 1)))
    let json = snapshot.jsonString()
    #expect(json.contains("\"x\" : \"inf\""))
    #expect(try LayoutSnapshot(jsonString: json) == snapshot)
  }

  @Test func decodingRejectsAnythingElse() {
    #expect(throws: DecodingError.self) { try LayoutSnapshot(jsonString: "{\"root\": 1}") }
  }
}
