import Foundation

/// A thumb on a track choosing a value in a range: UIKit's `UISlider`, for layout.
///
/// Size (UIKitBehaviour.md §23, §41): no intrinsic width (the track takes the width
/// it is given); the frame is 31 pt tall and its alignment rectangle is 2 pt inside it
/// on the left and right and 1 pt above its bottom, so the intrinsic height is 30. A
/// slider pinned at x 0 has its frame at x −2, 4 pt wider than the constraints say.
open class Slider: Control {
  /// The frame height of a slider (iOS 7 to 18; UIKitBehaviour.md §23).
  public static let frameHeight: CGFloat = 31

  /// The value, kept within ``minimumValue``...``maximumValue`` (default 0.5).
  open var value: Float = 0.5 {
    didSet { value = clamped(value) }
  }

  /// The lower bound (default 0). Raising it above ``maximumValue`` raises that too.
  open var minimumValue: Float = 0 {
    didSet {
      if maximumValue < minimumValue { maximumValue = minimumValue }
      value = clamped(value)
    }
  }

  /// The upper bound (default 1). Lowering it below ``minimumValue`` lowers that too.
  open var maximumValue: Float = 1 {
    didSet {
      if minimumValue > maximumValue { minimumValue = maximumValue }
      value = clamped(value)
    }
  }

  /// Whether dragging sends `.valueChanged` continuously (default true; no effect
  /// headless).
  open var isContinuous = true
  /// The track color left of the thumb (renderers).
  open var minimumTrackTintColor: Color?
  /// The track color right of the thumb (renderers).
  open var maximumTrackTintColor: Color?
  /// The thumb color (renderers).
  open var thumbTintColor: Color?
  /// The image left of the track (renderers).
  open var minimumValueImage: Image?
  /// The image right of the track (renderers).
  open var maximumValueImage: Image?

  /// Sets ``value`` (UIKit's `setValue(_:animated:)`); like UIKit, it sends no event.
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  private func clamped(_ v: Float) -> Float {
    guard !v.isNaN else { return minimumValue }
    return min(max(v, minimumValue), maximumValue)
  }

  /// 2 pt inside the frame on the left and right, 1 pt at the bottom (UIKitBehaviour.md §23).
  open override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 2, bottom: 1, right: 2) }

  /// No intrinsic width; 30 pt tall (the alignment rectangle of the 31-pt frame).
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: Self.frameHeight - alignmentRectInsets.vertical)
  }

  /// The given width (or the insets' when none) × the frame height.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: max(size.width, alignmentRectInsets.horizontal), height: Self.frameHeight)
  }

  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.Slider" ? "UISlider" : name
  }
}
