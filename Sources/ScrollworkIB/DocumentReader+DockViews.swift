import Foundation

/// Reading the views of a storyboard scene's dock as scenes of their own.
extension DocumentReader {
  /// A view in a scene's dock beside its controller (a top-level object of the
  /// scene's `<objects>`, such as a view an outlet loads): drawn free-standing at its
  /// stored size, at the origin, without the status bar or the controller's bars
  /// unless its own `simulatedStatusBarMetrics` names one, as a xib's top-level view
  /// that is no controller's view (InterfaceBuilder.md, "Dock views").
  mutating func readDockView(_ element: IBElement) throws(IBError) -> IBScene {
    let root = try readView(element)
    let status = element.children.first { $0["key"] == "simulatedStatusBarMetrics" }
    var scene = IBScene(
      id: root.id, name: element["userLabel"] ?? root.customClass ?? root.element, line: element.line, root: root,
      controllerGuides: [], hasNavigationBar: false, hasTabBar: false, freeformSize: nil,
      statusBarHidden: status.map { $0.name == "nil" || $0["statusBarHidden"] == "YES" } ?? true,
      isEmbedded: false, container: nil, controllerID: nil, hasToolbar: false, isContainer: false)
    scene.isDockView = true
    scene.flaggedViews = IBFlaggedView.all(in: element)
    scene.hierarchyIDs = Self.ids(in: element)
    return scene
  }
}
