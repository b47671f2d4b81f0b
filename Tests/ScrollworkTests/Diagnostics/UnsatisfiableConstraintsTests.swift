import Foundation
import Testing

@testable import Scrollwork

/// Unsatisfiable required constraints (UIKitBehaviour.md §9.3): layout goes on, one
/// constraint is broken (kept active, left out of the solution) and reported with
/// UIKit's log.
@Suite struct UnsatisfiableConstraintsTests {
  static let header = [
    "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
    "\tProbably at least one of the constraints in the following list is one you don't want. ",
    "\tTry this: ",
    "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
    "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
  ]
  static let note =
    "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) "
  static let footer = [
    "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
    "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.",
  ]

  /// UIKit's log for `lines` (the constraints' descriptions) and the broken one.
  static func log(_ lines: [String], broken: String, note: Bool = false) -> String {
    var all = header
    if note { all.append(Self.note) }
    all.append("(")
    all.append(lines.map { "    \"\($0)\"" }.joined(separator: ",\n"))
    all += [")", "", "Will attempt to recover by breaking constraint ", broken, ""]
    all += footer
    return all.joined(separator: "\n")
  }

  func reports(_ root: View) -> [UnsatisfiableConstraints] {
    root.layoutIssues.compactMap {
      if case .unsatisfiable(let r) = $0 { return r }
      return nil
    }
  }

  func ids(_ list: [LayoutConstraint]) -> [ObjectIdentifier] { list.map(ObjectIdentifier.init) }

  /// The broken constraint of each report, oldest first.
  func broken(_ root: View) -> [ObjectIdentifier] { reports(root).map { ObjectIdentifier($0.broken) } }

  func box(_ root: View) throws -> View {
    let v = ModelFixtures.child(of: root)
    try LayoutConstraint.activateOrThrow([
      v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      v.heightAnchor.constraint(equalToConstant: 20),
    ])
    return v
  }

