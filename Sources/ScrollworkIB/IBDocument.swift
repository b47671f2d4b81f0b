import Foundation
import Scrollwork

/// An Interface Builder document (`.storyboard` or `.xib`) read into values: the
/// document's device and version, and one ``IBScene`` per view controller scene
/// (storyboard) or top-level view (xib). See `Sources/ScrollworkIB/ScrollworkIB.docc/InterfaceBuilder.md`.
///
/// ```swift
/// let document = try IBDocument(data: data)
/// let layout = try IBLayoutBuilder(document: document).build(scene: document.scenes[0])
/// layout.root.layoutIfNeeded()
/// ```
public struct IBDocument: Sendable {
  /// Storyboard or xib.
  public enum Kind: String, Sendable { case storyboard, xib }

  /// Storyboard or xib (from the `<document type>`).
  public var kind: Kind
  /// `toolsVersion` as written (can be the placeholder `32700.99.1234`).
  public var toolsVersion: String
  /// The IB plug-in version from `<plugIn version>`, which is the real build number.
  public var pluginVersion: String?
  /// `<device id>` (e.g. `retina4_7`), nil when the document has none.
  public var deviceID: String?
  /// `<device orientation>`: landscape when written so, else portrait.
  public var orientation: DeviceOrientation
  /// `useSafeAreas="YES"`.
  public var usesSafeAreas: Bool
  /// `useTraitCollections="YES"`.
  public var usesTraitCollections: Bool
  /// Whether its `<dependencies>` declare a deployment target (`<deployment
  /// identifier="iOS"/>`, with or without a version). Xcode 9 to 11 give a cell
  /// `.xib`'s content view different side margins with and without it
  /// (InterfaceBuilder.md, "Cells").
  public var declaresDeploymentTarget = false
  /// The scenes (storyboard, each followed by its dock views) or top-level views
  /// (xib), in document order.
  public var scenes: [IBScene]
  /// Image sizes in points from `<resources>`, by image name.
  public var imageSizes: [String: CGSize]
  /// Names of images with `catalog="system"` (SF Symbols).
  public var systemImages: Set<String>
  /// Size-class variations: ids excluded or included per variation key.
  public var variations: [IBVariation]
  /// What the reader ignored (unknown attributes and elements on constraints), in
  /// document order.
  public var warnings: [IBWarning] = []
  /// The property name of the first outlet (or outlet collection) in document order
  /// that points at each object, by the object's id: `<outlet property="titleLabel"
  /// destination="ID"/>` in the `<connections>` of a controller, a placeholder
  /// (File's Owner) or a view. ``name(of:)`` names views by it.
  public var outletNames: [String: String] = [:]
  /// The top edge of the first navigation bar a navigation controller stores below
  /// the top of the screen (`<navigationBar key="navigationBar">`'s frame), in
  /// document order; nil when none does. Xcode 26 draws the status bar area of a
  /// notched phone taller than the device's and stores its bars under it
  /// (InterfaceBuilder.md, "Building").
  public var storedNavigationBarTop: CGFloat? = nil

  /// The Xcode build number used for version-dependent rules: the plug-in version
  /// when present (Xcode 15's placeholder toolsVersion hides the real one), else the
  /// integer part of toolsVersion.
  public var buildNumber: Int { Self.buildNumber(toolsVersion: toolsVersion, pluginVersion: pluginVersion) }

  /// ``buildNumber`` for these two version strings.
  static func buildNumber(toolsVersion: String, pluginVersion: String?) -> Int {
    if let p = pluginVersion, let n = Int(p.split(separator: ".").first ?? "") { return n }
    return Int(toolsVersion.split(separator: ".").first ?? "") ?? 0
  }
}

/// A `<variation key>` mask: which constraints or subviews it excludes or includes.
public struct IBVariation: Sendable, Equatable {
  /// `default`, `widthClass=compact`, `heightClass=regular-widthClass=compact`, ...
  public var key: String
  /// Ids excluded under this variation.
  public var excluded: Set<String>
  /// Ids included under this variation.
  public var included: Set<String>
}

