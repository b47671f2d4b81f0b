import ArgumentParser
import Foundation
import Scrollwork

/// `--device NAME | --size WxH` and `--orientation`, shared by the subcommands that
/// lay out a screen.
struct DeviceOptions: ParsableArguments {
  @Option(name: .long, help: "A device preset (see `scrollwork devices`), e.g. iphone-se-2.")
  var device: String?

  @Option(name: .long, help: "A custom screen size in points, WxH (e.g. 375x667); scale 2, no safe area.")
  var size: String?

  @Option(name: .long, help: "portrait or landscape.")
  var orientation: DeviceOrientation?

  @Option(
    name: .customLong("content-size"),
    help:
      "The Dynamic Type size for text-style fonts: large (default), extraSmall … accessibilityExtraExtraExtraLarge, or AX1 … AX5."
  )
  var contentSize: String?

  init() {}

  func validate() throws {
    if device != nil && size != nil { throw ValidationError("Give --device or --size, not both.") }
    _ = try resolvedDevice()
    _ = try resolvedContentSizeCategory()
  }

  /// The category named by `--content-size`, or nil when not given (the file's own applies).
  /// - Throws: `ValidationError` naming the unknown category.
  func resolvedContentSizeCategory() throws -> ContentSizeCategory? {
    guard let contentSize else { return nil }
    return try DeviceLists.contentSizeCategory(contentSize)
  }

  /// The device named by `--device` or built from `--size`, or nil when neither was
  /// given (the file's own device applies).
  /// - Throws: `ValidationError` naming the unknown device or the bad size.
  func resolvedDevice() throws -> Device? {
    if let device {
      guard let found = Device.named(device) else {
        throw ValidationError("Unknown device '\(device)'. `scrollwork devices` lists the presets.")
      }
      return found
    }
    if let size {
      guard let parsed = Device.parseSize(size) else {
        throw ValidationError("Bad --size '\(size)': expected WxH with positive numbers, e.g. 375x667.")
      }
      return Device(name: "custom-\(size)", portraitSize: parsed, scale: 2)
    }
    return nil
  }
}

extension DeviceOrientation: ExpressibleByArgument {}

/// The `--devices a,b` and `--orientation portrait|landscape|both` values of the batch
/// subcommands (`report`, `check`).
enum DeviceLists {
  /// The presets named in a comma-separated list.
  /// - Throws: `ValidationError` naming the first unknown device.
  static func devices(_ text: String) throws -> [Device] {
    try commaSeparated(text).map { name in
      guard let d = Device.named(name) else {
        throw ValidationError("Unknown device '\(name)'. `scrollwork devices` lists the presets.")
      }
      return d
    }
  }

  /// A content size category by name (`large`, `accessibilityMedium`, `AX1`).
  /// - Throws: `ValidationError` listing the names.
  static func contentSizeCategory(_ name: String) throws -> ContentSizeCategory {
    guard let category = ContentSizeCategory(name: name) else {
      throw ValidationError(
        "Unknown content size category '\(name)': one of \(ContentSizeCategory.names.joined(separator: ", ")), or AX1 … AX5."
      )
    }
    return category
  }

  /// The categories of a comma-separated list; `all` is every category.
  /// - Throws: `ValidationError` naming the first unknown one.
  static func contentSizeCategories(_ text: String) throws -> [ContentSizeCategory] {
    if text == "all" { return ContentSizeCategory.allCategories }
    return try commaSeparated(text).map(contentSizeCategory)
  }

  /// `portrait`, `landscape`, or both for `both`.
  /// - Throws: `ValidationError` for anything else.
  static func orientations(_ text: String) throws -> [DeviceOrientation] {
    if text == "both" { return [.portrait, .landscape] }
    guard let o = DeviceOrientation(rawValue: text) else {
      throw ValidationError("Bad --orientation '\(text)': portrait, landscape or both.")
    }
    return [o]
  }
}
