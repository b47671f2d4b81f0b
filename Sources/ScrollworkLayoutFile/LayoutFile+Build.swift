import Foundation
import Scrollwork

extension LayoutFile {
  /// The device used when neither the caller nor the file names one.
  public static let defaultDevice = Device.standard

  /// The device a build uses: `device` if given, else the file's `device:` or
  /// `size:`, else ``defaultDevice``. A `size:` is the portrait size as written,
  /// except that with an `orientation:` in the file its taller side is portrait's
  /// height (so `size: [667, 375]` with `orientation: landscape` is 667 × 375).
  public func resolvedDevice(_ device: Device? = nil) -> Device {
    if let device { return device }
    if let d = self.device { return d }
    if var size = customSize {
      // With an explicit orientation the two numbers are the screen's sides and the
      // orientation says which way up (portrait is the taller); without one, the
      // size is the root's size as written.
      if orientation != nil, size.width > size.height {
        size = CGSize(width: size.height, height: size.width)
      }
      let name = "custom-\(num(customSize?.width ?? size.width))x\(num(customSize?.height ?? size.height))"
      return Device(name: name, portraitSize: size, scale: customScale)
    }
    return Self.defaultDevice
  }

  /// Builds the views, activates the constraints and lays the screen out once.
  ///
  /// The root is the screen: its frame is the device's size in the orientation, its
  /// `View.screen` the device's (scale and layout direction, per hierarchy) and its
  /// `View.deviceSafeAreaInsets` the device's safe area. Every other view stops
  /// translating its autoresizing mask unless it gives a `frame`. Scroll views'
  /// `contentOffset` is applied after the first layout, unclamped.
  ///
  /// - Parameters:
  ///   - device: overrides the file's device (the command line's `--device`/`--size`).
  ///   - orientation: overrides the file's orientation.
  ///   - contentSizeCategory: overrides the file's Dynamic Type size (default `large`),
  ///     which sizes every text-style font (`font: body`).
  /// - Throws: ``LayoutFileErrors`` with every constraint the model refuses (bad
  ///   visual format, attribute pairings, views of a format string without a common
  ///   superview) and unreadable font files, plus the file's warnings.
  /// - Complexity: one layout pass (see `LayoutEngine`).
  public func build(
    device: Device? = nil, orientation: DeviceOrientation? = nil, contentSizeCategory: ContentSizeCategory? = nil
  ) throws(LayoutFileErrors) -> LaidOutScreen {
    let device = resolvedDevice(device)
    let orientation = orientation ?? self.orientation ?? .portrait
    let category = contentSizeCategory ?? self.contentSizeCategory ?? .large
    var issues: [LayoutFileIssue] = []
    func fail(_ place: SourcePlace, _ message: String) {
      issues.append(LayoutFileIssue(path: path, line: place.line, column: place.column, message: message))
    }
    guard let rootSpec = views.first else {
      throw LayoutFileErrors([LayoutFileIssue(path: path, line: 1, column: 1, message: "No views.")] + warnings)
    }
    // Views, by id, in file order.
    var built: [(id: String, view: View)] = []
    var byID: [String: View] = [:]
    for spec in views {
      let v = spec.makeView()
      v.accessibilityIdentifier = spec.id
      built.append((spec.id, v))
      byID[spec.id] = v
    }
    guard let root = byID[rootSpec.id] else {
      throw LayoutFileErrors([LayoutFileIssue(path: path, line: 1, column: 1, message: "No root view.")] + warnings)
    }
    root.screen = device.screen(in: orientation, layoutDirection: layoutDirection)
    root.frame = CGRect(origin: .zero, size: device.size(in: orientation))
    root.deviceSafeAreaInsets = device.safeAreaInsets(in: orientation)
    // The tree, in list order (subview order), then each stack's arranged views.
    for spec in views.dropFirst() {
      guard let parentID = spec.parent, let parent = byID[parentID], let v = byID[spec.id] else { continue }
      parent.addSubview(v)
    }
    for spec in views where spec.kind == .stackView {
      guard let stack = byID[spec.id] as? StackView else { continue }
      for (id, _) in spec.arranged { if let v = byID[id] { stack.addArrangedSubview(v) } }
    }
    for spec in views {
      guard let v = byID[spec.id] else { continue }
      if let message = apply(spec, to: v, isRoot: v === root, category: category) {
        fail(spec.font?.place ?? spec.place, message)
      }
    }
    // Constraints, in file order.
    let constraintsByID = activate(constraints, byID: byID, fail: fail)
    // Tables and collections: their data sources, and each template built once to
    // find its errors.
    var dataSources: [any FileCellSource] = []
    for spec in views {
      if let table = byID[spec.id] as? TableView {
        dataSources.append(connect(table, spec, category: category, fail: fail))
      } else if let collection = byID[spec.id] as? CollectionView {
        dataSources.append(connect(collection, spec, category: category, fail: fail))
      }
    }
    if !issues.isEmpty { throw LayoutFileErrors(issues + warnings) }
    root.layoutIfNeeded()
    // Table header and footer views, sized at their table's width once it is known.
    for source in dataSources {
      guard let table = byID[source.viewID] as? TableView else { continue }
      if Self.sizeHeaderAndFooter(of: table) { root.layoutIfNeeded() }
    }
    for spec in views {
      if let offset = spec.contentOffset, let scroll = byID[spec.id] as? ScrollView { scroll.contentOffset = offset }
    }
    root.layoutIfNeeded()
    return LaidOutScreen(
      file: self, root: root, views: built, device: device, orientation: orientation,
      contentSizeCategory: category, constraintsByID: constraintsByID, cellSources: dataSources)
  }

