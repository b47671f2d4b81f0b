/// Anchors: UIKit's `leadingAnchor`, `topAnchor`, `widthAnchor` and the rest,
/// declared once for views and guides (UIKit declares them on `UIView` and again on
/// `UILayoutGuide`). The baseline anchors are a view's alone (``View``).
extension LayoutItem {
  /// The left edge or center (`left`) as an anchor.
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }

  /// The right edge or center (`right`) as an anchor.
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }

  /// The leading edge or center (`leading`) as an anchor.
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }

  /// The trailing edge or center (`trailing`) as an anchor.
  public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }

  /// The centerX edge or center (`centerX`) as an anchor.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }

  /// The top (`top`) as an anchor.
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }

  /// The bottom (`bottom`) as an anchor.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }

  /// The centerY (`centerY`) as an anchor.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }

  /// The width as an anchor.
  public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }

  /// The height as an anchor.
  public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}
