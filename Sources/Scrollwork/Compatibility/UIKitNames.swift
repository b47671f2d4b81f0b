/// UIKit's nested type names, so that code written against UIKit keeps compiling after
/// renaming the outer types (`NSLayoutConstraint.Attribute` → `LayoutConstraint.Attribute`).
extension LayoutConstraint {
  /// `NSLayoutConstraint.Attribute`.
  public typealias Attribute = LayoutAttribute
  /// `NSLayoutConstraint.Relation`.
  public typealias Relation = LayoutRelation
  /// `NSLayoutConstraint.Axis`.
  public typealias Axis = LayoutAxis
}

extension View {
  /// `UIView.AutoresizingMask`.
  public typealias AutoresizingMask = Scrollwork.AutoresizingMask
  /// `UIView.ContentMode`.
  public typealias ContentMode = Scrollwork.ContentMode
  /// `UIView.AnimationOptions`.
  public typealias AnimationOptions = Scrollwork.AnimationOptions
}