  /// Makes and activates `constraints` (equations and visual format strings) between
  /// the views of `byID`, in order, reporting each one the model refuses through
  /// `fail`; returns the constraints of each equation with an id.
  func activate(
    _ constraints: [ConstraintSpec], byID: [String: View], fail: (SourcePlace, String) -> Void
  ) -> [String: [LayoutConstraint]] {
    var constraintsByID: [String: [LayoutConstraint]] = [:]
    for spec in constraints {
      switch spec {
      case .equation(let e, let id, let text, let place):
        let made: [LayoutConstraint]
        do {
          made = try makeConstraints(e, byID)
        } catch {
          fail(place.place(error.offset), "Cannot make '\(text)': \(error.message)")
          continue
        }
        for c in made {
          c.identifier = id
          c.sourceLocation = "\(path):\(place.line):\(place.column)"
        }
        do {
          try LayoutConstraint.activateOrThrow(made)
        } catch {
          fail(place.place(nil), "Cannot activate '\(text)': \(error.reason)")
          continue
        }
        if let id { constraintsByID[id] = made }
      case .visualFormat(let text, let metrics, let options, let place):
        let made: [LayoutConstraint]
        do {
          made = try LayoutConstraint.constraintsOrThrow(
            withVisualFormat: text, options: options, metrics: metrics, views: byID)
        } catch {
          fail(place.place(error.index), "Visual format error: \(error.message)")
          continue
        }
        do {
          try LayoutConstraint.activateOrThrow(made)
        } catch {
          fail(place.place(nil), "Cannot activate '\(text)': \(error.reason)")
        }
      }
    }
    return constraintsByID
  }

  /// Sets a view's properties from its entry; returns a message if a font file
  /// cannot be loaded.
  func apply(_ spec: ViewSpec, to v: View, isRoot: Bool, category: ContentSizeCategory) -> String? {
    var problem: String?
    if !isRoot {
      if let frame = spec.frame {
        v.frame = frame
        v.translatesAutoresizingMaskIntoConstraints = true
      } else {
        v.translatesAutoresizingMaskIntoConstraints = false
      }
    }
    if let mask = spec.autoresizing { v.autoresizingMask = mask }
    if let (h, vv) = spec.hugging {
      if let h { v.setContentHuggingPriority(LayoutPriority(h), for: .horizontal) }
      if let vv { v.setContentHuggingPriority(LayoutPriority(vv), for: .vertical) }
    }
    if let (h, vv) = spec.compression {
      if let h { v.setContentCompressionResistancePriority(LayoutPriority(h), for: .horizontal) }
      if let vv { v.setContentCompressionResistancePriority(LayoutPriority(vv), for: .vertical) }
    }
    if let s = spec.semanticContentAttribute { v.semanticContentAttribute = s }
    if let m = spec.layoutMargins { v.layoutMargins = m }
    if let m = spec.directionalLayoutMargins { v.directionalLayoutMargins = m }
    if let b = spec.preservesSuperviewLayoutMargins { v.preservesSuperviewLayoutMargins = b }
    if let b = spec.insetsLayoutMarginsFromSafeArea { v.insetsLayoutMarginsFromSafeArea = b }
    if let b = spec.hidden { v.isHidden = b }
    if let b = spec.clipsToBounds { v.clipsToBounds = b }
    var font: Font?
    if let f = spec.font {
      if let style = f.style {
        font = Self.font(style: style, bold: f.bold, category: category)
      } else if let file = f.file {
        let url = file.hasPrefix("/") ? URL(fileURLWithPath: file) : directory.appendingPathComponent(file)
        do {
          font = try Font(contentsOf: url, size: f.size)
        } catch {
          problem = "Cannot load the font file '\(file)': \(error.description)"
        }
      } else {
        font = f.bold ? Font.boldSystemFont(ofSize: f.size) : Font.systemFont(ofSize: f.size)
      }
    }
    switch v {
    case let scroll as ScrollView:
      if let b = spec.pagingEnabled { scroll.isPagingEnabled = b }
      if let i = spec.contentInset { scroll.contentInset = i }
      if let b = spec.contentInsetAdjustmentBehavior { scroll.contentInsetAdjustmentBehavior = b }
      if let s = spec.contentSize { scroll.contentSize = s }
    case let stack as StackView:
      if let a = spec.axis { stack.axis = a }
      if let d = spec.distribution { stack.distribution = d }
      if let a = spec.stackAlignment { stack.alignment = a }
      if let s = spec.spacing { stack.spacing = s }
      if let b = spec.layoutMarginsRelativeArrangement { stack.isLayoutMarginsRelativeArrangement = b }
      if let b = spec.baselineRelativeArrangement { stack.isBaselineRelativeArrangement = b }
    case let label as Label:
      if let t = spec.text { label.text = t }
      if let n = spec.lines { label.numberOfLines = n }
      if let font { label.font = font }
      if let a = spec.textAlignment { label.textAlignment = a }
      if let w = spec.preferredMaxLayoutWidth { label.preferredMaxLayoutWidth = w }
    case let field as TextField:
      if let t = spec.text { field.text = t }
      if let p = spec.placeholder { field.placeholder = p }
      if let font { field.font = font }
      if let a = spec.textAlignment { field.textAlignment = a }
      if let b = spec.borderStyle { field.borderStyle = b }
    case let button as Button:
      if let t = spec.title { button.setTitle(t, for: .normal) }
      if let font { button.titleFont = font }
      if let i = spec.contentEdgeInsets { button.contentEdgeInsets = i }
    case let image as ImageView:
      if let s = spec.imageSize { image.image = Image(size: s) }
    case let toggle as Switch:
      if let b = spec.isOn { toggle.isOn = b }
    default:
      break
    }
    return problem
  }

