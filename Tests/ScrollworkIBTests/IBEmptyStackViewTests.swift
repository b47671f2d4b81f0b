import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// A stack view without arranged subviews has no size of its own on Xcode's canvas
/// (UIKitBehaviour.md §60; InterfaceBuilder.md, "Verdicts", "Empty stack views"):
/// pocket-casts' CastToViewController, whose empty `CastDeviceVolumeView` stack in a
/// vertical stack inside a scroll view is flagged ambiguous with what its height moves
/// (the views below it, the outer stack, the scroll view's content height), while the
/// views above it are not. The layout keeps UIKit's `UISV-fix-for-app-bug-ambiguity`
/// (the empty stack is 0 tall); only the ambiguity probe goes without it.
@Suite struct IBEmptyStackViewTests {
  /// A scroll view pinned to the root (stored 700 tall where the root is 667) holding
  /// a vertical stack pinned to its content edges and as wide as it: a 40-point view,
  /// a stack view `emp` whose arranged subviews are `inner` (nothing when empty) and
  /// a 30-point view.
  static func document(inner: String = "") -> String {
    let arranged =
      inner.isEmpty
      ? ""
      : """
                                                  <subviews>
      \(inner)
                                                  </subviews>
      """
    return TestDocuments.storyboard(
      """
                              <subviews>
                                  <scrollView clipsSubviews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="scr-00-id">
                                      <rect key="frame" x="0.0" y="0.0" width="375" height="700"/>
                                      <subviews>
                                          <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-id">
                                              <rect key="frame" x="0.0" y="0.0" width="375" height="120"/>
                                              <subviews>
                                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top-00-id">
                                                      <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
                                                      <constraints>
                                                          <constraint firstAttribute="height" constant="40" id="th1-00-id"/>
                                                      </constraints>
                                                  </view>
                                                  <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="emp-00-id">
                                                      <rect key="frame" x="0.0" y="40" width="375" height="50"/>
      \(arranged)
                                                  </stackView>
                                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bot-00-id">
                                                      <rect key="frame" x="0.0" y="90" width="375" height="30"/>
                                                      <constraints>
                                                          <constraint firstAttribute="height" constant="30" id="bh1-00-id"/>
                                                      </constraints>
                                                  </view>
                                              </subviews>
                                          </stackView>
                                      </subviews>
                                      <constraints>
                                          <constraint firstItem="stk-00-id" firstAttribute="top" secondItem="scr-00-id" secondAttribute="top" id="st1-00-id"/>
                                          <constraint firstItem="stk-00-id" firstAttribute="leading" secondItem="scr-00-id" secondAttribute="leading" id="sl1-00-id"/>
                                          <constraint firstAttribute="trailing" secondItem="stk-00-id" secondAttribute="trailing" id="sr1-00-id"/>
                                          <constraint firstAttribute="bottom" secondItem="stk-00-id" secondAttribute="bottom" id="sb1-00-id"/>
                                          <constraint firstItem="stk-00-id" firstAttribute="width" secondItem="scr-00-id" secondAttribute="width" id="sw1-00-id"/>
                                      </constraints>
                                  </scrollView>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="scr-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" id="rt1-00-id"/>
                                  <constraint firstItem="scr-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" id="rl1-00-id"/>
                                  <constraint firstAttribute="trailing" secondItem="scr-00-id" secondAttribute="trailing" id="rr1-00-id"/>
                                  <constraint firstAttribute="bottom" secondItem="scr-00-id" secondAttribute="bottom" id="rb1-00-id"/>
                              </constraints>
      """)
  }

  /// `(code, view id, message)` of every finding.
  static func findings(_ text: String) throws -> [String] {
    try IBChecker(document: IBDocument(string: text)).check().map { "\($0.code) \($0.viewID ?? "-"): \($0.message)" }
  }

  /// The empty stack's height is free, and with it the position of the view below it,
  /// the outer stack's height and the scroll view's content height; the view above it
  /// is placed. The scroll view, stored taller than its pins allow, is ambiguous (its
  /// content), so it is not reported misplaced (an ambiguous view is flagged ambiguous
  /// alone from Xcode 10.1). The frames are UIKit's: the empty stack 0 tall.
  @Test func anEmptyStackViewHasNoHeightOfItsOwn() throws {
    let text = Self.document()
    let found = try Self.findings(text)
    let ids = Set(found.map { String($0.split(separator: " ")[1].dropLast()) })
    #expect(ids == ["scr-00-id", "stk-00-id", "emp-00-id", "bot-00-id"])
    #expect(found.contains { $0.hasPrefix("ambiguous-scroll-content-height scr-00-id: Scrollable content height") })
    #expect(
      found.contains { $0.hasPrefix("ambiguous-layout emp-00-id: Stack View (emp-00-id): emp-00-id.height is free") })
    #expect(found.contains { $0.hasPrefix("ambiguous-layout bot-00-id: View (bot-00-id): bot-00-id.minY is free") })
    #expect(!found.contains { $0.hasPrefix("misplaced-view") })
    let scene = try IBTestScene(text)
    #expect(scene.frame("emp-00-id") == CGRect(x: 0, y: 40, width: 375, height: 0))
    #expect(scene.frame("bot-00-id") == CGRect(x: 0, y: 40, width: 375, height: 30))
  }

  /// The same stack with one arranged view of a fixed height is sized by it: nothing
  /// is ambiguous, and the scroll view stored 700 tall where its pins give 667 is
  /// misplaced (a second layout pass changes nothing about the verdicts).
  @Test func aStackViewWithAnArrangedViewIsSizedByIt() throws {
    let text = Self.document(
      inner: """
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="in1-00-id">
                                                            <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
                                                            <constraints>
                                                                <constraint firstAttribute="height" constant="50" id="ih1-00-id"/>
                                                            </constraints>
                                                        </view>
        """)
    let found = try Self.findings(text)
    #expect(
      found == [
        "misplaced-view scr-00-id: Scroll View (scr-00-id) is misplaced: the document stores (0, 0, 375, 700), the constraints give (0, 0, 375, 667)"
      ])
    #expect(try Self.findings(text) == found)
  }

  /// UIKit's run-time rule is unchanged: `UISV-fix-for-app-bug-ambiguity` sizes an
  /// empty stack view 0 by 0, so `ambiguityReports()` finds nothing, while the
  /// canvas's probe finds its width and height free (UIKitBehaviour.md §60).
  @Test func theRuntimeProbeKeepsTheEmptyStackSized() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let stack = StackView()
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10).isActive = true
    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).isActive = true
    root.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 20, y: 10, width: 0, height: 0))
    #expect(root.ambiguityReports().isEmpty)
    let canvas = root.ambiguityReports(options: .interfaceBuilderCanvas)
    #expect(canvas.count == 1)
    #expect(canvas.first?.freedoms.map(\.attribute) == [.width, .height])
    #expect(stack.frame == CGRect(x: 20, y: 10, width: 0, height: 0))
  }
}
