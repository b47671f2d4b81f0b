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
///
/// Its stored height is its intrinsic height (it depends on the border style and the
/// era: UIKitBehaviour.md §49; InterfaceBuilder.md, "Building", text field and switch
/// sizes). Its stored width is its intrinsic width only when nothing stretches it: a
/// field whose hugging (250) is below its neighbours' is stored at the width its
/// constraints stretch it to. So a field that shows a text or placeholder is never
/// wider, intrinsically, than that text measured with its font and padding
/// (UIKitBehaviour.md §48): LoopKit's CarbKit rows, `label (251) – field – label
/// (251)`, stored 410 points wide on a 600-point canvas, stretch on 375 instead of
/// fighting their labels. An empty field keeps its stored width: UIKit's width for it
/// is not the padding alone (sentry-cocoa's empty rounded-rect field is 32 points at
/// 14 points, against 14 points of padding).
final class IBTextField: TextField {
  var documentIntrinsicSize: CGSize?
  /// Whether ``documentIntrinsicSize``'s width is the stored frame's, so the measured
  /// text caps it (false for a placeholder intrinsic width the developer set).
  var capsStoredWidthAtText = false
  override var intrinsicContentSize: CGSize {
    guard var size = documentIntrinsicSize else { return super.intrinsicContentSize }
    let shown = (text?.isEmpty == false ? text : placeholder) ?? ""
    if capsStoredWidthAtText, !shown.isEmpty, size.width != View.noIntrinsicMetric {
      size.width = min(size.width, super.intrinsicContentSize.width)
    }
    return size
  }
  override var itemClassName: String { "UITextField" }
}

/// A switch whose size may come from its stored frame. Its constraints act on an
/// alignment rectangle 2 pt short of the frame on the right (UIKitBehaviour.md §23,
/// InterfaceBuilder.md "Controls"), so its intrinsic size is the frame's less those
/// 2 pt: 49 × 31 for the 51 × 31 switch of iOS 7 to 18.
final class IBSwitch: Switch {
  /// The right inset of a switch's alignment rectangle, in every era the corpus shows.
  static let alignmentInsets = EdgeInsets(right: 2)
  var documentIntrinsicSize: CGSize?
  override var intrinsicContentSize: CGSize {
    documentIntrinsicSize
      ?? CGSize(
        width: super.intrinsicContentSize.width - Self.alignmentInsets.horizontal,
        height: super.intrinsicContentSize.height - Self.alignmentInsets.vertical)
  }
  override var alignmentRectInsets: EdgeInsets { Self.alignmentInsets }
  override var itemClassName: String { "UISwitch" }
}

/// A segmented control: a plain view whose size comes from its stored frame, laid
/// out by an alignment rectangle 1 pt short of the frame at the bottom (SideMenu's
/// 32-pt controls and SkyFloatingLabelTextField's 29-pt ones are followed as if they
/// were 31 and 28 tall; InterfaceBuilder.md "Controls").
final class IBSegmentedControl: View {
  /// The bottom inset of a segmented control's alignment rectangle.
  static let alignmentInsets = EdgeInsets(bottom: 1)
  var documentIntrinsicSize: CGSize?
  override var intrinsicContentSize: CGSize { documentIntrinsicSize ?? super.intrinsicContentSize }
  override var alignmentRectInsets: EdgeInsets { Self.alignmentInsets }
  override var itemClassName: String { "UISegmentedControl" }
}

/// A slider: a plain view whose height comes from its stored frame, laid out by an
/// alignment rectangle 2 pt inside its frame on the left and right and 1 pt above
/// its bottom before Xcode 26 (UIKitBehaviour.md §23, InterfaceBuilder.md "Controls").
final class IBSlider: View {
  /// The insets of the alignment rectangle before Xcode 26 (toolsVersion 24000).
  static let classicInsets = EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)

  /// The insets of the alignment rectangle of a slider saved by Xcode build `build`:
  /// ``classicInsets`` before Xcode 26, none from it (sentry-cocoa).
  static func alignmentInsets(build: Int) -> EdgeInsets {
    build < IBToolsEra.xcode26Metrics ? classicInsets : EdgeInsets()
  }
  let insets: EdgeInsets
  var documentIntrinsicSize: CGSize?

  /// A slider laid out by `insets`.
  init(insets: EdgeInsets) {
    self.insets = insets
    super.init(frame: .zero)
  }

  /// A slider without insets (nothing is decoded).
  required init?(coder: NSCoder) {
    insets = EdgeInsets()
    super.init(coder: coder)
  }

  override var intrinsicContentSize: CGSize { documentIntrinsicSize ?? super.intrinsicContentSize }
  override var alignmentRectInsets: EdgeInsets { insets }
  override var itemClassName: String { "UISlider" }
}

/// An image view whose size may come from its stored frame (SF Symbols), laid out by
/// an alignment rectangle `insets` inside its frame (an SF Symbol's,
/// ``symbolInsets(stored:constraints:id:measured:)``).
final class IBImageView: ImageView {
  var documentIntrinsicSize: CGSize?
  var insets = EdgeInsets()
  override var intrinsicContentSize: CGSize { documentIntrinsicSize ?? super.intrinsicContentSize }
  override var alignmentRectInsets: EdgeInsets { insets }
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
      case let v as IBSegmentedControl: v.documentIntrinsicSize
      case let v as IBImageView: v.documentIntrinsicSize
      case let v as IBSlider: v.documentIntrinsicSize
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
      case let v as IBSegmentedControl: v.documentIntrinsicSize = newValue
      case let v as IBImageView: v.documentIntrinsicSize = newValue
      case let v as IBSlider: v.documentIntrinsicSize = newValue
      default: break
      }
    }
  }
}
