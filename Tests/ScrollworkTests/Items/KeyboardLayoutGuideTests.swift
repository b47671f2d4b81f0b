import Foundation
import Testing

@testable import Scrollwork

/// `keyboardLayoutGuide` (UIKitBehaviour.md §7.6): hidden keyboard → the guide's top is the
/// safe area's bottom (or the view's bottom); a docked keyboard → the guide covers the
/// part of the view under it.
@Suite struct KeyboardLayoutGuideTests {
  func screen() throws -> (View, View) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    root.deviceSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let bar = View()
    bar.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(bar)
    try LayoutConstraint.activateOrThrow([
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 44),
      bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
    ])
    return (root, bar)
  }

  @Test("§7.6 hidden keyboard: the guide's top is the safe area's bottom")
  func hiddenKeyboardFollowsTheSafeArea() throws {
    let (root, bar) = try screen()
    root.layoutIfNeeded()
    #expect(root.keyboardLayoutGuide.identifier == "UIKeyboardLayoutGuide")
    #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 778, width: 375, height: 34))
    #expect(bar.frame == CGRect(x: 0, y: 734, width: 375, height: 44))
  }

  @Test("§7.6 a docked keyboard of 336 pt lifts the bar above it; hiding it brings the bar back")
  func dockedKeyboardCoversTheBottom() throws {
    let (root, bar) = try screen()
    root.layoutIfNeeded()
    root.keyboardFrame = CGRect(x: 0, y: 812 - 336, width: 375, height: 336)
    root.layoutIfNeeded()
    #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 476, width: 375, height: 336))
    #expect(bar.frame == CGRect(x: 0, y: 432, width: 375, height: 44))
    root.keyboardFrame = nil
    root.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 0, y: 734, width: 375, height: 44))
  }

  @Test("§7.6 usesBottomSafeArea = false: with no keyboard the guide is empty at the view's bottom")
  func withoutTheSafeArea() throws {
    let (root, bar) = try screen()
    root.keyboardLayoutGuide.usesBottomSafeArea = false
    root.layoutIfNeeded()
    #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 812, width: 375, height: 0))
    #expect(bar.frame == CGRect(x: 0, y: 768, width: 375, height: 44))
  }

  @Test("§7.6 a subview's guide covers only the part of that view under the keyboard")
  func subviewGuideCoversItsOverlap() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let panel = View()
    panel.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(panel)
    try LayoutConstraint.activateOrThrow([
      panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      panel.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      panel.heightAnchor.constraint(equalToConstant: 400),  // 100…500
    ])
    _ = panel.keyboardLayoutGuide
    root.keyboardFrame = CGRect(x: 0, y: 451, width: 375, height: 216)
    root.layoutIfNeeded()
    // The keyboard covers 451…500 of the panel: 49 pt, at the panel's bottom.
    #expect(panel.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 351, width: 375, height: 49))
  }
}
