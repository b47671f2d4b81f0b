import Foundation

/// What a storyboard's segues say about each view controller (by id), as Xcode
/// draws its scenes: the navigation and tab bars its containers put over it, the
/// stored bar it sits under, whether it is embedded in a container view or
/// presented modally.
///
/// Read in three passes over `<scenes>`: the relationship segues of navigation and
/// tab bar controllers (``readRelationships(_:)``, then ``placeTabs()``), the
/// show/push and embed segues of the other controllers (``readSegues(_:)``), and
/// the pushes followed to a fixed point (``followPushes()``).
struct SceneRelations {
  /// A navigation stack's bar as stored: its bottom edge, whether it shows large
  /// titles, and whether it is opaque (`translucent="NO"`).
  typealias StoredBar = (bottom: CGFloat, large: Bool, opaque: Bool)

  /// Controllers drawn under a navigation bar.
  private(set) var navigated = Set<String>()
  /// Controllers in a navigation stack, drawn with its bar or not.
  private(set) var stacked = Set<String>()
  /// Controllers drawn over a tab bar.
  private(set) var tabbed = Set<String>()
  /// Controllers whose navigation bar shows large titles.
  private(set) var largeTitled = Set<String>()
  /// The stored bar of the navigation stack each controller sits in.
  private(set) var barBottoms: [String: StoredBar] = [:]
  /// Controllers in a navigation stack whose controller stores a sheet's bar: 56
  /// points tall at y 0 (``IBScene/navigationBarInSheet``).
  private(set) var sheetBarred = Set<String>()
  /// The top of the first navigation bar stored below the top of the screen.
  private(set) var firstBarTop: CGFloat? = nil
  /// Controllers embedded in a container view (`embed` segues).
  private(set) var embedded = Set<String>()
  /// Each embedded controller's parent controller and container view.
  private(set) var containers: [String: (controller: String, container: String)] = [:]
  /// Each controller's navigation item's `largeTitleDisplayMode`.
  private(set) var titleModes: [String: String] = [:]
  /// What a show segue presents modally: shown from outside every navigation stack.
  private(set) var presented = Set<String>()
  /// Controllers presented as a sheet: destinations of `presentation` segues whose
  /// style (the segue's or the controller's `modalPresentationStyle`) is not full
  /// screen, the children of such split view controllers, and the roots of such
  /// navigation controllers (``IBScene/isSheet``).
  private(set) var sheets = Set<String>()
  /// The stored bottom edge of the navigation bar over each controller of a stack,
  /// its bar stored at any y (a sheet's bar is stored in the sheet's coordinates,
  /// ``IBScene/sheetBarBottom``).
  private(set) var storedBarBottoms: [String: CGFloat] = [:]
  /// Controllers whose `modalPresentationStyle` covers the screen.
  private var fullScreen = Set<String>()
  /// The children of each split view controller (its master, supplementary and
  /// detail relationships).
  private var splitChildren: [String: [String]] = [:]

  /// The root controllers of each navigation controller.
  private var navigationControllers: [String: [String]] = [:]
  /// Each tab bar controller's tabs.
  private var tabChildren: [(controller: String, child: String)] = []
  /// Tabs whose navigation controller holds the tab bar controller.
  private var outerTabs = Set<String>()
  /// Show and push segues: they keep the destination in the source's navigation
  /// stack, under the same bars.
  private var pushes: [(from: String, to: String)] = []
  /// Controllers pushed without the tab bar (`hidesBottomBarWhenPushed`), and so
  /// is everything pushed above them.
  private var hidesBottomBar = Set<String>()
  /// Controllers whose simulated top bar is set to None (`<nil key=
  /// "simulatedTopBarMetrics"/>`): Xcode draws no navigation bar over them, nor
  /// over what they push (nightguard's MainViewController, a navigation root:
  /// its safe area starts at the sensor housing's 44; tinode's LoginViewController
  /// and the BrandingViewController it shows: at the status bar's 20).
  private var noTopBar = Set<String>()

  /// Reads the relations of the scenes in `scenes` as Xcode infers them.
  /// - Throws: ``IBError`` for a child of `<scenes>` that is not a `<scene>`.
  init(_ scenes: IBElement) throws(IBError) {
    try readRelationships(scenes)
    placeTabs()
    readSegues(scenes)
    followPushes()
  }

