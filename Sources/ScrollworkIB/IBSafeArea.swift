import Foundation
import Scrollwork

/// The unsafe insets Interface Builder gives a scene's root view: the status bar or
/// sensor housing, inferred navigation and tab bars, and the home indicator, as the
/// saving Xcode version drew them (InterfaceBuilderFormat.md §4, §9, §12).
public enum IBSafeArea {
  /// What Xcode 26 adds to a tab bar on a home-button phone's canvas in portrait: the
  /// home-indicator inset of the phones that have one (see `insets(device:…)`).
  static let xcode26HomeButtonTabBarExtra: CGFloat = 34

  /// The status bar of the iPhone 12 mini and 13 mini (375 × 812, like the iPhone
  /// X), which Xcode 26 draws for `retina5_9`.
  static let miniStatusBarHeight: CGFloat = 50

  /// A navigation bar as its navigation controller stores it
  /// (`<navigationBar key="navigationBar">`, when stored below the top of the screen).
  public struct StoredBar: Equatable, Sendable {
    /// The bottom edge the scene sits under.
    public var bottom: CGFloat
    /// Whether `bottom` is a stored large-title bar less its 52-point large-title
    /// row, for a controller that never shows the large title.
    public var dropsLargeTitle: Bool

    /// A stored bar ending at `bottom`.
    public init(bottom: CGFloat, dropsLargeTitle: Bool = false) {
      self.bottom = bottom
      self.dropsLargeTitle = dropsLargeTitle
    }
  }

  /// The top inset Xcode build `build` draws for `device`'s status bar or sensor
  /// housing on its canvas, before any bar.
  ///
  /// The device's own, except on phones with a sensor housing in portrait: every one
  /// is drawn with the iPhone X's 44 before Xcode 14 (retina6_1: 44 in Xcode ≤ 13
  /// files, 48 from Xcode 14, InterfaceBuilderFormat.md §4; retina6_7: pocket-casts'
  /// WhatsNewViewController, Xcode 12, pins its scroll view to the safe area at
  /// y = 44 where the device's inset is 47), and Xcode 26 (builds from 24700) draws
  /// `retina5_9` (375 × 812) as the iPhone 13 mini, whose status bar is 50 points
  /// tall where the iPhone X's is 44: nRF Device Manager (24765) stores its
  /// navigation bar at y = 100 = 2 × 50, as LNPopupController's TestingScene (25094,
  /// retina6_12) stores its at 118 = 2 × 59 (the doubled canvas, InterfaceBuilder.md,
  /// "Building"), and its 320-point filter popover, which is not drawn doubled, pins
  /// a label 20 below the safe area's top at y = 70 = 50 + 20.
  /// - Complexity: O(1).
  static func canvasTop(device: Device, orientation: DeviceOrientation, build: Int) -> CGFloat {
    let own = device.safeAreaInsets(in: orientation)
    guard !device.isPad, orientation == .portrait, own.bottom > 0 else { return own.top }
    if build < IBToolsEra.xcode14 { return 44 }
    if device.interfaceBuilderID == "retina5_9", build >= IBToolsEra.xcode26DoubledStatusBar {
      return miniStatusBarHeight
    }
    return own.top
  }

