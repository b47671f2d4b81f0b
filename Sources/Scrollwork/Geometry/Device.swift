import Foundation

/// A device orientation: which way up the screen is held.
public enum DeviceOrientation: String, Sendable, CaseIterable, Codable {
  /// Taller than wide (the size as listed in ``Device``).
  case portrait
  /// Wider than tall: width and height swapped, landscape safe-area insets.
  case landscape
}

/// An iPhone or iPad preset: the screen's size in points (portrait), its pixel
/// scale and the safe-area insets the system gives a full-screen view controller's
/// root view in each orientation, with no bars.
///
/// Sizes and Interface Builder ids are those of `InterfaceBuilderFormat.md` §11. Safe-area
/// insets: the status bar (20 pt) on home-button phones and older iPads in portrait,
/// nothing in landscape on phones (iOS hides the status bar); notched phones use
/// the sensor housing's height on top and 34 pt for the home indicator at the
/// bottom in portrait, and in landscape the housing's height on both sides and
/// 21 pt at the bottom. These are the iOS 17 values; `InterfaceBuilderFormat.md` §4 lists what
/// older Xcode versions stored (44 instead of 48 on retina6_1, for example).
///
/// ```swift
/// let device = Device.named("iphone-se-2")!          // 375 × 667 @2x
/// device.size(in: .landscape)                         // 667 × 375
/// device.safeAreaInsets(in: .portrait)               // top 20
/// ```
public struct Device: Sendable, Equatable, CustomStringConvertible {
  /// The preset's primary name (`iphone-se-2`).
  public let name: String
  /// Other names accepted by ``named(_:)`` (`iphone-8`, `retina4_7`).
  public let aliases: [String]
  /// Interface Builder's `<device id>` for this screen size and scale, if any.
  public let interfaceBuilderID: String?
  /// The screen's size in points, in portrait.
  public let portraitSize: CGSize
  /// Pixels per point.
  public let scale: CGFloat
  /// Safe-area insets in portrait.
  public let portraitSafeArea: EdgeInsets
  /// Safe-area insets in landscape.
  public let landscapeSafeArea: EdgeInsets
  /// Whether it is an iPad (regular size classes in both orientations).
  public let isPad: Bool

  /// Creates a custom device. Landscape insets default to the portrait insets
  /// rotated a quarter turn (top becomes left, bottom becomes right).
  public init(
    name: String, aliases: [String] = [], interfaceBuilderID: String? = nil, portraitSize: CGSize,
    scale: CGFloat, portraitSafeArea: EdgeInsets = .zero, landscapeSafeArea: EdgeInsets? = nil, isPad: Bool = false
  ) {
    self.name = name
    self.aliases = aliases
    self.interfaceBuilderID = interfaceBuilderID
    self.portraitSize = portraitSize
    self.scale = scale
    self.portraitSafeArea = portraitSafeArea
    self.landscapeSafeArea =
      landscapeSafeArea
      ?? EdgeInsets(
        top: 0, left: portraitSafeArea.top, bottom: portraitSafeArea.bottom > 0 ? 21 : 0,
        right: portraitSafeArea.top)
    self.isPad = isPad
  }

  /// The screen's size in points in `orientation`.
  public func size(in orientation: DeviceOrientation) -> CGSize {
    orientation == .portrait ? portraitSize : CGSize(width: portraitSize.height, height: portraitSize.width)
  }

  /// The safe-area insets of a full-screen root view in `orientation`.
  public func safeAreaInsets(in orientation: DeviceOrientation) -> EdgeInsets {
    orientation == .portrait ? portraitSafeArea : landscapeSafeArea
  }

  /// A ``Screen`` with this device's scale and `orientation`'s bounds.
  public func screen(
    in orientation: DeviceOrientation = .portrait, layoutDirection: UserInterfaceLayoutDirection = .leftToRight
  ) -> Screen {
    Screen(scale: scale, layoutDirection: layoutDirection, bounds: CGRect(origin: .zero, size: size(in: orientation)))
  }

  /// `iphone-se-2 (375×667 @2x)`.
  public var description: String {
    "\(name) (\(fmt(portraitSize.width))×\(fmt(portraitSize.height)) @\(fmt(scale))x)"
  }

  /// The preset with this name or alias (case-insensitive; `_` and spaces count as
  /// `-`, so `iPhone SE 2` and `retina4_7` both work), or nil.
  public static func named(_ name: String) -> Device? {
    let key = normalized(name)
    return all.first { normalized($0.name) == key || $0.aliases.contains { normalized($0) == key } }
  }

  /// The default device of layout files and the demo: an iPhone SE (2nd
  /// generation), 375 × 667 points, the tutorials' screen.
  public static let standard = named("iphone-se-2")!

  static func normalized(_ name: String) -> String {
    String(name.lowercased().map { $0 == "_" || $0 == " " ? "-" : $0 })
  }

