import Foundation
import Scrollwork

/// Builds Scrollwork views from a scene of an ``IBDocument``.
///
/// The root view gets the canvas size (the stored root size, or the chosen
/// device's screen), the device's scale and the safe-area insets Interface Builder
/// gives it (``IBSafeArea``); each view gets its class, stored frame, autoresizing
/// mask and TAMIC, margins, hugging and compression resistance, and its intrinsic
/// size (``IBLayoutOptions/IntrinsicSizes``); then every installed constraint is
/// activated. Placeholder constraints and those excluded for the selected size
/// classes are left out, as at build time (InterfaceBuilderFormat.md §3).
public struct IBLayoutBuilder {
  /// The document.
  public let document: IBDocument
  /// The options.
  public let options: IBLayoutOptions

  /// Creates a builder.
  public init(document: IBDocument, options: IBLayoutOptions = IBLayoutOptions()) {
    self.document = document
    self.options = options
  }

  /// The document's own device preset, if its `<device id>` is known.
  public var documentDevice: Device? {
    document.deviceID.flatMap { id in Device.all.first { $0.interfaceBuilderID == id } }
  }

  /// Builds one scene (not laid out yet; call `layout.root.layoutIfNeeded()`).
  /// Never throws for constraints Scrollwork refuses: they are listed in
  /// ``IBLayout/skippedConstraints``.
  ///
  /// An SF Symbol image view whose size no required `=` constant fixes in an axis (an
  /// aspect ratio, a stack or a `≥` bound sizes it) has its alignment rectangle
  /// measured by a first solve on the document's own canvas; the scene is then built
  /// again with the stored frame centred on that rectangle (InterfaceBuilder.md, "SF
  /// Symbol image views' frames"). Scenes without such a view are built once.
  /// - Complexity: O(views + constraints), plus one solve of the scene on its canvas
  ///   when it has a symbol image view to measure.
  public func build(scene: IBScene) -> IBLayout {
    let first = build(scene: scene, measuredSymbolRects: [:])
    guard let measured = measuredSymbolRects(scene: scene, firstBuild: first) else { return first }
    return build(scene: scene, measuredSymbolRects: measured)
  }

  /// The alignment rectangles (sizes) of the scene's SF Symbol image views whose size
  /// no required `=` constant fixes in an axis, measured by a solve on the document's
  /// own canvas: the one source of the measured symbol insets, for the builder
  /// (``build(scene:)``) and the stale-frame check (``IBOracle/violations(in:)``).
  /// Nil when the scene has no such view (nothing to measure).
  /// - Parameter firstBuild: this builder's build of `scene` without measurements, if
  ///   already made (it is built otherwise).
  /// - Complexity: O(views + constraints), plus one solve of the scene on its canvas
  ///   when it has a symbol image view to measure.
  func measuredSymbolRects(scene: IBScene, firstBuild: IBLayout? = nil) -> [String: CGSize]? {
    if firstBuild == nil, !Self.holdsOpenSymbol(scene.root, in: document) { return nil }
    let first = firstBuild ?? build(scene: scene, measuredSymbolRects: [:])
    let open = first.symbolImageViews.filter { id in
      guard let e = first.elements[id], !e.translatesAutoresizingMask else { return false }
      let fixed = IBImageView.symbolFixedSize(constraints: e.constraints, id: id)
      return fixed.width == nil || fixed.height == nil
    }
    guard !open.isEmpty else { return nil }
    // The insets are the symbol's, so they are measured where Xcode drew the stored
    // frame: on the document's own canvas, whatever device this build is for.
    let canvas =
      options.device == nil
      ? first
      : IBLayoutBuilder(document: document, options: IBOracle.canvasOptions(for: document))
        .build(scene: scene, measuredSymbolRects: [:])
    canvas.root.layoutIfNeeded()
    var measured: [String: CGSize] = [:]
    for id in open.sorted() {
      guard let view = canvas.views[id] else { continue }
      let insets = view.alignmentRectInsets
      measured[id] = CGSize(width: view.frame.width - insets.horizontal, height: view.frame.height - insets.vertical)
    }
    return measured
  }

