import Foundation

/// Light or dark appearance (`UIUserInterfaceStyle`; raw values as in UIKit). Colors
/// here have one (light) appearance, so the style changes no value; it is reported
/// for code that branches on it.
public enum UserInterfaceStyle: Int, Sendable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

extension TraitCollection {
  /// The appearance: always `.light` headless (colors carry their light values).
  public var userInterfaceStyle: UserInterfaceStyle { .light }
}
