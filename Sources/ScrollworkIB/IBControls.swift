import Foundation
import Scrollwork

// Views built from a document in the "intrinsic sizes from the document" mode: each
// takes its intrinsic content size from the frame Xcode stored for it, because its
// real size depends on things the document does not record (system-font metrics of
// the saving Xcode, UIKit's control sizes, SF Symbols). `documentIntrinsicSize` nil
// means the class's own measurement; a component of `View.noIntrinsicMetric` means
// none in that axis.

/// A plain view whose intrinsic size may come from the document (placeholder sizes,
/// designables, opaque controls).
final class IBPlainView: View {
  var documentIntrinsicSize: CGSize?
  override var intrinsicContentSize: CGSize { documentIntrinsicSize ?? super.intrinsicContentSize }
  override var itemClassName: String { "UIView" }
}

/// A label whose size may come from its stored frame.
final class IBLabel: Label {
  var documentIntrinsicSize: CGSize?
  override var intrinsicContentSize: CGSize { documentIntrinsicSize ?? super.intrinsicContentSize }
  override var itemClassName: String { "UILabel" }
}

/// A button whose size may come from its stored frame.
final class IBButton: Button {
  var documentIntrinsicSize: CGSize?
  override var intrinsicContentSize: CGSize { documentIntrinsicSize ?? super.intrinsicContentSize }
  override var itemClassName: String { "UIButton" }
}

/// A text field whose size may come from its stored frame.
final class IBTextField: TextField {
  var documentIntrinsicSize: CGSize?
  override var intrinsicContentSize: CGSize { documentIntrinsicSize ?? super.intrinsicContentSize }
  override var itemClassName: String { "UITextField" }
}

/// A switch whose size may come from its stored frame.
final class IBSwitch: Switch {
  var documentIntrinsicSize: CGSize?
  override var intrinsicContentSize: CGSize { documentIntrinsicSize ?? super.intrinsicContentSize }
  override var itemClassName: String { "UISwitch" }
}

/// An image view whose size may come from its stored frame (SF Symbols).
final class IBImageView: ImageView {
  var documentIntrinsicSize: CGSize?
  override var intrinsicContentSize: CGSize { documentIntrinsicSize ?? super.intrinsicContentSize }
  override var itemClassName: String { "UIImageView" }
}

extension View {
  /// The intrinsic size set from the document on a view the builder made, or nil.
  var documentIntrinsicSizeIfAny: CGSize? {
    get {
      switch self {
      case let v as IBPlainView: v.documentIntrinsicSize
      case let v as IBLabel: v.documentIntrinsicSize
      case let v as IBButton: v.documentIntrinsicSize
      case let v as IBTextField: v.documentIntrinsicSize
      case let v as IBSwitch: v.documentIntrinsicSize
      case let v as IBImageView: v.documentIntrinsicSize
      default: nil
      }
    }
    set {
      switch self {
      case let v as IBPlainView: v.documentIntrinsicSize = newValue
      case let v as IBLabel: v.documentIntrinsicSize = newValue
      case let v as IBButton: v.documentIntrinsicSize = newValue
      case let v as IBTextField: v.documentIntrinsicSize = newValue
      case let v as IBSwitch: v.documentIntrinsicSize = newValue
      case let v as IBImageView: v.documentIntrinsicSize = newValue
      default: break
      }
    }
  }
}
