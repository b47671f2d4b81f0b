import Foundation

/// The built-in styles' views, made on first access, and their constraints.
///
/// Geometry (Sources/Scrollwork/Scrollwork.docc/TableViews.md, "Cell geometry"), all relative to the
/// content view's layout margins guide (margins 11, 16, 11, 16):
/// - the image view (`.default`, `.value1`, `.subtitle`, only while it has an
///   image): at the leading margin, centred vertically, inside the top and bottom
///   margins; the labels start 16 after it;
/// - `.default`: ``TableViewCell/textLabel`` fills the margins;
/// - `.subtitle`: the text label on top, ``TableViewCell/detailTextLabel`` right under
///   it (no gap), both across the margins;
/// - `.value1`: the text label at the leading side and the detail label at the
///   trailing margin, both centred vertically and inside the top and bottom
///   margins, at least 8 apart;
/// - `.value2`: a text label 80 wide at the leading margin, the detail label 8 after
///   it to the trailing margin, both from the top margin and inside the bottom one.
/// [choice] These are simplified layouts, not UIKit's exact private geometry.
extension TableViewCell {
  /// Which built-in views exist (and whether the image view shows an image).
  struct StyleConfiguration: Equatable {
    var text: Bool
    var detail: Bool
    var image: Bool
  }

  /// The primary label (`.default`: 17-point body text), made on first access.
  public var textLabel: Label? {
    if let storedTextLabel { return storedTextLabel }
    let label = Label()
    label.font = .systemFont(ofSize: 17)
    storedTextLabel = label
    addStyleView(label)
    return label
  }

  /// The secondary label; nil for `.default` cells. Made on first access:
  /// 15-point text for `.subtitle`, 17-point for `.value1` and `.value2` [choice].
  public var detailTextLabel: Label? {
    guard style != .default else { return nil }
    if let storedDetailTextLabel { return storedDetailTextLabel }
    let label = Label()
    label.font = .systemFont(ofSize: style == .subtitle ? 15 : 17)
    storedDetailTextLabel = label
    addStyleView(label)
    return label
  }

  /// The leading image view; nil for `.value2` cells. Made on first access; it takes
  /// part in the layout only while it has an image. Its horizontal content hugging is
  /// 251, so the labels beside it, not the image, take the room left.
  public var imageView: ImageView? {
    guard style != .value2 else { return nil }
    if let storedImageView { return storedImageView }
    let view = ImageView()
    // The image keeps its size and the labels take the room left: hugging one above
    // the labels' 250, as UIKit's frame-based cell layout sizes the image view to
    // its image. At equal priorities which of the two stretched was a tie that the
    // engine's history decided.
    view.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    storedImageView = view
    addStyleView(view)
    return view
  }

  private func addStyleView(_ view: View) {
    view.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(view)
    setNeedsUpdateConstraints()
    refreshStyleConstraints()
  }

  /// Rebuilds the style's constraints when its views (or the image view's having an
  /// image) changed since they were made.
  func refreshStyleConstraints() {
    let config = StyleConfiguration(
      text: storedTextLabel != nil, detail: storedDetailTextLabel != nil, image: storedImageView?.image != nil)
    guard config != styleConfiguration else { return }
    styleConfiguration = config
    LayoutConstraint.deactivate(styleConstraints)
    styleConstraints = makeStyleConstraints()
    LayoutConstraint.activate(styleConstraints)
  }