/// One scene: a view controller and its root view, a view in a storyboard scene's
/// dock, or one top-level view of a xib.
public struct IBScene: Sendable {
  /// The scene's id (`sceneID`, or the view's id for a dock view or a xib's top-level
  /// view).
  public var id: String
  /// A readable name: the view controller's `customClass`, `title` or `userLabel`, the
  /// element name otherwise.
  public var name: String
  /// The line of the scene element.
  public var line: Int
  /// The root view.
  public var root: IBView
  /// The view controller's `<viewControllerLayoutGuide>`s (id, `top`/`bottom`).
  public var controllerGuides: [(id: String, type: String)]
  /// Whether a navigation controller shows a bar over it (a relationship segue or a
  /// simulated top bar).
  public var hasNavigationBar: Bool
  /// Whether a tab bar controller's bar sits under it.
  public var hasTabBar: Bool
  /// The bottom edge of the navigation bar over it as its navigation controller
  /// stores the bar (`<navigationBar key="navigationBar">`'s frame, when stored
  /// below the top of the screen); nil otherwise.
  public var navigationBarBottom: CGFloat? = nil
  /// Whether a `presentation` segue (not full screen) presents it, itself, as the
  /// root of its navigation controller, or as a child of a split view controller so
  /// presented (or its navigation controller's root): since Xcode 11 the canvas
  /// draws it as a page sheet, whose root does not reach the status bar
  /// (InterfaceBuilder.md, "Navigation bars").
  public var isSheet = false
  /// Whether its navigation controller stores the bar of a sheet, 56 points tall at
  /// y 0: Xcode draws a modally presented navigation controller as a page sheet
  /// under the status bar, its 56-point bar over the root (InterfaceBuilder.md,
  /// "Navigation bars").
  public var navigationBarInSheet = false
  /// For the root of a navigation stack drawn as a page sheet (``isSheet``) under a
  /// translucent bar without large titles: the bottom edge of that bar as its
  /// navigation controller stores it, in the sheet's own coordinates. The root
  /// fills the sheet, so its safe area starts there whatever the sheet's distance
  /// from the screen's top (InterfaceBuilder.md, "Navigation bars"); nil otherwise.
  public var sheetBarBottom: CGFloat? = nil
  /// Whether ``navigationBarBottom`` is a stored large-title bar less its 52-point
  /// large-title row, for a controller whose `largeTitleDisplayMode` is `never`.
  public var navigationBarDropsLargeTitle = false
  /// Whether the bar of ``navigationBarBottom`` is opaque (`translucent="NO"`, without
  /// large titles) and the controller keeps its view out from under opaque bars
  /// (`extendedLayoutIncludesOpaqueBars` not set): its root then fills the screen
  /// below the bar (UIKitBehaviour.md §38).
  public var navigationBarIsOpaque = false
  /// Whether a show segue from a controller outside every navigation stack leads to it:
  /// UIKit presents such a destination modally, over the tab bar (UIKitBehaviour.md §44).
  public var isPresentedModally = false
  /// A freeform simulated size (`<size key="freeformSize">`), if any.
  public var freeformSize: CGSize?
  /// Whether the status bar is simulated as hidden (`statusBarHidden` metrics).
  public var statusBarHidden: Bool
  /// Whether it is the destination of an embed segue (shown inside a container view,
  /// away from the screen's edges and bars).
  public var isEmbedded: Bool
  /// For an embedded scene: the parent controller's id and the container view's id.
  public var container: (controller: String, container: String)?
  /// The view controller's id (nil for xib top-level views).
  public var controllerID: String?
  /// Whether a toolbar is simulated at its bottom.
  public var hasToolbar: Bool
  /// Whether its navigation bar shows a large title: the navigation controller's bar
  /// has `largeTitles="YES"` and the scene's navigation item does not say
  /// `largeTitleDisplayMode="never"` (nor, for a pushed scene left at automatic, the
  /// scene that pushes it).
  public var hasLargeTitle = false
  /// Whether it is a container scene whose root view is not laid out by its own
  /// constraints (navigation, tab bar and page view controllers).
  public var isContainer: Bool
  /// Every view of the scene Xcode flagged misplaced or ambiguous, cells and bars
  /// included, in document order.
  public var flaggedViews: [IBFlaggedView] = []
  /// The id of every element inside the root view's element (the root included), also
  /// those the builder does not build (cell content, bars): what a constraint of the
  /// scene may name without leaving its view hierarchy.
  public var hierarchyIDs: Set<String> = []
  /// Whether it is a storyboard scene's dock view: a top-level view of the scene's
  /// `<objects>` beside its controller, drawn free-standing at its stored size as a
  /// xib's top-level view is (InterfaceBuilder.md, "Dock views").
  public var isDockView = false
  /// Whether it is a xib's top-level view with a freeform simulated size
  /// (`<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>` on the view):
  /// Interface Builder draws it alone at its stored size, not on a device's screen
  /// (InterfaceBuilder.md, "Building", *A freeform xib view's safe area*: in a
  /// document with safe-area guides it is drawn at the screen's top without a status bar).
  public var simulatesFreeformSize = false
}