  /// The constraints of one equation (several for `edges`, `size`, `center`).
  private func makeConstraints(_ e: ConstraintEquation, _ byID: [String: View]) throws(BuildError) -> [LayoutConstraint]
  {
    let first = try item(e.first, byID)
    guard let firstAttribute = e.first.attribute else { throw BuildError(message: "No attribute.", offset: 0) }
    let firstAttributes = firstAttribute.expanded
    var secondItem: AnyObject?
    var secondAttributes: [LayoutAttribute] = []
    if let s = e.second {
      secondItem = try item(s, byID)
      secondAttributes = (s.attribute ?? firstAttribute).expanded
      guard secondAttributes.count == firstAttributes.count else {
        throw BuildError(
          message: "'\(firstAttribute.name)' cannot be related to '\(s.attribute?.name ?? "")'.", offset: s.offset)
      }
    }
    var made: [LayoutConstraint] = []
    for (i, a) in firstAttributes.enumerated() {
      do {
        let c = try LayoutConstraint.validated(
          item: first, attribute: a, relatedBy: e.relation, toItem: secondItem,
          attribute: secondItem == nil ? .notAnAttribute : secondAttributes[i], multiplier: e.multiplier,
          constant: e.constant)
        if let p = e.priority { c.priority = LayoutPriority(p) }
        made.append(c)
      } catch {
        throw BuildError(message: error.reason, offset: e.first.offset)
      }
    }
    return made
  }

  /// The view or guide an operand names (ids and guides were checked when loading).
  private func item(_ op: ConstraintEquation.Operand, _ byID: [String: View]) throws(BuildError) -> AnyObject {
    guard let v = byID[op.viewID] else {
      throw BuildError(message: "Unknown view id '\(op.viewID)'.", offset: op.offset)
    }
    guard let guide = op.guide else { return v }
    switch guide {
    case .contentLayoutGuide, .frameLayoutGuide:
      guard let scroll = v as? ScrollView else {
        throw BuildError(message: "'\(op.viewID)' is not a scroll view.", offset: op.offset)
      }
      return guide == .contentLayoutGuide ? scroll.contentLayoutGuide : scroll.frameLayoutGuide
    case .safeAreaLayoutGuide: return v.safeAreaLayoutGuide
    case .layoutMarginsGuide: return v.layoutMarginsGuide
    case .keyboardLayoutGuide: return v.keyboardLayoutGuide
    case .readableContentGuide: return v.readableContentGuide
    }
  }
}

/// A constraint the model refused while building, with the offset in its equation.
struct BuildError: Error {
  var message: String
  var offset: Int?
}

extension LayoutFile {
  /// The system font of a text style at a content size category (bold for `headline`,
  /// or when `bold`), as `preferredFont(forTextStyle:compatibleWith:)` gives it.
  static func font(style: Font.TextStyle, bold: Bool, category: ContentSizeCategory) -> Font {
    let font = Font.preferredFont(
      forTextStyle: style, compatibleWith: TraitCollection(preferredContentSizeCategory: category))
    return bold ? Font.boldSystemFont(ofSize: font.pointSize) : font
  }
}
