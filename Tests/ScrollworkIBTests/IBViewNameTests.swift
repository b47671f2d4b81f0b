import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// How findings name views (InterfaceBuilder.md, "Naming views"): outlet property,
/// user label, text/title/placeholder, accessibility identifier, class; then the id.
@Suite struct IBViewNameTests {
  /// A 340 × 30 `tag` element (with `attributes` and `content`) pinned at the root's
  /// leading edge, `top` below its top: 20 pt off the 320-pt iPhone SE (1st gen.).
  static func wide(_ tag: String, _ id: String, top: Int, _ attributes: String = "", _ content: String = "") -> (
    view: String, constraints: String
  ) {
    let view = """
                                  <\(tag) \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                      <rect key="frame" x="0.0" y="\(top)" width="340" height="30"/>
      \(content)
                                      <constraints>
                                          <constraint firstAttribute="width" constant="340" id="w-\(id)"/>
                                          <constraint firstAttribute="height" constant="30" id="h-\(id)"/>
                                      </constraints>
                                  </\(tag)>
      """
    let constraints = """
                                  <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="l-\(id)"/>
                                  <constraint firstItem="\(id)" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="\(top)" id="t-\(id)"/>
      """
    return (view, constraints)
  }

  /// One scene of the views in `views`, with `outlets` in the controller's connections.
  static func document(_ views: [(view: String, constraints: String)], outlets: String) -> String {
    TestDocuments.storyboard(
      """
                              <subviews>
      \(views.map(\.view).joined(separator: "\n"))
                              </subviews>
                              <constraints>
      \(views.map(\.constraints).joined(separator: "\n"))
                              </constraints>
      """,
      controllerExtras: """
                        <connections>
        \(outlets)
                        </connections>
        """)
  }

  static let accessibility = #"<accessibility key="accessibilityConfiguration" identifier="avatar.image"/>"#

