import Foundation
import Scrollwork

extension LayoutFile {
  /// Reads the top-level mapping: device, size, scale, orientation,
  /// layoutDirection, views, constraints, actions (`expected` and `description`
  /// are allowed and ignored; other keys are warned about).
  mutating func read(_ root: YAMLNode, _ r: YAMLReader) {
    guard let pairs = r.mapping(root, "A layout file") else { return }
    var deviceNode: YAMLNode?
    var sizeNode: YAMLNode?
    var sawViews = false
    for (key, keyNode, value) in pairs {
      switch key {
      case "device":
        deviceNode = value
        guard let name = r.string(value, "device") else { continue }
        guard let found = Device.named(name) else {
          r.error(value, "Unknown device '\(name)'. `scrollwork devices` lists the presets.")
          continue
        }
        device = found
      case "size":
        sizeNode = value
        if case .scalar(let s) = value, value.int == nil {
          guard let size = Device.parseSize(s.string) else {
            r.error(value, "size must be [width, height] or WxH with positive numbers, not '\(s.string)'.")
            continue
          }
          customSize = size
        } else if let size = r.size(value, "size") {
          guard size.width > 0, size.height > 0, size.width <= 100_000, size.height <= 100_000 else {
            r.error(value, "size must be positive and at most 100000 points.")
            continue
          }
          customSize = size
        }
      case "scale":
        guard let s = r.number(value, "scale") else { continue }
        guard s > 0, s <= 10 else {
          r.error(value, "scale must be in (0, 10].")
          continue
        }
        customScale = s
      case "orientation":
        orientation = r.choice(
          value, [("portrait", DeviceOrientation.portrait), ("landscape", .landscape)], "orientation")
      case "contentSizeCategory":
        contentSizeCategory = Self.readContentSizeCategory(value, r)
      case "layoutDirection":
        if let d = r.choice(
          value,
          [
            ("ltr", UserInterfaceLayoutDirection.leftToRight), ("rtl", .rightToLeft), ("leftToRight", .leftToRight),
            ("rightToLeft", .rightToLeft),
          ], "layoutDirection")
        {
          layoutDirection = d
        }
      case "views":
        sawViews = true
        guard let list = r.sequence(value, "views") else { continue }
        if list.isEmpty { r.error(value, "views is empty: the first view is the root (the screen).") }
        for (i, item) in list.enumerated() {
          if let spec = readView(item, isRoot: i == 0, r) { views.append(spec) }
        }
      case "constraints":
        guard let list = r.sequence(value, "constraints") else { continue }
        for item in list { readConstraint(item, r) }
      case "actions":
        guard let list = r.sequence(value, "actions") else { continue }
        for item in list { readAction(item, r) }
      case "expected", "description", "name", "title", "comment", "notes":
        break
      default:
        r.warning(keyNode, "Unknown key '\(key)' (ignored).")
      }
    }
    if deviceNode != nil, let sizeNode {
      r.error(sizeNode, "Give 'device' or 'size', not both.")
    }
    if !sawViews { r.error(root, "Missing 'views': a list of views whose first is the root (the screen).") }
  }

  // MARK: Views

  /// The keys a view of a kind understands, beyond the ones every view has.
  static let kindKeys: [ViewKind: Set<String>] = [
    .scrollView: [
      "pagingEnabled", "isPagingEnabled", "contentInset", "contentInsetAdjustmentBehavior", "contentOffset",
      "contentSize",
    ],
    .stackView: [
      "axis", "distribution", "alignment", "spacing", "arranged", "arrangedSubviews",
      "layoutMarginsRelativeArrangement", "isLayoutMarginsRelativeArrangement", "baselineRelativeArrangement",
      "isBaselineRelativeArrangement",
    ],
    .label: [
      "text", "lines", "numberOfLines", "font", "alignment", "textAlignment", "preferredMaxLayoutWidth",
    ],
    .textField: ["text", "placeholder", "font", "alignment", "textAlignment", "borderStyle"],
    .button: ["title", "text", "font", "contentEdgeInsets"],
    .imageView: ["imageSize", "image"],
    .switch: ["on", "isOn"],
    .view: [],
    .tableView: tableKeys,
    .collectionView: collectionKeys,
  ]

