import Foundation

/// The standard content of a list cell, header or footer: an image, a text and a
/// secondary text with their styles and spacing. UIKit's `UIListContentConfiguration`.
///
/// ```swift
/// var content = ListContentConfiguration.subtitleCell()
/// content.text = "Lisbon"
/// content.secondaryText = "Portugal"
/// cell.contentConfiguration = content
/// ```
///
/// Start from a preset (or a cell's `defaultContentConfiguration()`), change what you
/// need and assign it; the configuration is a value, so changing it afterwards does not
/// change the cell until it is assigned again. Its view, ``ListContentView``, lays the
/// parts out with Auto Layout inside ``directionalLayoutMargins``, so a self-sizing
/// cell grows with its text. The presets' metrics are Scrollwork's choices where UIKit
/// does not publish them (UIKitBehaviour.md §42):
///
/// | Preset | Text | Secondary text | Margins (top, leading, bottom, trailing) | Min. height |
/// |---|---|---|---|---|
/// | ``cell()`` | body 17 | subheadline 15, under the text | 11, 16, 11, 16 | 44 |
/// | ``subtitleCell()`` | body 17 | subheadline 15, under the text | 11, 16, 11, 16 | 44 |
/// | ``valueCell()`` | body 17 | body 17, at the trailing side | 11, 16, 11, 16 | 44 |
/// | ``plainHeader()``, ``header()`` | headline 17 (bold) | subheadline 15 | 6, 16, 6, 16 | none |
/// | ``plainFooter()``, ``footer()`` | footnote 13 | footnote 13 | 6, 16, 6, 16 | none |
/// | ``groupedHeader()`` | footnote 13 | footnote 13 | 16, 16, 6, 16 | none |
/// | ``groupedFooter()`` | footnote 13 | footnote 13 | 6, 16, 16, 16 | none |
///
/// Every preset has ``imageToTextPadding`` 16, ``textToSecondaryTextVerticalPadding`` 3,
/// ``textToSecondaryTextHorizontalPadding`` 8, text of any number of lines and
/// ``axesPreservingSuperviewLayoutMargins`` `.horizontal`.
public struct ListContentConfiguration: ContentConfiguration, Hashable, Sendable {
  /// The primary text (nil: none).
  public var text: String?
  /// The secondary text (nil: none).
  public var secondaryText: String?
  /// The image at the leading side (nil: none).
  public var image: Image?
  /// The primary text's style.
  public var textProperties: TextProperties
  /// The secondary text's style.
  public var secondaryTextProperties: TextProperties
  /// The image's size limits.
  public var imageProperties = ImageProperties()
  /// The space between the content view's edges and its content (its layout margins).
  public var directionalLayoutMargins: DirectionalEdgeInsets
  /// The axes on which UIKit's content view also keeps its superview's margins.
  /// Stored only: Scrollwork's content view uses ``directionalLayoutMargins`` as given
  /// (UIKitBehaviour.md §42).
  public var axesPreservingSuperviewLayoutMargins: Axis = .horizontal
  /// The space between the image's reserved area and the texts.
  public var imageToTextPadding: CGFloat = 16
  /// The space between the text and the secondary text stacked under it.
  public var textToSecondaryTextVerticalPadding: CGFloat = 3
  /// The least space between the text and the secondary text side by side.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  /// Whether the secondary text sits beside the text, at the trailing side, rather
  /// than under it (``valueCell()``). Scrollwork keeps them side by side however long
  /// the texts are: the text wraps (UIKit may stack them instead; §42).
  public var prefersSideBySideTextAndSecondaryText = false
  /// The least height of the content view (44 for the cell presets, 0 for headers
  /// and footers): UIKit's list rows are never shorter than 44 points (§42).
  package var minimumHeight: CGFloat = 0

  init(
    text: TextProperties, secondary: TextProperties, margins: DirectionalEdgeInsets, minimumHeight: CGFloat = 0,
    sideBySide: Bool = false
  ) {
    textProperties = text
    secondaryTextProperties = secondary
    directionalLayoutMargins = margins
    self.minimumHeight = minimumHeight
    prefersSideBySideTextAndSecondaryText = sideBySide
  }

  static let cellMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

  /// A list cell: body text, subheadline secondary text under it.
  public static func cell() -> ListContentConfiguration {
    ListContentConfiguration(
      text: TextProperties(.body), secondary: TextProperties(.subheadline, color: .secondaryLabel),
      margins: cellMargins, minimumHeight: 44)
  }

  /// A cell with a subtitle: the same layout as ``cell()``, the secondary text under the text.
  public static func subtitleCell() -> ListContentConfiguration { cell() }

  /// A cell with a value: body text at the leading side, body secondary text at the trailing side.
  public static func valueCell() -> ListContentConfiguration {
    ListContentConfiguration(
      text: TextProperties(.body), secondary: TextProperties(.body, color: .secondaryLabel),
      margins: cellMargins, minimumHeight: 44, sideBySide: true)
  }

  /// A plain list's section header: bold headline text.
  public static func plainHeader() -> ListContentConfiguration {
    ListContentConfiguration(
      text: TextProperties(.headline), secondary: TextProperties(.subheadline, color: .secondaryLabel),
      margins: DirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
  }

  /// A plain list's section footer: footnote text.
  public static func plainFooter() -> ListContentConfiguration {
    ListContentConfiguration(
      text: TextProperties(.footnote, color: .secondaryLabel),
      secondary: TextProperties(.footnote, color: .secondaryLabel),
      margins: DirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
  }

  /// A grouped list's section header: footnote text with room above it.
  public static func groupedHeader() -> ListContentConfiguration {
    ListContentConfiguration(
      text: TextProperties(.footnote, color: .secondaryLabel),
      secondary: TextProperties(.footnote, color: .secondaryLabel),
      margins: DirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16))
  }

  /// A grouped list's section footer: footnote text with room below it.
  public static func groupedFooter() -> ListContentConfiguration {
    ListContentConfiguration(
      text: TextProperties(.footnote, color: .secondaryLabel),
      secondary: TextProperties(.footnote, color: .secondaryLabel),
      margins: DirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16))
  }

  /// A header: the plain list's (``plainHeader()``). A list cell's
  /// `defaultContentConfiguration()` gives the one of its list's appearance.
  public static func header() -> ListContentConfiguration { plainHeader() }

  /// A footer: the plain list's (``plainFooter()``).
  public static func footer() -> ListContentConfiguration { plainFooter() }

  /// A new ``ListContentView`` showing this configuration.
  public func makeContentView() -> any View & ContentView {
    ListContentView(configuration: self)
  }
}
