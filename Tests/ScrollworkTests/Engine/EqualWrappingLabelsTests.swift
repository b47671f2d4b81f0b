import Foundation
import Testing

@testable import Scrollwork

/// Two wrapping labels whose single lines are exactly as long, each in a nested
/// stack of one fill row, competing for too little room.
@Suite struct EqualWrappingLabelsTests {
  static func build(_ texts: (String, String), width: CGFloat) -> (Window, Label, Label) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: width, height: 600))
    let c = ViewController()
    window.rootViewController = c
    let a = Label(text: texts.0)
    a.numberOfLines = 0
    let b = Label(text: texts.1)
    b.numberOfLines = 0
    let left = StackView(arrangedSubviews: [a])
    left.axis = .vertical
    let right = StackView(arrangedSubviews: [b])
    right.axis = .vertical
    let row = StackView(arrangedSubviews: [left, right])
    row.axis = .horizontal
    row.spacing = 8
    row.translatesAutoresizingMaskIntoConstraints = false
    c.view.addSubview(row)
    LayoutConstraint.activate([
      row.topAnchor.constraint(equalTo: c.view.topAnchor, constant: 20),
      row.leadingAnchor.constraint(equalTo: c.view.leadingAnchor, constant: 16),
      row.trailingAnchor.constraint(equalTo: c.view.trailingAnchor, constant: -16),
    ])
    window.makeKeyAndVisible()
    return (window, a, b)
  }

  /// The solved widths of two views, added (a frame would show a negative width as
  /// a positive one at a shifted origin).
  static func solvedWidths(_ window: Window, _ a: View, _ b: View) -> CGFloat {
    guard let engine = window.engine else { return .nan }
    return engine.solvedRect(a).size.width + engine.solvedRect(b).size.width
  }

  /// The tie the compression weight cannot break (Model.md "Multi-line labels": the
  /// weight is `1 + 1/single-line width`, the same for both): UIKit's content
  /// priority ambiguity, two labels of equal compression resistance (750) sharing a
  /// shortage, which `hasAmbiguousLayout` and the diagnostics report
  /// (UIKitBehaviour.md §9.4), so the path-independence properties leave such
  /// screens out by that criterion. Hand-checked: each single line is 409 pt; the row
  /// is `width` − 32 wide, so one label may take anything from row − 8 − 409 to 409
  /// and the other the rest: the two always sum to row − 8.
  @Test(
    "§15 two wrapping labels of exactly equal single lines in nested stacks of one row are reported ambiguous",
    arguments: [320, 375] as [CGFloat])
  func exactlyEqualSingleLinesAreAmbiguous(width: CGFloat) {
    let text = "Allow notifications from this app even when locked"
    let (window, a, b) = Self.build((text, text), width: width)
    let row = width - 32
    #expect(a.intrinsicContentSize.width == 409)
    #expect(b.intrinsicContentSize.width == 409)
    #expect(a.hasAmbiguousLayout && b.hasAmbiguousLayout)
    let lower = Int(row - 8 - 409)
    let errors = window.layoutDiagnostics().filter { $0.severity == .error && $0.code == "ambiguous-layout" }
    for label in [a, b] {
      #expect(
        errors.contains {
          $0.views.first === label && $0.message.contains(".width is free between \(lower) and 409")
        }, "\(errors.map(\.message))")
    }
    // Whichever label the solver's history favours, the two share the row (the
    // other's solved width is negative: nothing keeps an arranged view's width >= 0).
    #expect(abs(Self.solvedWidths(window, a, b) - (row - 8)) < 1e-9)
    window.frame = CGRect(x: 0, y: 0, width: 700, height: 600)
    window.rootViewController?.view.frame = window.bounds
    window.layoutIfNeeded()
    window.frame = CGRect(x: 0, y: 0, width: width, height: 600)
    window.rootViewController?.view.frame = window.bounds
    window.layoutIfNeeded()
    #expect(abs(Self.solvedWidths(window, a, b) - (row - 8)) < 1e-9)
    #expect(a.hasAmbiguousLayout && b.hasAmbiguousLayout)
  }
}
