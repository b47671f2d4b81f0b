import Foundation

/// The state a configuration is updated for: UIKit's `UIConfigurationState`. Declared
/// so that UIKit code implementing ``ContentConfiguration/updated(for:)`` compiles;
/// Scrollwork's cells never make one (UIKitBehaviour.md §42).
public protocol ConfigurationState {
  /// The traits of the view whose state this is.
  var traitCollection: TraitCollection { get set }
}

/// A cell's state: UIKit's `UICellConfigurationState` (the flags a cell has).
public struct CellConfigurationState: ConfigurationState, Hashable {
  public var traitCollection: TraitCollection
  public var isSelected = false
  public var isHighlighted = false
  public var isDisabled = false
  public var isFocused = false
  public var isEditing = false
  public var isExpanded = false

  /// A state of a trait collection, with every flag off.
  public init(traitCollection: TraitCollection) {
    self.traitCollection = traitCollection
  }
}
