import Foundation
import Scrollwork

/// The builder's working state for one scene.
struct Builder {
  let document: IBDocument
  let options: IBLayoutOptions
  let excluded: Set<String>
  /// Every id inside a subview that ``excluded`` leaves out (the subview's included):
  /// views not installed for the selected size classes, with their content.
  var uninstalled: Set<String> = []
  /// Whether the scene sits under a navigation or tab bar: its scroll views then take
  /// the safe area into their content insets (UIKit's `.automatic` adjustment).
  var absorbsSafeAreaInScrollViews = false
  /// The alignment rectangles' sizes that a first solve gave the SF Symbol image
  /// views whose size no constant fixes, by IB id (``IBLayoutBuilder/build(scene:)``,
  /// ``IBImageView/symbolInsets(stored:constraints:id:measured:)``).
  var measuredSymbolRects: [String: CGSize] = [:]

  /// The Scrollwork view for an element (not its subviews).
  func makeView(_ original: IBView) -> View {
    let e = applyingVariations(original)
    let view: View
    switch e.element {
    case "scrollView": view = ScrollView()
    case "stackView": view = StackView()
    case "label":
      let label = IBLabel()
      label.text = e.text
      label.numberOfLines = e.numberOfLines
      if let font = e.font { label.font = Self.font(font) }
      view = label
    case "button":
      let button = IBButton()
      button.setTitle(e.text, for: .normal)
      view = button
    case "textField":
      let field = IBTextField()
      field.placeholder = e.text
      // The font and vertical alignment place the text's baseline (UIKitBehaviour.md §35).
      if let font = e.font { field.font = Self.font(font) }
      switch e.contentVerticalAlignment {
      case "top": field.contentVerticalAlignment = .top
      case "bottom": field.contentVerticalAlignment = .bottom
      case "fill": field.contentVerticalAlignment = .fill
      default: field.contentVerticalAlignment = .center
      }
      // The border style sets the measured height (34 points for a rounded rect at
      // 17 points; UIKitBehaviour.md §49), used when sizes are measured. Xcode
      // writes no attribute for `none`.
      field.borderStyle = e.borderStyle.flatMap(TextField.BorderStyle.init(name:)) ?? .none
      view = field
    case "switch": view = IBSwitch()
    case "segmentedControl": view = IBSegmentedControl()
    case "slider":
      // Xcode 26's sliders are stored without the 2 pt on either side (sentry-cocoa).
      view = IBSlider(insets: e.alignmentInsets(in: document))
    case "tableViewCell":
      // The content view keeps the accessory area and separator Xcode stored
      // (IBTableViewCell; InterfaceBuilder.md, "Cells").
      let insets = IBTableViewCell.insets(
        cell: e.frame, content: e.subviews.first { $0.key == "contentView" }?.frame,
        accessory: e.accessoryType, build: document.buildNumber,
        scale: (options.device ?? document.deviceID.flatMap { id in Device.all.first { $0.interfaceBuilderID == id } })?
          .scale ?? 2)
      view = IBTableViewCell(trailingInset: insets.trailing, bottomInset: insets.bottom)
    case "imageView":
      let image = IBImageView()
      if let name = e.imageName, let size = document.imageSizes[name], !document.systemImages.contains(name) {
        image.image = Image(size: size, name: name)
      }
      // An SF Symbol's alignment rectangle (IBView.alignmentInsets(in:measured:)), with
      // the size a first solve measured where no constant fixes it.
      image.insets = e.alignmentInsets(in: document, measured: measuredSymbolRects[e.id])
      view = image
    default: view = IBPlainView()
    }
    configure(view, e)
    return view
  }

