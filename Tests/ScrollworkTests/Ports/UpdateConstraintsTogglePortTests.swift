import Foundation
import Scrollwork
import Testing

// Two constraint sets swapped in `updateConstraints()`, the pattern Apple's "Changing
// Constraints" guide and countless view subclasses use, ported by renaming types only
// (UIView → View, NSLayoutConstraint → LayoutConstraint):
//
//   final class MediaRow: UIView {
//     let artwork = UIView(), details = UIView()
//     private var sideBySide: [NSLayoutConstraint] = []
//     private var stacked: [NSLayoutConstraint] = []
//     private var didSetupConstraints = false
//     var isStacked = false { didSet { setNeedsUpdateConstraints() } }
//     override class var requiresConstraintBasedLayout: Bool { true }
//     override init(frame: CGRect) { super.init(frame: frame); ...addSubview...; setNeedsUpdateConstraints() }
//     override func updateConstraints() {
//       if !didSetupConstraints { /* shared constraints */ didSetupConstraints = true }
//       if isStacked { NSLayoutConstraint.deactivate(sideBySide); NSLayoutConstraint.activate(stacked) }
//       else { NSLayoutConstraint.deactivate(stacked); NSLayoutConstraint.activate(sideBySide) }
//       super.updateConstraints()
//     }
//   }

private final class MediaRow: View {
  let artwork = View()
  let details = View()
  private var sideBySide: [LayoutConstraint] = []
  private var stacked: [LayoutConstraint] = []
  private var didSetupConstraints = false
  private(set) var updateCount = 0

  var isStacked = false {
    didSet { setNeedsUpdateConstraints() }
  }

  override class var requiresConstraintBasedLayout: Bool { true }

  override init(frame: CGRect) {
    super.init(frame: frame)
    for part in [artwork, details] {
      part.translatesAutoresizingMaskIntoConstraints = false
      addSubview(part)
    }
    setNeedsUpdateConstraints()
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func updateConstraints() {
    updateCount += 1
    if !didSetupConstraints {
      LayoutConstraint.activate([
        artwork.topAnchor.constraint(equalTo: topAnchor, constant: 10),
        artwork.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
        artwork.widthAnchor.constraint(equalToConstant: 60),
        artwork.heightAnchor.constraint(equalTo: artwork.widthAnchor),
        details.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
        details.heightAnchor.constraint(equalToConstant: 40),
      ])
      sideBySide = [
        details.leadingAnchor.constraint(equalTo: artwork.trailingAnchor, constant: 12),
        details.centerYAnchor.constraint(equalTo: artwork.centerYAnchor),
      ]
      stacked = [
        details.leadingAnchor.constraint(equalTo: artwork.leadingAnchor),
        details.topAnchor.constraint(equalTo: artwork.bottomAnchor, constant: 12),
      ]
      didSetupConstraints = true
    }
    if isStacked {
      LayoutConstraint.deactivate(sideBySide)
      LayoutConstraint.activate(stacked)
    } else {
      LayoutConstraint.deactivate(stacked)
      LayoutConstraint.activate(sideBySide)
    }
    super.updateConstraints()
  }
}

@MainActor
@Suite("Port: constraint sets swapped in updateConstraints()")
struct UpdateConstraintsTogglePortTests {
  /// 300 × 200 row. Side by side: artwork (10, 10, 60, 60); details from 10 + 60 + 12 = 82
  /// to 290 (208 wide), centred on the artwork: y 40 − 20 = 20.
  @Test func framesOfTheProgram() {
    let row = MediaRow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    row.layoutIfNeeded()
    #expect(row.updateCount == 1)
    #expect(row.artwork.frame == CGRect(x: 10, y: 10, width: 60, height: 60))
    #expect(row.details.frame == CGRect(x: 82, y: 20, width: 208, height: 40))
  }

  /// `setNeedsUpdateConstraints()` then `layoutIfNeeded()` runs `updateConstraints()` once
  /// more (`uikit/uiview/setneedsupdateconstraints()`; §12): stacked, details at x 10 to 290
  /// (280 wide), y 10 + 60 + 12 = 82. Back and forth equals a fresh row in the final state;
  /// a pass with nothing flagged does not call `updateConstraints()`.
  @Test func toggledStateEqualsAFreshLayout() {
    let row = MediaRow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    row.layoutIfNeeded()
    row.isStacked = true
    row.layoutIfNeeded()
    #expect(row.updateCount == 2)
    #expect(row.details.frame == CGRect(x: 10, y: 82, width: 280, height: 40))
    row.layoutIfNeeded()
    #expect(row.updateCount == 2)
    row.isStacked = false
    row.layoutIfNeeded()
    row.isStacked = true
    row.layoutIfNeeded()
    let fresh = MediaRow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    fresh.isStacked = true
    fresh.layoutIfNeeded()
    #expect(fresh.details.frame == row.details.frame && fresh.artwork.frame == row.artwork.frame)
    #expect(row.constraints.filter(\.isActive).count == fresh.constraints.filter(\.isActive).count)
  }

  /// In a window, the flag set by `isStacked` is honoured by the window's own pass.
  @Test func windowPassRunsTheUpdate() throws {
    let window = Window(device: try #require(Device.named("iphone-8")))
    let controller = ViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let row = MediaRow(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
    controller.view.addSubview(row)
    window.layoutIfNeeded()
    #expect(row.details.frame == CGRect(x: 82, y: 20, width: 208, height: 40))
    row.isStacked = true
    window.layoutIfNeeded()
    #expect(row.details.frame == CGRect(x: 10, y: 82, width: 280, height: 40))
  }
}