/// One view element with everything layout needs.
public struct IBView: Sendable {
  /// The element name: `view`, `label`, `scrollView`, ...
  public var element: String
  /// The IB object id.
  public var id: String
  /// `customClass`, if any.
  public var customClass: String?
  /// `userLabel`, if any.
  public var userLabel: String?
  /// The `key` attribute (`view` for a controller's root view, `contentView` ...).
  public var key: String?
  /// The line of the element.
  public var line: Int
  /// `<rect key="frame">`, nil when the document left it out.
  public var frame: CGRect?
  /// `<autoresizingMask>`, nil when absent.
  public var autoresizingMask: AutoresizingMask?
  /// `translatesAutoresizingMaskIntoConstraints` (absent: true).
  public var translatesAutoresizingMask: Bool
  /// `misplaced="YES"`.
  public var isMisplaced: Bool
  /// `ambiguous="YES"`.
  public var isAmbiguous: Bool
  /// `hidden="YES"`.
  public var isHidden: Bool
  /// `fixedFrame="YES"`.
  public var hasFixedFrame: Bool
  /// Explicit margins, in leading/trailing terms.
  public var margins: DirectionalEdgeInsets?
  /// `preservesSuperviewLayoutMargins="YES"`.
  public var preservesSuperviewMargins: Bool
  /// `insetsLayoutMarginsFromSafeArea` (absent: true).
  public var insetsMarginsFromSafeArea: Bool
  /// `layoutMarginsFollowReadableWidth="YES"`.
  public var followsReadableWidth: Bool
  /// `<viewLayoutGuide key id>`: `safeArea`, `contentLayoutGuide`, `frameLayoutGuide`.
  public var guides: [(key: String, id: String)]
  /// Content hugging (horizontal, vertical); absent: 250.
  public var hugging: (Float, Float)
  /// Compression resistance (horizontal, vertical); absent: 750.
  public var compression: (Float, Float)
  /// `placeholderIntrinsicWidth`/`Height`, when given as numbers.
  public var placeholderIntrinsicSize: (width: CGFloat?, height: CGFloat?)
  /// Label or text field text (`text` attribute, `<string key="text">`, or attributed fragments).
  public var text: String?
  /// `numberOfLines` (absent: 1).
  public var numberOfLines: Int
  /// The font description, if any.
  public var font: IBFont?
  /// The largest point size of a system font (`metaFont="system"` or `boldSystem`) among
  /// the attributed text's fragments (`<font key="NSFont">`); nil without attributed text
  /// or such a font.
  public var attributedSystemFontSize: CGFloat?
  /// `adjustsFontForContentSizeCategory="YES"`: a text-style font follows the Dynamic
  /// Type size (UIKitBehaviour.md §17).
  public var adjustsFontForContentSizeCategory = false
  /// `image` attribute (image views, buttons).
  public var imageName: String?
  /// A button that shows only a title, in the classic style: its natural height is its
  /// font's line height and UIButton's padding (`IBButtonMetrics`). False for other
  /// elements.
  public var isClassicTitleButton = false
  /// Stack view attributes (nil for other views).
  public var stack: IBStackAttributes?
  /// Whether the view has a `<designables>` intrinsic size.
  public var designableSize: CGSize?
  /// `scrollEnabled` (absent: true); a text view that does not scroll sizes to its text.
  public var isScrollEnabled: Bool
  /// Attribute overrides per size-class variation key (`axis`, `spacing`, `hidden`, ...).
  public var attributeVariations: [String: [String: String]] = [:]
  /// `verifyAmbiguity`: `off` or `ignoreSizes` when the developer turned Interface
  /// Builder's ambiguity check off or down for this view (InterfaceBuilderFormat.md §10); nil when absent.
  public var verifyAmbiguity: String? = nil
  /// `rowHeight` of a table view or a table view cell, as written (`-1`: automatic,
  /// the table's cells size themselves); nil when absent.
  public var rowHeight: CGFloat? = nil
  /// A collection view's flow layout (direction, section inset, header size); nil
  /// for other views and other layouts.
  public var flowLayout: IBFlowLayout? = nil
  /// A collection view cell's `customSize`: the size the developer gave this cell in
  /// the size inspector instead of the layout's item size; nil when absent.
  public var customSize: CGSize? = nil
  /// A table view's `style` as written (`plain`, `grouped`, `insetGrouped`); nil for
  /// other views and when absent (plain).
  public var tableStyle: String? = nil
  /// A table view cell's built-in style as written (`IBUITableViewCellStyleValue1`,
  /// ...); nil for a custom cell.
  public var cellStyle: String? = nil
  /// Whether this is a table view cell of a static table (read from the table's
  /// `<sections>`); false for a prototype cell, a cell `.xib`'s cell and other views.
  /// Before Xcode 13 the canvas draws a static self-sizing row at the standard height
  /// and a prototype row at its content's (InterfaceBuilder.md, "Verdicts").
  public var isStaticCell = false
  /// A date picker's `style` as written (`wheels`, `inline`, `compact`); nil when
  /// absent (automatic).
  public var datePickerStyle: String? = nil
  /// A text field's `contentVerticalAlignment` as written (`center`, `top`, `bottom`,
  /// `fill`); nil when absent (UIKit's `.center`).
  public var contentVerticalAlignment: String? = nil
  /// A text field's `borderStyle` as written (`roundedRect`, `line`, `bezel`); nil
  /// when absent (UIKit's `.none`).
  public var borderStyle: String? = nil
  /// A table view cell's `accessoryType` as written (`disclosureIndicator`,
  /// `checkmark`, ...); nil when absent (no accessory).
  public var accessoryType: String? = nil
  /// The accessibility identifier (`<accessibility key="accessibilityConfiguration"
  /// identifier="…"/>`), nil when absent or empty.
  public var accessibilityIdentifier: String? = nil
  /// Subviews in document (z) order.
  public var subviews: [IBView]
  /// The constraints installed on this view.
  public var constraints: [IBConstraint]
  /// Whether the content below this view is not built or compared: bars and views
  /// that draw their own content (pickers, maps, web views). Table and collection views are not opaque: their
  /// cells are read as their subviews (``isCell``).
  public var isOpaqueContainer: Bool {
    [
      "navigationBar", "tabBar", "toolbar", "pickerView", "datePicker", "mapView", "wkWebView", "webView",
    ].contains(element)
  }

