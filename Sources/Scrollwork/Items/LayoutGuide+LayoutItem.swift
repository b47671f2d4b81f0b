/// A guide as a layout item: its owning view hosts its anchors and plays `|` next
/// to it.
extension LayoutGuide: LayoutItem {}

extension LayoutGuide: LayoutItemModel {
  package var hostView: View? { owningView }

  package var layoutContainer: View? { owningView }

  package var systemGuideKind: SystemKind? { system }

  /// Whether UIKit generates this guide and all its constraints for its own use
  /// (a stack view's `UISV-alignment-spanner` and `UISV-distributing` guides, UIKit's
  /// private `_UILayoutSpacer`s): an app neither sees nor pins it, so no diagnostic
  /// reports its freedom or suggests a constraint on it
  /// (`UIKitBehaviour.md §16`).
  package var isPrivateToUIKit: Bool {
    system == .stackSpacer || system == .stackAlignment
  }

  package var reportIdentifier: String? {
    system == nil && !identifier.isEmpty ? identifier : nil
  }

  /// `UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'`, or the bare
  /// `UILayoutGuide:0x…` without an identifier.
  package var diagnosticText: String {
    "UILayoutGuide:\(addressText)" + (identifier.isEmpty ? "" : "'\(identifier)'")
  }
}