  /// Whether `v` or a view below it is an SF Symbol image view that a required `=`
  /// constant does not size in both axes: what ``measuredSymbolRects(scene:firstBuild:)``
  /// measures, tested on the document without building the scene.
  static func holdsOpenSymbol(_ v: IBView, in document: IBDocument) -> Bool {
    if v.element == "imageView", let name = v.imageName, document.systemImages.contains(name),
      !v.translatesAutoresizingMask
    {
      let fixed = IBImageView.symbolFixedSize(constraints: v.constraints, id: v.id)
      if fixed.width == nil || fixed.height == nil { return true }
    }
    return v.subviews.contains { holdsOpenSymbol($0, in: document) }
  }

  /// Builds one scene with the given measurements of its symbol image views.
  func build(scene: IBScene, measuredSymbolRects: [String: CGSize]) -> IBLayout {
    let device = options.device ?? documentDevice
    let orientation = options.device != nil ? (options.orientation ?? .portrait) : document.orientation
    let storedSize = scene.root.frame?.size ?? scene.freeformSize
    var rootSize: CGSize
    if let chosen = options.device {
      rootSize = chosen.size(in: orientation)
    } else if let storedSize, storedSize.width > 0, storedSize.height > 0 {
      rootSize = storedSize
      if let height = heightBelowOpaqueBar(scene, device: device, orientation: orientation) { rootSize.height = height }
    } else {
      rootSize = device?.size(in: orientation) ?? CGSize(width: 600, height: 600)
    }
    let scale = device?.scale ?? 2
    let excluded = excludedIDs()
    var builder = Builder(document: document, options: options, excluded: excluded)
    builder.uninstalled = Self.ids(in: scene.root, under: excluded)
    builder.absorbsSafeAreaInScrollViews = scene.hasNavigationBar || scene.hasTabBar
    builder.measuredSymbolRects = measuredSymbolRects
    let layout = IBLayout(scene: scene, root: builder.makeView(scene.root), device: device, orientation: orientation)
    let root = layout.root
    root.screen = Screen(scale: scale, bounds: CGRect(origin: .zero, size: device?.size(in: orientation) ?? rootSize))
    root.frame = CGRect(origin: .zero, size: rootSize)
    builder.register(scene.root, view: root, parent: nil, in: layout)
    // Since Xcode 11 a xib's top-level view is shown with the device's insets
    // whatever its size (SwiftMessages CardView: 44 and 34 on a 510 × 160 view).
    // A storyboard's dock view is such a top-level view (InterfaceBuilder.md, "Dock views").
    let freeStanding = document.kind == .xib || scene.isDockView
    let xibShowsDeviceInsets = freeStanding && document.buildNumber >= IBToolsEra.xcode11
    // A freeform top-level view of a xib with safe-area guides is drawn at the top of
    // the screen without a status bar (InterfaceBuilder.md, "Building", *A freeform
    // xib view's safe area*; ``freeformSafeAreaInsets(device:orientation:rootSize:)``).
    // CardView, a freeform xib without safe-area guides, keeps the device's insets in
    // its margins.
    let freeformInSafeAreaXib = document.kind == .xib && document.usesSafeAreas && scene.simulatesFreeformSize
    // A cell `.xib`'s cell is laid out alone, without a screen's insets (InterfaceBuilder.md, "Cells").
    let isControllerRoot =
      !scene.isEmbedded && !scene.root.isCell && !freeformInSafeAreaXib
      && (!freeStanding || rootSize == device?.size(in: orientation)
        || xibShowsDeviceInsets)
    if scene.isEmbedded {
      // A child shown in a container view is drawn on its own canvas with the
      // device's insets, as a full-screen controller of that device would have them,
      // when that canvas is as wide as the device's screen (xmartlabs' pager children,
      // habitica's setup pages, DynamicContainer's message: status bar or sensor
      // housing above them). A child on a canvas of another width is a freeform view
      // and is drawn without bars (SkyFloatingLabelTextField's showcase, 400 points
      // wide on a 375-point phone, pins its fields to a top layout guide at y = 0).
      if let device, rootSize.width == device.size(in: orientation).width {
        root.deviceSafeAreaInsets = rootInsets(
          scene, device: device, orientation: orientation, rootSize: device.size(in: orientation))
      } else if device == nil {
        root.deviceSafeAreaInsets = rootInsets(scene, device: nil, orientation: orientation, rootSize: rootSize)
      }
    } else if isControllerRoot {
      root.deviceSafeAreaInsets = rootInsets(scene, device: device, orientation: orientation, rootSize: rootSize)
    } else if freeformInSafeAreaXib, let device {
      root.deviceSafeAreaInsets = freeformSafeAreaInsets(device: device, orientation: orientation, rootSize: rootSize)
    }
    // Interface Builder gives every top-level view (a controller's root view, a xib's
    // top-level view) the system minimum margins of a root view, a xib's top-level
    // collection view cell included; a prototype cell in its collection view keeps a
    // plain view's 8 points, and table view cells their own rules (InterfaceBuilder.md,
    // "Cells").
    let isTopLevelCollectionCell = document.kind == .xib && scene.root.element == "collectionViewCell"
    if scene.root.margins == nil, !scene.root.isCell || isTopLevelCollectionCell {
      // System minimum margins (InterfaceBuilderFormat.md §5): 16 on phones up to 393 points
      // wide (``Builder/widestCompactMarginWidth``), 20 above since Xcode 9 (build 13000,
      // iOS 11); before that 16 on every
      // phone and 20 on the 600-point Any/Any canvas and iPads (only with size
      // classes: a document without them is a phone document whatever its size,
      // and only from Xcode 7, build 8000: Xcode 6's 600-point canvas keeps 16,
      // OnTheMap, 7706, against TPKeyboardAvoiding's 20, 9532).
      let sizeClassCanvas = document.usesTraitCollections && document.buildNumber >= IBToolsEra.xcode7
      let wide: CGFloat =
        document.buildNumber >= IBToolsEra.xcode9 || device?.isPad == true
        ? Builder.widestCompactMarginWidth : (sizeClassCanvas ? 599 : .greatestFiniteMagnitude)
      // A phone in landscape keeps the margins of its portrait width (its size class,
      // ``Builder/systemMarginWidth(_:device:orientation:)``).
      let width = Builder.systemMarginWidth(rootSize.width, device: device, orientation: orientation)
      let side: CGFloat = width > wide ? 20 : 16
      var margins = DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
      if scene.root.preservesSuperviewMargins {
        margins = preservingHostMargins(margins, of: root)
      }
      root.directionalLayoutMargins = margins
    }
    builder.addControllerGuides(scene, to: layout)
    builder.addConstraints(scene.root, to: layout)
    builder.sizeSelfSizingCells(in: layout)
    return layout
  }

