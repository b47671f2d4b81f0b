import Foundation

extension TableViewCell {
  /// The cell's content described by a configuration (UIKit's `contentConfiguration`).
  ///
  /// Setting one makes the configuration's view the cell's ``contentView`` (placed at
  /// ``contentViewFrame``), or hands it to the content view the cell has when that view
  /// supports it. The built-in style's labels and image view stay in the former content
  /// view: use the configuration's text and image instead, as UIKit asks. Setting nil
  /// puts a new, empty content view (margins 11, 16, 11, 16) in place of a
  /// configuration's view (UIKitBehaviour.md §42).
  public var contentConfiguration: (any ContentConfiguration)? {
    get { storedContentConfiguration }
    set {
      storedContentConfiguration = newValue
      contentView = replaceContentView(contentView, with: newValue) {
        let view = TableViewCellContentView()
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        return view
      }
      layoutContentView()
    }
  }

  /// A new list content configuration for the cell's style (UIKit's
  /// `defaultContentConfiguration()`): ``ListContentConfiguration/cell()`` for
  /// `.default`, ``ListContentConfiguration/subtitleCell()`` for `.subtitle`,
  /// ``ListContentConfiguration/valueCell()`` for `.value1` and `.value2`.
  public func defaultContentConfiguration() -> ListContentConfiguration {
    switch style {
    case .default: .cell()
    case .subtitle: .subtitleCell()
    case .value1, .value2: .valueCell()
    }
  }
}
