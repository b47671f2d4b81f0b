import Foundation

/// What a view takes from its ancestors and its screen: layout direction, screen and
/// pixel scale.
extension View {
  /// The direction this view lays out leading and trailing in.
  public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    var view: View? = self
    while let v = view {
      switch v.semanticContentAttribute {
      case .forceLeftToRight: return .leftToRight
      case .forceRightToLeft: return .rightToLeft
      default: view = v.superview
      }
    }
    return screen.layoutDirection
  }

  /// The screen this view's hierarchy is shown on: the one set on its root view,
  /// else ``Screen/main`` (`UIWindow.screen`). Setting it on any view sets it for
  /// that view's subtree (the root's value wins for a whole hierarchy), so that
  /// hierarchies laid out side by side can have different pixel scales. Set it
  /// before the first layout: measured text is not redone when it changes.
  /// - Complexity: O(depth).
  public var screen: Screen {
    get {
      var v = self
      while let s = v.superview { v = s }
      return v.assignedScreen ?? Screen.main
    }
    set { assignedScreen = newValue }
  }

  /// The pixel scale frames and text sizes are rounded to: ``screen``'s scale.
  public var contentScaleFactor: CGFloat { screen.scale }
}
