extension AmbiguityReport {
  /// One of the four unknowns of a view or guide that the engine solves for: its
  /// position (`minX`, `minY`, relative to the superview or owning view) and its
  /// size. Cases use UIKit's attribute names; ``description`` uses the names the
  /// engine prints (`minX`, `width`, `minY`, `height`).
  public enum FreeAttribute: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The left edge: the frame's `minX`.
    case left
    /// The width.
    case width
    /// The top edge: the frame's `minY`.
    case top
    /// The height.
    case height

    /// The axis the unknown lies on.
    public var axis: LayoutAxis {
      switch self {
      case .left, .width: .horizontal
      case .top, .height: .vertical
      }
    }

    /// The matching ``LayoutAttribute`` (`.left`, `.width`, `.top`, `.height`).
    public var layoutAttribute: LayoutAttribute {
      switch self {
      case .left: .left
      case .width: .width
      case .top: .top
      case .height: .height
      }
    }

    /// `minX`, `width`, `minY` or `height`.
    public var description: String {
      switch self {
      case .left: "minX"
      case .width: "width"
      case .top: "minY"
      case .height: "height"
      }
    }

    /// The name in UIKit's `_autolayoutTrace`: `minX`, `Width`, `minY`, `Height`
    /// (UIKitBehaviour.md §9.4).
    var traceName: String {
      switch self {
      case .left: "minX"
      case .width: "Width"
      case .top: "minY"
      case .height: "Height"
      }
    }

    /// The attributes of one axis, in case order.
    static func of(_ axis: LayoutAxis) -> [FreeAttribute] {
      axis == .horizontal ? [.left, .width] : [.top, .height]
    }
  }

  /// Which way a free unknown can move without making any constraint less
  /// satisfied.
  public enum Direction: Sendable, Hashable, CustomStringConvertible {
    /// Only up (a position to the right or down; a size larger).
    case increasing
    /// Only down (a position to the left or up; a size smaller).
    case decreasing
    /// Either way.
    case both

    /// `increasing`, `decreasing` or `both`.
    public var description: String {
      switch self {
      case .increasing: "increasing"
      case .decreasing: "decreasing"
      case .both: "both"
      }
    }
  }
}