  /// The height of a navigation stack's root view on the document's own canvas when
  /// its navigation controller stores an opaque bar (``IBScene/navigationBarIsOpaque``)
  /// below the top of a full-screen phone canvas: the screen below the bar, whatever
  /// height the document stores, as UIKit lays out a child view under an opaque bar
  /// (UIKitBehaviour.md §38). Nil when the rule does not apply: a chosen device, an
  /// embedded or freeform scene, a root stored away from the screen's top or narrower
  /// than the screen, a tab bar or toolbar under it (whose opacity the canvas does not
  /// model), an iPad. Xcode flags a root stored at another height misplaced
  /// (InterfaceBuilder.md, "Verdicts").
  /// - Complexity: O(1).
  func heightBelowOpaqueBar(_ scene: IBScene, device: Device?, orientation: DeviceOrientation) -> CGFloat? {
    guard options.device == nil, document.kind == .storyboard, let device, !device.isPad,
      scene.navigationBarIsOpaque, let bottom = scene.navigationBarBottom, !scene.isEmbedded,
      scene.freeformSize == nil, !scene.hasTabBar, !scene.hasToolbar, let stored = scene.root.frame,
      stored.minY == 0, stored.width == device.size(in: orientation).width
    else { return nil }
    let screen = device.size(in: orientation).height
    return bottom < screen ? screen - bottom : nil
  }

