import Foundation
import Testing

@testable import Scrollwork

/// The names text front ends (the `vfl` command, layout files) use for visual format
/// options, the views of a format and custom screen sizes.
@Suite struct VisualFormatNamesTests {
  @Test("every option by its Swift name, sorted by name")
  func optionNames() {
    let names = LayoutConstraint.FormatOptions.namedOptions.map(\.name)
    #expect(
      names == [
        "alignAllBaseline", "alignAllBottom", "alignAllCenterX", "alignAllCenterY", "alignAllFirstBaseline",
        "alignAllLastBaseline", "alignAllLeading", "alignAllLeft", "alignAllRight", "alignAllTop",
        "alignAllTrailing", "directionLeadingToTrailing", "directionLeftToRight", "directionRightToLeft",
        "spacingBaselineToBaseline", "spacingEdgeToEdge",
      ])
    #expect(LayoutConstraint.FormatOptions(named: "alignAllCenterX") == .alignAllCenterX)
    #expect(LayoutConstraint.FormatOptions(named: "alignAllBaseline") == .alignAllLastBaseline)
    #expect(LayoutConstraint.FormatOptions(named: "directionRightToLeft")?.rawValue == 2 << 16)
    #expect(LayoutConstraint.FormatOptions(named: "spacingEdgeToEdge") == [])
    #expect(LayoutConstraint.FormatOptions(named: "alignallcenterx") == nil)
    #expect(LayoutConstraint.FormatOptions(named: "") == nil)
  }

  @Test("the views of a format in order of appearance, each once, errors or not")
  func viewNames() {
    #expect(LayoutConstraint.viewNames(inVisualFormat: "H:|-[a(==b)]-[b]-[a]-|") == ["a", "b"])
    #expect(LayoutConstraint.viewNames(inVisualFormat: "V:[title]-(8)-[box_2(>=44@750)]") == ["title", "box_2"])
    #expect(LayoutConstraint.viewNames(inVisualFormat: "H:[[x]") == ["x"])
    #expect(LayoutConstraint.viewNames(inVisualFormat: "|-8-|").isEmpty)
  }

  @Test("custom screen sizes: WxH with x, X, × or a comma; positive, finite, at most 100000")
  func customSizes() {
    #expect(Device.parseSize("375x667") == CGSize(width: 375, height: 667))
    #expect(Device.parseSize("320X480") == CGSize(width: 320, height: 480))
    #expect(Device.parseSize("1024×768") == CGSize(width: 1024, height: 768))
    #expect(Device.parseSize("375.5,100000") == CGSize(width: 375.5, height: 100_000))
    #expect(Device.parseSize("0x667") == nil)
    #expect(Device.parseSize("375x100001") == nil)
    #expect(Device.parseSize("-1x2") == nil)
    #expect(Device.parseSize("infx2") == nil)
    #expect(Device.parseSize("375") == nil)
    #expect(Device.parseSize("1x2x3") == nil)
  }
}
