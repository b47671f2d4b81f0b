import Foundation
import Scrollwork

extension IBDocument {
  /// Reads a `.storyboard` or `.xib` from its bytes.
  ///
  /// Scenes are the view controllers that have a root view (storyboard) or the
  /// top-level views (xib); container controllers (navigation, tab bar) only mark
  /// the bars they put over their children. Unknown view classes are plain views
  /// (InterfaceBuilderFormat.md §2).
  /// - Throws: ``IBError``: malformed or truncated XML, the pre-Xcode-5 `<archive>`
  ///   format, a root other than `<document>`, an element that is not a
  ///   `<constraint>` inside `<constraints>`, a view without an id, an unknown
  ///   constraint attribute, relation or number, a duplicate id, or a constraint
  ///   naming an id that nothing in the document has. Each error carries the line.
  /// - Complexity: O(n) in the document's size.
  public init(data: Data) throws(IBError) {
    let root = try IBElement.parse(data)
    try self.init(root: root)
  }

  /// Reads a document from its text (see ``init(data:)``).
  public init(string: String) throws(IBError) {
    try self.init(data: Data(string.utf8))
  }

  /// Interprets a parsed element tree (see ``init(data:)``).
  public init(root: IBElement) throws(IBError) {
    if root.name == "archive" {
      throw IBError(
        .legacyArchive, line: root.line,
        "this is a pre-Xcode 5 <archive> document (a keyed-archiver dump); open and save it in Xcode 5 or later to convert it"
      )
    }
    guard root.name == "document" else {
      throw IBError(.notADocument, line: root.line, "the root element is <\(root.name)>, expected <document>")
    }
    let type = root["type"] ?? ""
    guard type.contains("CocoaTouch") else {
      throw IBError(
        .notADocument, line: root.line, "document type '\(type)' is not an iOS (Cocoa Touch) storyboard or xib")
    }
    var reader = DocumentReader()
    kind = type.contains("Storyboard") ? .storyboard : .xib
    toolsVersion = root["toolsVersion"] ?? ""
    pluginVersion = root.child("dependencies")?.children("plugIn").first?["version"]
    let device = root.child("device")
    // Xcode 5–7 documents without <device> name their simulated screen instead (§9).
    let simulated = root.child("simulatedMetricsContainer")?.children.first { $0.name == "simulatedScreenMetrics" }?[
      "type"]
    let simulatedIDs = [
      "retina4": "retina4_0", "retina35": "retina3_5", "retina47": "retina4_7", "retina55": "retina5_5",
    ]
    deviceID = device?["id"] ?? simulated.flatMap { simulatedIDs[$0] }
    orientation = device?["orientation"] == "landscape" ? .landscape : .portrait
    usesSafeAreas = root["useSafeAreas"] == "YES"
    usesTraitCollections = root["useTraitCollections"] == "YES"
    declaresDeploymentTarget =
      root.child("dependencies")?.children("deployment").contains { $0["identifier"] == "iOS" } ?? false
    var sizes: [String: CGSize] = [:]
    var symbols = Set<String>()
    for image in root.child("resources")?.children("image") ?? [] {
      guard let name = image["name"] else { continue }
      if image["catalog"] == "system" { symbols.insert(name) }
      if let w = image["width"].flatMap(Double.init), let h = image["height"].flatMap(Double.init) {
        sizes[name] = CGSize(width: w, height: h)
      }
    }
    imageSizes = sizes
    systemImages = symbols
    for designable in root.child("designables")?.children("designable") ?? [] {
      if let name = designable["name"], let size = designable.child("size", key: "intrinsicContentSize"),
        let w = size["width"].flatMap(Double.init), let h = size["height"].flatMap(Double.init)
      {
        reader.designables[name] = CGSize(width: w, height: h)
      }
    }
    try reader.collectIDs(root)
    if kind == .storyboard || root.child("scenes") != nil {
      scenes = try reader.readScenes(root.child("scenes"))
    } else {
      let build = Self.buildNumber(toolsVersion: toolsVersion, pluginVersion: pluginVersion)
      scenes = try reader.readTopLevel(
        root.child("objects"), statusBarOnEveryView: usesSafeAreas && build < IBToolsEra.xcode11)
    }
    try reader.checkReferences()
    outletNames = Self.outletNames(in: root)
    storedNavigationBarTop = reader.navigationBarTop
    variations = reader.variations
    warnings = reader.warnings
  }
}

/// The state of one read: ids seen, references to check, variations.
struct DocumentReader {
  var ids: [String: Int] = [:]
  var references: [(id: String, line: Int, constraint: String)] = []
  var variations: [IBVariation] = []
  var designables: [String: CGSize] = [:]
  var warnings: [IBWarning] = []
  /// The top of the first navigation bar stored below the top of the screen.
  var navigationBarTop: CGFloat? = nil

