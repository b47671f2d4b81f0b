/// The baseline anchors, which only views have (UIKit declares no baselines on
/// `UILayoutGuide`); the other anchors are ``LayoutItem``'s.
extension View {
  /// The firstBaseline (`firstBaseline`) as an anchor.
  public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }

  /// The lastBaseline (`lastBaseline`) as an anchor.
  public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}