  /// Relationship segues: which controllers sit in a navigation or tab bar
  /// controller, and the stored bottom of each navigation stack's bar.
  private mutating func readRelationships(_ scenes: IBElement) throws(IBError) {
    for scene in scenes.children {
      guard scene.name == "scene" else {
        throw IBError(.unknownElement, line: scene.line, "unexpected <\(scene.name)> in <scenes>; expected <scene>")
      }
      for object in scene.child("objects")?.children ?? [] {
        if let id = object["id"], Self.coversScreen(object["modalPresentationStyle"]) { fullScreen.insert(id) }
        for segue in object.child("connections")?.children("segue") ?? [] where segue["kind"] == "relationship" {
          guard let destination = segue["destination"] else { continue }
          if object.name == "navigationController" && segue["relationship"] == "rootViewController" {
            readNavigationRoot(destination, of: object)
          } else if object.name == "tabBarController" && segue["relationship"] == "viewControllers" {
            tabChildren.append((object["id"] ?? "", destination))
          } else if object.name == "splitViewController" {
            splitChildren[object["id"] ?? "", default: []].append(destination)
          }
        }
      }
    }
  }

  /// Records `destination` as the root of navigation controller `object`.
  private mutating func readNavigationRoot(_ destination: String, of object: IBElement) {
    // A navigation controller that hides its bar puts none over its stack.
    if object["navigationBarHidden"] != "YES" {
      navigated.insert(destination)
      // The bar as the navigation controller stores it: below the top of the screen
      // (barBottoms), anywhere for a sheet (storedBarBottoms), a sheet's 56 at y 0.
      if let bar = object.child("navigationBar", key: "navigationBar"), let frame = bar.child("rect", key: "frame") {
        let y = frame["y"].flatMap(Double.init)
        let h = frame["height"].flatMap(Double.init)
        if let y, let h, y > 0 {
          barBottoms[destination] = (CGFloat(y + h), bar["largeTitles"] == "YES", bar["translucent"] == "NO")
          if firstBarTop == nil { firstBarTop = CGFloat(y) }
        }
        if let y, let h, y >= 0, h > 0, bar["translucent"] != "NO", bar["largeTitles"] != "YES" {
          storedBarBottoms[destination] = CGFloat(y + h)
        }
        if y == 0, h == 56 { sheetBarred.insert(destination) }
      }
      if object.children.first(where: { $0["key"] == "navigationBar" })?["largeTitles"] == "YES" {
        largeTitled.insert(destination)
      }
    }
    navigationControllers[object["id"] ?? "", default: []].append(destination)
  }

  /// Puts each tab, and the roots of its navigation controller, over its tab bar.
  ///
  /// Tabs whose navigation controller holds the tab bar controller: what they push
  /// replaces the tab bar controller on that stack, so it is drawn without the tab
  /// bar, in every era (sentry-cocoa, 24127: pushed scenes keep their bottom views on
  /// the screen's edge; nRF Toolbox, 14490: NORFolderFilesViewController's root is
  /// 724 = 812 - 88 tall, its table ending 49 + 34 above the screen's bottom), unless
  /// the pushed scene asks for a simulated tab bar itself (nRF Toolbox's tutorial,
  /// `simulatedTabBarMetrics`: a 641-point root; InterfaceBuilder.md, "Navigation bars").
  private mutating func placeTabs() {
    for (_, child) in tabChildren {
      tabbed.insert(child)
      for root in navigationControllers[child] ?? [] { tabbed.insert(root) }
    }
    _ = carryBarsToTabs()
  }

  /// Puts the navigation bar over a tab bar controller in a navigation stack over
  /// each of its tabs, whether the tab bar controller is the stack's root or was
  /// pushed onto it: UIKit shows the bar over the tab bar controller's view either
  /// way (sentry-cocoa's iOS-Swift sample, Xcode 16, a root: the tabs' views start
  /// below the bar; tinode, Xcode 15, pushed from its large-title chat list: the
  /// By ID tab pins its stack 8 below a safe area at 116, InterfaceBuilder.md
  /// "Navigation bars"). Returns whether a tab was newly put under a bar.
  private mutating func carryBarsToTabs() -> Bool {
    var changed = false
    for (controller, child) in tabChildren
    where navigated.contains(controller) && !navigated.contains(child) && !noTopBar.contains(child) {
      changed = true
      navigated.insert(child)
      if largeTitled.contains(controller) { largeTitled.insert(child) }
      outerTabs.insert(child)
      // A tab without a navigation controller of its own sits under that stack's
      // stored bar (sentry-cocoa's iOS-Swift Main).
      if navigationControllers[child] == nil { barBottoms[child] = barBottoms[controller] }
    }
    return changed
  }

