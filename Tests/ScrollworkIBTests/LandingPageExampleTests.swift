import Foundation
import Scrollwork
import ScrollworkIB
import ScrollworkTestSupport
import Testing

/// The example on ScrollworkIB's DocC landing page
/// (`Sources/ScrollworkIB/ScrollworkIB.docc/ScrollworkIB.md`), kept compiling and its results
/// checked on a small document.
@Suite struct LandingPageExampleTests {
  /// The landing page's function, returning what it prints.
  func frames(ofStoryboard data: Data) throws -> [String] {
    var printed: [String] = []
    let document = try IBDocument(data: data)
    let builder = IBLayoutBuilder(document: document, options: IBLayoutOptions())
    let layout = builder.build(scene: document.scenes[0])
    layout.root.layoutIfNeeded()
    for (id, view) in layout.views.sorted(by: { $0.key < $1.key }) { printed.append("\(id) \(view.frame)") }

    let findings = IBChecker(document: document).check()
    for finding in findings { printed.append(finding.compilerLine(file: "Main.storyboard")) }
    return printed
  }

  @Test func landingPageExampleLaysOutAndChecksADocument() throws {
    let box = """
              <subviews>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-id">
                      <rect key="frame" x="20" y="40" width="100" height="50"/>
                      <constraints>
                          <constraint firstAttribute="width" constant="100" id="cw0-00-id"/>
                          <constraint firstAttribute="height" constant="50" id="ch0-00-id"/>
                      </constraints>
                  </view>
              </subviews>
              <constraints>
                  <constraint firstItem="box-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" id="cl0-00-id"/>
                  <constraint firstItem="box-00-id" firstAttribute="top" secondItem="safe-00-id" secondAttribute="top" constant="20" id="ct0-00-id"/>
              </constraints>
      """
    let data = Data(TestDocuments.storyboard(box).utf8)
    #expect(
      try frames(ofStoryboard: data) == [
        "box-00-id \(CGRect(x: 20, y: 40, width: 100, height: 50))",
        "root-00-id \(CGRect(x: 0, y: 0, width: 375, height: 667))",
      ])
  }
}
