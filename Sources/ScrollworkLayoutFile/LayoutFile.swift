import Foundation
import Scrollwork

/// A screen described in a layout file (YAML, or JSON read as YAML): the device,
/// the views, the constraints and the actions to play after the first layout.
/// The format is documented in `Documentation/LayoutFiles.md`.
///
/// ```swift
/// // `document` is the file's composed YAML as a YAMLNode tree; the scrollwork
/// // tool composes it with Yams (`LayoutFile.load(path:)` in ScrollworkCLI).
/// let file = try LayoutFile(document: document, path: "Examples/login-form.yaml")
/// let screen = try file.build(device: nil, orientation: nil)   // laid out once
/// screen.runActions()
/// print(screen.diagnostics())
/// ```
///
/// Reading (``init(document:path:)``) checks everything that can be checked without
/// views (keys, shapes, numbers, ids, the parent tree, equations, actions; the front
/// end checks the YAML syntax); ``build(device:orientation:contentSizeCategory:)``
/// checks the rest (visual format strings, attribute pairings, font files). Both
/// report every error of the file at once, each with its line and column.
public struct LayoutFile: Sendable {
  /// The path the file was read from (as given), used in messages.
  public var path: String
  /// The device preset named by `device:`, if any.
  public var device: Device?
  /// The custom screen size of `size: [w, h]`, if any (scale ``customScale``).
  public var customSize: CGSize?
  /// The pixel scale of a custom size (`scale:`, default 2).
  public var customScale: CGFloat = 2
  /// `orientation:` (nil: portrait unless the command line says otherwise).
  public var orientation: DeviceOrientation?
  /// `contentSizeCategory:` (nil: `large` unless the command line says otherwise):
  /// the Dynamic Type size of text-style fonts (`font: body`).
  public var contentSizeCategory: ContentSizeCategory?
  /// `layoutDirection:` (`ltr` or `rtl`).
  public var layoutDirection: UserInterfaceLayoutDirection = .leftToRight
  /// The views in file order; the first is the root.
  public var views: [ViewSpec] = []
  /// The constraints in file order.
  public var constraints: [ConstraintSpec] = []
  /// The actions in file order.
  public var actions: [ActionSpec] = []
  /// Keys that were ignored and other non-fatal findings.
  public var warnings: [LayoutFileIssue] = []
  /// Ids named by actions, checked once all views are read.
  var referencedIDs: [IDReference] = []

  /// The file's directory, against which font files are found.
  package var directory: URL { URL(fileURLWithPath: path).deletingLastPathComponent() }

  /// The view with this id.
  public func view(_ id: String) -> ViewSpec? { views.first { $0.id == id } }
}

/// The kinds of views a file may declare (`type:`), with their UIKit classes.
public enum ViewKind: String, Sendable, CaseIterable {
  case view, scrollView, stackView, label, imageView, textField, button
  case `switch`
  /// A table view whose rows fill cell templates (``TableSpec``).
  case tableView
  /// A collection view with a flow layout whose items fill cell templates
  /// (``CollectionSpec``).
  case collectionView

  /// Whether the kind is a scroll view (table and collection views are): it has
  /// content and frame layout guides and can be scrolled by actions.
  var isScrollView: Bool { self == .scrollView || self == .tableView || self == .collectionView }

  /// Whether the kind shows cells from templates.
  var hasCells: Bool { self == .tableView || self == .collectionView }

  /// Whether the kind shows text a row of a table can set (`text:` of a row).
  var showsText: Bool { self == .label || self == .textField || self == .button }

  /// `type:` values: the kind's name or the UIKit class name (`UILabel`).
  static func named(_ name: String) -> ViewKind? {
    let key = name.lowercased()
    return allCases.first { $0.rawValue.lowercased() == key || "ui" + $0.rawValue.lowercased() == key }
  }
}

/// One entry of `views:`.
public struct ViewSpec: Sendable {
  /// The view's id (also its `accessibilityIdentifier`).
  public var id: String
  /// Where the entry starts.
  public var place: SourcePlace
  /// The parent's id (nil for the root).
  public var parent: String?
  /// Where `parent:`'s value is.
  public var parentPlace: SourcePlace?
  /// The view class.
  public var kind: ViewKind = .view