  /// Gives `view` the attributes of `e` (with its variations applied): identifier,
  /// TAMIC and mask, frame, margins, hugging and compression, stack attributes and
  /// the intrinsic size from the document.
  func configure(_ view: View, _ e: IBView) {
    view.accessibilityIdentifier = e.id
    view.translatesAutoresizingMaskIntoConstraints = e.translatesAutoresizingMask
    view.autoresizingMask = e.autoresizingMask ?? []
    view.isHidden = e.isHidden
    if let frame = e.frame { view.frame = frame }
    if let margins = e.margins { view.directionalLayoutMargins = margins }
    view.preservesSuperviewLayoutMargins = e.preservesSuperviewMargins
    // Before iOS 11 (Xcode 9) margins never included the status and navigation
    // bars: those were the controller's top and bottom layout guides. From iOS 11 a
    // view's margins are measured from its safe area, which covers the bars whether
    // or not the document uses safe-area layout guides (UIKitBehaviour.md §84;
    // InterfaceBuilder.md, "Building": MAGE's DisclaimerView, Xcode 9.3, a
    // controller's view without safe areas, pins a view 40 below the top margin at
    // y = 60).
    view.insetsLayoutMarginsFromSafeArea =
      e.insetsMarginsFromSafeArea && (document.usesSafeAreas || document.buildNumber >= IBToolsEra.xcode9)
    view.setContentHuggingPriority(canvasContentPriority(e.hugging.0), for: .horizontal)
    view.setContentHuggingPriority(canvasContentPriority(e.hugging.1), for: .vertical)
    view.setContentCompressionResistancePriority(canvasContentPriority(e.compression.0), for: .horizontal)
    view.setContentCompressionResistancePriority(canvasContentPriority(e.compression.1), for: .vertical)
    if let stack = e.stack, let s = view as? StackView {
      s.axis = stack.axis
      s.distribution = Self.distribution(stack.distribution)
      s.alignment = Self.alignment(stack.alignment)
      s.spacing = stack.spacing
      s.isBaselineRelativeArrangement = stack.baselineRelative
      // No attribute names relative arrangement; stack views with margins set arrange
      // inside them (InterfaceBuilderFormat.md §5, kharrison StackMargin).
      s.isLayoutMarginsRelativeArrangement = e.margins != nil
    }
    if let size = intrinsicSize(e) {
      view.documentIntrinsicSizeIfAny = size
      if let field = view as? IBTextField {
        field.capsStoredWidthAtText = e.placeholderIntrinsicSize.width == nil && e.designableSize == nil
      }
      // A multi-line label wraps at the width it was stored with, so its height no
      // longer depends on the width the engine gives it.
      if let label = view as? IBLabel, label.numberOfLines != 1, size.width > 0 {
        label.preferredMaxLayoutWidth = size.width
      }
    }
    if e.isCell || e.isTableHeaderOrFooter || e.isSectionHeaderOrFooter {
      // A cell is laid out as its own root at the frame Xcode stored (its table or
      // collection view places it, whatever `translatesAutoresizingMaskIntoConstraints`
      // the document gives it: Hackers' FeedItemCell says NO), and the safe area of
      // the scene does not reach into it (a table view's content inset takes it).
      // So is a table's header or footer view, at the frame its table gives it, and a
      // collection view's section header or footer, at its stored frame.
      view.translatesAutoresizingMaskIntoConstraints = true
      view.insetsLayoutMarginsFromSafeArea = false
    }
  }

  /// The element with the attribute overrides of the selected size classes applied
  /// (`<variation key="heightClass=regular-widthClass=compact" axis="vertical"/>`),
  /// the most specific last (``IBLayoutBuilder/appliesBefore(_:_:)``).
  func applyingVariations(_ e: IBView) -> IBView {
    var v = e
    for (key, overrides) in e.attributeVariations.sorted(by: { IBLayoutBuilder.appliesBefore($0.key, $1.key) })
    where matches(key) {
      for (name, value) in overrides {
        switch name {
        case "hidden": v.isHidden = value == "YES"
        case "axis": v.stack?.axis = value == "vertical" ? .vertical : .horizontal
        case "spacing": if let d = Double(value) { v.stack?.spacing = CGFloat(d) }
        case "distribution": v.stack?.distribution = value
        case "alignment": v.stack?.alignment = value
        default: break
        }
      }
    }
    return v
  }

  /// Whether a variation key matches the selected traits (see ``IBLayoutBuilder``).
  func matches(_ key: String) -> Bool {
    IBLayoutBuilder(document: document, options: options).matches(key)
  }

  /// The constant `c` has for the selected size classes (see ``IBLayoutBuilder``'s
  /// `constant(of:)`, the one source the stale-frame check shares).
  func constant(of c: IBConstraint) -> CGFloat {
    IBLayoutBuilder(document: document, options: options).constant(of: c)
  }

