import Scrollwork
import Testing

/// `TextField.BorderStyle`'s names are UIKit's, the spelling Interface Builder
/// (`borderStyle="roundedRect"`) and layout files (`borderStyle: roundedRect`) use.
@Suite struct TextFieldBorderStyleNameTests {
  @Test func eachStyleHasUIKitsName() {
    #expect(TextField.BorderStyle.allCases.map(\.name) == ["none", "line", "bezel", "roundedRect"])
  }

  @Test func aNameReadsBackAsItsStyle() {
    for style in TextField.BorderStyle.allCases {
      #expect(TextField.BorderStyle(name: style.name) == style)
    }
    // Only the exact spelling is a style.
    #expect(TextField.BorderStyle(name: "RoundedRect") == nil)
    #expect(TextField.BorderStyle(name: "rounded") == nil)
    #expect(TextField.BorderStyle(name: "") == nil)
  }
}
