import Foundation

/// A view that shows an image at its size: UIKit's `UIImageView`. Its intrinsic size
/// is the image's point size ((-1, -1), none, without an image). Views created in
/// code hug at 250, like UIKit's (IB uses 251; UIKitBehaviour.md §3).
open class ImageView: View {
  /// The image; changing it changes the intrinsic size.
  open var image: Image? {
    didSet {
      if image != oldValue {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
      }
    }
  }

  /// Creates an image view sized to its image (UIKit's `init(image:)`).
  public convenience init(image: Image?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  open override var intrinsicContentSize: CGSize {
    guard let image else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
    return image.size
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

  open override var descriptionText: String? { image?.name }

  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.ImageView" ? "UIImageView" : name
  }
}