  /// The intrinsic size a view takes from the document, or nil for its own.
  func intrinsicSize(_ e: IBView) -> CGSize? {
    let none = View.noIntrinsicMetric
    var size: CGSize?
    if let d = e.designableSize {
      size = CGSize(width: d.width < 0 ? none : d.width, height: d.height < 0 ? none : d.height)
    }
    if options.intrinsicSizes == .document, let frame = e.frame {
      switch e.element {
      case "label" where (e.text ?? "").isEmpty && document.buildNumber >= IBToolsEra.xcode26Metrics:
        // Xcode 26 measures a label without text 0 by 0: its unconstrained empty
        // labels are stored 0 tall (nRF Device Manager, sentry-cocoa, xDrip), and a
        // taller stored one is a stale frame (UIKitBehaviour.md §64).
        size = .zero
      case "label", "button", "textField", "activityIndicatorView", "stepper", "pageControl":
        size = frame.size
      case "segmentedControl":
        // Laid out by an alignment rectangle 1 pt short of the frame at the bottom
        // (UIKitBehaviour.md §23, InterfaceBuilder.md "Controls").
        let insets = IBSegmentedControl.alignmentInsets
        size = CGSize(width: frame.width - insets.horizontal, height: frame.height - insets.vertical)
      case "switch":
        // The stored frame is the frame; the intrinsic size is its alignment
        // rectangle's (UIKitBehaviour.md §23).
        let insets = IBSwitch.alignmentInsets
        size = CGSize(width: frame.width - insets.horizontal, height: frame.height - insets.vertical)
      case "textView" where !e.isScrollEnabled:
        size = frame.size
      case "slider":
        // The height of the alignment rectangle inside the stored frame.
        size = CGSize(
          width: none, height: frame.height - IBSlider.alignmentInsets(build: document.buildNumber).vertical)
      case "progressView":
        size = CGSize(width: none, height: frame.height)
      case "pickerView":
        // A picker's wheels have a height of their own (216 points in portrait),
        // which Xcode lays it out with: pickers without a height constraint are not
        // flagged ambiguous (xDrip's PickerViewController, LoopKit's
        // GlucoseRangeOverrideTableViewCell; InterfaceBuilder.md, "Verdicts").
        size = CGSize(width: none, height: frame.height)
      case "datePicker" where ["compact", "wheels"].contains(e.datePickerStyle ?? "compact"):
        // So has a compact date picker (xDrip's DatePickerViewController: 36, with
        // nothing else sizing it; UIKitBehaviour.md §26) and one in the wheels style
        // (xDrip's TreatmentsInsertViewController: 162 in landscape, §66).
        size = CGSize(width: none, height: frame.height)
      case "imageView":
        if let name = e.imageName, document.systemImages.contains(name) {
          // The alignment rectangle's size (IBView.alignmentInsets(in:measured:)).
          let i = e.alignmentInsets(in: document, measured: measuredSymbolRects[e.id])
          size = CGSize(width: frame.width - i.horizontal, height: frame.height - i.vertical)
        } else if let name = e.imageName, document.imageSizes[name] == nil {
          size = frame.size
        }
      case "view" where e.customClass != nil && e.designableSize == nil && e.subviews.isEmpty:
        // A custom class drawn by itself: Xcode renders @IBDesignable classes and
        // lays them out with their intrinsic size, which only `<designables>` would
        // record (habitica's LoginEntryView: 50 pt against its own 40 pt @500
        // height, hugging and compression 1000). The document shows that it has one
        // only in an axis whose content priorities the developer set: a custom view
        // with the default ones and nothing else that sizes it is flagged ambiguous
        // (SkyFloatingLabelTextField's ThemedTextField and IconTextField, nextcloud's
        // BadgeView in its vertical axis; InterfaceBuilder.md, "Verdicts").
        size = CGSize(
          width: e.hugging.0 != 250 || e.compression.0 != 750 ? frame.width : none,
          height: e.hugging.1 != 250 || e.compression.1 != 750 ? frame.height : none)
      case "toolbar", "navigationBar", "tabBar":
        // A bar placed by constraints has a height of its own (44 or 49 points,
        // depending on the era and the bar's position), which Xcode stores: no bar
        // of the corpus placed without a height constraint is flagged ambiguous
        // (arcgis, IBDecodable, xDrip, nRF Toolbox, sentry-cocoa, iNaturalist;
        // InterfaceBuilder.md, "Verdicts").
        size = CGSize(width: none, height: frame.height)
      default: break
      }
    }
    if options.intrinsicSizes == .document, e.isClassicTitleButton, let stored = size,
      let natural = IBButtonMetrics.naturalHeight(font: e.font), stored.height > natural + 0.01
    {
      // A title button stored taller than its title asks for was stretched by its
      // constraints: it asks for its natural height, and hugs it at its own priority
      // (UIKitBehaviour.md §50; nRF Device Manager's ResetViewController).
      size = CGSize(width: stored.width, height: natural)
    }
    if options.intrinsicSizes == .document, let stored = size,
      let era = Self.eraControlHeight(e, build: document.buildNumber), stored.height < era - 0.01
    {
      // A switch or rounded-rect field stored shorter than its era's height was
      // compressed by its constraints: it asks for that height, and resists at its
      // own priority (UIKitBehaviour.md §64; sentry-cocoa's ProfilingViewController).
      size = CGSize(width: stored.width, height: era)
    }
    if e.placeholderIntrinsicSize.width != nil || e.placeholderIntrinsicSize.height != nil {
      let base = size ?? CGSize(width: none, height: none)
      size = CGSize(
        width: e.placeholderIntrinsicSize.width ?? base.width, height: e.placeholderIntrinsicSize.height ?? base.height)
    }
    return size
  }

