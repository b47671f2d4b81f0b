import Foundation

/// A description of a view's content that makes the view showing it: UIKit's
/// `UIContentConfiguration`.
///
/// Set one as a cell's `contentConfiguration` (``TableViewCell/contentConfiguration``,
/// ``CollectionViewCell/contentConfiguration``,
/// ``TableViewHeaderFooterView/contentConfiguration``): the cell makes the
/// configuration's view its content view, or hands the configuration to the content
/// view it has when that view ``ContentView/supports(_:)`` it (UIKitBehaviour.md §42).
/// ``ListContentConfiguration`` is the built-in one; your own types conform as in UIKit.
///
/// Simplified: ``updated(for:)`` is part of the protocol (with a default that returns
/// the configuration unchanged) so that UIKit code declaring it compiles, but cells
/// never call it: Scrollwork has no selection or highlight states to update for.
public protocol ContentConfiguration {
  /// A new view showing this configuration (UIKit's `makeContentView()`).
  func makeContentView() -> any View & ContentView
  /// The configuration for a state (UIKit's `updated(for:)`; never called by cells).
  func updated(for state: any ConfigurationState) -> Self
}

extension ContentConfiguration {
  /// The configuration unchanged.
  public func updated(for state: any ConfigurationState) -> Self { self }
}
