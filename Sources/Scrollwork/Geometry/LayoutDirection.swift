/// The direction text and leading/trailing run: UIKit's `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight = 0
  case rightToLeft = 1
}

/// How a view decides its layout direction: UIKit's `UISemanticContentAttribute`.
///
/// `.unspecified`, `.playback` and `.spatial` inherit the direction of the superview
/// (the root's comes from ``Screen/layoutDirection``); the two `force` cases fix it.
/// (UIKit keeps playback and spatial controls left-to-right; a headless model has no
/// controls of that kind, so they inherit like `.unspecified`.)
public enum SemanticContentAttribute: Int, Sendable {
  case unspecified = 0
  case playback = 1
  case spatial = 2
  case forceLeftToRight = 3
  case forceRightToLeft = 4
}

/// A layout axis: UIKit's `NSLayoutConstraint.Axis`.
public enum LayoutAxis: Int, Sendable, CaseIterable {
  case horizontal = 0
  case vertical = 1
}