  /// Whether it is a table or collection view cell (a prototype, a static cell, or a
  /// cell `.xib`'s top-level view). Its first subview is its content view.
  public var isCell: Bool { element == "tableViewCell" || element == "collectionViewCell" }

  /// Whether it holds a content view that it places itself, as its first subview: a
  /// cell, or a visual effect view (`<view key="contentView">`, which UIKit keeps at
  /// the effect view's bounds). Such a content view's frame is the builder's input,
  /// never compared (InterfaceBuilder.md, "Visual effect views").
  public var holdsContentView: Bool { isCell || element == "visualEffectView" }

  /// Whether it is a table view's `tableHeaderView` or `tableFooterView`: read as a
  /// subview of its table, laid out on its own at the table's width
  /// (InterfaceBuilder.md, "Table header and footer views").
  public var isTableHeaderOrFooter: Bool { key == "tableHeaderView" || key == "tableFooterView" }

  /// Whether it is a collection view's section header or footer
  /// (`<collectionReusableView key="sectionHeaderView">`, `sectionFooterView`): read as
  /// a subview of its collection view and laid out on its own at its stored frame, as
  /// its layout places it (InterfaceBuilder.md, "Collection view section headers").
  public var isSectionHeaderOrFooter: Bool {
    element == "collectionReusableView" && (key == "sectionHeaderView" || key == "sectionFooterView")
  }
}

