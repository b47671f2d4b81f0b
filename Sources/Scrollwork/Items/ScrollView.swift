import Foundation

/// A view whose bounds origin (the content offset) scrolls its content: UIKit's
/// `UIScrollView`.
///
/// Edges of the scroll view related to its descendants mean the content area;
/// width, height and centers mean the frame (uikit-spec.md §7.1). The
/// ``contentLayoutGuide`` and ``frameLayoutGuide`` say it explicitly. The content
/// size comes from the constraints of the content unless none determine it.
open class ScrollView: View {
  /// The content rectangle: origin (0, 0) in content coordinates, size = content size.
  public private(set) lazy var contentLayoutGuide = LayoutGuide(system: .scrollContent, owner: self)
  /// The scroll view's frame, for content that must not scroll.
  public private(set) lazy var frameLayoutGuide = LayoutGuide(system: .scrollFrame, owner: self)

  var explicitContentSize: CGSize?

  /// Where the content's origin is shown: the bounds origin.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds = CGRect(origin: newValue, size: bounds.size) }
  }

  /// The size of the content: solved from the content layout guide after layout, or
  /// the value set explicitly when no constraint determines it.
  open var contentSize: CGSize {
    get {
      if let engine = rootEngine, engine.generation > 0 {
        let solved = engine.solvedRect(contentLayoutGuide.layoutVariables).size
        if solved != .zero || explicitContentSize == nil { return solved }
      }
      return explicitContentSize ?? .zero
    }
    set {
      explicitContentSize = newValue
      rootEngine?.isDirty = true
    }
  }

  /// Insets around the content (default zero).
  open var contentInset: EdgeInsets = .zero

  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
  }

  /// UIKit's archive initializer (nothing is decoded).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    clipsToBounds = true
  }

  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.ScrollView" ? "UIScrollView" : name
  }
}
