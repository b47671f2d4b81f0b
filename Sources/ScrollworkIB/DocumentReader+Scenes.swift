import Foundation
import Scrollwork

/// Reading a storyboard's scenes, with the bars their containers put over them.
extension DocumentReader {
  /// The scenes of a storyboard, with the bars that containers put over them, as
  /// Xcode infers them (``SceneRelations``), each followed by the views of its dock.
  mutating func readScenes(_ scenes: IBElement?) throws(IBError) -> [IBScene] {
    guard let scenes else { return [] }
    let relations = try SceneRelations(scenes)
    if navigationBarTop == nil { navigationBarTop = relations.firstBarTop }
    var result: [IBScene] = []
    for scene in scenes.children {
      result.append(contentsOf: try readScene(scene, relations))
    }
    return result
  }

  /// One `<scene>`: its controller's root view as a scene, then the views of its
  /// dock (none when it has no controller with a root view).
  private mutating func readScene(_ scene: IBElement, _ relations: SceneRelations) throws(IBError) -> [IBScene] {
    let objects = scene.child("objects")?.children ?? []
    guard let controller = objects.first(where: { $0["sceneMemberID"] == "viewController" }) ?? objects.first
    else { return [] }
    guard let rootElement = controller.children.first(where: { $0["key"] == "view" }) else { return [] }
    let id = controller["id"] ?? ""
    var guides: [(id: String, type: String)] = []
    for g in controller.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
      if let gid = g["id"] { guides.append((gid, g["type"] ?? "top")) }
    }
    let root = try readView(rootElement)
    let topBar = controller.children.first { $0["key"] == "simulatedTopBarMetrics" }
    let bottomBar = controller.children.first { $0["key"] == "simulatedBottomBarMetrics" }
    let status = controller.children.first { $0["key"] == "simulatedStatusBarMetrics" }
    let freeform = controller.child("size", key: "freeformSize")
    let container = ["navigationController", "tabBarController", "pageViewController", "splitViewController"]
      .contains(controller.name)
    let embedded = relations.embedded.contains(id)
    let navigated = relations.navigated.contains(id)
    let presentedModally = relations.presented.contains(id) && !embedded
    var result = IBScene(
      id: scene["sceneID"] ?? id,
      name: controller["customClass"] ?? controller["userLabel"] ?? controller["title"]
        ?? controller.child("navigationItem")?["title"] ?? controller.name,
      line: scene.line, root: root, controllerGuides: guides,
      hasNavigationBar: !embedded && navigated || (topBar.map { $0.name != "nil" } ?? false),
      hasTabBar: relations.tabbed.contains(id) || (bottomBar.map { $0.name == "simulatedTabBarMetrics" } ?? false),
      freeformSize: freeform.flatMap { f in
        guard let w = f["width"].flatMap(Double.init), let h = f["height"].flatMap(Double.init) else { return nil }
        return CGSize(width: w, height: h)
      },
      statusBarHidden: status?.name == "nil" || status?["statusBarHidden"] == "YES",
      isEmbedded: embedded, container: relations.containers[id],
      controllerID: id,
      // A toolbar is its navigation controller's (UIKitBehaviour.md §44): a scene
      // presented modally has none, whatever its simulated bottom bar (xDrip's
      // Snooze pins its table to the safe area 34 points above the bottom).
      hasToolbar: bottomBar?.name == "simulatedToolbarMetrics" && !presentedModally,
      isContainer: container)
    result.isPresentedModally = presentedModally
    result.hasLargeTitle =
      relations.largeTitled.contains(id) && navigated && !embedded && relations.titleModes[id] != "never"
    // The scene's dock views are scenes of their own (below): their flags are theirs.
    let docked = objects.filter { $0 !== controller && Self.isView($0) }
    let dockedIDs = Set(docked.flatMap { Self.ids(in: $0) })
    result.flaggedViews = IBFlaggedView.all(in: scene).filter { !dockedIDs.contains($0.id) }
    result.hierarchyIDs = Self.ids(in: rootElement)
    result.navigationBarInSheet = !embedded && navigated && relations.sheetBarred.contains(id)
    result.isSheet = !embedded && relations.sheets.contains(id)
    if result.isSheet, navigated { result.sheetBarBottom = relations.storedBarBottoms[id] }
    if !embedded, navigated, let bar = relations.barBottoms[id] {
      // A controller that never shows a large title sits under the bar without
      // its 52-point large-title row (LNPopupController's DemoViewController).
      let never = controller.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"] == "never"
      result.navigationBarBottom = bar.large && never ? bar.bottom - NavigationBar.largeTitleHeight : bar.bottom
      result.navigationBarDropsLargeTitle = bar.large && never
      result.navigationBarIsOpaque =
        bar.opaque && !bar.large && controller["extendedLayoutIncludesOpaqueBars"] != "YES"
    }
    var scenes = [result]
    for element in docked { scenes.append(try readDockView(element)) }
    return scenes
  }
}
