import Foundation

/// The view of a ``ListContentConfiguration``: UIKit's `UIListContentView`.
///
/// The view's layout margins are the configuration's
/// ``ListContentConfiguration/directionalLayoutMargins``; inside them, with Auto
/// Layout (UIKitBehaviour.md §42):
/// - the image (when there is one) is shown at its size scaled down to the image
///   properties' maximum size, centred in its reserved area (at least that size, or
///   ``ListContentConfiguration/ImageProperties/reservedLayoutSize``), which starts at
///   the leading margin and is centred vertically, inside the top and bottom margins;
/// - the texts start ``ListContentConfiguration/imageToTextPadding`` after the
///   reserved area (at the leading margin without an image) and end at the trailing
///   margin: stacked, the text above the secondary text with
///   ``ListContentConfiguration/textToSecondaryTextVerticalPadding`` between them, the
///   pair centred vertically inside the top and bottom margins; or side by side when
///   ``ListContentConfiguration/prefersSideBySideTextAndSecondaryText`` and both texts
///   are set: the text at the leading side and the secondary text at the trailing
///   margin, each centred vertically inside the margins, at least
///   ``ListContentConfiguration/textToSecondaryTextHorizontalPadding`` apart, the
///   secondary text keeping its width (compression resistance 751) and the text
///   wrapping;
/// - the view is at least the configuration's minimum height (44 for the cell presets)
///   at priority 999, so that a fixed row height still wins, and is pulled to a height of
///   0 at priority 249, so that a fitted view is as short as its content allows.
///
/// Fitted at a width with the fitting priority on its height (a self-sizing row), the
/// view is as tall as the taller of the image's reserved area and the texts, plus the
/// margins, and at least the minimum height.
open class ListContentView: View, ContentView {
  private var current: ListContentConfiguration
  private let textLabel = Label()
  private let secondaryTextLabel = Label()
  private let imageView = ImageView()
  private let textGuide = LayoutGuide()
  private var contentConstraints: [LayoutConstraint] = []

  /// A view showing `configuration` (UIKit's `init(configuration:)`).
  public init(configuration: ListContentConfiguration) {
    current = configuration
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    setUpParts()
  }

  /// UIKit's archive initializer (nothing is decoded): a ``ListContentConfiguration/cell()``.
  public required init?(coder: NSCoder) {
    current = .cell()
    super.init(coder: coder)
    setUpParts()
  }

