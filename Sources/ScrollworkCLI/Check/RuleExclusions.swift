/// Where one rule does not apply: the `excluded` and `excluded_scenes` of its entry
/// under `rules:` in `.scrollwork.yml`, like a SwiftLint rule's `excluded:` paths and
/// `// swiftlint:disable` regions.
struct RuleExclusions: Sendable, Equatable {
  /// Globs relative to the configuration file: the rule reports nothing in files
  /// they match.
  var files: [Glob] = []
  /// Scene names (as `check` prints them in brackets: the controller's class, title
  /// or user label), scene ids (`sceneID`, or a xib's top-level view id) or object
  /// ids of the views a finding is about: the rule reports nothing there.
  var scenes: Set<String> = []

  /// Whether a finding of the rule at `relativePath`, in the scene `scene` (whose id
  /// is `sceneID`, when known) about the objects `objectIDs`, is excluded.
  func excludes(relativePath: String, scene: String, sceneID: String?, objectIDs: [String]) -> Bool {
    if files.contains(where: { $0.matches(relativePath) }) { return true }
    if scenes.contains(scene) { return true }
    if let sceneID, scenes.contains(sceneID) { return true }
    return objectIDs.contains { scenes.contains($0) }
  }
}