  /// The margins of a root view with `preservesSuperviewLayoutMargins="YES"`: the
  /// view that hosts a controller's root (UIKit's transition or wrapper view, and
  /// Interface Builder's canvas) is an ordinary view with 8-point margins, and a
  /// view that preserves its superview's margins keeps at least those on the edges
  /// it shares with it (UIKitBehaviour.md §6, InterfaceBuilderFormat.md §5). The root's margins are
  /// measured from its safe area, so an edge whose safe-area inset already reaches
  /// 8 points is unchanged. AltStore's Instructions and Refresh scenes show it:
  /// buttons pinned to `bottomMargin` end 8 points above the bottom edge, while
  /// root views that do not preserve (DynamicContainer, SelfVerifyWait) keep 0.
  /// - Complexity: O(1).
  func preservingHostMargins(_ margins: DirectionalEdgeInsets, of root: View) -> DirectionalEdgeInsets {
    let host: CGFloat = 8
    let safe = root.insetsLayoutMarginsFromSafeArea ? root.deviceSafeAreaInsets : EdgeInsets()
    return DirectionalEdgeInsets(
      top: max(margins.top, host - safe.top), leading: max(margins.leading, host - safe.left),
      bottom: max(margins.bottom, host - safe.bottom), trailing: max(margins.trailing, host - safe.right))
  }

  /// The safe-area insets Interface Builder gives a freeform top-level view of a xib
  /// with safe-area guides on `device` (InterfaceBuilder.md, "Building", *A freeform
  /// xib view's safe area*): the view is drawn at the top of the screen without a
  /// status bar, so a phone with a sensor housing (one with a home indicator, a bottom
  /// inset) keeps its top inset and a home-button phone none; the bottom inset is the
  /// device's before Xcode 11.4 (build 16000: wikipedia's 248- and 83-point views of
  /// builds 14490 and 15505 end their safe area 34 above their bottom) and none from it
  /// (builds 16087 to 19529: seven views of 44 to 504 points end it at their bottom);
  /// the sides have none. The bottom never rises above the top (``uninverted(_:in:)``).
  /// - Complexity: O(1).
  func freeformSafeAreaInsets(device: Device, orientation: DeviceOrientation, rootSize: CGSize) -> EdgeInsets {
    // The device's insets as the canvas of this Xcode draws them (retina6_1: 44 on top).
    let full = IBSafeArea.insets(
      device: device, orientation: orientation, build: document.buildNumber, statusBarHidden: false,
      navigationBar: false, tabBar: false, canvas: options.device == nil)
    let hasHomeIndicator = device.safeAreaInsets(in: .portrait).bottom > 0
    let top = hasHomeIndicator ? min(full.top, rootSize.height) : 0
    let bottom = hasHomeIndicator && document.buildNumber < IBToolsEra.xcode11Point4 ? full.bottom : 0
    return Self.uninverted(EdgeInsets(top: top, left: 0, bottom: bottom, right: 0), in: rootSize)
  }

