import Foundation
import Testing

@testable import Scrollwork

/// The parts of ``LayoutEngine`` keep the invariants their doc comments state: the
/// pass state's nesting and feedback-loop bookkeeping, the frame records' preorder
/// list, the one frame writer, and the generated-constraint and width-dependent
/// bookkeeping of a live engine.
@Suite struct EnginePartsTests {
  @Test func passStateReportsTheFirstFeedbackLoopOnlyWhenTheOutermostPassEnds() {
    let s = LayoutPassState()
    #expect(s.phase == .idle && s.depth == 0)
    let outer = s.enter()
    #expect(outer == .idle && s.depth == 1)
    s.beginRound()
    #expect(s.phase == .busy)
    s.countRound()
    s.countRound()
    let wasApplying = s.beginHooks()
    #expect(!wasApplying && s.isApplyingLayout && s.phase == .hooks)
    let inner = s.enter()
    #expect(inner == .hooks && s.depth == 2)
    s.beginRound()
    s.noteFeedbackLoop(.nesting, root: "Root")
    s.noteFeedbackLoop(.roundsPerPass, root: "Other")  // the first bound wins
    #expect(s.leave(restoring: inner) == nil)  // not the outermost pass
    #expect(s.phase == .hooks && s.depth == 1)
    s.endHooks(wasApplying: wasApplying)
    #expect(!s.isApplyingLayout && s.phase == .busy)
    let loop = s.leave(restoring: outer)
    #expect(loop?.limit == .nesting)
    #expect(loop?.rounds == 2)
    #expect(loop?.root == "Root")
    #expect(s.phase == .idle && s.depth == 0 && s.feedbackLoop == nil)
    // A new outermost pass starts counting again.
    _ = s.enter()
    #expect(s.roundsInOutermostPass == 0)
    #expect(s.leave(restoring: .idle) == nil)
  }

  @Test func passStateTakesALayoutRequestOnce() {
    let s = LayoutPassState()
    #expect(s.takeLayoutRequest() == true)  // a new engine needs its first pass
    #expect(s.takeLayoutRequest() == false)
    s.setNeedsLayout()
    #expect(s.takeLayoutRequest() == true)
    s.markDirty()
    s.clearDirty()
    #expect(s.takeLayoutRequest() == false)
    s.deferRequest()
    #expect(s.takeLayoutRequest() == true)
    #expect(s.takeLayoutRequest() == true)  // a deferred request lasts until a round begins
    s.beginRound()
    #expect(s.takeLayoutRequest() == false)
  }

  @Test func frameRecordsListTheHierarchyInPreorderAndFollowItsChanges() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let a = View(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    let b = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let c = View(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
    root.addSubview(a)
    a.addSubview(b)
    a.addSubview(c)
    root.layoutIfNeeded()
    let engine = try #require(root.engine)
    #expect(engine.frames.isValid)
    #expect(engine.frames.records.map { ObjectIdentifier($0.view) } == [root, a, b, c].map(ObjectIdentifier.init))
    #expect(engine.frames.records.map(\.parent) == [-1, 0, 1, 1])
    let generation = engine.frames.generation
    let d = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    c.addSubview(d)
    #expect(!engine.frames.isValid)
    #expect(engine.frames.generation != generation)
    root.layoutIfNeeded()
    #expect(engine.frames.records.map { ObjectIdentifier($0.view) } == [root, a, b, c, d].map(ObjectIdentifier.init))
    #expect(engine.frames.records.map(\.parent) == [-1, 0, 1, 1, 3])
    #expect(d.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test func theFrameWriterSetsOnlyAChangedFrameAndAsksForLayoutOnAResize() {
    let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    v.layoutIfNeeded()
    #expect(!v.needsLayout)
    #expect(LayoutEngine.setSolvedFrame(CGRect(x: 0, y: 0, width: 10, height: 10), of: v) == false)
    #expect(LayoutEngine.setSolvedFrame(CGRect(x: 5, y: 0, width: 10, height: 10), of: v) == true)
    #expect(v.frame == CGRect(x: 5, y: 0, width: 10, height: 10))
    #expect(!v.needsLayout)  // moved, same size
    #expect(LayoutEngine.setSolvedFrame(CGRect(x: 5, y: 0, width: 20, height: 10), of: v) == true)
    #expect(v.frame == CGRect(x: 5, y: 0, width: 20, height: 10))
    #expect(v.needsLayout)
  }

  @Test func generatedConstraintsHandPendingWorkBackOnce() {
    let g = GeneratedConstraints()
    let a = View()
    let b = View()
    #expect(!g.hasPendingWork)
    g.intrinsicSizeNeedsUpdate(a, isRoot: false)
    g.intrinsicSizeNeedsUpdate(b, isRoot: false)
    g.intrinsicSizeNeedsUpdate(a, isRoot: true)
    #expect(g.hasPendingWork)
    #expect(g.takePendingIntrinsic().map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
    #expect(g.takePendingIntrinsic().isEmpty)
    #expect(g.takeRootPendingIntrinsic() == true)
    #expect(g.takeRootPendingIntrinsic() == false)
    #expect(!g.hasPendingWork)
  }

  @Test func aLiveEngineListsAWrappingLabelAndForgetsItWhenItLeaves() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let label = Label()
    label.text = "A label long enough to wrap onto a second line at this width"
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
      label.widthAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    let engine = try #require(root.engine)
    #expect(engine.widthDependent.contains(label))
    #expect(!engine.widthDependent.contains(root))  // the root is never listed
    #expect(engine.widthDependent.isWidthFree(label, in: engine.solver) == false)
    #expect(label.frame.width == 100)
    // The width is fixed, so the intrinsic width is that width (and parked outside the solver).
    let width = try #require(engine.generated.contentSize(of: label)?.first ?? nil)
    #expect(width.storedConstant == 100)
    #expect(engine.generated.isParked(width))
    label.removeFromSuperview()
    #expect(!engine.widthDependent.contains(label))
    #expect(engine.generated.contentSize(of: label) == nil)
  }
}
