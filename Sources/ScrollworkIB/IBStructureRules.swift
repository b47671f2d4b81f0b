import Foundation

/// The rules `scrollwork check` computes from a document's element tree alone, before
/// any layout: two elements with one id (`duplicate-id`), a reference to an id no
/// element has (`dangling-reference`), and Auto Layout turned off in a document that
/// holds constraints (`autolayout-disabled`). IBLinter's `duplicate_id` and
/// `enable_autolayout` check the first two and the last by the same attributes
/// (Documentation/CommandLine.md, "Rules").
///
/// They work on ``IBElement`` trees, not on ``IBDocument``s, because
/// ``IBDocument/init(root:)`` refuses a document with a duplicate id or a constraint
/// naming a missing item (``IBError`` `.duplicateID`, `.missingReference`): these
/// rules report every such place, not the first, so that `check` can list them all.
public struct IBStructureRules {
  /// The document's root element (`<document>`).
  public let root: IBElement

  /// Creates the rules for the element tree of `root`.
  public init(root: IBElement) { self.root = root }

  /// Every finding, in document order of the element each is about: `duplicate-id`
  /// at each element after the first with an id, `dangling-reference` at each
  /// constraint, outlet, outlet collection, segue, action or size-class mask entry
  /// that names an id no element has, and `autolayout-disabled` at the `<document>`
  /// when it does not say `useAutolayout="YES"` and has a constraint or a view with
  /// `translatesAutoresizingMaskIntoConstraints="NO"`.
  /// - Complexity: O(elements).
  public func findings() -> [IBFinding] {
    var out: [(order: Int, finding: IBFinding)] = []
    var firstLine: [String: Int] = [:]
    var ordered: [(IBElement, scene: String, order: Int)] = []
    let outlets = IBDocument.outletNames(in: root)
    var constraintCount = 0
    var unmaskedCount = 0
    // Pre-order walk with the name of the scene each element is in.
    var stack: [(IBElement, String)] = [(root, "document")]
    while let (e, scene) = stack.popLast() {
      let order = ordered.count
      ordered.append((e, scene, order))
      if e.name == "constraint" { constraintCount += 1 }
      if e["translatesAutoresizingMaskIntoConstraints"] == "NO" { unmaskedCount += 1 }
      if let id = e["id"] {
        if let first = firstLine[id] {
          out.append(
            (
              order,
              finding(
                "error", code: "duplicate-id", e, scene: scene,
                "\(Self.name(of: e, outlets: outlets)): the element on line \(first) has the same id; Xcode cannot open or compile a document whose ids repeat (give one of them a new id, or resolve the merge that copied it)",
                viewID: id, outlets: outlets)
            ))
        } else {
          firstLine[id] = e.line
        }
      }
      let children = e.children.map { ($0, Self.sceneName(entering: $0, from: e, current: scene)) }
      stack.append(contentsOf: children.reversed())
    }
    for (e, scene, order) in ordered {
      for (attribute, what) in Self.references(of: e) {
        guard let target = e[attribute], !target.isEmpty, firstLine[target] == nil else { continue }
        out.append(
          (
            order,
            finding(
              "error", code: "dangling-reference", e, scene: scene,
              "\(what) refers to '\(target)' (\(attribute)), which no element of the document has; delete it or point it at an existing object",
              outlets: outlets)
          ))
      }
    }
    if root["useAutolayout"] != "YES", constraintCount + unmaskedCount > 0 {
      let kind = root["type"]?.contains("Storyboard") == true ? "storyboard" : "xib"
      let what =
        constraintCount > 0
        ? "\(constraintCount) constraint\(constraintCount == 1 ? "" : "s")"
        : "\(unmaskedCount) view\(unmaskedCount == 1 ? "" : "s") that need\(unmaskedCount == 1 ? "s" : "") constraints (translatesAutoresizingMaskIntoConstraints NO)"
      out.append(
        (
          0,
          finding(
            "warning", code: "autolayout-disabled", root, scene: "document",
            "the \(kind) does not use Auto Layout (no useAutolayout=\"YES\") but holds \(what); turn on \"Use Auto Layout\" in its File inspector (without it Interface Builder edits the document with autoresizing masks, not constraints)",
            outlets: outlets)
        ))
    }
    return out.sorted { $0.order < $1.order }.map(\.finding)
  }

  /// The finding at element `e`.
  func finding(
    _ severity: String, code: String, _ e: IBElement, scene: String, _ message: String, viewID: String? = nil,
    outlets: [String: String]
  ) -> IBFinding {
    IBFinding(
      severity: severity, code: code, line: e.line, scene: scene, device: "document", orientation: "portrait",
      message: message, viewID: viewID,
      viewName: viewID.map { "\(Self.name(of: e, outlets: outlets, withID: false)) (\($0))" })
  }

  /// The attributes of `e` that name another element's id, with what the message
  /// calls `e`.
  static func references(of e: IBElement) -> [(attribute: String, what: String)] {
    let id = e["id"].map { " \($0)" } ?? ""
    switch e.name {
    case "constraint":
      return [("firstItem", "constraint\(id)"), ("secondItem", "constraint\(id)")]
    case "outlet", "outletCollection":
      let property = e["property"].map { " '\($0)'" } ?? ""
      return [("destination", "\(e.name == "outlet" ? "outlet" : "outlet collection")\(property)\(id)")]
    case "segue":
      return [("destination", "segue\(e["kind"].map { " (\($0))" } ?? "")\(id)")]
    case "action":
      return [("destination", "action \(e["selector"] ?? "")\(id)")]
    case "exclude", "include":
      return [("reference", "size-class \(e.name)")]
    default:
      return []
    }
  }

  /// The scene name for `child` of `parent` inside a scene named `current`: a
  /// storyboard `<scene>` is named as ``IBScene/name`` names it (its controller's
  /// custom class, user label, title, navigation title, else element name); so is
  /// each top-level object of a xib.
  static func sceneName(entering child: IBElement, from parent: IBElement, current: String) -> String {
    if child.name == "scene" {
      let objects = child.child("objects")?.children ?? []
      guard let controller = objects.first(where: { $0["sceneMemberID"] == "viewController" }) ?? objects.first
      else { return current }
      return controller["customClass"] ?? controller["userLabel"] ?? controller["title"]
        ?? controller.child("navigationItem")?["title"] ?? controller.name
    }
    if parent.name == "objects", current == "document", child.name != "placeholder" {
      let view = child.children.first { $0["key"] == "view" }
      return child["customClass"] ?? child["userLabel"] ?? view?["customClass"] ?? child.name
    }
    return current
  }

  /// An element's name as ``IBDocument/name(of:)`` gives a view's: outlet, user
  /// label, kind with its text or title, else kind; then the id in parentheses
  /// unless `withID` is false.
  static func name(of e: IBElement, outlets: [String: String], withID: Bool = true) -> String {
    let id = e["id"] ?? ""
    let kind = e["customClass"].flatMap { $0.isEmpty ? nil : $0 } ?? IBDocument.kind(of: e.name)
    let author =
      outlets[id] ?? IBDocument.quoted(e["userLabel"])
      ?? (IBDocument.quoted(e["text"] ?? e["title"] ?? e["placeholder"]).map { "\(kind) \($0)" } ?? kind)
    return withID && !id.isEmpty ? "\(author) (\(id))" : author
  }
}