  /// The unsafe insets of a full-screen (not embedded) scene's root of `rootSize`.
  /// Without a device (the Any/Any canvas), the simulated bars; the status bar only
  /// in documents before safe areas: a safe-area document with no `<device>` has no
  /// device whose status bar or sensor housing Xcode could draw (FloatingPanel's
  /// Stocks, Xcode 13 on a 600 × 600 canvas, pins its scroll view 65 points below
  /// the safe area's top at y = 65).
  func rootInsets(_ scene: IBScene, device: Device?, orientation: DeviceOrientation, rootSize: CGSize) -> EdgeInsets {
    guard let device else {
      let statusBar: CGFloat = scene.statusBarHidden || document.usesSafeAreas ? 0 : 20
      let row = NavigationBar.regularRowHeight  // a navigation bar's or a toolbar's
      let top: CGFloat = statusBar + (scene.hasNavigationBar ? row : 0)
      return EdgeInsets(
        top: topCovered(top, of: scene, alreadyCut: 0), left: 0,
        bottom: (scene.hasTabBar ? TabBar.regularHeight : 0) + (scene.hasToolbar ? row : 0), right: 0)
    }
    var insets = IBSafeArea.insets(
      device: device, orientation: orientation, build: document.buildNumber, statusBarHidden: scene.statusBarHidden,
      navigationBar: scene.hasNavigationBar, tabBar: scene.hasTabBar, canvas: options.device == nil,
      largeTitle: scene.hasLargeTitle,
      storedBar: scene.navigationBarBottom.map {
        IBSafeArea.StoredBar(bottom: $0, dropsLargeTitle: scene.navigationBarDropsLargeTitle)
      }, presentedModally: scene.isPresentedModally)
    // Xcode 11 to 15 draw a home-button phone's canvas in portrait with or without
    // the status bar, and the document's stored navigation bars tell which: a bar
    // stored at the status bar's bottom (y = 20) sits under a drawn one
    // (``drawsStatusBarOverStoredBars(device:orientation:)``). A scene under a
    // simulated navigation bar that no navigation controller stores then sits under
    // the standard bar drawn there, 20 + 44 (tinode, Xcode 15: CredentialsViewController,
    // reached by no segue, pins its label 68 below a safe area at 64; AltStore,
    // Xcode 11, stores its bar at y = 0 and puts such scenes at 44; InterfaceBuilder.md,
    // "The status bar of Xcode 14 and 15 on home-button phones").
    let statusBarDrawn = drawsStatusBarOverStoredBars(device: device, orientation: orientation)
    if let top = document.storedNavigationBarTop, statusBarDrawn, scene.hasNavigationBar,
      scene.navigationBarBottom == nil, !scene.navigationBarInSheet, !scene.hasLargeTitle, !scene.statusBarHidden,
      (IBToolsEra.xcode11..<IBToolsEra.xcode26Metrics).contains(document.buildNumber)
    {
      insets.top = top + NavigationBar.regularRowHeight
    }
    // Xcode 12.5 to 15 (builds 18000–23999) draw a full-screen storyboard scene on a
    // home-button phone without the status bar: the safe area and the top layout
    // guide start at 0 (element's VerifyBySAS, 21505, pins its scroll view to the
    // safe area's top at y = 0; habitica's login, 22505, puts a button 12 points
    // below the top guide at y = 12; held-out, KeePassium's ExpiryDateEditorVC,
    // 18122, its date picker to the top margin at y = 0, where Xcode 10.1 keeps 20
    // in its PasscodeInputVC; scenes under a navigation bar lose it from Xcode 11 too,
    // `IBSafeArea.insets`). Xcode 16 draws it again (element's
    // SelfVerifyWait, 24504: y = 20), and xibs and embedded children of those
    // versions keep it (OnionBrowser 21678 and 22130, habitica's setup pages). A
    // device the user chose is laid out as the app runs, with its status bar.
    // Unless the document's stored bars show the status bar drawn (iNaturalist's
    // MainStoryboard, 22154: bars at y = 20 and its TaxonPhotoViewController's image
    // views pinned to the top guide at y = 20; tinode, 23727: bars at y = 20 and its
    // BrandingViewController's stack 68 below a safe area at 20).
    if options.device == nil, document.kind == .storyboard, !scene.isEmbedded, !statusBarDrawn,
      (IBToolsEra.xcode12Point5..<IBToolsEra.xcode26Metrics).contains(document.buildNumber),
      !device.isPad, !scene.hasNavigationBar, device.safeAreaInsets(in: orientation).bottom == 0
    {
      insets.top = 0
    }
    // Xcode 26 (builds from 24700) draws a notched phone's canvas with a status bar
    // area taller than the device's, and stores the document's navigation bars
    // under it: a scene without bars has its safe area start at that bar's top
    // (nRF Device Manager, 24765 on retina5_9: y = 100, twice the 50 of the iPhone 13
    // mini that Xcode 26 draws for it; LNPopupController's TestingScene, 25094 on
    // retina6_12: y = 118 for 59), and a full-screen one ends it twice the device's
    // home-indicator inset above the bottom (68 for 34: nRF's intro,
    // LNPopupController's PageCard); a child in a container keeps the device's bottom
    // inset (nRF's firmware pages: 34). A popover narrower than the screen is not
    // drawn so (nRF's filter: y = 50, the mini's own, `IBSafeArea.canvasTop`); a dock
    // view of any width is (nRF's 370-point Empty Peripherals View pins its image 16
    // below the safe area's top at y = 116).
    let deviceInsets = device.safeAreaInsets(in: orientation)
    if options.device == nil, document.buildNumber >= IBToolsEra.xcode26DoubledStatusBar, !device.isPad,
      orientation == .portrait,
      deviceInsets.bottom > 0, rootSize.width == device.size(in: orientation).width || scene.isDockView,
      !scene.hasNavigationBar, !scene.hasTabBar, !scene.hasToolbar,
      let top = document.storedNavigationBarTop,
      top > IBSafeArea.canvasTop(device: device, orientation: orientation, build: document.buildNumber)
    {
      insets.top = top
      if !scene.isEmbedded { insets.bottom = 2 * deviceInsets.bottom }
    }
    let screenHeight = device.size(in: orientation).height
    // A navigation stack stored with a sheet's 56-point bar at y 0, its root shorter
    // than the screen, is a page sheet under the status bar on a home-button phone:
    // the status bar and the sheet's bar above the root, the status bar's part cut
    // below as the sheet starts under it (iNaturalist's TaxaSearchViewController,
    // Xcode 15: a 716-point root on a 736-point screen pins its header to the top
    // guide at y = 56; tinode's sheet, Xcode 15: a 660-point root under an opaque
    // 56-point bar pins its view to the safe area at y = 0; InterfaceBuilder.md,
    // "Navigation bars").
    if options.device == nil, scene.navigationBarInSheet, !device.isPad, orientation == .portrait,
      deviceInsets.bottom == 0, rootSize.height < screenHeight, !scene.isEmbedded
    {
      insets.top = (scene.statusBarHidden ? 0 : deviceInsets.top) + Self.sheetBarHeight
    }
    // A root shorter than the screen sits between opaque bars: those parts of the
    // insets are outside it (InterfaceBuilderFormat.md §9).
    let freeform = scene.freeformSize != nil || rootSize.width != device.size(in: orientation).width
    if scene.hasToolbar { insets.bottom += Self.toolbarHeight(on: device, orientation: orientation) }
    var topCut: CGFloat = 0
    if options.device == nil, !freeform, rootSize.height < screenHeight {
      // A tab bar is opaque in the canvas by default, so it is cut first.
      var missing = screenHeight - rootSize.height
      if scene.hasTabBar {
        let bottomCut = min(missing, insets.bottom)
        insets.bottom -= bottomCut
        missing -= bottomCut
      }
      // Then the top: an opaque navigation bar, or the status bar above a sheet
      // (whose bottom stays on the screen's bottom edge).
      topCut = min(missing, insets.top)
      // A page sheet (Xcode 11 and later) on a home-button phone starts below the
      // status bar however much shorter than the screen it is drawn: sentry-cocoa's
      // ViewLifecycleTestViewController (Xcode 16, retina4_0) has a 558-point root
      // and pins its stack 8 below the safe area's top at y = 8; 20 points shorter
      // (iNaturalist, SideMenu, Tofu) the cut gives the same.
      if scene.isSheet, document.buildNumber >= IBToolsEra.xcode11, !device.isPad, orientation == .portrait,
        deviceInsets.bottom == 0, !scene.statusBarHidden
      {
        topCut = max(topCut, min(deviceInsets.top, insets.top))
        // A sheet's navigation controller stores its bar in the sheet's own
        // coordinates and the root fills the sheet, so the safe area starts at the
        // stored bar's bottom however far below the screen's top the sheet begins
        // (iNaturalist's TaxaSearchViewController, Xcode 15: a bar at 0–56 over a
        // 716-point root, header at y = 56; sentry-cocoa's split view sheet, Xcode 26:
        // a bar at 16–70 over a 558-point root, its centred label at 70 + 244).
        if let bar = scene.sheetBarBottom, !scene.navigationBarIsOpaque {
          topCut = insets.top - bar
        }
      }
      insets.top -= topCut
    }
    insets.top = topCovered(insets.top, of: scene, alreadyCut: topCut)
    return Self.uninverted(insets, in: rootSize)
  }

