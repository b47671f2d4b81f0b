import Foundation

/// How a view's content fills its bounds (`UIView.ContentMode`); renderers use it.
public enum ContentMode: Int, Sendable {
  case scaleToFill = 0
  case scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
  case topLeft, topRight, bottomLeft, bottomRight
}

/// Options accepted by ``View/animate(withDuration:delay:options:animations:completion:)``.
public struct AnimationOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let curveEaseInOut = AnimationOptions([])
  public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
  public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
  public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
  public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
  public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
  public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
  public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
  public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
  public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
  public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
  public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
  public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
  public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
  public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
  public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
  public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
  public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
  public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
  public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
  public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
  public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
}

extension View {
  /// Headless layout has no time: the changes apply at once, then `completion(true)`
  /// runs (UIKit code that animates `layoutIfNeeded()` lands on the final layout).
  public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
    animations()
  }

  /// As ``animate(withDuration:animations:)``, then `completion(true)`.
  public static func animate(
    withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// As ``animate(withDuration:animations:)``; delay and options are ignored.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// The spring form (UIKit's `animate(withDuration:delay:usingSpringWithDamping:…)`):
  /// as ``animate(withDuration:animations:)``; the spring parameters are ignored.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// A transition of `view`'s content (UIKit's `transition(with:duration:options:…)`):
  /// `animations` run at once, then `completion(true)`.
  public static func transition(
    with view: View, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    completion?(true)
  }

  /// Runs `actions` (nothing to suppress headless).
  public static func performWithoutAnimation(_ actions: () -> Void) {
    actions()
  }
}

extension LayoutConstraint {
  /// The first item's attribute as an anchor (UIKit's `firstAnchor`).
  public var firstAnchor: LayoutAnchor<AnyObject> {
    LayoutAnchor<AnyObject>(item: firstItem ?? DetachedItem.shared, attribute: firstAttribute)
  }

  /// The second item's attribute as an anchor, or nil without a second item.
  public var secondAnchor: LayoutAnchor<AnyObject>? {
    secondItem.map { LayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
  }
}
