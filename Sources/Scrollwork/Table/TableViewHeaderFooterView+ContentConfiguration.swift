import Foundation

extension TableViewHeaderFooterView {
  /// The view's content described by a configuration (UIKit's `contentConfiguration`):
  /// setting one makes the configuration's view the ``contentView`` (as large as the
  /// view), or hands it to the content view that supports it; nil puts a new, empty
  /// content view in place of a configuration's view (UIKitBehaviour.md §42).
  public var contentConfiguration: (any ContentConfiguration)? {
    get { storedContentConfiguration }
    set {
      storedContentConfiguration = newValue
      contentView = replaceContentView(contentView, with: newValue) {
        let view = View()
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        return view
      }
      layoutContentView()
    }
  }

  /// A new list content configuration for a header (UIKit's
  /// `defaultContentConfiguration()`): ``ListContentConfiguration/header()``. The view
  /// cannot tell whether the table will show it as a header or a footer, nor the
  /// table's style, when your delegate configures it (§42).
  public func defaultContentConfiguration() -> ListContentConfiguration { .header() }
}
