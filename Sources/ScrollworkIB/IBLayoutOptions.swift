import Foundation
import Scrollwork

/// How a scene is turned into views.
public struct IBLayoutOptions: Sendable {
  /// Where intrinsic sizes come from.
  public enum IntrinsicSizes: String, Sendable {
    /// Labels, buttons, text fields, switches, segmented controls and SF Symbol image
    /// views take their intrinsic size from the frame Xcode stored for them (the
    /// document does not record what they depend on). Image views with a
    /// `<resources>` image take the image's size.
    case document
    /// Measured by Scrollwork: labels with the bundled font, controls with their
    /// built-in sizes.
    case measured
  }

  /// The device to lay out for; nil means the document's own canvas (the stored
  /// root size, the `<device>` scale and insets).
  public var device: Device?
  /// The orientation when ``device`` is set; nil means the document's.
  public var orientation: DeviceOrientation?
  /// The size-class traits selecting `<variation>`s, e.g. `["widthClass": "compact",
  /// "heightClass": "regular"]`. Empty (the default) selects the base Any/Any set.
  public var traits: [String: String]
  /// Where intrinsic sizes come from (default `.document`).
  public var intrinsicSizes: IntrinsicSizes
  /// Whether placeholder ("remove at build time") constraints are kept. False (the
  /// default) is the app at run time; true is Interface Builder's canvas, which
  /// uses them to compute the stored frames (InterfaceBuilderFormat.md §3, §15.8). The oracle
  /// keeps them.
  public var keepsPlaceholderConstraints: Bool

  /// Creates options; the defaults reproduce the document's own canvas.
  public init(
    device: Device? = nil, orientation: DeviceOrientation? = nil, traits: [String: String] = [:],
    intrinsicSizes: IntrinsicSizes = .document, keepsPlaceholderConstraints: Bool = false
  ) {
    self.keepsPlaceholderConstraints = keepsPlaceholderConstraints
    self.device = device
    self.orientation = orientation
    self.traits = traits
    self.intrinsicSizes = intrinsicSizes
  }

  /// The size classes a device shows in an orientation: phones are compact wide in
  /// portrait (regular tall) and compact tall in landscape (the Plus and Max phones,
  /// 414 points and wider, regular wide there); iPads are regular both ways.
  public static func traits(of device: Device, in orientation: DeviceOrientation) -> [String: String] {
    if device.isPad { return ["widthClass": "regular", "heightClass": "regular"] }
    if orientation == .portrait { return ["widthClass": "compact", "heightClass": "regular"] }
    return ["widthClass": device.portraitSize.width >= 414 ? "regular" : "compact", "heightClass": "compact"]
  }

  /// Parses `compact-regular` (width, then height) or `any-any` into traits.
  /// - Returns: nil when the text is not two of `any`, `compact`, `regular`.
  public static func traits(from text: String) -> [String: String]? {
    let parts = text.lowercased().split(separator: "-").map(String.init)
    let allowed = ["any", "compact", "regular"]
    guard parts.count == 2, allowed.contains(parts[0]), allowed.contains(parts[1]) else { return nil }
    var traits: [String: String] = [:]
    if parts[0] != "any" { traits["widthClass"] = parts[0] }
    if parts[1] != "any" { traits["heightClass"] = parts[1] }
    return traits
  }
}