  @Test("§9.3 two required widths: layout goes on, one report, the later one broken, UIKit's log")
  func conflictingWidths() throws {
    let root = ModelFixtures.root()
    let v = try box(root)
    let w1 = v.widthAnchor.constraint(equalToConstant: 100)
    let w2 = v.widthAnchor.constraint(equalToConstant: 200)
    try LayoutConstraint.activateOrThrow([w1, w2])
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 10, y: 10, width: 100, height: 20))
    guard let report = reports(root).first else {
      Issue.record("no report")
      return
    }
    #expect(ids(report.constraints) == ids([w1, w2]))
    #expect(report.broken === w2)
    #expect(w2.isBroken && w2.isActive && !w1.isBroken)
    let v0 = ModelFixtures.name(v)
    let l1 = "<NSLayoutConstraint:\(ModelFixtures.hex(w1.debugAddress)) \(v0).width == 100   (active)>"
    let l2 = "<NSLayoutConstraint:\(ModelFixtures.hex(w2.debugAddress)) \(v0).width == 200   (active)>"
    let expected = Self.log([l1, l2], broken: l2)
    #expect(report.log == expected)
    #expect(root.layoutIssues.map(\.description) == [expected])  // one issue, nothing else
    // Not reported again by later passes.
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(root.layoutIssues.map(\.description) == [expected])
  }

  @Test("§9.3 a conflict created after the first layout is found when the constraint is activated")
  func conflictAfterLayout() throws {
    let root = ModelFixtures.root()
    let v = try box(root)
    let w1 = v.widthAnchor.constraint(equalToConstant: 100)
    try w1.activate()
    root.layoutIfNeeded()
    let w2 = v.widthAnchor.constraint(equalToConstant: 200)
    try w2.activate()
    root.layoutIfNeeded()
    #expect(v.frame.width == 100)
    guard let report = reports(root).first else {
      Issue.record("no report")
      return
    }
    #expect(ids(report.constraints) == ids([w1, w2]))
    #expect(report.broken === w2)
  }

  @Test("§9.3 a new constant that makes the broken constraint satisfiable un-breaks it")
  func unbreakByConstant() throws {
    let root = ModelFixtures.root()
    let v = try box(root)
    let w1 = v.widthAnchor.constraint(equalToConstant: 100)
    let w2 = v.widthAnchor.constraint(greaterThanOrEqualToConstant: 200)
    try LayoutConstraint.activateOrThrow([w1, w2])
    root.layoutIfNeeded()
    #expect(w2.isBroken)
    w2.constant = 50
    root.layoutIfNeeded()
    #expect(!w2.isBroken)
    #expect(broken(root) == ids([w2]))  // nothing new
    // w2 is back in the solver: raising w1 above it is fine, lowering below breaks w1.
    w1.constant = 60
    root.layoutIfNeeded()
    #expect(v.frame.width == 60)
    #expect(broken(root) == ids([w2]))
    w1.constant = 40
    root.layoutIfNeeded()
    #expect(broken(root) == ids([w2, w1]))
    #expect(v.frame.width == 50)
  }

  @Test("§9.3 the conflict set is minimal: uninvolved constraints are not listed")
  func minimalSet() throws {
    let root = ModelFixtures.root()
    let v = try box(root)
    let leading = root.constraints.first { $0.firstAttribute == .leading }
    let right = v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10)  // width 370
    let width = v.widthAnchor.constraint(equalToConstant: 100)
    try LayoutConstraint.activateOrThrow([right, width])
    root.layoutIfNeeded()
    guard let report = reports(root).first else {
      Issue.record("no report")
      return
    }
    #expect(report.broken === width)
    // leading + trailing + the root's encapsulated width + width: not top or height.
    let listed = Set(ids(report.constraints))
    #expect(listed.contains(ObjectIdentifier(width)) && listed.contains(ObjectIdentifier(right)))
    if let leading { #expect(listed.contains(ObjectIdentifier(leading))) }
    #expect(report.constraints.contains { $0.identifier == "UIView-Encapsulated-Layout-Width" })
    #expect(!report.constraints.contains { $0.firstAttribute == .top || $0.firstAttribute == .height })
    #expect(v.frame == CGRect(x: 10, y: 10, width: 370, height: 20))
  }

  @Test("§9.3 §5 forgetting translatesAutoresizingMaskIntoConstraints = false: the Note line, the frame wins")
  func forgotTAMIC() throws {
    let root = ModelFixtures.root()
    let v = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    root.addSubview(v)
    let width = v.widthAnchor.constraint(equalToConstant: 100)
    try width.activate()
    root.layoutIfNeeded()
    #expect(broken(root) == ids([width]))
    guard let report = reports(root).first else { return }
    let auto = root.engine?.autoresizing[ObjectIdentifier(v)]?.first { $0.firstAttribute == .width }
    // Creation order, as UIKit lists them: the user's constraint was made before the
    // engine generated the autoresizing one.
    #expect(ids(report.constraints) == ids([width, auto].compactMap { $0 }))
    #expect(report.broken === width)
    #expect(v.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
    let name = ModelFixtures.name(v)
    let autoLine =
      "<NSAutoresizingMaskLayoutConstraint:\(auto.map { ModelFixtures.hex($0.debugAddress) } ?? "?") h=--& v=--& \(name).width == 50   (active)>"
    let widthLine = "<NSLayoutConstraint:\(ModelFixtures.hex(width.debugAddress)) \(name).width == 100   (active)>"
    #expect(report.log == Self.log([widthLine, autoLine], broken: widthLine, note: true))
  }

  @Test("§9.3 §5 forgetting TAMIC in a hierarchy that was already laid out: same outcome")
  func forgotTAMICAfterLayout() throws {
    let root = ModelFixtures.root()
    root.layoutIfNeeded()
    let v = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    root.addSubview(v)
    let width = v.widthAnchor.constraint(equalToConstant: 100)
    try width.activate()
    root.layoutIfNeeded()
    #expect(reports(root).first?.broken === width)
    #expect(reports(root).first?.log.contains(Self.note) == true)
    #expect(v.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
  }

  @Test("§9.3 deactivating a broken constraint forgets it")
  func deactivateBroken() throws {
    let root = ModelFixtures.root()
    let v = try box(root)
    let w1 = v.widthAnchor.constraint(equalToConstant: 100)
    let w2 = v.widthAnchor.constraint(equalToConstant: 200)
    try LayoutConstraint.activateOrThrow([w1, w2])
    root.layoutIfNeeded()
    w2.isActive = false
    #expect(!w2.isBroken && !w2.isActive)
    w1.constant = 120
    root.layoutIfNeeded()
    #expect(v.frame.width == 120)
    #expect(broken(root) == ids([w2]))
  }

  @Test("§9.3 clearLayoutIssues empties the list")
  func clear() throws {
    let root = ModelFixtures.root()
    let v = try box(root)
    let second = v.widthAnchor.constraint(equalToConstant: 2)
    try LayoutConstraint.activateOrThrow([v.widthAnchor.constraint(equalToConstant: 1), second])
    root.layoutIfNeeded()
    #expect(broken(root) == ids([second]))
    v.clearLayoutIssues()
    #expect(root.layoutIssues.isEmpty)
  }
}