  /// The attributes a `<constraint>` may carry; others are ignored with a warning.
  static let constraintAttributes: Set<String> = [
    "id", "firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute", "multiplier", "constant",
    "priority", "symbolic", "placeholder", "identifier", "userLabel",
  ]

  /// Records every `id` in the document; two objects with one id are an error.
  mutating func collectIDs(_ root: IBElement) throws(IBError) {
    var stack = [root]
    while let e = stack.popLast() {
      if let id = e["id"] {
        if let first = ids[id] {
          throw IBError(.duplicateID, line: e.line, "id '\(id)' is used twice (first on line \(first))")
        }
        ids[id] = e.line
      }
      stack.append(contentsOf: e.children.reversed())
    }
  }

  /// Fails on the first constraint that names an id nothing in the document has.
  func checkReferences() throws(IBError) {
    for ref in references where ids[ref.id] == nil {
      throw IBError(
        .missingReference, line: ref.line, "constraint '\(ref.constraint)' refers to a missing item '\(ref.id)'")
    }
  }

  /// The top-level views of a xib (and the root views of top-level controllers).
  ///
  /// A top-level view is drawn with the status bar when it is a view controller's
  /// view: a top-level controller's, or the `view` outlet of a File's Owner whose
  /// class is a controller (its name ends in `Controller`). From Xcode 11 any other
  /// top-level view, a UIView subclass's content view included, is drawn without
  /// it; with `statusBarOnEveryView` (a safe-area xib of Xcode 9 or 10) every
  /// top-level view is drawn with it (only a full-screen one shows it: before Xcode
  /// 11 a top-level view of another size gets no screen insets, ``IBLayoutBuilder``).
  /// The view's own `simulatedStatusBarMetrics` decides when it names one
  /// (InterfaceBuilder.md, "Building").
  mutating func readTopLevel(_ objects: IBElement?, statusBarOnEveryView: Bool) throws(IBError) -> [IBScene] {
    var result: [IBScene] = []
    let owner = objects?.children.first { $0["placeholderIdentifier"] == "IBFilesOwner" }
    let ownerIsController = owner?["customClass"]?.hasSuffix("Controller") ?? false
    let ownerView = owner?.child("connections")?.children.first { $0.name == "outlet" && $0["property"] == "view" }
    for object in objects?.children ?? [] {
      var element = object
      var controllersRoot = false
      if object.child("rect", key: "frame") == nil, let view = object.children.first(where: { $0["key"] == "view" }) {
        element = view
        controllersRoot = true
      }
      guard Self.isView(element) else { continue }
      let root = try readView(element)
      let controllerView = controllersRoot || ownerIsController && ownerView?["destination"] == root.id
      let status = (element.children + (controllersRoot ? object.children : [])).first {
        $0["key"] == "simulatedStatusBarMetrics"
      }
      let statusBarHidden =
        status.map { $0.name == "nil" || $0["statusBarHidden"] == "YES" } ?? !(controllerView || statusBarOnEveryView)
      result.append(
        IBScene(
          id: root.id, name: object["customClass"] ?? object["userLabel"] ?? root.customClass ?? root.element,
          line: object.line, root: root, controllerGuides: [], hasNavigationBar: false, hasTabBar: false,
          freeformSize: nil, statusBarHidden: statusBarHidden, isEmbedded: false, container: nil,
          controllerID: nil, hasToolbar: false, isContainer: false))
      result[result.count - 1].flaggedViews = IBFlaggedView.all(in: object)
      result[result.count - 1].hierarchyIDs = Self.ids(in: element)
      result[result.count - 1].simulatesFreeformSize =
        (element.children + (controllersRoot ? object.children : [])).contains {
          $0.name == "freeformSimulatedSizeMetrics" && $0["key"] == "simulatedDestinationMetrics"
        }
    }
    return result
  }

  /// Every `id` in the subtree of `e` (iteratively).
  static func ids(in e: IBElement) -> Set<String> {
    var result = Set<String>()
    var stack = [e]
    while let x = stack.popLast() {
      if let id = x["id"] { result.insert(id) }
      stack.append(contentsOf: x.children)
    }
    return result
  }

  /// Whether a top-level xib object is a view: it has a frame, subviews or a mask.
  static func isView(_ e: IBElement) -> Bool {
    guard e.name != "placeholder", !e.name.hasSuffix("GestureRecognizer"), e.name != "customObject" else {
      return false
    }
    return e.child("rect", key: "frame") != nil || e.child("subviews") != nil || e.child("autoresizingMask") != nil
  }

