import Foundation

/// What a transition's blocks are told about it (`UIViewControllerTransitionCoordinatorContext`).
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition is animated (true for rotations).
  var isAnimated: Bool { get }
  /// Whether the transition was cancelled (never, headless).
  var isCancelled: Bool { get }
  /// Whether the user drives it interactively (never).
  var isInteractive: Bool { get }
  /// The transition's duration in seconds.
  var transitionDuration: TimeInterval { get }
  /// How far it has gone (1 once the blocks run).
  var percentComplete: CGFloat { get }
  /// The view the transition happens in: the window.
  var containerView: View { get }
}

/// Lets a view controller run code alongside a size transition
/// (`UIViewControllerTransitionCoordinator`).
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
  /// Registers blocks to run with the transition's animation and after it. Headless,
  /// the transition has no duration: once the new size, safe area and traits are
  /// applied and laid out, every `animation` block runs (then a layout pass), then
  /// every `completion` block, in registration order. Called after the transition
  /// ended, both run at once. Returns true.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

extension ViewControllerTransitionCoordinator {
  /// ``animate(alongsideTransition:completion:)`` without a completion block.
  @discardableResult
  public func animate(alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?)
    -> Bool
  {
    animate(alongsideTransition: animation, completion: nil)
  }
}

/// The coordinator a ``Window`` hands to `viewWillTransition(to:with:)` and
/// `willTransition(to:with:)` during ``Window/rotate(to:keyboardHeight:)``.
final class SizeTransitionCoordinator: ViewControllerTransitionCoordinator {
  let isAnimated = true
  let isCancelled = false
  let isInteractive = false
  let transitionDuration: TimeInterval
  private(set) var percentComplete: CGFloat = 0
  unowned let containerView: View
  private var animations: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
  private var finished = false

  init(containerView: View, duration: TimeInterval) {
    self.containerView = containerView
    transitionDuration = duration
  }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if finished {
      animation?(self)
      completion?(self)
      return true
    }
    if let animation { animations.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  /// Runs the animation blocks (then `layout`), then the completion blocks.
  func finish(layout: () -> Void) {
    percentComplete = 1
    // Blocks may register more blocks; run until none are left.
    while !animations.isEmpty {
      let batch = animations
      animations.removeAll()
      for block in batch { block(self) }
    }
    layout()
    finished = true
    let batch = completions
    completions.removeAll()
    for block in batch { block(self) }
  }
}
