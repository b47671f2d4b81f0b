import Foundation
import Scrollwork
import Testing

// End-to-end: `scrollwork layout Examples/<file> --json` on the built binary, compared
// with values computed by hand (the derivations are in each example's comments).
// Only label heights are measured (with the same bundled font the tool uses).

/// The numbers of a JSON array, or nil.
private func numbers(_ value: Any?) -> [Double]? {
  (value as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue }
}

private func close(_ a: [Double]?, _ b: [Double]) -> Bool {
  guard let a, a.count == b.count else { return false }
  return zip(a, b).allSatisfy { abs($0 - $1) <= 1e-6 }
}

/// Checks one view's entry of the JSON report.
private func expectView(
  _ json: [String: Any]?, _ id: String, frame: [Double], contentSize: [Double]? = nil, contentOffset: [Double]? = nil,
  adjustedContentInset: [Double]? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  let entry = (json?["views"] as? [String: Any])?[id] as? [String: Any]
  #expect(
    close(numbers(entry?["frame"]), frame), "\(id).frame = \(String(describing: entry?["frame"]))",
    sourceLocation: sourceLocation)
  if let contentSize {
    #expect(close(numbers(entry?["contentSize"]), contentSize), "\(id).contentSize", sourceLocation: sourceLocation)
    #expect(
      close(numbers(entry?["contentOffset"]), contentOffset ?? [0, 0]),
      "\(id).contentOffset = \(String(describing: entry?["contentOffset"]))", sourceLocation: sourceLocation)
    #expect(
      close(numbers(entry?["adjustedContentInset"]), adjustedContentInset ?? [0, 0, 0, 0]),
      "\(id).adjustedContentInset",
      sourceLocation: sourceLocation)
  } else {
    #expect(entry?["contentSize"] == nil, "\(id) is not a scroll view", sourceLocation: sourceLocation)
  }
}

/// A wrapped label's height at `width`, rounded up to pixels at `scale`.
private func labelHeight(_ text: String, width: CGFloat, scale: CGFloat = 2) -> Double {
  let h = TextLayout(text: text, font: .systemFont(ofSize: 17), width: width, numberOfLines: 0).size.height
  return Double((h * scale - 1e-6).rounded(.up) / scale)
}

@Suite("scrollwork layout on Examples/ (end to end)")
struct ExampleFileTests {
  @Test(
    "000 fixed width, dynamic height: equations and the tutorial's VFL give the same hand-computed frames",
    arguments: ["fixed-width-dynamic-height.yaml", "fixed-width-dynamic-height-vfl.yaml"])
  func fixedWidthDynamicHeight(file: String) throws {
    let r = try CommandRunner.run(["layout", CommandRunner.example(file), "--json"])
    #expect(r.status == 0)
    #expect(r.stderr == "")
    let json = r.json
    #expect(json?["device"] as? String == "custom-375x667")
    #expect((json?["issues"] as? [Any])?.isEmpty == true)
    // One line of Inter 17 is 20.57 pt: 21 at @2x.
    let top = labelHeight("Fixed width, dynamic height", width: 359)
    #expect(top == 21)
    let bottomText = String(
      repeating: "The content view is as wide as the screen and as tall as its text needs. ", count: 20)
    let h = labelHeight(bottomText, width: 359)
    #expect(h > 400)  // many lines at 359 pt
    expectView(json, "main", frame: [0, 0, 375, 667])
    expectView(json, "scrollView", frame: [0, 0, 375, 667], contentSize: [375, 183 + h + 8])
    expectView(json, "contentView", frame: [0, 0, 375, 183 + h + 8])
    expectView(json, "topLabel", frame: [8, 60, 359, 21])
    expectView(json, "boxView", frame: [8, 89, 359, 86])
    expectView(json, "bottomLabel", frame: [8, 183, 359, h])
  }

