import Foundation

/// A size class: the rough width or height class of the space a view gets
/// (`UIUserInterfaceSizeClass`; raw values as in UIKit).
public enum UserInterfaceSizeClass: Int, Sendable, CaseIterable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}

/// The kind of device (`UIUserInterfaceIdiom`; raw values as in UIKit).
public enum UserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone = 0
  case pad = 1
}

/// The layout direction of a trait collection (`UITraitEnvironmentLayoutDirection`).
public enum TraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1
  case leftToRight = 0
  case rightToLeft = 1
}

/// The traits a view or view controller is shown with: UIKit's `UITraitCollection`
/// (size classes, idiom, display scale, layout direction, Dynamic Type size). Immutable.
///
/// A ``Window`` derives its traits from its device and orientation
/// (``TraitCollection/init(device:orientation:layoutDirection:preferredContentSizeCategory:)``): phones are compact in width, regular
/// in height in portrait and compact in landscape, except the large phones (portrait
/// width ≥ 414 pt: Plus, Max, XR/11), which are regular in width in landscape; iPads
/// are regular in both (full screen). Views outside a window have unspecified size classes.
public final class TraitCollection: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The horizontal size class.
  public let horizontalSizeClass: UserInterfaceSizeClass
  /// The vertical size class.
  public let verticalSizeClass: UserInterfaceSizeClass
  /// The device idiom.
  public let userInterfaceIdiom: UserInterfaceIdiom
  /// Pixels per point (0: unspecified).
  public let displayScale: CGFloat
  /// The layout direction.
  public let layoutDirection: TraitEnvironmentLayoutDirection
  /// The Dynamic Type size (`ContentSizeCategory.unspecified` in a collection made
  /// without one; a window's traits carry its ``Window/preferredContentSizeCategory``).
  public let preferredContentSizeCategory: ContentSizeCategory

  init(
    horizontal: UserInterfaceSizeClass = .unspecified, vertical: UserInterfaceSizeClass = .unspecified,
    idiom: UserInterfaceIdiom = .unspecified, scale: CGFloat = 0,
    direction: TraitEnvironmentLayoutDirection = .unspecified,
    category: ContentSizeCategory = .unspecified
  ) {
    horizontalSizeClass = horizontal
    verticalSizeClass = vertical
    userInterfaceIdiom = idiom
    displayScale = scale
    layoutDirection = direction
    preferredContentSizeCategory = category
  }

  /// A collection with every trait unspecified.
  public convenience init() { self.init(horizontal: .unspecified) }
  /// A collection specifying only the horizontal size class.
  public convenience init(horizontalSizeClass: UserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
  /// A collection specifying only the vertical size class.
  public convenience init(verticalSizeClass: UserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
  /// A collection specifying only the idiom.
  public convenience init(userInterfaceIdiom: UserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }
  /// A collection specifying only the display scale.
  public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
  /// A collection specifying only the layout direction.
  public convenience init(layoutDirection: TraitEnvironmentLayoutDirection) { self.init(direction: layoutDirection) }
  /// A collection specifying only the Dynamic Type size.
  public convenience init(preferredContentSizeCategory: ContentSizeCategory) {
    self.init(category: preferredContentSizeCategory)
  }

  /// The traits of `collections` merged: for each trait, the last specified value wins.
  public convenience init(traitsFrom collections: [TraitCollection]) {
    var h = UserInterfaceSizeClass.unspecified
    var v = UserInterfaceSizeClass.unspecified
    var idiom = UserInterfaceIdiom.unspecified
    var scale: CGFloat = 0
    var direction = TraitEnvironmentLayoutDirection.unspecified
    var category = ContentSizeCategory.unspecified
    for c in collections {
      if c.horizontalSizeClass != .unspecified { h = c.horizontalSizeClass }
      if c.verticalSizeClass != .unspecified { v = c.verticalSizeClass }
      if c.userInterfaceIdiom != .unspecified { idiom = c.userInterfaceIdiom }
      if c.displayScale != 0 { scale = c.displayScale }
      if c.layoutDirection != .unspecified { direction = c.layoutDirection }
      if c.preferredContentSizeCategory != .unspecified { category = c.preferredContentSizeCategory }
    }
    self.init(horizontal: h, vertical: v, idiom: idiom, scale: scale, direction: direction, category: category)
  }

  /// The traits of a full-screen app on `device` held in `orientation` (see the type's
  /// documentation for the size-class rule).
  public convenience init(
    device: Device, orientation: DeviceOrientation, layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
    preferredContentSizeCategory: ContentSizeCategory = .large
  ) {
    let horizontal: UserInterfaceSizeClass
    let vertical: UserInterfaceSizeClass
    if device.isPad {
      (horizontal, vertical) = (.regular, .regular)
    } else if orientation == .portrait {
      (horizontal, vertical) = (.compact, .regular)
    } else {
      (horizontal, vertical) = (device.portraitSize.width >= 414 ? .regular : .compact, .compact)
    }
    self.init(
      horizontal: horizontal, vertical: vertical, idiom: device.isPad ? .pad : .phone, scale: device.scale,
      direction: layoutDirection == .leftToRight ? .leftToRight : .rightToLeft, category: preferredContentSizeCategory)
  }

  /// Whether every trait `trait` specifies has the same value here.
  public func containsTraits(in trait: TraitCollection?) -> Bool {
    guard let t = trait else { return true }
    return (t.horizontalSizeClass == .unspecified || t.horizontalSizeClass == horizontalSizeClass)
      && (t.verticalSizeClass == .unspecified || t.verticalSizeClass == verticalSizeClass)
      && (t.userInterfaceIdiom == .unspecified || t.userInterfaceIdiom == userInterfaceIdiom)
      && (t.displayScale == 0 || t.displayScale == displayScale)
      && (t.layoutDirection == .unspecified || t.layoutDirection == layoutDirection)
      && (t.preferredContentSizeCategory == .unspecified
        || t.preferredContentSizeCategory == preferredContentSizeCategory)
  }

  public static func == (a: TraitCollection, b: TraitCollection) -> Bool {
    a.horizontalSizeClass == b.horizontalSizeClass && a.verticalSizeClass == b.verticalSizeClass
      && a.userInterfaceIdiom == b.userInterfaceIdiom && a.displayScale == b.displayScale
      && a.layoutDirection == b.layoutDirection && a.preferredContentSizeCategory == b.preferredContentSizeCategory
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
    hasher.combine(userInterfaceIdiom)
    hasher.combine(displayScale)
    hasher.combine(layoutDirection)
    hasher.combine(preferredContentSizeCategory)
  }

  public var description: String {
    "<UITraitCollection: horizontalSizeClass = \(name(horizontalSizeClass)), verticalSizeClass = \(name(verticalSizeClass)), "
      + "userInterfaceIdiom = \(userInterfaceIdiom), displayScale = \(fmt(displayScale))>"
  }

  private func name(_ c: UserInterfaceSizeClass) -> String {
    switch c {
    case .unspecified: "Unspecified"
    case .compact: "Compact"
    case .regular: "Regular"
    }
  }
}

/// Something with traits (`UITraitEnvironment`): views and view controllers.
public protocol TraitEnvironment: AnyObject {
  /// The current traits.
  var traitCollection: TraitCollection { get }
  /// Called after the traits changed.
  func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?)
}