  /// `insets` with the bottom cut to what the top leaves of `size`'s height and the
  /// right to what the left leaves of its width: a root shorter than its top and
  /// bottom insets together keeps its top inset and the rest of its height at the
  /// bottom, so its safe area never ends above its start (InterfaceBuilder.md, "A safe
  /// area never ends above its start").
  /// - Complexity: O(1).
  static func uninverted(_ insets: EdgeInsets, in size: CGSize) -> EdgeInsets {
    var out = insets
    out.bottom = min(insets.bottom, max(0, size.height - insets.top))
    out.right = min(insets.right, max(0, size.width - insets.left))
    return out
  }

  /// Whether the document's navigation controllers store their bars under a drawn
  /// status bar on a home-button phone in portrait (``IBDocument/storedNavigationBarTop``
  /// at the device's 20-point top inset), on the canvas (no device chosen). Xcode 11
  /// to 15 draw some documents' canvases on such phones without the status bar
  /// (AltStore and RefreshScroll, Xcode 11: bars at y = 0; element's VerifyBySAS and
  /// habitica's login, Xcode 14 and 15, no stored bar: their scenes pinned to the top
  /// at y = 0) and others with it (tinode, iNaturalist's MainStoryboard and
  /// duckduckgo's Feedback, Xcode 15: bars at y = 20), and no attribute of the scene
  /// tells which, so the stored bars decide for the document's other scenes
  /// (InterfaceBuilder.md, "The status bar of Xcode 14 and 15 on home-button phones").
  /// - Complexity: O(1).
  func drawsStatusBarOverStoredBars(device: Device, orientation: DeviceOrientation) -> Bool {
    let insets = device.safeAreaInsets(in: orientation)
    guard options.device == nil, !device.isPad, orientation == .portrait, insets.bottom == 0, insets.top > 0,
      let top = document.storedNavigationBarTop
    else { return false }
    return top == insets.top
  }

