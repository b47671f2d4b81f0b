import Foundation

/// Where an animation ended (`UIViewAnimatingPosition`).
public enum ViewAnimatingPosition: Int, Sendable {
  case end = 0
  case start = 1
  case current = 2
}

/// A property animator (UIKit's `UIViewPropertyAnimator`). Headless there is no time:
/// ``startAnimation()`` runs the animation blocks at once, then the completions with
/// `.end`, as ``View/animate(withDuration:animations:)`` does. Before it starts,
/// blocks only accumulate; ``stopAnimation(_:)`` on an animator that has not started
/// drops them (the views keep their values) and ends it without completions when
/// `withoutFinishing` is true.
public final class ViewPropertyAnimator {
  /// The duration it was made with (not waited for).
  public let duration: TimeInterval
  /// Whether it has started (and, headless, finished).
  public private(set) var isRunning = false
  /// 0 before it runs, 1 after.
  public private(set) var fractionComplete: CGFloat = 0
  private var animations: [() -> Void] = []
  private var completions: [(ViewAnimatingPosition) -> Void] = []
  private var stopped = false

  /// An animator with a timing curve (UIKit's `init(duration:curve:animations:)`).
  public init(duration: TimeInterval, curve: AnimationCurve, animations: (() -> Void)? = nil) {
    self.duration = duration
    if let animations { self.animations.append(animations) }
  }

  /// A spring animator (UIKit's `init(duration:dampingRatio:animations:)`).
  public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
    self.duration = duration
    if let animations { self.animations.append(animations) }
  }

  /// Adds an animation block, run at start (or at once when already started).
  public func addAnimations(_ animation: @escaping () -> Void) {
    if fractionComplete == 1 || isRunning { animation() } else { animations.append(animation) }
  }

  /// Adds a completion, run with `.end` when the animation finishes.
  public func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Runs the animations, then the completions (`.end`).
  public func startAnimation() {
    guard !stopped, fractionComplete < 1 else { return }
    isRunning = true
    let blocks = animations
    animations.removeAll()
    for block in blocks { block() }
    fractionComplete = 1
    isRunning = false
    let finishing = completions
    completions.removeAll()
    for completion in finishing { completion(.end) }
  }

  /// As ``startAnimation()``; the delay is not waited for.
  public func startAnimation(afterDelay delay: TimeInterval) {
    startAnimation()
  }

  /// Stops an animator that has not run: its blocks are dropped; with
  /// `withoutFinishing` false the completions run with `.current`.
  public func stopAnimation(_ withoutFinishing: Bool) {
    guard fractionComplete < 1, !stopped else { return }
    stopped = true
    animations.removeAll()
    let finishing = completions
    completions.removeAll()
    if !withoutFinishing { for completion in finishing { completion(.current) } }
  }

  /// Creates and starts an animator (UIKit's
  /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`).
  @discardableResult
  public static func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((ViewAnimatingPosition) -> Void)? = nil
  ) -> ViewPropertyAnimator {
    let animator = ViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation()
    return animator
  }
}