  /// The insets of a full-screen root on `device` for a document saved by Xcode build
  /// `build` (the plug-in version), with or without a navigation bar and a tab bar.
  ///
  /// The bars' heights are Scrollwork's (`NavigationBar` and `TabBar`, UIKitBehaviour.md
  /// §40), except where a canvas of a given Xcode draws its own.
  ///
  /// Top: the device's top inset (status bar 20 on home-button phones; 44 on every
  /// phone with a sensor housing up to Xcode 13, the device's own from Xcode 14:
  /// retina6_1 48, InterfaceBuilderFormat.md §4); a navigation bar adds 44 (48 from Xcode 16 on
  /// retina6_1: §4's totals 88, 92, 96).
  /// Bottom: the home indicator (34) or a tab bar (49 plus the indicator; 83 on a
  /// home-button phone in Xcode 26).
  /// `largeTitle` adds a large title's 52 points under the navigation bar.
  /// `canvas` false (a device the user chose, the app at run time) keeps the
  /// device's own top inset instead of the 44 points older Xcodes drew.
  /// `storedBar`, the navigation bar as the scene's navigation controller stores it,
  /// decides the top on a phone's canvas: the scene sits under it
  /// (InterfaceBuilder.md, "Building").
  public static func insets(
    device: Device, orientation: DeviceOrientation, build: Int, statusBarHidden: Bool,
    navigationBar: Bool, tabBar: Bool, canvas: Bool = true, largeTitle: Bool = false,
    storedBar: StoredBar? = nil, presentedModally: Bool = false
  ) -> EdgeInsets {
    var insets = device.safeAreaInsets(in: orientation)
    if canvas { insets.top = canvasTop(device: device, orientation: orientation, build: build) }
    // Xcode 16 and later draw a phone with a sensor housing in landscape with the
    // top inset it has in portrait, above the content and the navigation bars its
    // documents store, and with both home-indicator insets at the bottom, where a
    // tab bar adds 31 points (xDrip, 24405 on retina6_0 in landscape: scenes
    // without a bar pinned to the safe area at y = 47 and 55 above the bottom,
    // navigation bars stored at y = 47, 54 tall, and tab scenes ending 86 above
    // the bottom; InterfaceBuilder.md, "Landscape canvases").
    let portrait = device.safeAreaInsets(in: .portrait)
    var tabBarHeight = TabBar.regularHeight
    if canvas, !device.isPad, orientation == .landscape, build >= IBToolsEra.xcode26Metrics, portrait.bottom > 0 {
      // A scene presented modally (`presentedModally`) is drawn there with the
      // device's portrait insets on its landscape root: none on the sides, the home
      // indicator's alone at the bottom (xDrip's Snooze, shown from its home tab: a
      // title 15 points inside the safe area's leading edge stored at x = 15, a table
      // pinned to the safe area's bottom ending 34 above the root's; InterfaceBuilder.md,
      // "Landscape canvases").
      if presentedModally, !navigationBar, !tabBar { return portrait }
      insets.top = portrait.top
      insets.bottom += portrait.bottom
      tabBarHeight = 31
    }
    if statusBarHidden && insets.bottom == 0 { insets.top = 0 }
    // From Xcode 11 a scene under a navigation bar on a home-button phone is drawn
    // without the status bar: the top inset is the bar's 44 points (inferred from
    // RefreshScroll and AltStore, 15505 and 15701).
    // Xcode 16 and later draw the status bar above it again, under a 54-point bar
    // (sentry-cocoa's iOS-Swift sample, 24127 on retina4_0: the bar stored at y = 20,
    // 54 tall, its tabs' views pinned to the safe area at y = 74; xDrip, 24412, and
    // nRF Connect Device Manager, 24765, store their bars 54 tall too).
    let newBarMetrics = build >= IBToolsEra.xcode26Metrics && !device.isPad
    if build >= IBToolsEra.xcode11, !newBarMetrics, !largeTitle, navigationBar, insets.bottom == 0, !device.isPad {
      insets.top = 0
    }
    if navigationBar {
      let bar: CGFloat =
        device.interfaceBuilderID == "retina6_1" && build >= IBToolsEra.xcode26Metrics
        ? 48 : newBarMetrics ? 54 : NavigationBar.regularRowHeight
      insets.top += bar
      // A large title adds its 52-point row under the bar (tinode's preview scenes:
      // 20 + 96 = 116 under a `largeTitles` bar stored 96 tall).
      if largeTitle { insets.top += NavigationBar.largeTitleHeight }
    }
    // The navigation bar as its controller stores it. A controller that never
    // shows the large title of a stored large-title bar sits under the standard
    // bar: on a notched phone under the stored bar less its large-title row
    // (LNPopupController's DemoViewController: 59 + 44); on a home-button phone the
    // era's rule above decides, which draws navigation scenes of Xcode 11 to 15
    // without the status bar (a choice: no corpus document shows this case;
    // InterfaceBuilder.md, "Large titles").
    if canvas, !device.isPad, let storedBar,
      !(storedBar.dropsLargeTitle && device.safeAreaInsets(in: orientation).bottom == 0)
    {
      insets.top = storedBar.bottom
    }
    // Xcode 26 draws a tab bar on a home-button phone in portrait as a phone with a
    // home indicator has it, 83 = 49 + 34 points (sentry-cocoa's iOS-Swift sample,
    // 24127 on retina4_0: its tab bar stored 393 points wide, another device's; the
    // Transactions stack centred 17 points above the home-button centre, Extra's
    // scroll view pinned to the safe area's bottom and Profiling's column bounded by
    // it all end at 485 of 568; InterfaceBuilder.md, "Building").
    if canvas, !device.isPad, orientation == .portrait, build >= IBToolsEra.xcode26Metrics, portrait.bottom == 0 {
      tabBarHeight = TabBar.regularHeight + Self.xcode26HomeButtonTabBarExtra
    }
    if tabBar { insets.bottom += tabBarHeight }
    return insets
  }
}