  /// The show, push and embed segues of every scene's (non-container) controller,
  /// with its title mode, `hidesBottomBarWhenPushed`, simulated top bar and
  /// simulated tab bar.
  private mutating func readSegues(_ scenes: IBElement) {
    for scene in scenes.children {
      let objects = scene.child("objects")?.children ?? []
      guard let controller = objects.first(where: { $0["sceneMemberID"] == "viewController" }),
        let source = controller["id"], controller.name != "navigationController", controller.name != "tabBarController"
      else { continue }
      titleModes[source] = controller.child("navigationItem")?["largeTitleDisplayMode"]
      if controller["hidesBottomBarWhenPushed"] == "YES" { hidesBottomBar.insert(source) }
      // A controller that asks for a simulated tab bar is drawn over one, and so is
      // what it pushes (nRF Toolbox's tutorial, pushed by an outer tab, and the two
      // pages it shows: 641-point roots).
      if controller.children.contains(where: {
        $0.name == "simulatedTabBarMetrics" && $0["key"] == "simulatedBottomBarMetrics"
      }) {
        tabbed.insert(source)
      }
      if controller.children.contains(where: { $0.name == "nil" && $0["key"] == "simulatedTopBarMetrics" }) {
        noTopBar.insert(source)
      }
      var stack: [(IBElement, IBElement?)] = [(controller, nil)]
      while let (e, owner) = stack.popLast() {
        if e.name == "segue", ["show", "push"].contains(e["kind"] ?? ""), let to = e["destination"] {
          pushes.append((source, to))
        }
        if e.name == "segue", e["kind"] == "presentation", let to = e["destination"],
          !Self.coversScreen(e["modalPresentationStyle"])
        {
          sheets.insert(to)
        }
        if e.name == "segue", e["kind"] == "embed", let to = e["destination"] {
          embedded.insert(to)
          if let view = owner?["id"] { containers[to] = (source, view) }
        }
        // A segue's owner is the element whose <connections> hold it.
        let next = e.name == "connections" ? owner : e
        stack.append(contentsOf: e.children.map { ($0, next) })
      }
    }
  }

  /// Carries each stack's bars, large titles and tab bar along its pushes until
  /// nothing changes, then finds what show segues present modally.
  private mutating func followPushes() {
    stacked = navigated
    navigated.subtract(noTopBar)
    var changed = true
    while changed {
      changed = false
      // The tabs of a tab bar controller pushed onto a stack are in that stack too.
      if carryBarsToTabs() {
        changed = true
        for (controller, child) in tabChildren where stacked.contains(controller) { stacked.insert(child) }
      }
      for p in pushes {
        if stacked.contains(p.from) && stacked.insert(p.to).inserted { changed = true }
        if navigated.contains(p.from) && !noTopBar.contains(p.to) && navigated.insert(p.to).inserted {
          changed = true
          barBottoms[p.to] = barBottoms[p.from]
          storedBarBottoms[p.to] = storedBarBottoms[p.from]
          if sheetBarred.contains(p.from) { sheetBarred.insert(p.to) }
        }
        // A pushed item left at automatic keeps the large title of the one below it.
        let large = titleModes[p.to] == "always" || largeTitled.contains(p.from) && titleModes[p.to] != "never"
        if large && largeTitled.insert(p.to).inserted { changed = true }
        // A show segue from a controller outside any navigation stack presents its
        // destination modally, over the tab bar (UIKitBehaviour.md §44): only a push
        // keeps the tab bar (xDrip's Snooze).
        if tabbed.contains(p.from) && stacked.contains(p.from) && !outerTabs.contains(p.from)
          && !hidesBottomBar.contains(p.to) && tabbed.insert(p.to).inserted
        {
          changed = true
        }
      }
    }
    presented = Set(pushes.filter { !stacked.contains($0.from) }.map(\.to)).subtracting(stacked)
    sheets.subtract(fullScreen)
    // A split view controller presented as a sheet holds its children in the sheet
    // (sentry-cocoa's SplitViewController: its master navigation controller's root).
    var pending = Array(sheets)
    while let sheet = pending.popLast() {
      for child in (splitChildren[sheet] ?? []) + (navigationControllers[sheet] ?? [])
      where sheets.insert(child).inserted {
        pending.append(child)
      }
    }
  }

  /// Whether a `modalPresentationStyle` value covers the whole screen.
  private static func coversScreen(_ style: String?) -> Bool {
    style == "fullScreen" || style == "overFullScreen"
  }
}