  /// Every preset, phones from small to large, then iPads.
  public static let all: [Device] = {
    func phone(
      _ name: String, _ aliases: [String], _ ib: String?, _ w: CGFloat, _ h: CGFloat, _ scale: CGFloat,
      top: CGFloat, bottom: CGFloat = 0
    ) -> Device {
      // Home-button phones hide the status bar in landscape: no insets at all.
      let landscape =
        bottom > 0 ? EdgeInsets(top: 0, left: top, bottom: 21, right: top) : EdgeInsets.zero
      return Device(
        name: name, aliases: aliases, interfaceBuilderID: ib, portraitSize: CGSize(width: w, height: h),
        scale: scale, portraitSafeArea: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
        landscapeSafeArea: landscape)
    }
    func pad(
      _ name: String, _ aliases: [String], _ ib: String?, _ w: CGFloat, _ h: CGFloat, top: CGFloat,
      bottom: CGFloat
    ) -> Device {
      let insets = EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
      return Device(
        name: name, aliases: aliases, interfaceBuilderID: ib, portraitSize: CGSize(width: w, height: h), scale: 2,
        portraitSafeArea: insets, landscapeSafeArea: insets, isPad: true)
    }
    return [
      phone("iphone-4s", ["retina3-5"], "retina3_5", 320, 480, 2, top: 20),
      phone("iphone-se-1", ["iphone-5", "iphone-5s", "iphone-se", "retina4-0"], "retina4_0", 320, 568, 2, top: 20),
      phone(
        "iphone-se-2", ["iphone-se-3", "iphone-8", "iphone-7", "iphone-6", "iphone-6s", "retina4-7"], "retina4_7",
        375, 667, 2, top: 20),
      phone("iphone-8-plus", ["iphone-7-plus", "iphone-6-plus", "retina5-5"], "retina5_5", 414, 736, 3, top: 20),
      phone("iphone-x", ["iphone-xs", "iphone-11-pro", "retina5-9"], "retina5_9", 375, 812, 3, top: 44, bottom: 34),
      phone("iphone-12-mini", ["iphone-13-mini"], nil, 375, 812, 3, top: 50, bottom: 34),
      phone("iphone-11", ["iphone-xr", "retina6-1"], "retina6_1", 414, 896, 2, top: 48, bottom: 34),
      phone(
        "iphone-11-pro-max", ["iphone-xs-max", "retina6-5"], "retina6_5", 414, 896, 3, top: 44, bottom: 34),
      phone(
        "iphone-12", ["iphone-12-pro", "iphone-13", "iphone-13-pro", "iphone-14", "retina6-0"], "retina6_0", 390,
        844, 3, top: 47, bottom: 34),
      phone(
        "iphone-12-pro-max", ["iphone-13-pro-max", "iphone-14-plus", "retina6-7"], "retina6_7", 428, 926, 3,
        top: 47, bottom: 34),
      phone(
        "iphone-15", ["iphone-14-pro", "iphone-15-pro", "iphone-16", "retina6-12"], "retina6_12", 393, 852, 3,
        top: 59, bottom: 34),
      phone(
        "iphone-15-plus", ["iphone-14-pro-max", "iphone-15-pro-max", "iphone-16-plus", "retina6-72"], "retina6_72",
        430, 932, 3, top: 59, bottom: 34),
      phone("iphone-16-pro", ["retina6-3"], "retina6_3", 402, 874, 3, top: 62, bottom: 34),
      phone("iphone-16-pro-max", ["retina6-9"], "retina6_9", 440, 956, 3, top: 62, bottom: 34),
      pad("ipad-9-7", ["ipad", "ipad9-7"], "ipad9_7", 768, 1024, top: 20, bottom: 0),
      pad("ipad-10-2", ["ipad10-2"], "ipad10_2", 810, 1080, top: 20, bottom: 0),
      pad("ipad-mini", ["ipad-mini-6", "ipad7-9"], "ipad7_9", 744, 1133, top: 24, bottom: 20),
      pad("ipad-air", ["ipad-10-9", "ipad10-9"], "ipad10_9", 820, 1180, top: 24, bottom: 20),
      pad("ipad-11", ["ipad-pro-11", "ipad11"], "ipad11", 834, 1194, top: 24, bottom: 20),
      // Interface Builder's `ipad12_9` is the home-button iPad Pro 12.9-inch (1st and 2nd
      // generation: a 20-point status bar, no home indicator); the Face ID model is
      // `ipad12_9rounded` (InterfaceBuilderFormat.md §11).
      pad("ipad-pro-12-9-2", ["ipad-pro-12-9-2nd-gen", "ipad12-9-2"], "ipad12_9", 1024, 1366, top: 20, bottom: 0),
      pad("ipad-12-9", ["ipad-pro-12-9", "ipad12-9"], "ipad12_9rounded", 1024, 1366, top: 24, bottom: 20),
    ]
  }()
}
