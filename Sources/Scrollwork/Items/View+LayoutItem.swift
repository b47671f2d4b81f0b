/// A view as a layout item: it hosts its own anchors, and `|` next to it is its
/// superview.
extension View: LayoutItem {}

extension View: LayoutItemModel {
  package var hostView: View? { self }

  package var layoutContainer: View? { superview }

  package var systemGuideKind: LayoutGuide.SystemKind? { nil }

  package var isPrivateToUIKit: Bool { false }

  package var reportIdentifier: String? {
    guard let id = accessibilityIdentifier, !id.isEmpty else { return nil }
    return id
  }

  /// `UILabel:0x…'Hello'` (the text cut to 25 characters), else the
  /// `accessibilityIdentifier`, else the bare `UIView:0x…`.
  package var diagnosticText: String {
    var text = "\(itemClassName):\(addressText)"
    if let t = descriptionText {
      text += "'" + (t.count > 25 ? String(t.prefix(25)) + "..." : t) + "'"
    } else if let id = accessibilityIdentifier {
      text += "'\(id)'"
    }
    return text
  }
}