  /// Records `e` as `view`, then builds and adds its subviews (arranged, for stack
  /// views). Subviews excluded by the size classes and the content of tables and
  /// collection views are not built.
  func register(_ e: IBView, view: View, parent: String?, in layout: IBLayout) {
    layout.views[e.id] = view
    layout.ids[ObjectIdentifier(view)] = e.id
    layout.elements[e.id] = e
    layout.order.append(e.id)
    if let parent { layout.parents[e.id] = parent }
    if e.element == "imageView", let name = e.imageName, document.systemImages.contains(name) {
      layout.symbolImageViews.insert(e.id)
    }
    for g in e.guides {
      switch g.key {
      case "safeArea": layout.guides[g.id] = view.safeAreaLayoutGuide
      case "contentLayoutGuide": if let s = view as? ScrollView { layout.guides[g.id] = s.contentLayoutGuide }
      case "frameLayoutGuide": if let s = view as? ScrollView { layout.guides[g.id] = s.frameLayoutGuide }
      default: break
      }
    }
    for c in e.constraints { layout.documentConstraints[c.id] = c }
    guard !e.isOpaqueContainer else { return }
    let tiedEmptyLabels = Self.tiedEmptyLabels(in: e, parent: parent.flatMap { layout.elements[$0] })
    let equalShareCaps = Self.equalShareCaps(in: e)
    for sub in e.subviews where !excluded.contains(sub.id) {
      if e.isCell, sub.key == "contentView", let cell = view as? TableViewCell {
        registerContentView(sub, of: cell, cellID: e.id, in: layout)
        continue
      }
      let child = makeView(sub)
      // Content of a scroll view under a navigation or tab bar: the scroll view's
      // adjusted content inset takes the safe area (contentInsetAdjustmentBehavior
      // automatic, UIKitBehaviour.md §7.2), so the content's margins are not inset by it
      // again. Scrollwork's safe area does not model that absorption yet.
      if absorbsSafeAreaInScrollViews && (view is ScrollView || view.isDescendantOfScrollView) {
        child.insetsLayoutMarginsFromSafeArea = false
      }
      if let stack = view as? StackView {
        stack.addArrangedSubview(child)
        // UIKit's addArrangedSubview turns the mask translation off, but Xcode's canvas
        // keeps an arranged view stored with it on at its stored frame: its autoresizing
        // constraints win over the stack's (InterfaceBuilder.md, "Arranged views that
        // translate their autoresizing mask").
        if sub.translatesAutoresizingMask && !sub.isCell {
          stack.yieldsToArrangedViewMasks = true
          child.translatesAutoresizingMaskIntoConstraints = true
        }
        // A fill-proportionally stack shares by the current frame of a view without
        // an intrinsic length; the canvas's is the stored one (UIKitBehaviour.md §66).
        if let frame = sub.frame { stack.setProportionalSize(frame.size, for: child) }
        // Across a stack that does not fill, a view with no content keeps its stored
        // thickness on the canvas (InterfaceBuilder.md, "Arranged views without content").
        keepStoredThickness(of: child, sub, across: stack)
        keepRequiredLength(of: child, sub, along: stack)
      } else {
        view.addSubview(child)
      }
      if let frame = sub.frame { child.frame = frame }
      if let axis = e.stack?.axis, let natural = tiedEmptyLabels[sub.id], let size = child.documentIntrinsicSizeIfAny {
        child.documentIntrinsicSizeIfAny =
          axis == .horizontal
          ? CGSize(width: natural, height: size.height) : CGSize(width: size.width, height: natural)
      }
      if let axis = e.stack?.axis, let cap = equalShareCaps[sub.id], let size = child.documentIntrinsicSizeIfAny {
        // A fill-equally share stored rounded up is not the view's natural length
        // (UIKitBehaviour.md §74).
        child.documentIntrinsicSizeIfAny =
          axis == .horizontal
          ? CGSize(width: min(size.width, cap), height: size.height)
          : CGSize(width: size.width, height: min(size.height, cap))
      }
      if e.element == "tableView", sub.element == "tableViewCell", sub.frame == nil {
        child.frame = Self.unframedCellFrame(
          sub, inTable: e, tableWidth: view.bounds.width, build: document.buildNumber)
      }
      if e.element == "tableView", sub.isTableHeaderOrFooter {
        child.frame = Self.tableHeaderOrFooterFrame(sub, in: e)
      }
      if e.element == "visualEffectView", sub.key == "contentView" {
        // UIKit keeps an effect view's content view at its bounds, whatever frame and
        // mask the document stores (InterfaceBuilder.md, "Visual effect views").
        child.translatesAutoresizingMaskIntoConstraints = true
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        child.frame = CGRect(origin: .zero, size: view.frame.size)
      }
      register(sub, view: child, parent: e.id, in: layout)
    }
  }