  private func makeStyleConstraints() -> [LayoutConstraint] {
    let g = contentView.layoutMarginsGuide
    var list: [LayoutConstraint] = []
    var leading = g.leadingAnchor
    var leadingGap: CGFloat = 0
    if let image = storedImageView, image.image != nil {
      list += [
        image.leadingAnchor.constraint(equalTo: g.leadingAnchor),
        image.centerYAnchor.constraint(equalTo: g.centerYAnchor),
        image.topAnchor.constraint(greaterThanOrEqualTo: g.topAnchor),
        image.bottomAnchor.constraint(lessThanOrEqualTo: g.bottomAnchor),
      ]
      leading = image.trailingAnchor
      leadingGap = 16
    } else if let image = storedImageView {
      // No image: the image view sits at the margin with no size, out of the way.
      list += [
        image.leadingAnchor.constraint(equalTo: g.leadingAnchor),
        image.centerYAnchor.constraint(equalTo: g.centerYAnchor),
        image.widthAnchor.constraint(equalToConstant: 0),
        image.heightAnchor.constraint(equalToConstant: 0),
      ]
    }
    let text = storedTextLabel
    let detail = storedDetailTextLabel
    switch style {
    case .default:
      if let text {
        list += fill(text, leading: leading, gap: leadingGap, top: g.topAnchor, bottom: g.bottomAnchor)
      }
    case .subtitle:
      switch (text, detail) {
      case (let t?, let d?):
        list += fill(t, leading: leading, gap: leadingGap, top: g.topAnchor, bottom: nil)
        list += fill(d, leading: leading, gap: leadingGap, top: t.bottomAnchor, bottom: g.bottomAnchor)
      case (let t?, nil):
        list += fill(t, leading: leading, gap: leadingGap, top: g.topAnchor, bottom: g.bottomAnchor)
      case (nil, let d?):
        list += fill(d, leading: leading, gap: leadingGap, top: g.topAnchor, bottom: g.bottomAnchor)
      case (nil, nil): break
      }
    case .value1:
      if let text {
        list += [text.leadingAnchor.constraint(equalTo: leading, constant: leadingGap)] + centred(text)
        if detail == nil { list.append(text.trailingAnchor.constraint(lessThanOrEqualTo: g.trailingAnchor)) }
      }
      if let detail {
        list += [detail.trailingAnchor.constraint(equalTo: g.trailingAnchor)] + centred(detail)
        if let text {
          list.append(detail.leadingAnchor.constraint(greaterThanOrEqualTo: text.trailingAnchor, constant: 8))
        } else {
          list.append(detail.leadingAnchor.constraint(greaterThanOrEqualTo: leading, constant: leadingGap))
        }
      }
    case .value2:
      if let text {
        list += [
          text.leadingAnchor.constraint(equalTo: g.leadingAnchor),
          text.widthAnchor.constraint(equalToConstant: 80),
          text.topAnchor.constraint(equalTo: g.topAnchor),
          text.bottomAnchor.constraint(lessThanOrEqualTo: g.bottomAnchor),
        ]
      }
      if let detail {
        list += [
          detail.leadingAnchor.constraint(
            equalTo: text?.trailingAnchor ?? g.leadingAnchor, constant: text == nil ? 0 : 8),
          detail.trailingAnchor.constraint(equalTo: g.trailingAnchor),
          detail.topAnchor.constraint(equalTo: g.topAnchor),
          detail.bottomAnchor.constraint(lessThanOrEqualTo: g.bottomAnchor),
        ]
      }
    }
    return list
  }

  /// `view` from `leading` + `gap` to the trailing margin, from `top` to `bottom`.
  private func fill(
    _ view: View, leading: LayoutXAxisAnchor, gap: CGFloat, top: LayoutYAxisAnchor, bottom: LayoutYAxisAnchor?
  ) -> [LayoutConstraint] {
    var list = [
      view.leadingAnchor.constraint(equalTo: leading, constant: gap),
      view.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
      view.topAnchor.constraint(equalTo: top),
    ]
    if let bottom { list.append(view.bottomAnchor.constraint(equalTo: bottom)) }
    return list
  }

  /// Centred vertically inside the top and bottom margins.
  private func centred(_ view: View) -> [LayoutConstraint] {
    let g = contentView.layoutMarginsGuide
    return [
      view.centerYAnchor.constraint(equalTo: g.centerYAnchor),
      view.topAnchor.constraint(greaterThanOrEqualTo: g.topAnchor),
      view.bottomAnchor.constraint(lessThanOrEqualTo: g.bottomAnchor),
    ]
  }
}