  // Every view.
  public var frame: CGRect?
  public var autoresizing: AutoresizingMask?
  public var intrinsicSize: CGSize?
  /// Content hugging per axis (horizontal, vertical); nil keeps the class default.
  public var hugging: (Float?, Float?)?
  /// Compression resistance per axis; nil keeps the class default.
  public var compression: (Float?, Float?)?
  public var layoutMargins: EdgeInsets?
  public var directionalLayoutMargins: DirectionalEdgeInsets?
  public var preservesSuperviewLayoutMargins: Bool?
  public var insetsLayoutMarginsFromSafeArea: Bool?
  public var hidden: Bool?
  public var clipsToBounds: Bool?
  public var semanticContentAttribute: SemanticContentAttribute?

  // Scroll views.
  public var pagingEnabled: Bool?
  public var contentInset: EdgeInsets?
  public var contentInsetAdjustmentBehavior: ScrollView.ContentInsetAdjustmentBehavior?
  public var contentOffset: CGPoint?
  public var contentSize: CGSize?

  // Stack views.
  public var axis: LayoutAxis?
  public var distribution: StackView.Distribution?
  public var stackAlignment: StackView.Alignment?
  public var spacing: CGFloat?
  public var arranged: [(id: String, place: SourcePlace)] = []
  public var layoutMarginsRelativeArrangement: Bool?
  public var baselineRelativeArrangement: Bool?

  // Text.
  public var text: String?
  public var lines: Int?
  public var font: FontSpec?
  public var textAlignment: TextAlignment?
  public var preferredMaxLayoutWidth: CGFloat?
  public var placeholder: String?
  public var borderStyle: TextField.BorderStyle?
  public var title: String?
  public var contentEdgeInsets: EdgeInsets?

  // Images and switches.
  public var imageSize: CGSize?
  public var isOn: Bool?

  // Table views.
  /// The table's style, heights, cell templates and sections (`type: tableView`).
  public var table: TableSpec?
  /// The collection's flow layout, cell templates and sections (`type: collectionView`).
  public var collection: CollectionSpec?
}

/// `font: { size: 17, file: "Fonts/Some.otf", weight: bold }` (or `font: 17`).
public struct FontSpec: Sendable {
  /// The point size.
  public var size: CGFloat
  /// A font file, relative to the layout file's folder.
  public var file: String?
  /// Whether the bundled bold face is used (without `file`).
  public var bold: Bool
  /// A Dynamic Type text style (`font: body`): the size then follows the screen's
  /// content size category and `size` is not used.
  public var style: Font.TextStyle? = nil
  /// Where `font:` is, for file errors.
  public var place: SourcePlace
}

/// One entry of `constraints:`.
public enum ConstraintSpec: Sendable {
  /// An equation, with its optional id and where its text is.
  case equation(ConstraintEquation, id: String?, text: String, place: StringPlace)
  /// A visual format string with its metrics and options.
  case visualFormat(String, metrics: [String: Double], options: LayoutConstraint.FormatOptions, place: StringPlace)
}

/// One entry of `actions:`.
public struct ActionSpec: Sendable {
  /// What to do.
  public var action: LayoutAction
  /// Where the entry is.
  public var place: SourcePlace
}

/// The actions a file can play after the first layout, in order.
public enum LayoutAction: Sendable, Equatable {
  /// Turn the device: the root's size and safe area become `orientation`'s.
  case rotate(DeviceOrientation)
  /// Show a docked keyboard of this height at the bottom of the root (nil: hide it).
  case keyboard(height: CGFloat?)
  /// Make the view first responder and scroll it into view.
  case focus(String)
  /// Page a scroll view to a page (0-based) along an axis (nil: the one it scrolls in).
  case scrollTo(String, page: Int, axis: LayoutAxis?)
  /// Set a scroll view's content offset, unclamped; nil keeps a coordinate.
  case offset(String, x: CGFloat?, y: CGFloat?)
  /// Change a constraint's constant and/or priority by its id.
  case setConstraint(String, constant: CGFloat?, priority: Float?)
  /// Change a label's or text field's text, or a button's title.
  case text(String, String)
  /// Change the Dynamic Type size: every text-style font takes the category's size.
  case contentSizeCategory(ContentSizeCategory)
}

/// An id an action names, with what it must be.
struct IDReference: Sendable {
  enum Kind: Sendable { case focus, scrollView, constraint, text }
  var id: String
  var place: SourcePlace
  var kind: Kind
  init(_ id: String, _ place: SourcePlace, _ kind: Kind) {
    self.id = id
    self.place = place
    self.kind = kind
  }
}
