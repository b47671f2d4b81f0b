import Foundation

/// A view made by a ``ContentConfiguration`` that shows it: UIKit's `UIContentView`.
///
/// A cell given a new configuration sets ``configuration`` on the content view it has
/// when that view ``supports(_:)`` the new one; otherwise it makes a new content view
/// (UIKitBehaviour.md §42).
public protocol ContentView: AnyObject {
  /// The configuration shown; setting it updates the view.
  var configuration: any ContentConfiguration { get set }
  /// Whether the view can show `configuration` (UIKit's `supports(_:)`; the default:
  /// yes when the configuration is of the same type as the one shown).
  func supports(_ configuration: any ContentConfiguration) -> Bool
}

extension ContentView {
  /// Yes when `configuration` is of the same type as ``configuration``.
  public func supports(_ configuration: any ContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}