/// A `<fontDescription>`.
public struct IBFont: Sendable, Equatable {
  /// `system`, `boldSystem`, `italicSystem`, or nil for text styles and custom fonts.
  public var type: String?
  /// `pointSize`, if written.
  public var pointSize: CGFloat?
  /// `weight` (`semibold`, ...).
  public var weight: String?
  /// A Dynamic Type style (`UICTFontTextStyleBody`).
  public var style: String?
  /// A custom font's PostScript name.
  public var name: String?

  /// The point size of a system font (`system`, `boldSystem` or `italicSystem` with a
  /// positive `pointSize`, no text style, no custom name); nil for any other font, whose
  /// metrics are not known here.
  var systemPointSize: CGFloat? {
    guard name == nil, style == nil, let p = pointSize, p > 0,
      ["system", "boldSystem", "italicSystem"].contains(type ?? "")
    else { return nil }
    return p
  }
}

/// The attributes of a `<stackView>`.
public struct IBStackAttributes: Sendable, Equatable {
  /// `axis="vertical"` (absent: horizontal).
  public var axis: LayoutAxis
  /// `distribution` as written (absent: `fill`).
  public var distribution: String
  /// `alignment` as written (absent: `fill`).
  public var alignment: String
  /// `spacing` (absent: 0); standard spacing (8) when `spacingType="standard"`.
  public var spacing: CGFloat
  /// `spacingType="standard"`.
  public var usesStandardSpacing: Bool
  /// `baselineRelativeArrangement="YES"`.
  public var baselineRelative: Bool
}

/// A `<constraint>`: `first.attribute relation multiplier × second.attribute + constant`.
public struct IBConstraint: Sendable, Equatable {
  /// The constraint's id.
  public var id: String
  /// The line of the element.
  public var line: Int
  /// The first item's id (defaults to the view whose `<constraints>` holds it).
  public var firstItem: String
  /// The first attribute.
  public var firstAttribute: LayoutAttribute
  /// The relation (absent: equal).
  public var relation: LayoutRelation
  /// The second item's id, nil for a constant constraint.
  public var secondItem: String?
  /// The second attribute (`notAnAttribute` without a second item).
  public var secondAttribute: LayoutAttribute
  /// The multiplier; `"3:4"` ratios are read as 3/4, `"2/3"` fractions as 2/3.
  public var multiplier: CGFloat
  /// The constant (fractional values kept).
  public var constant: CGFloat
  /// The constants of `<variation key="heightClass=regular-widthClass=regular"
  /// constant="500"/>` children: the constant for the size classes of each key.
  public var constantVariations: [String: CGFloat] = [:]
  /// The priority (absent: 1000).
  public var priority: Float
  /// `placeholder="YES"`: removed at build time.
  public var isPlaceholder: Bool
  /// `symbolic="YES"`: standard spacing.
  public var isSymbolic: Bool
  /// `identifier`, if any.
  public var identifier: String?
  /// The id of the view that holds it.
  public var owner: String
}

extension IBConstraint {
  /// The constraint in the document's terms: `box-00-id.width == 200`,
  /// `a.leading == b.trailing × 0.5 + 8 @750`.
  public var summary: String {
    var text = "\(firstItem).\(firstAttribute) \(relation) "
    if let secondItem {
      text += "\(secondItem).\(secondAttribute)"
      if multiplier != 1 { text += " × \(IBConformanceReport.n(multiplier))" }
      if constant != 0 {
        text += constant < 0 ? " - \(IBConformanceReport.n(-constant))" : " + \(IBConformanceReport.n(constant))"
      }
    } else {
      text += IBConformanceReport.n(constant)
    }
    if priority < 1000 { text += " @\(IBConformanceReport.n(CGFloat(priority)))" }
    return text
  }
}