  /// The keys of every view.
  static let commonKeys: Set<String> = [
    "id", "parent", "type", "frame", "autoresizing", "autoresizingMask", "intrinsicSize", "intrinsicContentSize",
    "hugging", "contentHuggingPriority", "compression", "contentCompressionResistancePriority", "layoutMargins",
    "directionalLayoutMargins", "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea", "hidden",
    "isHidden", "clipsToBounds", "semanticContentAttribute",
  ]

  static let allViewKeys: Set<String> = kindKeys.values.reduce(commonKeys) { $0.union($1) }

  /// Whether an id can be written in equations and VFL: a letter or `_`, then
  /// letters, digits and `_`.
  static func isValidID(_ id: String) -> Bool {
    guard let first = id.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic)
    else { return false }
    return id.unicodeScalars.allSatisfy {
      $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
    }
  }

  func readView(_ node: YAMLNode, isRoot: Bool, _ r: YAMLReader) -> ViewSpec? {
    guard let pairs = r.mapping(node, "A view") else { return nil }
    guard let idPair = pairs.first(where: { $0.key == "id" }) else {
      r.error(node, "A view needs an 'id'.")
      return nil
    }
    guard let id = r.string(idPair.value, "id") else { return nil }
    if !Self.isValidID(id) {
      r.error(
        idPair.value, "Bad id '\(id)': use ASCII letters (a-z, A-Z), digits and '_', starting with a letter or '_'.")
      return nil
    }
    var spec = ViewSpec(id: id, place: r.place(idPair.value))
    if let typePair = pairs.first(where: { $0.key == "type" }), let name = r.string(typePair.value, "type") {
      if let kind = ViewKind.named(name) {
        spec.kind = kind
      } else {
        r.error(
          typePair.value,
          "Unknown view type '\(name)': expected one of \(ViewKind.allCases.map(\.rawValue).joined(separator: ", ")).")
      }
    }
    let allowed = Self.commonKeys.union(Self.kindKeys[spec.kind] ?? [])
    for (key, keyNode, value) in pairs {
      if !allowed.contains(key) {
        if Self.allViewKeys.contains(key) {
          r.warning(keyNode, "'\(key)' does not apply to a \(spec.kind.rawValue) (ignored).")
        } else {
          r.warning(keyNode, "Unknown view key '\(key)' (ignored).")
        }
        continue
      }
      readViewKey(key, value, &spec, isRoot: isRoot, r)
    }
    // Both kinds of margins set the same four sides: the one written last wins, as the
    // last of two assignments does in code; said, since the other is dropped.
    let marginKeys = pairs.filter { $0.key == "layoutMargins" || $0.key == "directionalLayoutMargins" }
    if marginKeys.count == 2 {
      let (first, second) = (marginKeys[0], marginKeys[1])
      r.warning(
        second.keyNode,
        "'\(second.key)' replaces '\(first.key)' (line \(first.keyNode.place.line)): both set the same margins and "
          + "the last one set wins; give one.")
      if second.key == "layoutMargins" { spec.directionalLayoutMargins = nil } else { spec.layoutMargins = nil }
    }
    return spec
  }

  private func readViewKey(_ key: String, _ value: YAMLNode, _ spec: inout ViewSpec, isRoot: Bool, _ r: YAMLReader) {
    switch key {
    case "id", "type": break
    case "parent":
      if isRoot {
        r.error(value, "The root view (the first in the list) cannot have a parent.")
        return
      }
      spec.parent = r.string(value, "parent")
      spec.parentPlace = r.place(value)
    case "frame":
      guard let v = r.numbers(value, count: 4, "frame", example: "[x, y, width, height]") else { return }
      if isRoot {
        r.warning(value, "The root's frame is the screen's; 'frame' is ignored on the root.")
        return
      }
      spec.frame = CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
    case "autoresizing", "autoresizingMask":
      let names: [(String, AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
      ]
      let items: [YAMLNode]
      if case .sequence(let s) = value { items = s.items } else { items = [value] }
      var mask: AutoresizingMask = []
      for item in items {
        if let m = r.choice(item, names, "autoresizing") { mask.insert(m) }
      }
      spec.autoresizing = mask
    case "intrinsicSize", "intrinsicContentSize":
      guard let s = r.size(value, key) else { return }
      guard s.width >= 0 || s.width == -1, s.height >= 0 || s.height == -1 else {
        r.error(value, "\(key) values must be at least 0, or -1 for none.")
        return
      }
      if spec.kind.hasCells {
        r.warning(value, "A \(spec.kind.rawValue)'s size comes from its constraints or frame; '\(key)' is ignored.")
        return
      }
      if spec.kind == .label || spec.kind == .stackView {
        r.warning(value, "A \(spec.kind.rawValue)'s intrinsic size comes from its content; '\(key)' is ignored.")
        return
      }
      spec.intrinsicSize = s
    case "hugging", "contentHuggingPriority":
      spec.hugging = r.priorityPair(value, key)
    case "compression", "contentCompressionResistancePriority":
      spec.compression = r.priorityPair(value, key)
    case "layoutMargins":
      spec.layoutMargins = r.insets(value, key)
    case "directionalLayoutMargins":
      spec.directionalLayoutMargins = r.directionalInsets(value, key)
    case "preservesSuperviewLayoutMargins": spec.preservesSuperviewLayoutMargins = r.bool(value, key)
    case "insetsLayoutMarginsFromSafeArea": spec.insetsLayoutMarginsFromSafeArea = r.bool(value, key)
    case "hidden", "isHidden": spec.hidden = r.bool(value, key)
    case "clipsToBounds": spec.clipsToBounds = r.bool(value, key)
    case "semanticContentAttribute":
      spec.semanticContentAttribute = r.choice(
        value,
        [
          ("unspecified", SemanticContentAttribute.unspecified), ("playback", .playback), ("spatial", .spatial),
          ("forceLeftToRight", .forceLeftToRight), ("forceRightToLeft", .forceRightToLeft),
        ], key)
    case "pagingEnabled", "isPagingEnabled": spec.pagingEnabled = r.bool(value, key)
    case "contentInset": spec.contentInset = r.insets(value, key)
    case "contentInsetAdjustmentBehavior":
      spec.contentInsetAdjustmentBehavior = r.choice(
        value,
        [
          ("automatic", ScrollView.ContentInsetAdjustmentBehavior.automatic), ("scrollableAxes", .scrollableAxes),
          ("never", .never), ("always", .always),
        ], key)
    case "contentOffset":
      if let v = r.numbers(value, count: 2, key, example: "[x, y]") { spec.contentOffset = CGPoint(x: v[0], y: v[1]) }
    case "contentSize":
      if let s = r.size(value, key) {
        guard s.width >= 0, s.height >= 0 else { return r.error(value, "contentSize must not be negative.") }
        spec.contentSize = s
      }
    case "axis":
      spec.axis = r.choice(value, [("horizontal", LayoutAxis.horizontal), ("vertical", .vertical)], key)
    case "distribution":
      spec.distribution = r.choice(
        value,
        [
          ("fill", StackView.Distribution.fill), ("fillEqually", .fillEqually),
          ("fillProportionally", .fillProportionally),
          ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
        ], key)
    case "alignment" where spec.kind == .stackView:
      spec.stackAlignment = r.choice(
        value,
        [
          ("fill", StackView.Alignment.fill), ("leading", .leading), ("top", .top), ("firstBaseline", .firstBaseline),
          ("center", .center), ("trailing", .trailing), ("bottom", .bottom), ("lastBaseline", .lastBaseline),
        ], key)
    case "alignment", "textAlignment":
      spec.textAlignment = r.choice(
        value,
        [
          ("left", TextAlignment.left), ("center", .center), ("right", .right), ("justified", .justified),
          ("natural", .natural),
        ], key)
    case "spacing":
      if case .scalar(let s) = value, s.string == "system" {
        spec.spacing = StackView.spacingUseSystem
      } else if let v = r.number(value, key) {
        spec.spacing = v
      }
    case "arranged", "arrangedSubviews":
      guard let list = r.sequence(value, key) else { return }
      for item in list {
        if let id = r.string(item, "an arranged view id") { spec.arranged.append((id, r.place(item))) }
      }
    case "layoutMarginsRelativeArrangement", "isLayoutMarginsRelativeArrangement":
      spec.layoutMarginsRelativeArrangement = r.bool(value, key)
    case "baselineRelativeArrangement", "isBaselineRelativeArrangement":
      spec.baselineRelativeArrangement = r.bool(value, key)
    case "text" where spec.kind == .button, "title":
      spec.title = r.string(value, key)
    case "text": spec.text = r.string(value, key)
    case "lines", "numberOfLines":
      guard let n = r.integer(value, key) else { return }
      guard n >= 0 else { return r.error(value, "\(key) must be 0 (no limit) or more.") }
      spec.lines = n
    case "font": spec.font = readFont(value, r)
    case "preferredMaxLayoutWidth":
      if let v = r.number(value, key) {
        guard v >= 0 else { return r.error(value, "\(key) must not be negative.") }
        spec.preferredMaxLayoutWidth = v
      }
    case "placeholder": spec.placeholder = r.string(value, key)
    case "borderStyle":
      spec.borderStyle = r.choice(value, TextField.BorderStyle.allCases.map { ($0.name, $0) }, key)
    case "contentEdgeInsets": spec.contentEdgeInsets = r.insets(value, key)
    case "imageSize", "image":
      var sizeNode = value
      if case .mapping = value, let s = value["size"] { sizeNode = s }
      if let s = r.size(sizeNode, key) {
        guard s.width >= 0, s.height >= 0 else { return r.error(value, "\(key) must not be negative.") }
        spec.imageSize = s
      }
    case "on", "isOn": spec.isOn = r.bool(value, key)
    case _ where Self.cellListKeys.contains(key):
      readCellListKey(key, value, &spec, r)
    default: break
    }
  }

  /// A content size category by name (`large`, `accessibilityExtraLarge`, `AX3`).
  static func readContentSizeCategory(_ node: YAMLNode, _ r: YAMLReader) -> ContentSizeCategory? {
    guard let name = r.string(node, "contentSizeCategory") else { return nil }
    guard let category = ContentSizeCategory(name: name) else {
      r.error(
        node,
        "Unknown content size category '\(name)': one of \(ContentSizeCategory.names.joined(separator: ", ")) (or AX1 … AX5)."
      )
      return nil
    }
    return category
  }

  /// A text style by its Swift name (`body`, `largeTitle`).
  static func readTextStyle(_ node: YAMLNode, _ r: YAMLReader) -> Font.TextStyle? {
    guard let name = r.string(node, "font style") else { return nil }
    guard let style = Font.TextStyle(rawValue: name) else {
      r.error(
        node, "Unknown text style '\(name)': one of \(Font.TextStyle.allCases.map(\.rawValue).joined(separator: ", "))."
      )
      return nil
    }
    return style
  }

  /// `font: 17`, `font: body` (a Dynamic Type text style) or
  /// `font: { size: 17, file: "x.otf", weight: bold }` / `font: { style: headline }`.
  func readFont(_ node: YAMLNode, _ r: YAMLReader) -> FontSpec? {
    if case .scalar(let scalar) = node, node.float == nil, Font.TextStyle(rawValue: scalar.string) != nil {
      var spec = FontSpec(size: 17, file: nil, bold: false, place: r.place(node))
      spec.style = Self.readTextStyle(node, r)
      spec.bold = spec.style == .headline
      return spec
    }
    if case .scalar = node {
      guard let size = r.number(node, "font size") else { return nil }
      guard size > 0, size <= 1000 else {
        r.error(node, "The font size must be in (0, 1000].")
        return nil
      }
      return FontSpec(size: size, file: nil, bold: false, place: r.place(node))
    }
    guard let pairs = r.mapping(node, "font") else { return nil }
    var spec = FontSpec(size: 17, file: nil, bold: false, place: r.place(node))
    for (key, keyNode, value) in pairs {
      switch key {
      case "size":
        guard let size = r.number(value, "font size") else { continue }
        guard size > 0, size <= 1000 else {
          r.error(value, "The font size must be in (0, 1000].")
          continue
        }
        spec.size = size
      case "file":
        spec.file = r.string(value, "font file")
        spec.place = r.place(value)
      case "weight":
        spec.bold = r.choice(value, [("regular", false), ("bold", true)], "font weight") ?? false
      case "bold":
        spec.bold = r.bool(value, "bold") ?? false
      case "style":
        spec.style = Self.readTextStyle(value, r)
        if spec.style == .headline && !pairs.contains(where: { $0.0 == "weight" || $0.0 == "bold" }) {
          spec.bold = true
        }
      default:
        r.warning(keyNode, "Unknown font key '\(key)' (ignored).")
      }
    }
    if spec.style != nil, let sizeKey = pairs.first(where: { $0.0 == "size" }) {
      r.error(
        sizeKey.1, "Give a font 'size' or a text 'style', not both: a style's size follows the content size category.")
    }
    if spec.style != nil, spec.file != nil {
      r.error(node, "A text 'style' uses the system font: give 'file' with a 'size', not with a 'style'.")
    }
    return spec
  }
}
