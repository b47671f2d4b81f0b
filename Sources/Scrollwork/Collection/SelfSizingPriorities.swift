/// The fitting priorities a self-sizing collection element is measured with: a fixed axis
/// is ``LayoutPriority/required`` (the element keeps the layout's length there), an
/// estimated one ``LayoutPriority/fittingSizeLevel`` (the content decides)
/// (UIKitBehaviour.md §37).
package struct SelfSizingPriorities: Equatable, Sendable {
  /// The priority of the horizontal target.
  package var horizontal: LayoutPriority
  /// The priority of the vertical target.
  package var vertical: LayoutPriority

  /// Both axes at the fitting priority (the flow layout's `estimatedItemSize`).
  package init(horizontal: LayoutPriority = .fittingSizeLevel, vertical: LayoutPriority = .fittingSizeLevel) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Required on the axes that are not estimated, the fitting priority on the others.
  init(estimated: EstimatedAxes) {
    self.init(
      horizontal: estimated.width ? .fittingSizeLevel : .required,
      vertical: estimated.height ? .fittingSizeLevel : .required)
  }
}