  @Test(
    "000 on a landscape iPhone 15: margins of 59 + 8 pt on both sides, no unsatisfiable-constraints issue (UIKitBehaviour.md §21; was the left margin broken while the right one still read 8)"
  )
  func fixedWidthDynamicHeightLandscape() throws {
    let r = try CommandRunner.run([
      "layout", CommandRunner.example("fixed-width-dynamic-height.yaml"), "--device", "iphone-15", "--orientation",
      "landscape", "--json",
    ])
    #expect(r.status == 0)
    #expect(r.stderr == "")
    let json = r.json
    #expect((json?["issues"] as? [Any])?.isEmpty == true)
    // 852 × 393 at @3x; safe area 59 left and right, 21 at the bottom; the content
    // view's margins are 8 more: children are 852 − 2 × 67 = 718 wide at x = 67.
    let top = labelHeight("Fixed width, dynamic height", width: 718, scale: 3)
    let bottomText = String(
      repeating: "The content view is as wide as the screen and as tall as its text needs. ", count: 20)
    let h = labelHeight(bottomText, width: 718, scale: 3)
    #expect(h > 300)  // many lines at 718 pt
    let box = 60 + top + 8
    let bottom = box + 86 + 8
    let content = bottom + h + 21 + 8
    expectView(json, "main", frame: [0, 0, 852, 393])
    expectView(
      json, "scrollView", frame: [0, 0, 852, 393], contentSize: [852, content], adjustedContentInset: [0, 0, 21, 0])
    expectView(json, "contentView", frame: [0, 0, 852, content])
    expectView(json, "topLabel", frame: [67, 60, 718, top])
    expectView(json, "boxView", frame: [67, box, 718, 86])
    expectView(json, "bottomLabel", frame: [67, bottom, 718, h])
  }

  @Test("001 login form: centring insets, then the keyboard scrolls the password field to −143")
  func loginForm() throws {
    let r = try CommandRunner.run(["layout", CommandRunner.example("login-form.yaml"), "--json"])
    #expect(r.status == 0)
    let json = r.json
    expectView(
      json, "scrollView", frame: [0, 0, 375, 667], contentSize: [375, 366], contentOffset: [0, -143],
      adjustedContentInset: [150.5, 0, 216, 0])
    expectView(json, "contentView", frame: [0, 0, 375, 366])
    expectView(json, "logo", frame: [20, 20, 335, 200])
    expectView(json, "username", frame: [20, 240, 335, 30])
    expectView(json, "password", frame: [20, 278, 335, 30])
    expectView(json, "login", frame: [20, 316, 335, 30])
  }