  /// The height of a page sheet's navigation bar (``IBScene/navigationBarInSheet``).
  static let sheetBarHeight: CGFloat = 56

  /// The height of a navigation controller's toolbar over a scene on `device` in
  /// `orientation`: 49 points on a phone with a home indicator in portrait, as tall as
  /// a tab bar, else a bar's 44-point row. Evidence (InterfaceBuilder.md, "Building"):
  /// siskin-im's ChatViewController (Xcode 13.2, retina6_1, a simulated toolbar) pins
  /// its container to the safe area's bottom and stores it ending 83 = 49 + 34 above
  /// the screen's bottom; LNPopupController's Main (Xcode 15, retina6_72) stores its
  /// navigation controller's toolbar 49 tall, right above the 83-point tab bar.
  /// - Complexity: O(1).
  static func toolbarHeight(on device: Device, orientation: DeviceOrientation) -> CGFloat {
    guard !device.isPad, orientation == .portrait, device.safeAreaInsets(in: orientation).bottom > 0 else {
      return NavigationBar.regularRowHeight
    }
    return TabBar.regularHeight
  }

  /// The part of a top inset `top` that covers the scene's root on the canvas: a root
  /// stored below the screen's top is under the bars only from its own top (UIKit
  /// measures a view's top inset as the part of the bars that covers it). Xcode 8
  /// stores a scene under an opaque navigation bar at the bar's bottom (y = 64, still
  /// the screen's height: RxSwift's examples, 11542, which have no `<device>`), and its
  /// top layout guide then has length 0 (InterfaceBuilder.md, "Building").
  /// `alreadyCut` is what a root shorter than the screen has already taken off.
  func topCovered(_ top: CGFloat, of scene: IBScene, alreadyCut: CGFloat) -> CGFloat {
    guard options.device == nil, !scene.isEmbedded, let y = scene.root.frame?.minY, y > 0 else { return top }
    return top - min(max(0, y - alreadyCut), top)
  }
}
