import Foundation

extension CollectionViewCell {
  /// The cell's content described by a configuration (UIKit's `contentConfiguration`).
  ///
  /// Setting one makes the configuration's view the cell's ``contentView`` (as large
  /// as the cell), or hands it to the content view the cell has when that view
  /// supports it; your own subviews of the former content view go with it, as in
  /// UIKit. Setting nil puts a new, empty content view in place of a configuration's
  /// view (UIKitBehaviour.md §42).
  public var contentConfiguration: (any ContentConfiguration)? {
    get { storedContentConfiguration }
    set {
      storedContentConfiguration = newValue
      contentView = replaceContentView(contentView, with: newValue) { CollectionViewCellContentView() }
      layoutContentView()
    }
  }
}