  @Test("001 the text report lists frames and scroll metrics, then 'No issues.'")
  func loginFormText() throws {
    let r = try CommandRunner.run(["layout", "Examples/login-form.yaml"])
    #expect(r.status == 0)
    #expect(
      r.stdout == """
        Examples/login-form.yaml: custom-375x667 (375×667 @2x), portrait, 375 × 667
        id           type        frame               contentSize  contentOffset  adjustedContentInset
        -----------  ----------  ------------------  -----------  -------------  --------------------
        main         view        (0, 0, 375, 667)
        scrollView   scrollView  (0, 0, 375, 667)    (375, 366)   (0, -143)      (150.5, 0, 216, 0)
        contentView  view        (0, 0, 375, 366)
        logo         view        (20, 20, 335, 200)
        username     textField   (20, 240, 335, 30)
        password     textField   (20, 278, 335, 30)
        login        button      (20, 316, 335, 30)

        No issues.

        """)
  }

  @Test("002 image viewer (JSON file): content size is the image's 1000 × 800; offset set unclamped")
  func imageViewer() throws {
    let r = try CommandRunner.run(["layout", CommandRunner.example("image-viewer.json"), "--json"])
    #expect(r.status == 0)
    let json = r.json
    expectView(json, "main", frame: [0, 0, 375, 667])
    expectView(json, "scrollView", frame: [0, 0, 375, 667], contentSize: [1000, 800], contentOffset: [900, -50])
    expectView(json, "imageView", frame: [0, 0, 1000, 800])
  }

  @Test("002 paging slider in a container: page 2, rotation keeps 750, page 2 again lands at 1334")
  func pagingSlider() throws {
    let r = try CommandRunner.run(["layout", CommandRunner.example("paging-slider.yaml"), "--json"])
    #expect(r.status == 0)
    let json = r.json
    #expect(json?["orientation"] as? String == "landscape")
    #expect(close(numbers(json?["size"]), [667, 375]))
    expectView(json, "scrollView", frame: [0, 0, 667, 375], contentSize: [2001, 375], contentOffset: [1334, 0])
    expectView(json, "container", frame: [0, 0, 2001, 375])
    for i in 0..<3 { expectView(json, "page\(i)", frame: [Double(i) * 667, 0, 667, 375]) }
  }

  @Test("002 paging slider without a container: scroll view edges mean the content area (§7.1)")
  func pagingSliderNoContainer() throws {
    let r = try CommandRunner.run(["layout", CommandRunner.example("paging-slider-no-container.yaml"), "--json"])
    #expect(r.status == 0)
    let json = r.json
    expectView(json, "scrollView", frame: [0, 0, 375, 667], contentSize: [1125, 667], contentOffset: [375, 0])
    for i in 0..<3 { expectView(json, "page\(i)", frame: [Double(i) * 375, 0, 375, 667]) }
  }

  @Test("--size overrides the file's size: 400 × 800 pages, page 1 at x = 400")
  func sizeOverride() throws {
    let r = try CommandRunner.run([
      "layout", CommandRunner.example("paging-slider-no-container.yaml"), "--size", "400x800", "--json",
    ])
    #expect(r.status == 0)
    let json = r.json
    #expect(json?["device"] as? String == "custom-400x800")
    expectView(json, "scrollView", frame: [0, 0, 400, 800], contentSize: [1200, 800], contentOffset: [400, 0])
    expectView(json, "page2", frame: [800, 0, 400, 800])
  }

  @Test("003 adaptive form: keyboard 216 scrolls field9 (470…500) to 49 in portrait")
  func adaptiveFormPortrait() throws {
    let r = try CommandRunner.run(["layout", CommandRunner.example("adaptive-form.yaml"), "--json"])
    #expect(r.status == 0)
    let json = r.json
    expectView(
      json, "scrollView", frame: [0, 0, 375, 667], contentSize: [375, 520], contentOffset: [0, 49],
      adjustedContentInset: [0, 0, 216, 0])
    expectView(json, "contentView", frame: [0, 0, 375, 520])
    for i in 0..<10 {
      expectView(json, "label\(i)", frame: [20, 20 + 50 * Double(i), 80, 30])
      expectView(json, "field\(i)", frame: [108, 20 + 50 * Double(i), 247, 30])
    }
  }

  @Test("003 adaptive form with --orientation landscape: width 667, keyboard 216 → offset 341")
  func adaptiveFormLandscape() throws {
    let r = try CommandRunner.run([
      "layout", CommandRunner.example("adaptive-form.yaml"), "--orientation", "landscape", "--json",
    ])
    #expect(r.status == 0)
    let json = r.json
    expectView(
      json, "scrollView", frame: [0, 0, 667, 375], contentSize: [667, 520], contentOffset: [0, 341],
      adjustedContentInset: [0, 0, 216, 0])
    expectView(json, "field9", frame: [108, 470, 539, 30])
  }

  @Test("004 content size from constraints: set constants, offset, shrink → offset back to (375, 133)")
  func contentSizeFromConstraints() throws {
    let r = try CommandRunner.run(["layout", CommandRunner.example("content-size-from-constraints.yaml"), "--json"])
    #expect(r.status == 0)
    let json = r.json
    expectView(json, "scrollView", frame: [0, 0, 375, 667], contentSize: [750, 800], contentOffset: [375, 133])
    expectView(json, "contentView", frame: [0, 0, 750, 800])
  }

  @Test("stack view under the safe area (iPhone X, RTL) and a bar on the keyboard layout guide")
  func stackAndKeyboardGuide() throws {
    let r = try CommandRunner.run(["layout", CommandRunner.example("stack-and-keyboard-guide.yaml"), "--json"])
    #expect(r.status == 0)
    let json = r.json
    #expect(json?["device"] as? String == "iphone-x")
    expectView(json, "root", frame: [0, 0, 375, 812])
    expectView(json, "stack", frame: [32, 60, 327, 151])
    expectView(json, "row1", frame: [0, 0, 327, 44])
    expectView(json, "row2", frame: [0, 52, 327, 60])
    expectView(json, "toggle", frame: [0, 120, 327, 31])
    expectView(json, "bar", frame: [0, 462, 375, 50])
  }

  @Test("layout issues: exit 1, each issue with its code and view ids")
  func layoutIssues() throws {
    let r = try CommandRunner.run(["layout", CommandRunner.example("Broken/layout-issues.yaml"), "--json"])
    #expect(r.status == 1)
    let json = r.json
    let issues = (json?["issues"] as? [[String: Any]]) ?? []
    #expect(
      issues.map { $0["code"] as? String } == [
        "unsatisfiable-constraints", "ambiguous-scroll-content-height", "ambiguous-layout",
      ])
    #expect(issues.map { $0["views"] as? [String] } == [["boxView"], ["scrollView"], ["contentView"]])
    #expect(issues.map { $0["severity"] as? String } == ["error", "error", "error"])
    expectView(json, "scrollView", frame: [0, 0, 375, 667], contentSize: [375, 0])
    expectView(json, "boxView", frame: [10, 10, 100, 50])
  }

  @Test("unusable input: exit 2, every error on stderr as FILE:LINE:COLUMN, nothing on stdout")
  func brokenFile() throws {
    let r = try CommandRunner.run(["layout", "Examples/Broken/broken.yaml", "--json"])
    #expect(r.status == 2)
    #expect(r.stdout == "")
    let prefix =
      "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
    #expect(
      r.stderr.split(separator: "\n").map(String.init) == [
        "Examples/Broken/broken.yaml:5:1: warning: Unknown key 'orientaton' (ignored).",
        "Examples/Broken/broken.yaml:9:28: error: Unknown parent id 'scrol'.",
        "Examples/Broken/broken.yaml:10:49: error: intrinsicSize must be a finite number, not '.nan'.",
        "Examples/Broken/broken.yaml:11:11: error: Duplicate id 'box' (first defined at line 10, column 11).",
        "Examples/Broken/broken.yaml:12:22: error: Parent cycle: a -> b -> a; every view must lead up to the root 'root'.",
        "Examples/Broken/broken.yaml:15:47: error: Unknown attribute 'topp': expected one of left, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins, edges, size, center.",
        "Examples/Broken/broken.yaml:16:28: error: Visual format error: missing is not a key in the views dictionary.",
        "Examples/Broken/broken.yaml:17:24: error: Priority 0 is outside (0, 1000].",
        "Examples/Broken/broken.yaml:18:6: error: Unknown view id 'label'.",
        "Examples/Broken/broken.yaml:19:10: error: Cannot make 'box.top == 20': \(prefix)A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.",
      ])
  }

  /// A debug timing print on the first layout pass, switched on by the SWTIME variable,
  /// once wrote a line before the JSON; the layout path prints nothing now.
  @Test("layout --json writes JSON alone, whatever the environment (SWTIME=1 once added a timing line)")
  func jsonIsValidWithDebugVariablesSet() throws {
    let r = try CommandRunner.run(["layout", "Examples/login-form.yaml", "--json"], environment: ["SWTIME": "1"])
    #expect(r.status == 0)
    #expect(r.stderr == "")
    let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8))
    let json = try #require(object as? [String: Any], "stdout is not a JSON object: \(r.stdout.prefix(200))")
    expectView(json, "login", frame: [20, 316, 335, 30])
  }

  @Test("--help shows the synopsis and examples; exit 0")
  func help() throws {
    let r = try CommandRunner.run(["layout", "--help"])
    #expect(r.status == 0)
    #expect(r.stdout.contains("scrollwork layout Examples/login-form.yaml"))
    #expect(r.stdout.contains("--orientation <orientation>"))
    #expect(r.stdout.contains("--json"))
  }

  @Test("a missing file, an unknown --device and --device with --size exit with 2")
  func badArguments() throws {
    let missing = try CommandRunner.run(["layout", "Examples/none.yaml"])
    #expect(missing.status == 2)
    #expect(missing.stderr == "Examples/none.yaml: error: No such file.\n")
    let device = try CommandRunner.run(["layout", "Examples/login-form.yaml", "--device", "nokia"])
    #expect(device.status == 2)
    #expect(device.stderr.contains("Unknown device 'nokia'"))
    let both = try CommandRunner.run(["layout", "Examples/login-form.yaml", "--device", "iphone-x", "--size", "1x1"])
    #expect(both.status == 2)
  }
}

