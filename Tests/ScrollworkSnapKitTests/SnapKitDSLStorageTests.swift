import Foundation
import ScrollworkSnapKit
import Testing

@testable import Scrollwork

/// Where the DSL keeps the constraints it installed (on the view or guide itself, as
/// SnapKit's associated object): many views give exactly the anchors' constraints,
/// freed items take their DSL state with them, and hierarchies on different threads
/// share nothing.
@Suite("SnapKit DSL: installed constraints kept on the item")
struct SnapKitDSLStorageTests {
  /// A root with `n` subviews, each named by its index.
  static func hierarchy(_ n: Int) -> (View, [View]) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    root.accessibilityIdentifier = "root"
    let views = (0..<n).map { i -> View in
      let v = View()
      v.accessibilityIdentifier = "v\(i)"
      v.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(v)
      return v
    }
    return (root, views)
  }

  /// A constraint as text naming its items by identifier (DSL-only fields such as the
  /// source location are left out).
  static func render(_ c: LayoutConstraint) -> String {
    func name(_ item: AnyObject?) -> String {
      guard let item else { return "nil" }
      return (item as? View)?.accessibilityIdentifier ?? "?"
    }
    return "\(name(c.firstItem)).\(c.firstAttribute) \(c.relation) \(name(c.secondItem)).\(c.secondAttribute)"
      + " x\(c.multiplier) + \(c.constant) @\(c.priority.rawValue) active=\(c.isActive)"
  }

  /// Every constraint installed in the hierarchy: the root's, then each view's
  /// (sizes are installed on the view itself).
  static func installed(_ root: View, _ views: [View]) -> [String] {
    (root.constraints + views.flatMap(\.constraints)).map(render)
  }

  @Test("make, update and remove on 3,000 views give exactly the anchors' constraints")
  func dslMatchesAnchors() {
    let n = 3_000
    let (anchorRoot, anchorViews) = Self.hierarchy(n)
    let (dslRoot, dslViews) = Self.hierarchy(n)
    var widths: [LayoutConstraint] = []
    var perView: [[LayoutConstraint]] = []
    for (i, v) in anchorViews.enumerated() {
      let width = v.widthAnchor.constraint(equalToConstant: 20)
      let list = [
        v.leadingAnchor.constraint(equalTo: anchorRoot.leadingAnchor, constant: CGFloat(i % 300)),
        v.topAnchor.constraint(equalTo: anchorRoot.topAnchor, constant: CGFloat(i % 700)),
        width,
        v.heightAnchor.constraint(equalToConstant: 10),
      ]
      LayoutConstraint.activate(list)
      widths.append(width)
      perView.append(list)
    }
    for (i, v) in dslViews.enumerated() {
      v.snp.makeConstraints { make in
        make.leading.equalToSuperview().offset(i % 300)
        make.top.equalToSuperview().offset(i % 700)
        make.width.equalTo(20)
        make.height.equalTo(10)
      }
    }
    let made = Self.installed(dslRoot, dslViews)
    #expect(made.count == 4 * n)
    #expect(made == Self.installed(anchorRoot, anchorViews))
    #expect(dslViews[17].snp.constraints.flatMap(\.layoutConstraints).map(Self.render) == perView[17].map(Self.render))

    // Update every other view's width; remove every third view's constraints.
    for i in stride(from: 0, to: n, by: 2) {
      widths[i].constant = 30
      dslViews[i].snp.updateConstraints { make in make.width.equalTo(30) }
    }
    for i in stride(from: 0, to: n, by: 3) {
      LayoutConstraint.deactivate(perView[i])
      dslViews[i].snp.removeConstraints()
    }
    #expect(Self.installed(dslRoot, dslViews) == Self.installed(anchorRoot, anchorViews))
    #expect(dslViews[3].snp.constraints.isEmpty)
    #expect(dslViews[4].snp.constraints.flatMap(\.layoutConstraints).map(Self.render) == perView[4].map(Self.render))
    anchorRoot.layoutIfNeeded()
    dslRoot.layoutIfNeeded()
    #expect(dslViews.map(\.frame) == anchorViews.map(\.frame))
    #expect(dslViews[2].frame == CGRect(x: 2, y: 2, width: 30, height: 10))
  }

  @Test("a freed view or guide takes its installed DSL constraints with it")
  func freedItemsLeaveNothing() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    weak var viewConstraint: ScrollworkSnapKit.Constraint?
    weak var guideConstraint: ScrollworkSnapKit.Constraint?
    weak var freedView: View?
    weak var freedGuide: LayoutGuide?
    let kept: ScrollworkSnapKit.Constraint
    do {
      let box = View()
      root.addSubview(box)
      var held: ScrollworkSnapKit.Constraint?
      box.snp.makeConstraints { make in
        make.top.leading.equalToSuperview()
        held = make.width.equalTo(50).constraint
        make.height.equalTo(20)
      }
      let guide = LayoutGuide()
      root.addLayoutGuide(guide)
      guide.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
      #expect(box.snp.constraints.count == 3)
      #expect(guide.snp.constraints.count == 1)
      viewConstraint = box.snp.constraints.first
      guideConstraint = guide.snp.constraints.first
      freedView = box
      freedGuide = guide
      kept = held!
      box.removeFromSuperview()
      root.removeLayoutGuide(guide)
    }
    #expect(freedView == nil)
    #expect(freedGuide == nil)
    // Nothing keeps the DSL constraints of a freed item (a shared table used to).
    #expect(viewConstraint == nil)
    #expect(guideConstraint == nil)
    // A constraint the app kept names no item and can be used without harm.
    #expect(kept.item == nil)
    #expect(!kept.isActive)
    kept.deactivate()
    #expect(root.constraints.isEmpty)
  }

  @Test("hierarchies on different threads install and free DSL constraints independently")
  func concurrentHierarchies() async {
    /// One round on one thread: the DSL's constraints and the anchors' for the same
    /// hierarchy, as text.
    @Sendable func round(_ t: Int, _ r: Int) -> (dsl: [String], anchors: [String]) {
      let (root, views) = Self.hierarchy(40)
      for (i, v) in views.enumerated() {
        v.snp.makeConstraints { make in
          make.leading.equalToSuperview().offset(i + t)
          make.size.equalTo(r + 1)
        }
      }
      for v in views.prefix(10) { v.removeFromSuperview() }  // freed at the end of the round
      views[10].snp.updateConstraints { make in make.size.equalTo(99) }
      let dsl = Self.installed(root, Array(views.dropFirst(10)))

      let (aRoot, aViews) = Self.hierarchy(40)
      for (i, v) in aViews.enumerated().dropFirst(10) {
        let side = CGFloat(i == 10 ? 99 : r + 1)
        LayoutConstraint.activate([
          v.leadingAnchor.constraint(equalTo: aRoot.leadingAnchor, constant: CGFloat(i + t)),
          v.widthAnchor.constraint(equalToConstant: side),
          v.heightAnchor.constraint(equalToConstant: side),
        ])
      }
      for v in aViews.prefix(10) { v.removeFromSuperview() }
      return (dsl, Self.installed(aRoot, Array(aViews.dropFirst(10))))
    }
    let results = await withTaskGroup(of: [(dsl: [String], anchors: [String])].self) { group in
      for t in 0..<4 {
        group.addTask { (0..<25).map { round(t, $0) } }
      }
      var all: [(dsl: [String], anchors: [String])] = []
      for await r in group { all += r }
      return all
    }
    #expect(results.count == 100)
    for r in results {
      #expect(r.dsl.count == 30 * 3)
      #expect(r.dsl == r.anchors)
    }
  }
}
