import Foundation

// Foundation encodes CGRect as `[[x, y], [w, h]]`; snapshots use named fields so
// renderers in any language can read them: `{"height", "width", "x", "y"}` and
// `{"height", "width"}`.

/// A rectangle as snapshots encode it.
struct SnapshotRect: Codable {
  var x: CGFloat
  var y: CGFloat
  var width: CGFloat
  var height: CGFloat

  init(_ r: CGRect) {
    x = r.origin.x
    y = r.origin.y
    width = r.size.width
    height = r.size.height
  }

  var rect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}

/// A size as snapshots encode it.
struct SnapshotSize: Codable {
  var width: CGFloat
  var height: CGFloat

  init(_ s: CGSize) {
    width = s.width
    height = s.height
  }

  var size: CGSize { CGSize(width: width, height: height) }
}

/// Edge insets as snapshots encode them: `{"bottom", "left", "right", "top"}`.
struct SnapshotInsets: Codable {
  var top: CGFloat
  var left: CGFloat
  var bottom: CGFloat
  var right: CGFloat

  init(_ i: EdgeInsets) {
    top = i.top
    left = i.left
    bottom = i.bottom
    right = i.right
  }

  var insets: EdgeInsets { EdgeInsets(top: top, left: left, bottom: bottom, right: right) }
}

extension LayoutSnapshot.Node {
  enum CodingKeys: String, CodingKey {
    case id, type, frame, bounds, isHidden, text, contentSize, layoutGuides, children
    case adjustedContentInset, isPagingEnabled, backgroundColor, textLayout
  }

  /// Decodes a node; `isHidden`, `layoutGuides`, `children`,
  /// `adjustedContentInset` and `isPagingEnabled` default to false, empty and zero
  /// when absent.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    id = try c.decode(String.self, forKey: .id)
    type = try c.decode(String.self, forKey: .type)
    frame = try c.decode(SnapshotRect.self, forKey: .frame).rect
    bounds = try c.decode(SnapshotRect.self, forKey: .bounds).rect
    isHidden = try c.decodeIfPresent(Bool.self, forKey: .isHidden) ?? false
    text = try c.decodeIfPresent(String.self, forKey: .text)
    contentSize = try c.decodeIfPresent(SnapshotSize.self, forKey: .contentSize)?.size
    layoutGuides = try c.decodeIfPresent([LayoutSnapshot.Guide].self, forKey: .layoutGuides) ?? []
    children = try c.decodeIfPresent([LayoutSnapshot.Node].self, forKey: .children) ?? []
    adjustedContentInset = try c.decodeIfPresent(SnapshotInsets.self, forKey: .adjustedContentInset)?.insets ?? .zero
    isPagingEnabled = try c.decodeIfPresent(Bool.self, forKey: .isPagingEnabled) ?? false
    backgroundColor = try c.decodeIfPresent(String.self, forKey: .backgroundColor)
    textLayout = try c.decodeIfPresent(LayoutSnapshot.Text.self, forKey: .textLayout)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(id, forKey: .id)
    try c.encode(type, forKey: .type)
    try c.encode(SnapshotRect(frame), forKey: .frame)
    try c.encode(SnapshotRect(bounds), forKey: .bounds)
    try c.encode(isHidden, forKey: .isHidden)
    try c.encodeIfPresent(text, forKey: .text)
    try c.encodeIfPresent(contentSize.map(SnapshotSize.init), forKey: .contentSize)
    try c.encode(layoutGuides, forKey: .layoutGuides)
    try c.encode(children, forKey: .children)
    if adjustedContentInset != .zero {
      try c.encode(SnapshotInsets(adjustedContentInset), forKey: .adjustedContentInset)
    }
    if isPagingEnabled { try c.encode(true, forKey: .isPagingEnabled) }
    try c.encodeIfPresent(backgroundColor, forKey: .backgroundColor)
    try c.encodeIfPresent(textLayout, forKey: .textLayout)
  }
}

extension LayoutSnapshot.Guide {
  enum CodingKeys: String, CodingKey {
    case identifier, layoutFrame
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    identifier = try c.decode(String.self, forKey: .identifier)
    layoutFrame = try c.decode(SnapshotRect.self, forKey: .layoutFrame).rect
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(identifier, forKey: .identifier)
    try c.encode(SnapshotRect(layoutFrame), forKey: .layoutFrame)
  }
}

extension LayoutSnapshot {
  /// Non-finite numbers (a frame of an unsatisfiable layout) are written as the
  /// strings `"inf"`, `"-inf"` and `"nan"` instead of failing.
  static let nonFiniteStrings = (positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")

  /// The snapshot as JSON: pretty-printed, keys sorted, slashes not escaped.
  /// Never fails: non-finite numbers become `"inf"`, `"-inf"`, `"nan"`.
  public func jsonString() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let s = Self.nonFiniteStrings
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: s.positiveInfinity, negativeInfinity: s.negativeInfinity, nan: s.nan)
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  /// Reads a snapshot written by ``jsonString()``.
  /// - Throws: `DecodingError` when the text is not a snapshot.
  public init(jsonString: String) throws {
    let decoder = JSONDecoder()
    let s = Self.nonFiniteStrings
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: s.positiveInfinity, negativeInfinity: s.negativeInfinity, nan: s.nan)
    self = try decoder.decode(LayoutSnapshot.self, from: Data(jsonString.utf8))
  }
}
