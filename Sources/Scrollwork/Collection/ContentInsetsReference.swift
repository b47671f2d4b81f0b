import Foundation

/// What the content insets of a compositional layout's sections are measured from:
/// UIKit's `UIContentInsetsReference` (raw values as in UIKit). Scrollwork applies
/// the reference across the scroll direction only (the left and right edges of a
/// vertical layout); along it the scroll view's adjusted content inset already keeps
/// the content clear of bars (UIKitBehaviour.md §30).
public enum ContentInsetsReference: Int, Sendable, CaseIterable {
  /// A section: its layout configuration's reference; a configuration: ``safeArea``.
  case automatic = 0
  /// The container's edges: the bounds less the adjusted content inset.
  case none = 1
  /// The collection view's safe area.
  case safeArea = 2
  /// The collection view's layout margins (from its safe area when
  /// `insetsLayoutMarginsFromSafeArea`, as its margins guide).
  case layoutMargins = 3
  /// The collection view's readable content guide: inside the layout margins, at most
  /// 672 points wide, centred.
  case readableContent = 4
}
