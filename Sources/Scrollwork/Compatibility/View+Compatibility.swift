import Foundation

/// How a view's content fills its bounds (`UIView.ContentMode`); renderers use it.
public enum ContentMode: Int, Sendable {
  case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
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