  /// The planted views of ``offScreenFindingsNameEachViewAsItsAuthorKnowsIt()``, top to bottom.
  static let planted = [
    wide("label", "out-00-id", top: 20, #"text="Hi""#),
    wide("view", "usr-00-id", top: 60, #"userLabel="Header""#),
    wide("label", "txt-00-id", top: 100, #"text="Welcome back""#),
    wide("textField", "plc-00-id", top: 140, #"placeholder="Email address""#),
    wide("imageView", "acc-00-id", top: 180, "", accessibility),
    wide("view", "bar-00-id", top: 220),
    wide("view", "cls-00-id", top: 260, #"customClass="ProfileCard""#),
    wide("button", "two-00-id", top: 300, "", #"<state key="normal" title="Sign in"/>"#),
  ]

  /// Two outlets point at `two-00-id`: the first in document order names it, though
  /// `actionButton` sorts first.
  static let outlets = """
                            <outlet property="titleLabel" destination="out-00-id" id="o01-00-id"/>
                            <outlet property="signInButton" destination="two-00-id" id="o02-00-id"/>
                            <outlet property="actionButton" destination="two-00-id" id="o03-00-id"/>
    """

  @Test func offScreenFindingsNameEachViewAsItsAuthorKnowsIt() throws {
    let text = Self.document(Self.planted, outlets: Self.outlets)
    let document = try IBDocument(string: text)
    let findings = IBChecker(document: document).check(devices: [try #require(Device.named("iphone-se-1"))])
    let names = [
      "titleLabel (out-00-id)", "'Header' (usr-00-id)", "Label 'Welcome back' (txt-00-id)",
      "Text Field 'Email address' (plc-00-id)", "Image View with accessibility identifier 'avatar.image' (acc-00-id)",
      "View (bar-00-id)", "ProfileCard (cls-00-id)", "signInButton (two-00-id)",
    ]
    let tops = [20, 60, 100, 140, 180, 220, 260, 300]
    #expect(
      findings.map(\.message)
        == zip(names, tops).map {
          "\($0) at (0, \($1), 340, 30) extends off the 320×568 screen (on iphone-se-1, portrait)"
        }
    )
    #expect(findings.map(\.viewName) == names)
    #expect(
      findings.map(\.line)
        == ["out", "usr", "txt", "plc", "acc", "bar", "cls", "two"].map {
          TestDocuments.line(of: "id=\"\($0)-00-id\">", in: text)
        })
  }

  /// The name of the view `id` in `text`.
  func name(_ id: String, in text: String) throws -> String {
    let document = try IBDocument(string: text)
    var stack = document.scenes.map(\.root)
    while let view = stack.popLast() {
      if view.id == id { return document.name(of: view) }
      stack.append(contentsOf: view.subviews)
    }
    Issue.record("no view \(id)")
    return ""
  }

  @Test func eachSourceOfANameWinsOverTheOnesAfterIt() throws {
    let all = #"userLabel="Greeting" text="Welcome back""#
    let text = Self.document(
      [
        Self.wide("label", "a01-00-id", top: 0, all, Self.accessibility),
        Self.wide("label", "a02-00-id", top: 40, all, Self.accessibility),
        Self.wide("label", "a03-00-id", top: 80, #"text="Welcome back""#, Self.accessibility),
        Self.wide("label", "a04-00-id", top: 120, #"customClass="BadgeLabel""#, Self.accessibility),
        Self.wide("label", "a05-00-id", top: 160, #"text="""#),
      ],
      outlets: #"<outlet property="greetingLabel" destination="a01-00-id" id="o01-00-id"/>"#)
    #expect(try name("a01-00-id", in: text) == "greetingLabel (a01-00-id)")
    #expect(try name("a02-00-id", in: text) == "'Greeting' (a02-00-id)")
    #expect(try name("a03-00-id", in: text) == "Label 'Welcome back' (a03-00-id)")
    #expect(try name("a04-00-id", in: text) == "BadgeLabel with accessibility identifier 'avatar.image' (a04-00-id)")
    // An empty text is no name: the class is.
    #expect(try name("a05-00-id", in: text) == "Label (a05-00-id)")
    #expect(try name("root-00-id", in: text) == "View (root-00-id)")
  }

  @Test func outletCollectionsNameTheirViewsAndDelegatesDoNot() throws {
    let text = Self.document(
      [
        Self.wide(
          "textField", "f01-00-id", top: 0, #"text="a""#,
          #"<connections><outlet property="delegate" destination="v02-00-id" id="o05-00-id"/></connections>"#),
        Self.wide("view", "v02-00-id", top: 40),
      ],
      outlets: """
        <outletCollection property="fields" destination="f01-00-id" collectionClass="NSMutableArray" id="o01-00-id"/>
        <outlet property="emailField" destination="f01-00-id" id="o02-00-id"/>
        """)
    #expect(try name("f01-00-id", in: text) == "fields (f01-00-id)")
    #expect(try name("v02-00-id", in: text) == "View (v02-00-id)")
  }

  @Test func quotedTextIsOneLineCutAfterThirtyCharacters() throws {
    let text = Self.document(
      [
        Self.wide("label", "m01-00-id", top: 0, #"text="Two&#10;lines""#),
        Self.wide("label", "m02-00-id", top: 40, #"text="A title that needs its whole width""#),
        Self.wide("label", "m03-00-id", top: 80, "", #"<string key="text">Line one&#10;  and two</string>"#),
      ],
      outlets: "")
    #expect(try name("m01-00-id", in: text) == "Label 'Two lines' (m01-00-id)")
    #expect(try name("m02-00-id", in: text) == "Label 'A title that needs its whole w' (m02-00-id)")
    #expect(try name("m03-00-id", in: text) == "Label 'Line one and two' (m03-00-id)")
  }

  /// A xib's File's Owner holds the outlets; the first top-level view is its `view`.
  @Test func filesOwnerOutletsNameXibViews() throws {
    let text = TestDocuments.xib(
      """
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardController">
                  <connections>
                      <outlet property="view" destination="top-00-id" id="o01-00-id"/>
                      <outlet property="nameLabel" destination="nam-00-id" id="o02-00-id"/>
                  </connections>
              </placeholder>
              <view contentMode="scaleToFill" id="top-00-id">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                  <subviews>
                      <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="nam-00-id">
                          <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                      </label>
                  </subviews>
              </view>
      """)
    #expect(try name("top-00-id", in: text) == "view (top-00-id)")
    #expect(try name("nam-00-id", in: text) == "nameLabel (nam-00-id)")
  }
}
