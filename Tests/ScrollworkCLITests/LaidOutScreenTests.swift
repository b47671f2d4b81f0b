import Foundation
import Scrollwork
import Testing

@testable import ScrollworkCLI
@testable import ScrollworkLayoutFile

/// Parses, builds and lays out `text` (no actions run yet).
private func screen(_ text: String, device: Device? = nil, orientation: DeviceOrientation? = nil) throws
  -> LaidOutScreen
{
  try LayoutFile.parse(text, path: "t.yaml").build(device: device, orientation: orientation)
}

@Suite("Layout files: building and actions (in process)")
struct LaidOutScreenTests {
  static let safeAreaFile = """
    device: iphone-x
    views:
      - id: root
      - id: safe
    constraints:
      - "safe.edges == root.safeAreaLayoutGuide.edges"
    actions:
      - rotate: landscape
    """

  @Test(
    "§6 rotate swaps the root's size and the device's safe area: 375 × 812 (44, 34) → 812 × 375 (44 left and right, 21 bottom)"
  )
  func rotateSwapsSafeArea() throws {
    let s = try screen(Self.safeAreaFile)
    #expect(s.root.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
    #expect(s.view("safe")?.frame == CGRect(x: 0, y: 44, width: 375, height: 734))
    s.runActions()
    #expect(s.orientation == .landscape)
    #expect(s.root.frame == CGRect(x: 0, y: 0, width: 812, height: 375))
    #expect(s.root.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    #expect(s.view("safe")?.frame == CGRect(x: 44, y: 0, width: 724, height: 354))
    s.run(.rotate(.portrait))
    #expect(s.view("safe")?.frame == CGRect(x: 0, y: 44, width: 375, height: 734))
  }

  @Test("the root gets the device's screen (scale 3 on an iPhone X) without touching Screen.main")
  func perHierarchyScreen() throws {
    let before = Screen.main.scale
    let s = try screen(Self.safeAreaFile)
    #expect(s.root.screen.scale == 3)
    #expect(s.view("safe")?.contentScaleFactor == 3)
    #expect(Screen.main.scale == before)
    // The command line's device and orientation win over the file's.
    let t = try screen(Self.safeAreaFile, device: Device.named("iphone-se-2"), orientation: .landscape)
    #expect(t.root.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
    #expect(t.root.screen.scale == 2)
  }

  static let twoScrollViews = """
    size: [375, 667]
    views:
      - id: root
      - { id: top, type: scrollView, contentInset: [0, 0, 10, 0] }
      - { id: bottom, type: scrollView }
      - { id: content, parent: bottom }
      - { id: target, parent: content }
      - { id: title, parent: content, type: label, text: "Hi" }
    constraints:
      - "H:|[top]|"
      - "H:|[bottom]|"
      - "V:|[top(100)][bottom]|"
      - "content.edges == bottom.contentLayoutGuide.edges"
      - "content.width == bottom.frameLayoutGuide.width"
      - { id: h, expr: "content.height == 1000" }
      - "target.top == content.top + 900"
      - "target.height == 50"
      - "H:|[target]|"
      - "title.top == content.top"
      - "title.leading == content.leading"
      - { id: w, expr: "title.width == 100 @750" }
    """

  @Test(
    "§7.6 the keyboard insets only the scroll views it covers; focus on a plain view scrolls it into view; hide restores"
  )
  func keyboardAndFocus() throws {
    let s = try screen(Self.twoScrollViews)
    let top = try #require(s.view("top") as? ScrollView)
    let bottom = try #require(s.view("bottom") as? ScrollView)
    #expect(bottom.frame == CGRect(x: 0, y: 100, width: 375, height: 567))
    // target 900...950 in content; visible 0...567 → 950 − 567 = 383.
    s.run(.focus("target"))
    #expect(bottom.contentOffset == CGPoint(x: 0, y: 383))
    // Keyboard 300: the bottom scroll view (100...667) overlaps it by 300; the top one not.
    s.run(.keyboard(height: 300))
    #expect(s.root.keyboardFrame == CGRect(x: 0, y: 367, width: 375, height: 300))
    #expect(bottom.contentInset == EdgeInsets(top: 0, left: 0, bottom: 300, right: 0))
    #expect(top.contentInset == EdgeInsets(top: 0, left: 0, bottom: 10, right: 0))
    // Visible 383 ... 383 + 567 − 300 = 650; target's bottom 950 → 383 + 300 = 683.
    #expect(bottom.contentOffset == CGPoint(x: 0, y: 683))
    s.run(.keyboard(height: nil))
    #expect(s.root.keyboardFrame == nil)
    #expect(bottom.contentInset == .zero)
    // Range back to [0, 1000 − 567 = 433]: 683 → 433.
    #expect(bottom.contentOffset == CGPoint(x: 0, y: 433))
  }

