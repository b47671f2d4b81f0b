import Foundation

extension ListContentConfiguration {
  /// The style of a text of a ``ListContentConfiguration``: UIKit's
  /// `UIListContentConfiguration.TextProperties`.
  public struct TextProperties: Hashable, Sendable {
    /// How the lines of a text are aligned (UIKit's
    /// `UIListContentConfiguration.TextProperties.TextAlignment`).
    public enum TextAlignment: Int, Sendable, Hashable {
      case natural = 0
      case center = 1
      case justified = 2
    }

    /// The font (a Dynamic Type text style's at the default size).
    public var font: Font
    /// The colour (drawing only).
    public var color: Color
    /// The most lines (0: any number; the default).
    public var numberOfLines = 0
    /// How lines are aligned (default `.natural`).
    public var alignment: TextAlignment = .natural
    /// How a line too long is broken or truncated (default `.byTruncatingTail`, as a label's).
    public var lineBreakMode: LineBreakMode = .byTruncatingTail

    init(_ style: Font.TextStyle, color: Color = .label) {
      font = .preferredFont(forTextStyle: style)
      self.color = color
    }

    /// The label text alignment of ``alignment``.
    var labelAlignment: ScrollworkText.TextAlignment {
      switch alignment {
      case .natural: .natural
      case .center: .center
      case .justified: .justified
      }
    }
  }

  /// The size limits of the image of a ``ListContentConfiguration``: UIKit's
  /// `UIListContentConfiguration.ImageProperties`.
  public struct ImageProperties: Hashable, Sendable {
    /// The area kept for the image, whatever its size, so that the texts of rows with
    /// images of different widths line up (zero on an axis: the image's own length;
    /// default zero). The image is centred in it.
    public var reservedLayoutSize: CGSize = .zero
    /// The largest size the image is shown at; a larger image is scaled down to fit,
    /// keeping its aspect ratio (zero on an axis: no limit on it; default zero).
    public var maximumSize: CGSize = .zero

    /// The size an image is shown at: its size scaled down to ``maximumSize``.
    /// An image size that is negative or not finite counts as zero on that axis.
    func displaySize(of image: Image) -> CGSize {
      func usable(_ v: CGFloat) -> CGFloat { v.isFinite && v > 0 ? v : 0 }
      var size = CGSize(width: usable(image.size.width), height: usable(image.size.height))
      var scale: CGFloat = 1
      if maximumSize.width > 0 && maximumSize.width.isFinite && size.width > maximumSize.width {
        scale = min(scale, maximumSize.width / size.width)
      }
      if maximumSize.height > 0 && maximumSize.height.isFinite && size.height > maximumSize.height {
        scale = min(scale, maximumSize.height / size.height)
      }
      size.width *= scale
      size.height *= scale
      return size
    }

    /// The area laid out for an image: its shown size, at least ``reservedLayoutSize``.
    func reservedSize(for image: Image) -> CGSize {
      let shown = displaySize(of: image)
      let reserved = reservedLayoutSize
      return CGSize(
        width: reserved.width.isFinite ? max(shown.width, reserved.width) : shown.width,
        height: reserved.height.isFinite ? max(shown.height, reserved.height) : shown.height)
    }
  }
}