@Suite("scrollwork layout: stack views with a non-fill alignment (issue 16, bug 2)")
struct SettingsRowsExampleTests {
  /// Centre-aligned rows (label + switch) in a vertical stack in a scroll view: the
  /// frames of the example's comments, and no issue (before the fix: one
  /// `'UISV-alignment-spanner'.minX is free` error per row, exit 1).
  @Test func centreAlignedSettingsRowsPrintNoIssues() throws {
    let r = try CommandRunner.run(["layout", "Examples/settings-rows.yaml"])
    #expect(r.status == 0)
    #expect(r.stderr == "")
    #expect(
      r.stdout == """
        Examples/settings-rows.yaml: custom-375x667 (375×667 @2x), portrait, 375 × 667
        id          type        frame               contentSize  contentOffset  adjustedContentInset
        ----------  ----------  ------------------  -----------  -------------  --------------------
        main        view        (0, 0, 375, 667)
        scroll      scrollView  (0, 0, 375, 667)    (375, 149)   (0, 0)         (0, 0, 0, 0)
        list        stackView   (16, 16, 343, 117)
        wifiRow     stackView   (0, 0, 343, 31)
        btRow       stackView   (0, 43, 343, 31)
        dndRow      stackView   (0, 86, 343, 31)
        wifi        label       (0, 5, 284, 21)
        wifiSwitch  switch      (292, 0, 51, 31)
        bt          label       (0, 5, 284, 21)
        btSwitch    switch      (292, 0, 51, 31)
        dnd         label       (0, 5, 284, 21)
        dndSwitch   switch      (292, 0, 51, 31)

        No issues.

        """)
  }
}
