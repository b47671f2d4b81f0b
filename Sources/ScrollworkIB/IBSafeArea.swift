import Foundation
import Scrollwork

/// The unsafe insets Interface Builder gives a scene's root view: the status bar or
/// sensor housing, inferred navigation and tab bars, and the home indicator, as the
/// saving Xcode version drew them (InterfaceBuilderFormat.md §4, §9, §12).
public enum IBSafeArea {
  /// The insets of a full-screen root on `device` for a document saved by Xcode build
  /// `build` (the plug-in version), with or without a navigation bar and a tab bar.
  ///
  /// Top: the device's top inset (status bar 20 on home-button phones; 44 on every
  /// phone with a sensor housing up to Xcode 13, the device's own from Xcode 14:
  /// retina6_1 48, InterfaceBuilderFormat.md §4); a navigation bar adds 44 (48 from Xcode 16 on
  /// retina6_1: §4's totals 88, 92, 96).
  /// Bottom: the home indicator (34) or a tab bar (49 plus the indicator).
  /// `largeTitle` adds a large title's 52 points under the navigation bar.
  /// `canvas` false (a device the user chose, the app at run time) keeps the
  /// device's own top inset instead of the 44 points older Xcodes drew.
  public static func insets(
    device: Device, orientation: DeviceOrientation, build: Int, statusBarHidden: Bool,
    navigationBar: Bool, tabBar: Bool, canvas: Bool = true, largeTitle: Bool = false
  ) -> EdgeInsets {
    var insets = device.safeAreaInsets(in: orientation)
    // Before Xcode 14 every phone with a sensor housing was drawn with the iPhone X's
    // 44-point top inset, whatever the device's own (retina6_1: 44 in Xcode ≤ 13
    // files, 48 from Xcode 14, InterfaceBuilderFormat.md §4; retina6_7: pocket-casts'
    // WhatsNewViewController, Xcode 12, pins its scroll view to the safe area at
    // y = 44 where the device's inset is 47).
    if canvas, !device.isPad, orientation == .portrait, insets.bottom > 0, build < 21000 {
      insets.top = 44
    }
    if statusBarHidden && insets.bottom == 0 { insets.top = 0 }
    // From Xcode 11 a scene under a navigation bar on a home-button phone is drawn
    // without the status bar: the top inset is the bar's 44 points (inferred from
    // RefreshScroll and AltStore, 15505 and 15701).
    // Xcode 16 and later draw the status bar above it again, under a 54-point bar
    // (sentry-cocoa's iOS-Swift sample, 24127 on retina4_0: the bar stored at y = 20,
    // 54 tall, its tabs' views pinned to the safe area at y = 74; xDrip, 24412, and
    // nRF Connect Device Manager, 24765, store their bars 54 tall too).
    let xcode16 = build >= 24000 && !device.isPad
    if build >= 15000, !xcode16, !largeTitle, navigationBar, insets.bottom == 0, !device.isPad { insets.top = 0 }
    if navigationBar {
      let bar: CGFloat =
        device.interfaceBuilderID == "retina6_1" && build >= 24000 ? 48 : xcode16 ? 54 : 44
      insets.top += bar
      // A large title adds its 52-point row under the bar (tinode's preview scenes:
      // 20 + 96 = 116 under a `largeTitles` bar stored 96 tall).
      if largeTitle { insets.top += 52 }
    }
    if tabBar { insets.bottom += 49 }
    return insets
  }
}
