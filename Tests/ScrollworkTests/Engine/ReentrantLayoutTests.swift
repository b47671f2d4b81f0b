import Foundation
import PropertyBased
import ScrollworkTestSupport
import Testing

@testable import Scrollwork

/// `layoutIfNeeded()` called again from inside a layout pass
/// (UIKitBehaviour.md §12): from `viewDidLayoutSubviews()`, from a
/// `layoutSubviews()` override, and from an animation block inside either. UIKit
/// lays out again; the hook reads the new frames when the call returns, and after
/// the outermost call frames reflect the latest constraints. Before the fix each of
/// these trapped with "Index out of range" in the frame pass.

/// Where a screen's hook runs.
enum ReentrantHook: Int, CaseIterable, Sendable {
  case viewDidLayoutSubviews, layoutSubviews, animationInViewDidLayoutSubviews, animationInLayoutSubviews
}

/// A container whose `layoutSubviews()` runs a closure after `super`.
final class HookedContainer: View {
  var hook: (() -> Void)?
  override func layoutSubviews() {
    super.layoutSubviews()
    hook?()
  }
}

/// A controller whose `viewDidLayoutSubviews()` runs a closure.
final class HookedController: ViewController, @unchecked Sendable {
  var hook: (() -> Void)?
  let container = HookedContainer()
  override func viewDidLoad() {
    super.viewDidLoad()
    container.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(container)
    LayoutConstraint.activate([
      container.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      container.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      container.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      container.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    hook?()
  }
}

/// Boxes stacked in the container: box i is `widths[i]` × `heights[i]`, 8 pt below box
/// i − 1, indented by `indents[i]`.
struct BoxScreen {
  let window: Window
  let controller: HookedController
  let boxes: [View]
  let heights: [LayoutConstraint]

  init(widths: [CGFloat], heights: [CGFloat], indents: [CGFloat]) {
    window = Window(device: .standard)
    controller = HookedController()
    window.rootViewController = controller
    _ = controller.view
    var boxes: [View] = []
    var heightConstraints: [LayoutConstraint] = []
    for i in widths.indices {
      let box = View()
      box.translatesAutoresizingMaskIntoConstraints = false
      controller.container.addSubview(box)
      let height = box.heightAnchor.constraint(equalToConstant: heights[i])
      LayoutConstraint.activate([
        box.topAnchor.constraint(
          equalTo: i == 0 ? controller.container.topAnchor : boxes[i - 1].bottomAnchor, constant: 8),
        box.leadingAnchor.constraint(equalTo: controller.container.leadingAnchor, constant: indents[i]),
        box.widthAnchor.constraint(equalToConstant: widths[i]), height,
      ])
      boxes.append(box)
      heightConstraints.append(height)
    }
    self.boxes = boxes
    self.heights = heightConstraints
  }

  /// Installs `body` in the hook, re-entering layout as `kind` says.
  func install(_ kind: ReentrantHook, _ body: @escaping () -> Void) {
    let view = controller.view!
    switch kind {
    case .viewDidLayoutSubviews:
      controller.hook = {
        body()
        view.layoutIfNeeded()
      }
    case .layoutSubviews:
      let container = controller.container
      container.hook = {
        body()
        container.layoutIfNeeded()
      }
    case .animationInViewDidLayoutSubviews:
      controller.hook = {
        View.animate(withDuration: 0.3) {
          body()
          view.layoutIfNeeded()
        }
      }
    case .animationInLayoutSubviews:
      let container = controller.container
      container.hook = {
        View.animate(
          withDuration: 0.25, delay: 0, options: [],
          animations: {
            body()
            container.layoutIfNeeded()
          })
      }
    }
  }

  var frames: [CGRect] { boxes.map(\.frame) }
}

@Suite struct ReentrantLayoutTests {
  @Test(
    "§12 h.constant = 100; layoutIfNeeded() from each hook: the hook sees the new frame, no trap",
    arguments: ReentrantHook.allCases)
  func constantChangeInHook(_ kind: ReentrantHook) {
    let screen = BoxScreen(widths: [40, 60], heights: [50, 20], indents: [0, 10])
    var seen: [CGRect] = []
    screen.install(kind) { screen.heights[0].constant = 100 }
    let box = screen.boxes[0]
    let old =
      kind == .viewDidLayoutSubviews || kind == .animationInViewDidLayoutSubviews
      ? screen.controller.hook : screen.controller.container.hook
    let record: () -> Void = {
      old?()
      seen.append(box.frame)
    }
    if kind == .viewDidLayoutSubviews || kind == .animationInViewDidLayoutSubviews {
      screen.controller.hook = record
    } else {
      screen.controller.container.hook = record
    }
    screen.window.makeKeyAndVisible()
    // The container starts below the 20-pt status bar of the iPhone SE.
    #expect(box.frame == CGRect(x: 0, y: 8, width: 40, height: 100))
    #expect(screen.boxes[1].frame == CGRect(x: 10, y: 116, width: 60, height: 20))
    #expect(!seen.isEmpty)
    // Every hook call read the frame its nested layoutIfNeeded() produced.
    #expect(seen.allSatisfy { $0 == CGRect(x: 0, y: 8, width: 40, height: 100) })
    #expect(screen.window.layoutIssues.isEmpty)
    // And nothing is left to do.
    let before = screen.frames
    screen.window.layoutIfNeeded()
    #expect(screen.frames == before)
  }

  @Test("§12 a hook that changes a constant every time stops with a layout-feedback-loop issue")
  func runawayNested() {
    let screen = BoxScreen(widths: [40], heights: [50], indents: [0])
    var calls = 0
    // The container's layoutSubviews() runs whenever the box's frame changes.
    screen.install(.layoutSubviews) {
      calls += 1
      screen.heights[0].constant += 1
    }
    screen.window.makeKeyAndVisible()
    let issues = screen.window.layoutIssues
    #expect(issues.count == 1)
    guard case .layoutFeedbackLoop(let loop)? = issues.first else {
      Issue.record("expected a layout feedback loop, got \(issues)")
      return
    }
    #expect(loop.root == "UIWindow:" + ModelFixtures.hex(screen.window.debugAddress))
    #expect(calls <= LayoutEngine.maxRoundsPerLayout)
    #expect(loop.rounds <= LayoutEngine.maxRoundsPerLayout)
    let expectedBound =
      switch loop.limit {
      case .roundsPerPass: "one layout pass ran 16 rounds"
      case .roundsPerLayout: "nested layout passes ran 256 rounds"
      case .nesting: "layoutIfNeeded() was nested 8 passes deep"
      }
    #expect(
      issues[0].description
        == "[LayoutConstraints] Layout feedback loop in \(loop.root): \(expectedBound) (\(loop.rounds) in all) and the hierarchy still needed layout. A layoutSubviews(), viewDidLayoutSubviews() or updateConstraints() override probably changes a constraint, a frame or setNeedsLayout() every time it runs. Layout stopped; the frames are those of the last round."
    )
    // The frames are those of a solution: the box is as tall as its constant was
    // when the last round was solved (one or more increments ago), never stale
    // garbage, and the layout call terminated.
    let height = screen.boxes[0].frame.height
    #expect(height >= 51 && height <= screen.heights[0].constant)
  }

  @Test("§12 a hook that changes a constant every time without layoutIfNeeded() stops after 16 rounds")
  func runawayFlat() {
    let screen = BoxScreen(widths: [40], heights: [50], indents: [0])
    screen.controller.container.hook = { screen.heights[0].constant += 1 }
    screen.window.makeKeyAndVisible()
    let issues = screen.window.layoutIssues
    guard case .layoutFeedbackLoop(let loop)? = issues.first, issues.count == 1 else {
      Issue.record("expected one layout feedback loop, got \(issues)")
      return
    }
    #expect(loop.limit == .roundsPerPass)
    // The first pass of a new window, then 16 rounds of the pass that stopped.
    #expect(
      issues[0].description
        == "[LayoutConstraints] Layout feedback loop in \(loop.root): one layout pass ran 16 rounds (\(loop.rounds) in all) and the hierarchy still needed layout. A layoutSubviews(), viewDidLayoutSubviews() or updateConstraints() override probably changes a constraint, a frame or setNeedsLayout() every time it runs. Layout stopped; the frames are those of the last round."
    )
    // Another layoutIfNeeded() is bounded again and reports again.
    screen.window.clearLayoutIssues()
    screen.window.layoutIfNeeded()
    #expect(screen.window.layoutIssues.count == 1)
  }