  /// Readies the labels, image view and text guide, then shows the configuration.
  private func setUpParts() {
    for view in [imageView, textLabel, secondaryTextLabel] as [View] {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    secondaryTextLabel.setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
    secondaryTextLabel.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    addLayoutGuide(textGuide)
    apply(current)
  }

  /// The configuration shown, as a ``ListContentConfiguration`` (UIKit's
  /// `listConfiguration`).
  public var listConfiguration: ListContentConfiguration {
    get { current }
    set {
      guard newValue != current else { return }
      current = newValue
      apply(newValue)
    }
  }

  /// The configuration shown. Setting one that is not a ``ListContentConfiguration``
  /// is ignored (``supports(_:)`` says no to it, so a cell makes that configuration's
  /// own view instead).
  public var configuration: any ContentConfiguration {
    get { current }
    set { if let list = newValue as? ListContentConfiguration { listConfiguration = list } }
  }

  /// Yes for a ``ListContentConfiguration``.
  public func supports(_ configuration: any ContentConfiguration) -> Bool {
    configuration is ListContentConfiguration
  }

  /// The label of the text, while the configuration has one (for tests).
  var shownTextLabel: Label? { textLabel.superview === self ? textLabel : nil }
  /// The label of the secondary text, while the configuration has one (for tests).
  var shownSecondaryTextLabel: Label? { secondaryTextLabel.superview === self ? secondaryTextLabel : nil }
  /// The image view, while the configuration has an image (for tests).
  var shownImageView: ImageView? { imageView.superview === self ? imageView : nil }

  /// Shows `configuration`: sets the margins and the parts' texts and styles, and
  /// rebuilds the constraints.
  private func apply(_ configuration: ListContentConfiguration) {
    directionalLayoutMargins = configuration.directionalLayoutMargins
    style(textLabel, configuration.text, configuration.textProperties)
    style(secondaryTextLabel, configuration.secondaryText, configuration.secondaryTextProperties)
    imageView.image = configuration.image
    show(imageView, configuration.image != nil)
    show(textLabel, configuration.text != nil)
    show(secondaryTextLabel, configuration.secondaryText != nil)
    LayoutConstraint.deactivate(contentConstraints)
    contentConstraints = makeConstraints(configuration)
    LayoutConstraint.activate(contentConstraints)
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  private func style(_ label: Label, _ text: String?, _ properties: ListContentConfiguration.TextProperties) {
    label.text = text
    label.font = properties.font
    label.textColor = properties.color
    label.numberOfLines = max(0, properties.numberOfLines)
    label.textAlignment = properties.labelAlignment
    label.lineBreakMode = properties.lineBreakMode
    label.adjustsFontForContentSizeCategory = true
  }

  private func show(_ view: View, _ shown: Bool) {
    if shown && view.superview !== self { addSubview(view) }
    if !shown && view.superview === self { view.removeFromSuperview() }
  }

  private func makeConstraints(_ configuration: ListContentConfiguration) -> [LayoutConstraint] {
    let g = layoutMarginsGuide
    var list: [LayoutConstraint] = []
    var textStart: CGFloat = 0
    if let image = configuration.image {
      let shown = configuration.imageProperties.displaySize(of: image)
      let reserved = configuration.imageProperties.reservedSize(for: image)
      let slack = (reserved.height - shown.height) / 2
      list += [
        imageView.widthAnchor.constraint(equalToConstant: shown.width),
        imageView.heightAnchor.constraint(equalToConstant: shown.height),
        imageView.centerXAnchor.constraint(equalTo: g.leadingAnchor, constant: reserved.width / 2),
        imageView.centerYAnchor.constraint(equalTo: g.centerYAnchor),
        imageView.topAnchor.constraint(greaterThanOrEqualTo: g.topAnchor, constant: slack),
        imageView.bottomAnchor.constraint(lessThanOrEqualTo: g.bottomAnchor, constant: -slack),
      ]
      textStart = reserved.width + configuration.imageToTextPadding
    }
    let text = configuration.text != nil ? textLabel : nil
    let secondary = configuration.secondaryText != nil ? secondaryTextLabel : nil
    if let text, let secondary, configuration.prefersSideBySideTextAndSecondaryText {
      list += [
        text.leadingAnchor.constraint(equalTo: g.leadingAnchor, constant: textStart),
        secondary.trailingAnchor.constraint(equalTo: g.trailingAnchor),
        secondary.leadingAnchor.constraint(
          greaterThanOrEqualTo: text.trailingAnchor, constant: configuration.textToSecondaryTextHorizontalPadding),
      ]
      for label in [text, secondary] {
        list += [
          label.centerYAnchor.constraint(equalTo: g.centerYAnchor),
          label.topAnchor.constraint(greaterThanOrEqualTo: g.topAnchor),
          label.bottomAnchor.constraint(lessThanOrEqualTo: g.bottomAnchor),
        ]
      }
    } else if text != nil || secondary != nil {
      let stacked = [text, secondary].compactMap { $0 }
      list += [
        textGuide.leadingAnchor.constraint(equalTo: g.leadingAnchor, constant: textStart),
        textGuide.trailingAnchor.constraint(equalTo: g.trailingAnchor),
        textGuide.centerYAnchor.constraint(equalTo: g.centerYAnchor),
        textGuide.topAnchor.constraint(greaterThanOrEqualTo: g.topAnchor),
        textGuide.bottomAnchor.constraint(lessThanOrEqualTo: g.bottomAnchor),
      ]
      var above = textGuide.topAnchor
      var gap: CGFloat = 0
      for label in stacked {
        list += [
          label.leadingAnchor.constraint(equalTo: textGuide.leadingAnchor),
          label.trailingAnchor.constraint(equalTo: textGuide.trailingAnchor),
          label.topAnchor.constraint(equalTo: above, constant: gap),
        ]
        above = label.bottomAnchor
        gap = configuration.textToSecondaryTextVerticalPadding
      }
      list.append(above.constraint(equalTo: textGuide.bottomAnchor))
    }
    // The texts and image hold the height only from inside (≥ and ≤ the margins, centred):
    // pulled to nothing below the content's priorities, a fitted view is as short as they
    // allow rather than the target size it is fitted toward.
    let compressed = heightAnchor.constraint(equalToConstant: 0)
    compressed.priority = LayoutPriority(249)
    list.append(compressed)
    if configuration.minimumHeight > 0 {
      let least = heightAnchor.constraint(greaterThanOrEqualToConstant: configuration.minimumHeight)
      least.priority = LayoutPriority(999)
      list.append(least)
    }
    return list
  }

  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.ListContentView" ? "UIListContentView" : name
  }
}
