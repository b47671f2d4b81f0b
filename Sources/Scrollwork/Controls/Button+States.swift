import Foundation

extension Button {
  /// Sets the title color for a state (UIKit's `setTitleColor(_:for:)`); the normal
  /// color is also ``titleColor``. Drawing only.
  public func setTitleColor(_ color: Color?, for state: State) {
    if let color { titleColors[state.rawValue] = color } else { titleColors[state.rawValue] = nil }
    if state == .normal, let color { titleColor = color }
  }

  /// The title color for a state, falling back to the normal one (UIKit's
  /// `titleColor(for:)`).
  public func titleColor(for state: State) -> Color? {
    titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] ?? titleColor
  }

  /// Sets the image for a state (UIKit's `setImage(_:for:)`); the normal image sits
  /// before the title and counts in the intrinsic size.
  public func setImage(_ image: Image?, for state: State) {
    images[state.rawValue] = image
    if state == .normal { invalidateIntrinsicContentSize() }
  }

  /// The image for a state, falling back to the normal image.
  public func image(for state: State) -> Image? {
    images[state.rawValue] ?? images[State.normal.rawValue]
  }

  /// The title shown now: the one for the current ``Control/state`` (UIKit's `currentTitle`).
  public var currentTitle: String? { title(for: state) }

  /// The image shown now (UIKit's `currentImage`).
  public var currentImage: Image? { image(for: state) }

  /// The label standing for the title (UIKit's `titleLabel`): its text is the normal
  /// title, and setting its `font` sets ``titleFont`` (which sizes the button). It
  /// is not one of ``View/subviews`` headless.
  public var titleLabel: Label? {
    if let label = storedTitleLabel { return label }
    let label = ButtonTitleLabel(button: self)
    storedTitleLabel = label
    return label
  }
}

/// The ``Button/titleLabel`` of a button: font changes go to the button.
final class ButtonTitleLabel: Label {
  private weak var button: Button?

  init(button: Button) {
    self.button = button
    super.init(frame: .zero)
    font = button.titleFont
    text = button.title
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override var font: Font {
    didSet { if let button, button.titleFont != font { button.titleFont = font } }
  }
}