  /// A program: per hook, which box gets which height; the hook sets them all, then
  /// lays out again. Setting the same values again changes nothing, so the program
  /// settles.
  struct HookProgram: Sendable, CustomStringConvertible {
    var widths: [Int]
    var initial: [Int]
    var writes: [(hook: Int, box: Int, height: Int)]
    var description: String { "widths \(widths) initial \(initial) writes \(writes)" }
  }

  static var programs: Generator<HookProgram, some SendableSequenceType> {
    zip(
      Gen.int(in: 1...200).array(of: 1...4),
      Gen.int(in: 0...120).array(of: 4),
      zip(Gen.int(in: 0...3), Gen.int(in: 0...3), Gen.int(in: 0...150)).array(of: 0...6)
    ).map { widths, initial, writes -> HookProgram in
      // Each box is written by one hook with one height (the last write drawn): two
      // hooks writing different heights to one box would never settle.
      var owner: [Int: (hook: Int, box: Int, height: Int)] = [:]
      for w in writes { owner[w.1 % widths.count] = (hook: w.0, box: w.1 % widths.count, height: w.2) }
      return HookProgram(
        widths: widths, initial: Array(initial.prefix(widths.count)),
        writes: owner.keys.sorted().map { owner[$0]! })
    }
  }

  @Test(
    "§12 property: re-entrant layoutIfNeeded() from every hook gives the frames of a fresh layout with the final constants"
  )
  func reentrantEqualsFresh() async {
    var rng = Xoshiro(seed: PropertySeed.resolve().words(0x4EE7_A7, 0x1A70, 0x5EED))
    for _ in 0..<ScreenCases.count(200) {
      let program = Self.programs.run(using: &rng)
      let widths = program.widths.map { CGFloat($0) / 2 }
      let indents = program.widths.indices.map { CGFloat($0 * 7) / 3 }
      let screen = BoxScreen(widths: widths, heights: program.initial.map { CGFloat($0) }, indents: indents)
      var finals = program.initial.map { CGFloat($0) }
      for kind in ReentrantHook.allCases {
        let mine = program.writes.filter { $0.hook == kind.rawValue }
        guard !mine.isEmpty else { continue }
        for w in mine { finals[w.box] = CGFloat(w.height) / 3 }
        let previous =
          kind == .viewDidLayoutSubviews || kind == .animationInViewDidLayoutSubviews
          ? screen.controller.hook : screen.controller.container.hook
        screen.install(kind) {
          for w in mine { screen.heights[w.box].constant = CGFloat(w.height) / 3 }
        }
        // Chain the hooks that share an override.
        if let previous {
          if kind == .viewDidLayoutSubviews || kind == .animationInViewDidLayoutSubviews {
            let next = screen.controller.hook
            screen.controller.hook = {
              previous()
              next?()
            }
          } else {
            let next = screen.controller.container.hook
            screen.controller.container.hook = {
              previous()
              next?()
            }
          }
        }
      }
      screen.window.makeKeyAndVisible()
      let fresh = BoxScreen(widths: widths, heights: finals, indents: indents)
      fresh.window.makeKeyAndVisible()
      #expect(screen.frames == fresh.frames, "\(program)")
      #expect(screen.window.layoutIssues.isEmpty, "\(program)")
      let before = screen.frames
      screen.window.layoutIfNeeded()
      #expect(screen.frames == before, "idempotence: \(program)")
    }
  }
}