  /// A Scrollwork font for a font description: system fonts at their size and
  /// weight, Dynamic Type styles at the default category, custom fonts as the
  /// system font at their size.
  static func font(_ f: IBFont) -> Font {
    if let style = f.style, let textStyle = textStyle(style) { return Font.preferredFont(forTextStyle: textStyle) }
    let size = f.pointSize ?? 17
    if f.type == "boldSystem" { return Font.boldSystemFont(ofSize: size) }
    let weights: [String: Font.Weight] = [
      "ultraLight": .ultraLight, "thin": .thin, "light": .light, "medium": .medium, "semibold": .semibold,
      "bold": .bold, "heavy": .heavy, "black": .black,
    ]
    if let w = f.weight, let weight = weights[w] { return Font.systemFont(ofSize: size, weight: weight) }
    return Font.systemFont(ofSize: size)
  }

  static func textStyle(_ name: String) -> Font.TextStyle? {
    let table: [String: Font.TextStyle] = [
      "UICTFontTextStyleBody": .body, "UICTFontTextStyleHeadline": .headline,
      "UICTFontTextStyleSubhead": .subheadline, "UICTFontTextStyleFootnote": .footnote,
      "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleCallout": .callout,
      "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2, "UICTFontTextStyleTitle3": .title3,
      "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2,
    ]
    return table[name]
  }

  static func distribution(_ name: String) -> StackView.Distribution {
    switch name {
    case "fillEqually": .fillEqually
    case "fillProportionally": .fillProportionally
    case "equalSpacing": .equalSpacing
    case "equalCentering": .equalCentering
    default: .fill
    }
  }

  static func alignment(_ name: String) -> StackView.Alignment {
    switch name {
    case "center": .center
    case "top", "leading": .leading
    case "bottom", "trailing": .trailing
    case "firstBaseline": .firstBaseline
    case "lastBaseline": .lastBaseline
    default: .fill
    }
  }
}

extension View {
  /// Whether an ancestor is a scroll view.
  var isDescendantOfScrollView: Bool {
    var v = superview
    while let s = v {
      if s is ScrollView { return true }
      v = s.superview
    }
    return false
  }
}
