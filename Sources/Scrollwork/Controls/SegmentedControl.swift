import Foundation

/// A row of segments, one selected: UIKit's `UISegmentedControl`, for layout.
///
/// Size (UIKitBehaviour.md §41, iOS 13 and later): the frame is 32 pt tall and its
/// alignment rectangle ends 1 pt short of it at the bottom (UIKitBehaviour.md §23), so
/// the intrinsic height is 31. The intrinsic width is the sum of the segments' widths:
/// a segment given a width with ``setWidth(_:forSegmentAt:)`` takes it; the others
/// take their content (title measured with the title font, or image) plus
/// ``segmentPadding`` on each side, either each its own
/// (``apportionsSegmentWidthsByContent``) or all the widest one's (the default, equal
/// widths).
open class SegmentedControl: Control {
  /// The index that means no segment is selected (`UISegmentedControl.noSegment`).
  public static let noSegment = -1

  /// Horizontal padding on each side of a segment's content [choice,
  /// UIKitBehaviour.md §41].
  public static let segmentPadding: CGFloat = 10

  /// The frame height of the iOS 13 control (UIKitBehaviour.md §41).
  public static let frameHeight: CGFloat = 32

  /// The default title font: the system font at 13 pt (UIKitBehaviour.md §41).
  public static let defaultTitleFont = Font.systemFont(ofSize: 13)

  private struct Segment {
    var title: String?
    var image: Image?
    var width: CGFloat = 0
    var isEnabled = true
  }

  private var segments: [Segment] = []
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// The index of the selected segment, or ``noSegment`` (the default). Setting an
  /// index outside the segments selects none, as UIKit does.
  open var selectedSegmentIndex: Int = SegmentedControl.noSegment {
    didSet {
      if selectedSegmentIndex != Self.noSegment && !segments.indices.contains(selectedSegmentIndex) {
        selectedSegmentIndex = Self.noSegment
      }
    }
  }

  /// Whether a tapped segment deselects at once (renderers; default false).
  open var isMomentary = false

  /// Whether each segment is as wide as its own content (true) or all are as wide as
  /// the widest (false, the default).
  open var apportionsSegmentWidthsByContent = false {
    didSet { if apportionsSegmentWidthsByContent != oldValue { sizeDidChange() } }
  }

  /// The selected segment's fill (renderers).
  open var selectedSegmentTintColor: Color?

  /// The number of segments.
  open var numberOfSegments: Int { segments.count }

  /// Creates a control with segments for `items`: each a `String` (a title) or an
  /// ``Image`` (UIKit's `init(items:)`). Other values make an empty segment.
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    segments = (items ?? []).map { item in
      switch item {
      case let title as String: Segment(title: title)
      case let image as Image: Segment(image: image)
      default: Segment()
      }
    }
  }

  /// Inserts a titled segment at `segment` (clamped to 0...numberOfSegments, as UIKit).
  /// The selected segment stays selected: its index moves up when the new one comes
  /// before it (UIKit keeps the selection on the segment).
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(Segment(title: title), at: segment)
  }

  /// Inserts an image segment at `segment` (clamped to 0...numberOfSegments).
  open func insertSegment(with image: Image?, at segment: Int, animated: Bool) {
    insert(Segment(image: image), at: segment)
  }

  private func insert(_ new: Segment, at segment: Int) {
    let index = min(max(0, segment), segments.count)
    segments.insert(new, at: index)
    if selectedSegmentIndex != Self.noSegment && index <= selectedSegmentIndex { selectedSegmentIndex += 1 }
    sizeDidChange()
  }

  /// Removes the segment at `segment` (an index outside the segments does nothing).
  /// Removing the selected segment selects none.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    if selectedSegmentIndex == segment {
      selectedSegmentIndex = Self.noSegment
    } else if selectedSegmentIndex > segment {
      selectedSegmentIndex -= 1
    }
    sizeDidChange()
  }

  /// Removes every segment.
  open func removeAllSegments() {
    segments.removeAll()
    selectedSegmentIndex = Self.noSegment
    sizeDidChange()
  }

  /// Sets a segment's title (and removes its image), as UIKit's `setTitle(_:forSegmentAt:)`.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
    segments[segment].image = nil
    sizeDidChange()
  }

  /// A segment's title, or nil.
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Sets a segment's image (and removes its title).
  open func setImage(_ image: Image?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].image = image
    segments[segment].title = nil
    sizeDidChange()
  }

  /// A segment's image, or nil.
  open func imageForSegment(at segment: Int) -> Image? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Gives a segment a fixed width; 0 (the default) sizes it by content.
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].width = max(0, width)
    sizeDidChange()
  }

  /// A segment's fixed width, 0 when it sizes by content.
  open func widthForSegment(at segment: Int) -> CGFloat {
    segments.indices.contains(segment) ? segments[segment].width : 0
  }

  /// Enables or disables a segment (renderers).
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
  }

  /// Whether a segment is enabled.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }

  /// Sets the title attributes for a state. A `.font` for `.normal` (or `.selected`)
  /// measures the titles: the larger of the two widths counts, since the selected
  /// segment may be any of them.
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
    titleAttributes[state.rawValue] = attributes
    sizeDidChange()
  }

  /// The title attributes for a state.
  open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  /// The fonts titles are measured with: the normal one and, when set, the selected one.
  private var titleFonts: [Font] {
    let normal = titleAttributes[State.normal.rawValue]?[.font] as? Font ?? Self.defaultTitleFont
    if let selected = titleAttributes[State.selected.rawValue]?[.font] as? Font, selected != normal {
      return [normal, selected]
    }
    return [normal]
  }

  private func sizeDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// A segment's content width: its title in the widest title font, or its image.
  private func contentWidth(_ segment: Segment) -> CGFloat {
    let scale = contentScaleFactor
    if let image = segment.image { return image.size.width }
    guard let title = segment.title, !title.isEmpty else { return 0 }
    return titleFonts.map { ceilToPixels($0.width(of: title), scale: scale) }.max() ?? 0
  }

  /// The segments' widths as laid out at their intrinsic size.
  func segmentWidths() -> [CGFloat] {
    let natural = segments.map { contentWidth($0) + 2 * Self.segmentPadding }
    let widest = zip(segments, natural).filter { $0.0.width == 0 }.map(\.1).max() ?? 0
    return zip(segments, natural).map { segment, own in
      segment.width > 0 ? segment.width : (apportionsSegmentWidthsByContent ? own : widest)
    }
  }

  /// The alignment rectangle ends 1 pt above the frame's bottom (UIKitBehaviour.md §23).
  open override var alignmentRectInsets: EdgeInsets { EdgeInsets(bottom: 1) }

  /// The summed segment widths × 31 (the alignment rectangle of the 32-pt frame).
  open override var intrinsicContentSize: CGSize {
    CGSize(
      width: segmentWidths().reduce(0, +),
      height: Self.frameHeight - alignmentRectInsets.vertical)
  }

  /// The frame size at the intrinsic size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: intrinsicContentSize.width, height: Self.frameHeight)
  }

  open override var descriptionText: String? {
    segments.map { $0.title ?? "" }.joined(separator: "|")
  }

  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.SegmentedControl" ? "UISegmentedControl" : name
  }
}
