import Foundation

extension View {
  /// Shows `configuration` in place of `current`, a subview of this view that is its
  /// content view, and returns the content view to keep (UIKitBehaviour.md §42): the
  /// current view when it is a ``ContentView`` that ``ContentView/supports(_:)`` the
  /// configuration (its ``ContentView/configuration`` is set), else the
  /// configuration's new view, put where the current one was among the subviews.
  /// nil puts `plain()` in place of a configuration's view (a view that shows no
  /// configuration stays).
  func replaceContentView(
    _ current: View, with configuration: (any ContentConfiguration)?, plain: () -> View
  ) -> View {
    let next: View
    if let configuration {
      if let shown = current as? any View & ContentView, shown.supports(configuration) {
        shown.configuration = configuration
        return current
      }
      next = configuration.makeContentView()
    } else {
      guard current is any ContentView else { return current }
      next = plain()
    }
    let index = subviews.firstIndex { $0 === current } ?? 0
    if current.superview === self { current.removeFromSuperview() }
    next.translatesAutoresizingMaskIntoConstraints = true
    insertSubview(next, at: min(index, subviews.count))
    setNeedsLayout()
    return next
  }
}
