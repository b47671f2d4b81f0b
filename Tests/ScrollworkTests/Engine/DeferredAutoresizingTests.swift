import Foundation
import Testing

@testable import Scrollwork

/// Autoresizing-mask constraints are made in the update pass before layout, not when a view
/// joins the hierarchy (UIKitBehaviour.md §90): the value of
/// `translatesAutoresizingMaskIntoConstraints` at layout time is what counts, so a view
/// that is given a frame (or a size), added, and then turned over to constraints never had
/// a mask's constraints to conflict with.
@Suite struct DeferredAutoresizingTests {
  /// A view that builds its content in `init(frame:)`, as custom views do: a 100 × 20
  /// label inset by 8 and 4, which sizes the view to 116 × 28.
  final class Badge: View {
    let label = View()

    override init(frame: CGRect) {
      super.init(frame: frame)
      build()
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
      build()
    }

    private func build() {
      label.translatesAutoresizingMaskIntoConstraints = false
      addSubview(label)
      LayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
        label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
        label.topAnchor.constraint(equalTo: topAnchor, constant: 4),
        label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
        label.widthAnchor.constraint(equalToConstant: 100),
        label.heightAnchor.constraint(equalToConstant: 20),
      ])
    }
  }

  /// A root that has been laid out once (its engine exists, as on screen).
  static func laidOutRoot() -> View {
    let root = ModelFixtures.root()
    root.layoutIfNeeded()
    return root
  }

  /// The autoresizing constraints the engine holds for `view`, as UIKit prints them.
  static func autoresizingTexts(_ view: View, in root: View) -> [String] {
    (root.engine?.autoresizing[ObjectIdentifier(view)] ?? []).map(\.description)
  }

  /// UIKit's four lines for a view with no mask at `frame` in `parent`.
  static func fixedMaskTexts(_ view: View, in root: View, parent: View, frame: CGRect) -> [String] {
    let list = root.engine?.autoresizing[ObjectIdentifier(view)] ?? []
    func addr(_ i: Int) -> String { i < list.count ? ModelFixtures.hex(list[i].debugAddress) : "?" }
    let sub = ModelFixtures.name(view)
    let bar = ModelFixtures.name(parent)
    func n(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : "\(v)" }
    return [
      "<NSAutoresizingMaskLayoutConstraint:\(addr(0)) h=--& v=--& \(sub).minX == \(n(frame.minX))   (active, names: '|':\(bar) )>",
      "<NSAutoresizingMaskLayoutConstraint:\(addr(1)) h=--& v=--& \(sub).width == \(n(frame.width))   (active)>",
      "<NSAutoresizingMaskLayoutConstraint:\(addr(2)) h=--& v=--& \(sub).minY == \(n(frame.minY))   (active, names: '|':\(bar) )>",
      "<NSAutoresizingMaskLayoutConstraint:\(addr(3)) h=--& v=--& \(sub).height == \(n(frame.height))   (active)>",
    ]
  }

  @Test("§90 init(frame:) → addSubview → flag off → constraints → layout: no conflict, frames from constraints")
  func configuredInInitThenAdded() {
    let root = Self.laidOutRoot()
    let badge = Badge(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    root.addSubview(badge)
    badge.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
    ])
    root.layoutIfNeeded()
    #expect(root.layoutIssues.map(\.description) == [])
    #expect(badge.frame == CGRect(x: 20, y: 30, width: 116, height: 28))
    #expect(badge.label.frame == CGRect(x: 8, y: 4, width: 100, height: 20))
    #expect(Self.autoresizingTexts(badge, in: root) == [])
  }

  @Test("§90 sized, then added, then the flag turned off: the size constraints are never broken")
  func sizedThenAddedThenFlagOff() {
    let root = Self.laidOutRoot()
    let box = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let size = [box.widthAnchor.constraint(equalToConstant: 120), box.heightAnchor.constraint(equalToConstant: 40)]
    LayoutConstraint.activate(size)
    root.addSubview(box)
    box.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    #expect(root.layoutIssues.map(\.description) == [])
    #expect(size.map(\.isBroken) == [false, false])
    #expect(box.frame == CGRect(x: 10, y: 20, width: 120, height: 40))
  }

  @Test("§90 the flag turned off before addSubview: as before, frames from constraints")
  func flagOffThenAdded() {
    let root = Self.laidOutRoot()
    let box = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      box.widthAnchor.constraint(equalToConstant: 120),
      box.heightAnchor.constraint(equalToConstant: 40),
    ])
    root.layoutIfNeeded()
    #expect(root.layoutIssues.map(\.description) == [])
    #expect(box.frame == CGRect(x: 10, y: 20, width: 120, height: 40))
    #expect(Self.autoresizingTexts(box, in: root) == [])
  }

  @Test("§90 the flag on, the frame set after addSubview: the frame at layout time is kept")
  func frameSetAfterAddIsKept() {
    let root = Self.laidOutRoot()
    let box = View()
    root.addSubview(box)
    let frame = CGRect(x: 15, y: 25, width: 60, height: 70)
    box.frame = frame
    root.layoutIfNeeded()
    #expect(root.layoutIssues.map(\.description) == [])
    #expect(box.frame == frame)
    #expect(Self.autoresizingTexts(box, in: root) == Self.fixedMaskTexts(box, in: root, parent: root, frame: frame))
    // Moved again after the first pass: the same constraints follow the new frame.
    let moved = CGRect(x: 5, y: 6, width: 70, height: 80)
    box.frame = moved
    root.layoutIfNeeded()
    #expect(box.frame == moved)
    #expect(Self.autoresizingTexts(box, in: root) == Self.fixedMaskTexts(box, in: root, parent: root, frame: moved))
  }

  @Test("§90 a view toggled off and back on before layout is placed by its frame, without conflict")
  func toggledOffAndOnBeforeLayout() {
    let root = Self.laidOutRoot()
    let frame = CGRect(x: 40, y: 50, width: 30, height: 20)
    let box = View(frame: frame)
    root.addSubview(box)
    box.translatesAutoresizingMaskIntoConstraints = false
    box.translatesAutoresizingMaskIntoConstraints = true
    root.layoutIfNeeded()
    #expect(root.layoutIssues.map(\.description) == [])
    #expect(box.frame == frame)
    #expect(Self.autoresizingTexts(box, in: root) == Self.fixedMaskTexts(box, in: root, parent: root, frame: frame))
    // Laid out with its mask, then off and on again between two passes: the same.
    box.translatesAutoresizingMaskIntoConstraints = false
    box.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    box.translatesAutoresizingMaskIntoConstraints = true
    root.layoutIfNeeded()
    #expect(root.layoutIssues.map(\.description) == [])
    #expect(box.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test("§90 §9.3 a forgotten flag still conflicts at layout time: the user's constraint is broken, UIKit's log")
  func forgottenFlagConflictsAtLayout() throws {
    let root = Self.laidOutRoot()
    let box = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    width.isActive = true
    root.addSubview(box)
    #expect(Self.autoresizingTexts(box, in: root) == [])  // not yet: made in the update pass
    root.layoutIfNeeded()
    let reports: [UnsatisfiableConstraints] = root.layoutIssues.compactMap {
      if case .unsatisfiable(let r) = $0 { return r }
      return nil
    }
    #expect(reports.count == 1)
    let report = try #require(reports.first)
    let auto = try #require(root.engine?.autoresizing[ObjectIdentifier(box)]?.first { $0.firstAttribute == .width })
    let name = ModelFixtures.name(box)
    let widthLine = "<NSLayoutConstraint:\(ModelFixtures.hex(width.debugAddress)) \(name).width == 100   (active)>"
    let autoLine =
      "<NSAutoresizingMaskLayoutConstraint:\(ModelFixtures.hex(auto.debugAddress)) h=--& v=--& \(name).width == 50   (active)>"
    #expect(
      report.log
        == UnsatisfiableConstraintsTests.log([widthLine, autoLine], broken: widthLine, note: true))
    #expect(width.isBroken)
    #expect(box.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
    // Turning the flag off now frees the broken constraint at once.
    box.translatesAutoresizingMaskIntoConstraints = false
    #expect(!width.isBroken)
  }

  /// A container that, at its first layout, adds a badge the way the first test does.
  final class Host: View {
    var badge: Badge?
    override func layoutSubviews() {
      super.layoutSubviews()
      guard badge == nil else { return }
      let b = Badge(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      badge = b
      addSubview(b)
      b.translatesAutoresizingMaskIntoConstraints = false
      LayoutConstraint.activate([
        b.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -4),
        b.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6),
      ])
    }
  }

  @Test("§90 §12 re-entrant: added, turned off and constrained from layoutSubviews, then settled")
  func reentrantFromLayoutSubviews() throws {
    let root = Self.laidOutRoot()
    let host = Host(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
    root.addSubview(host)
    root.layoutIfNeeded()
    let badge = try #require(host.badge)
    #expect(root.layoutIssues.map(\.description) == [])
    #expect(host.frame == CGRect(x: 10, y: 20, width: 200, height: 100))
    #expect(badge.frame == CGRect(x: 80, y: 66, width: 116, height: 28))
    // A frame set on the flag-on host from outside, then another pass: both follow.
    host.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 180, y: 26, width: 116, height: 28))
    #expect(root.layoutIssues.map(\.description) == [])
  }
}