  @Test("set changes a constant and a priority by id; text changes a label; offset is not clamped")
  func setTextOffset() throws {
    let s = try screen(Self.twoScrollViews)
    let bottom = try #require(s.view("bottom") as? ScrollView)
    s.run(.setConstraint("h", constant: 2000, priority: nil))
    #expect(bottom.contentSize == CGSize(width: 375, height: 2000))
    s.run(.setConstraint("w", constant: nil, priority: 500))
    #expect(s.constraintsByID["w"]?.first?.priority == LayoutPriority(500))
    #expect(!s.diagnostics().map(\.code).contains("invalid-mutation"))
    // Required → optional on an active constraint is refused as in UIKit: the priority
    // stays and the mutation is reported (invalid-mutation).
    s.run(.setConstraint("h", constant: nil, priority: 500))
    #expect(s.constraintsByID["h"]?.first?.priority == .required)
    #expect(s.diagnostics().map(\.code).contains("invalid-mutation"))
    let title = try #require(s.view("title") as? Label)
    s.run(.text("title", "A longer title"))
    #expect(title.text == "A longer title")
    s.run(.offset("bottom", x: nil, y: -500))
    #expect(bottom.contentOffset == CGPoint(x: 0, y: -500))
  }

  @Test("§7.5 scrollTo pages vertically when the content only scrolls vertically, or when told")
  func scrollToVertical() throws {
    let s = try screen(Self.twoScrollViews)
    let bottom = try #require(s.view("bottom") as? ScrollView)
    s.run(.scrollTo("bottom", page: 1, axis: nil))
    #expect(bottom.contentOffset == CGPoint(x: 0, y: 433))  // 567, clamped to the max 433
    s.run(.scrollTo("bottom", page: 0, axis: .vertical))
    #expect(bottom.contentOffset == .zero)
  }

  @Test(
    "a custom size with an orientation: the orientation decides which way up",
    arguments: [
      ("size: [375, 667]", CGSize(width: 375, height: 667)),
      ("size: [667, 375]", CGSize(width: 667, height: 375)),
      ("size: [375, 667]\norientation: landscape", CGSize(width: 667, height: 375)),
      ("size: [667, 375]\norientation: landscape", CGSize(width: 667, height: 375)),
      ("size: [667, 375]\norientation: portrait", CGSize(width: 375, height: 667)),
    ])
  func customSizeOrientation(head: String, size: CGSize) throws {
    let s = try screen(head + "\nviews: [{id: root}]\n")
    #expect(s.root.frame.size == size)
  }

  @Test("every view's accessibilityIdentifier is its id; views with a frame translate it, the others do not")
  func identifiersAndAutoresizing() throws {
    let s = try screen(
      """
      size: [300, 300]
      views:
        - id: root
        - { id: pinned, frame: [10, 20, 30, 40], autoresizing: [flexibleWidth, flexibleHeight] }
        - { id: free }
      constraints:
        - "free.edges == root.edges"
      actions:
        - rotate: landscape
      """)
    #expect(s.views.map { $0.view.accessibilityIdentifier } == ["root", "pinned", "free"])
    #expect(s.view("pinned")?.translatesAutoresizingMaskIntoConstraints == true)
    #expect(s.view("free")?.translatesAutoresizingMaskIntoConstraints == false)
    #expect(s.view("pinned")?.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    s.runActions()  // a square device: nothing changes size
    #expect(s.view("pinned")?.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
  }

  @Test("intrinsicSize, hugging and compression reach the engine: the lower hugging priority grows")
  func intrinsicAndHugging() throws {
    let s = try screen(
      """
      size: [300, 100]
      views:
        - id: root
        - { id: a, intrinsicSize: [50, -1], hugging: [251, 250] }
        - { id: b, intrinsicSize: [60, -1], hugging: low }
        - { id: c, type: button, intrinsicSize: [40, 40] }
      constraints:
        - "H:|[a][b]|"
        - "V:|[a(10)]"
        - "V:|[b(10)]"
        - "c.top == root.top"
        - "c.leading == root.leading"
      """)
    #expect(s.view("a")?.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
    #expect(s.view("b")?.frame == CGRect(x: 50, y: 0, width: 250, height: 10))
    #expect(s.view("c")?.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(s.view("c")?.itemClassName == "UIButton")
  }

  @Test("the JSON report has the issue's keys, scroll keys only on scroll views, -0 printed as 0")
  func jsonShape() throws {
    let s = try screen(Self.twoScrollViews)
    let object = s.jsonObject(issues: [])
    #expect(Set(object.keys) == ["device", "orientation", "size", "views", "issues"])
    let views = try #require(object["views"] as? [String: [String: Any]])
    #expect(Set(views.keys) == ["root", "top", "bottom", "content", "target", "title"])
    #expect(s.constraintsByID.keys.sorted() == ["h", "w"])
    #expect(
      Set(views["bottom"]?.keys.map { $0 } ?? []) == ["frame", "contentSize", "contentOffset", "adjustedContentInset"])
    #expect(Set(views["target"]?.keys.map { $0 } ?? []) == ["frame"])
    #expect(s.jsonReport(issues: []).contains("-0") == false)
  }
}