  /// One view element and its subtree; `fallbackID` names an element that has no id.
  mutating func readView(_ e: IBElement, fallbackID: String? = nil) throws(IBError) -> IBView {
    guard let id = e["id"] ?? fallbackID else {
      throw IBError(.badAttribute, line: e.line, "<\(e.name)> has no id")
    }
    var view = IBView(
      element: e.name, id: id, customClass: e["customClass"], userLabel: e["userLabel"], key: e["key"], line: e.line,
      frame: nil, autoresizingMask: nil,
      translatesAutoresizingMask: e["translatesAutoresizingMaskIntoConstraints"] != "NO",
      isMisplaced: e["misplaced"] == "YES", isAmbiguous: e["ambiguous"] == "YES", isHidden: e["hidden"] == "YES",
      hasFixedFrame: e["fixedFrame"] == "YES", margins: nil,
      preservesSuperviewMargins: e["preservesSuperviewLayoutMargins"] == "YES",
      insetsMarginsFromSafeArea: e["insetsLayoutMarginsFromSafeArea"] != "NO",
      followsReadableWidth: e["layoutMarginsFollowReadableWidth"] == "YES", guides: [],
      hugging: (try Self.float(e, "horizontalHuggingPriority", 250), try Self.float(e, "verticalHuggingPriority", 250)),
      compression: (
        try Self.float(e, "horizontalCompressionResistancePriority", 750),
        try Self.float(e, "verticalCompressionResistancePriority", 750)
      ),
      placeholderIntrinsicSize: (
        e["placeholderIntrinsicWidth"].flatMap(Double.init).map { CGFloat($0) },
        e["placeholderIntrinsicHeight"].flatMap(Double.init).map { CGFloat($0) }
      ),
      text: e["text"] ?? e["placeholder"], numberOfLines: Int(e["numberOfLines"] ?? "1") ?? 1, font: nil,
      imageName: e["image"], stack: nil, designableSize: designables[id], isScrollEnabled: e["scrollEnabled"] != "NO",
      subviews: [], constraints: [])
    view.verifyAmbiguity = e["verifyAmbiguity"]
    view.adjustsFontForContentSizeCategory = e["adjustsFontForContentSizeCategory"] == "YES"
    if e.name == "datePicker" { view.datePickerStyle = e["style"] }
    if e.name == "button" { view.isClassicTitleButton = IBButtonMetrics.isClassicTitleButton(e) }
    if e.name == "textField" {
      view.contentVerticalAlignment = e["contentVerticalAlignment"]
      view.borderStyle = e["borderStyle"]
    }
    if e.name == "tableView" || e.name == "tableViewCell" {
      if e["rowHeight"] != nil { view.rowHeight = CGFloat(try Self.double(e, "rowHeight", 0)) }
      if e.name == "tableView" { view.tableStyle = e["style"] }
      if e.name == "tableViewCell" {
        view.cellStyle = e["style"]
        view.accessoryType = e["accessoryType"]
      }
    }
    if e.name == "stackView" {
      let standard = e["spacingType"] == "standard"
      view.stack = IBStackAttributes(
        axis: e["axis"] == "vertical" ? .vertical : .horizontal, distribution: e["distribution"] ?? "fill",
        alignment: e["alignment"] ?? "fill", spacing: standard ? 8 : CGFloat(try Self.double(e, "spacing", 0)),
        usesStandardSpacing: standard, baselineRelative: e["baselineRelativeArrangement"] == "YES")
    }
    for child in e.children {
      switch (child.name, child["key"]) {
      case ("rect", "frame"):
        view.frame = CGRect(
          x: try Self.double(child, "x", 0), y: try Self.double(child, "y", 0),
          width: try Self.double(child, "width", 0), height: try Self.double(child, "height", 0))
      case ("autoresizingMask", _):
        var mask: AutoresizingMask = []
        if child["flexibleMinX"] == "YES" { mask.insert(.flexibleLeftMargin) }
        if child["widthSizable"] == "YES" { mask.insert(.flexibleWidth) }
        if child["flexibleMaxX"] == "YES" { mask.insert(.flexibleRightMargin) }
        if child["flexibleMinY"] == "YES" { mask.insert(.flexibleTopMargin) }
        if child["heightSizable"] == "YES" { mask.insert(.flexibleHeight) }
        if child["flexibleMaxY"] == "YES" { mask.insert(.flexibleBottomMargin) }
        view.autoresizingMask = mask
      case ("subviews", _):
        for sub in child.children { view.subviews.append(try readView(sub)) }
      case (_, "tableHeaderView") where e.name == "tableView", (_, "tableFooterView") where e.name == "tableView":
        // The table's header and footer views, laid out by the table around its
        // sections (InterfaceBuilder.md, "Table header and footer views").
        view.subviews.append(try readView(child))
      case ("collectionReusableView", "sectionHeaderView") where e.name == "collectionView",
        ("collectionReusableView", "sectionFooterView") where e.name == "collectionView":
        // A flow layout's section header and footer, each laid out on its own
        // (InterfaceBuilder.md, "Collection view section headers").
        view.subviews.append(try readView(child))
      case ("prototypes", _) where e.name == "tableView", ("cells", _) where e.name == "collectionView":
        // Prototype cells and collection view cells, at the frames Xcode drew them.
        for sub in child.children { view.subviews.append(try readView(sub)) }
      case ("sections", _) where e.name == "tableView":
        // Static cells, section by section.
        for section in child.children("tableViewSection") {
          for cells in section.children("cells") {
            for sub in cells.children {
              var cell = try readView(sub)
              cell.isStaticCell = sub.name == "tableViewCell"
              view.subviews.append(cell)
            }
          }
        }
      case (_, "contentView") where e.name == "tableViewCell" || e.name == "collectionViewCell":
        // A cell's content view comes first, under the cell's other subviews. Xcode 6–8
        // wrote a collection view cell's without an id (nothing can refer to it): it is
        // named after its cell.
        view.subviews.insert(try readView(child, fallbackID: child["id"] == nil ? "\(id).contentView" : nil), at: 0)
      case ("view", "contentView") where e.name == "visualEffectView":
        // A visual effect view's content view holds its subviews (InterfaceBuilder.md,
        // "Visual effect views"); before, they were not read at all.
        view.subviews.insert(try readView(child, fallbackID: child["id"] == nil ? "\(id).contentView" : nil), at: 0)
      case ("collectionViewFlowLayout", "collectionViewLayout") where e.name == "collectionView":
        var flow = IBFlowLayout(
          isHorizontal: child["scrollDirection"] == "horizontal", sectionInsetReference: child["sectionInsetReference"])
        var estimated = CGSize.zero
        if let size = child.child("size", key: "estimatedItemSize") { estimated = try Self.size(size) }
        if let item = child.child("size", key: "itemSize"), estimated == .zero {
          flow.itemSize = try Self.size(item)
        }
        if let inset = child.child("inset", key: "sectionInset") {
          flow.sectionInset = EdgeInsets(
            top: try Self.double(inset, "minY", 0), left: try Self.double(inset, "minX", 0),
            bottom: try Self.double(inset, "maxY", 0), right: try Self.double(inset, "maxX", 0))
        }
        if let header = child.child("size", key: "headerReferenceSize") {
          flow.headerReferenceSize = try Self.size(header)
        }
        view.flowLayout = flow
      case ("size", "customSize") where e.name == "collectionViewCell":
        view.customSize = try Self.size(child)
      case ("constraints", _):
        for c in child.children { view.constraints.append(try readConstraint(c, owner: id)) }
      case ("viewLayoutGuide", let key?):
        if let gid = child["id"] { view.guides.append((key, gid)) }
      case ("edgeInsets", "layoutMargins"):
        view.margins = DirectionalEdgeInsets(
          top: try Self.double(child, "top", 0), leading: try Self.double(child, "left", 0),
          bottom: try Self.double(child, "bottom", 0), trailing: try Self.double(child, "right", 0))
      case ("directionalEdgeInsets", "directionalLayoutMargins"):
        view.margins = DirectionalEdgeInsets(
          top: try Self.double(child, "top", 0), leading: try Self.double(child, "leading", 0),
          bottom: try Self.double(child, "bottom", 0), trailing: try Self.double(child, "trailing", 0))
      case ("string", "text"):
        view.text = child.text
      case ("attributedString", "attributedText"):
        view.text = child.children("fragment").map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }
          .joined()
        let sizes = child.children("fragment").compactMap { $0.child("attributes")?.child("font", key: "NSFont") }
          .filter { ["system", "boldSystem"].contains($0["metaFont"] ?? "") }
          .compactMap { $0["size"].flatMap(Double.init).map { CGFloat($0) } }
        view.attributedSystemFontSize = sizes.max()
      case ("fontDescription", "fontDescription"):
        view.font = IBFont(
          type: child["type"], pointSize: child["pointSize"].flatMap(Double.init).map { CGFloat($0) },
          weight: child["weight"], style: child["style"], name: child["name"])
      case ("variation", let key?):
        readVariation(child, key: key, of: &view)
      case ("state", "normal"):
        if view.text == nil { view.text = child["title"] }
        if view.imageName == nil { view.imageName = child["image"] }
      case ("imageReference", "image"):
        // Xcode 12 and later write an image view's image as a child (SF Symbols
        // with their configuration).
        if view.imageName == nil { view.imageName = child["image"] }
      case ("buttonConfiguration", _):
        if view.text == nil { view.text = child["title"] }
      case ("accessibility", "accessibilityConfiguration"):
        if let identifier = child["identifier"], !identifier.isEmpty { view.accessibilityIdentifier = identifier }
      default:
        break
      }
    }
    return view
  }
}
