import Foundation
import Scrollwork
import Testing

// Seed 003 (an adaptive form in a scroll view): the content view's width is tied to the
// view *outside* the scroll view (leading == view.left, trailing == view.trailing), so it
// follows rotation; rows of label + text field; keyboardWasShown sets the bottom inset and
// scrolls the active field into view; keyboardWillBeHidden restores.
//
// Rows (hand-laid): row i label at (20, 20 + 50 i, 80, 30); its field at x 108, as wide as
// the rest minus 20, same centre line; 10 rows; 20 below the last → content height
// 20 + 9 × 50 + 30 + 20 = 520.

private struct AdaptiveForm {
  let root: View
  let scroll: ScrollView
  let content = View()
  var labels: [Label] = []
  var fields: [TextField] = []

  init(size: CGSize) throws {
    (root, scroll) = try TutorialScreen.rootWithScroll(size)
    content.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(content)
    let g = scroll.contentLayoutGuide
    var cs: [LayoutConstraint] = [
      content.topAnchor.constraint(equalTo: g.topAnchor),
      content.bottomAnchor.constraint(equalTo: g.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: g.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: g.trailingAnchor),
      // The tutorial's code: the width comes from the view outside the scroll view.
      content.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ]
    for i in 0..<10 {
      let label = Label()
      label.text = "Field \(i + 1)"
      let field = TextField()
      for v in [label, field] as [View] {
        v.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(v)
      }
      cs += [
        label.topAnchor.constraint(equalTo: content.topAnchor, constant: 20 + 50 * CGFloat(i)),
        label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
        label.widthAnchor.constraint(equalToConstant: 80),
        label.heightAnchor.constraint(equalToConstant: 30),
        field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
        content.trailingAnchor.constraint(equalTo: field.trailingAnchor, constant: 20),
        field.heightAnchor.constraint(equalToConstant: 30),
        field.centerYAnchor.constraint(equalTo: label.centerYAnchor),
      ]
      labels.append(label)
      fields.append(field)
    }
    cs.append(content.bottomAnchor.constraint(equalTo: labels[9].bottomAnchor, constant: 20))
    try LayoutConstraint.activateOrThrow(cs)
    root.layoutIfNeeded()
  }
}

@Suite("Tutorial 003: adaptive form with keyboard avoidance")
struct AdaptiveFormScreenTests {
  static let portraitKeyboard = CGRect(x: 0, y: 451, width: 375, height: 216)
  static let landscapeKeyboard = CGRect(x: 0, y: 213, width: 667, height: 162)

  @Test("§7.1 content width follows the outer view: portrait 375, landscape 667")
  func contentWidth() throws {
    let p = try AdaptiveForm(size: CGSize(width: 375, height: 667))
    #expect(p.root.layoutIssues.isEmpty)
    #expect(p.scroll.contentSize == CGSize(width: 375, height: 520))
    #expect(p.labels[9].frame == CGRect(x: 20, y: 470, width: 80, height: 30))
    #expect(p.fields[9].frame == CGRect(x: 108, y: 470, width: 247, height: 30))
    let l = try AdaptiveForm(size: CGSize(width: 667, height: 375))
    #expect(l.scroll.contentSize == CGSize(width: 667, height: 520))
    #expect(l.fields[9].frame == CGRect(x: 108, y: 470, width: 539, height: 30))
    // Rotating one hierarchy gives the same.
    p.root.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    p.root.layoutIfNeeded()
    #expect(p.content.frame == CGRect(x: 0, y: 0, width: 667, height: 520))
    #expect(p.fields[9].frame == l.fields[9].frame)
  }

  @Test("§7.6 §7.4 portrait: the last field (470…500) scrolls to 500 − 451 = 49")
  func portraitKeyboard() throws {
    let f = try AdaptiveForm(size: CGSize(width: 375, height: 667))
    f.fields[9].becomeFirstResponder()
    f.scroll.keyboardWillShow(frame: Self.portraitKeyboard, in: nil)
    #expect(f.scroll.contentInset == EdgeInsets(top: 0, left: 0, bottom: 216, right: 0))
    // Range y [0, 520 + 216 − 667 = 69]; visible 0…451; 500 − 451 = 49.
    #expect(f.scroll.maximumContentOffset == CGPoint(x: 0, y: 69))
    #expect(f.scroll.contentOffset == CGPoint(x: 0, y: 49))
    #expect(f.fields[9].convert(CGPoint(x: 0, y: 30), to: f.root).y == 451)
    f.scroll.keyboardWillHide()
    #expect(f.scroll.contentInset == .zero)
    // 520 < 667: the only rest position is 0.
    #expect(f.scroll.contentOffset == .zero)
  }

  @Test("§7.6 §7.4 portrait: a field already above the keyboard does not scroll")
  func portraitVisibleField() throws {
    let f = try AdaptiveForm(size: CGSize(width: 375, height: 667))
    f.fields[8].becomeFirstResponder()  // 420…450 ≤ 451
    f.scroll.keyboardWillShow(frame: Self.portraitKeyboard, in: nil)
    #expect(f.scroll.contentOffset == .zero)
  }

  @Test("§7.6 §7.4 landscape: keyboard 162 → offset 500 − 213 = 287; hide → max 145")
  func landscapeKeyboard() throws {
    let f = try AdaptiveForm(size: CGSize(width: 667, height: 375))
    f.fields[9].becomeFirstResponder()
    f.scroll.keyboardWillShow(frame: Self.landscapeKeyboard, in: nil)
    #expect(f.scroll.contentInset.bottom == 162)
    // Range y [0, 520 + 162 − 375 = 307]; visible 0…213.
    #expect(f.scroll.maximumContentOffset == CGPoint(x: 0, y: 307))
    #expect(f.scroll.contentOffset == CGPoint(x: 0, y: 287))
    f.scroll.keyboardWillHide()
    // Range back to [0, 520 − 375 = 145]: 287 → 145.
    #expect(f.scroll.contentOffset == CGPoint(x: 0, y: 145))
  }

  @Test("§7.6 rotation with the keyboard up: a second keyboardWillShow keeps the saved insets")
  func rotationWithKeyboard() throws {
    let f = try AdaptiveForm(size: CGSize(width: 375, height: 667))
    f.fields[9].becomeFirstResponder()
    f.scroll.keyboardWillShow(frame: Self.portraitKeyboard, in: nil)
    #expect(f.scroll.contentOffset == CGPoint(x: 0, y: 49))
    f.root.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    f.root.layoutIfNeeded()
    // Range [0, 520 + 216 − 375 = 361]: 49 stays.
    #expect(f.scroll.contentOffset == CGPoint(x: 0, y: 49))
    f.scroll.keyboardWillShow(frame: Self.landscapeKeyboard, in: nil)
    // Visible 49…262; 500 − 262 = 238 → 287.
    #expect(f.scroll.contentOffset == CGPoint(x: 0, y: 287))
    f.scroll.keyboardWillHide()
    #expect(f.scroll.contentInset == .zero)
    #expect(f.scroll.contentOffset == CGPoint(x: 0, y: 145))
  }
}
