import Foundation

extension LayoutSnapshot {
  /// One view of a snapshot.
  public struct Node: Sendable, Equatable, Codable {
    /// The view's `accessibilityIdentifier`, or `v<n>` by document order (see
    /// ``LayoutSnapshot``).
    public let id: String
    /// The class name as descriptions print it (`UIView`, `UILabel`,
    /// `MyApp.Card`): ``View/itemClassName``.
    public let type: String
    /// The frame in the superview's coordinates (pixel-rounded, as laid out).
    public let frame: CGRect
    /// The bounds: the origin (a scroll view's content offset) and the size.
    public let bounds: CGRect
    /// Whether the view is hidden.
    public let isHidden: Bool
    /// The view's text (``View/descriptionText``: a label's or button's), or nil.
    public let text: String?
    /// A scroll view's ``ScrollView/contentSize``; nil for other views.
    public let contentSize: CGSize?
    /// The view's layout guides: custom guides in the order added, then the
    /// built-in guides it has handed out (margins, safe area, readable content,
    /// scroll content, scroll frame).
    public let layoutGuides: [Guide]
    /// The subviews, back to front.
    public let children: [Node]
    /// A scroll view's ``ScrollView/adjustedContentInset``; zero for other views
    /// (JSON: omitted when zero).
    public let adjustedContentInset: EdgeInsets
    /// A scroll view's ``ScrollView/isPagingEnabled`` (JSON: omitted when false).
    public let isPagingEnabled: Bool
    /// The view's background colour as `#rrggbb` or `#rrggbbaa`, nil when none.
    public let backgroundColor: String?
    /// A label's or button's lines as drawn (font, line rectangles, baselines), nil
    /// for other views and empty text.
    public let textLayout: Text?

    /// Creates a node from its parts.
    public init(
      id: String, type: String, frame: CGRect, bounds: CGRect, isHidden: Bool = false, text: String? = nil,
      contentSize: CGSize? = nil, layoutGuides: [Guide] = [], children: [Node] = [],
      adjustedContentInset: EdgeInsets = .zero, isPagingEnabled: Bool = false, backgroundColor: String? = nil,
      textLayout: Text? = nil
    ) {
      self.id = id
      self.type = type
      self.frame = frame
      self.bounds = bounds
      self.isHidden = isHidden
      self.text = text
      self.contentSize = contentSize
      self.layoutGuides = layoutGuides
      self.children = children
      self.adjustedContentInset = adjustedContentInset
      self.isPagingEnabled = isPagingEnabled
      self.backgroundColor = backgroundColor
      self.textLayout = textLayout
    }

    /// Records `view` and its subtree; `counter` is the next document-order index.
    init(_ view: View, counter: inout Int) {
      let index = counter
      counter += 1
      if let identifier = view.accessibilityIdentifier, !identifier.isEmpty {
        id = identifier
      } else {
        id = "v\(index)"
      }
      type = view.itemClassName
      frame = view.frame
      bounds = view.bounds
      isHidden = view.isHidden
      text = view.descriptionText
      let scroll = view as? ScrollView
      contentSize = scroll?.contentSize
      adjustedContentInset = scroll?.adjustedContentInset ?? .zero
      isPagingEnabled = scroll?.isPagingEnabled ?? false
      backgroundColor = view.backgroundColor?.hexString
      if let label = view as? Label {
        textLayout = Text(label: label)
      } else if let button = view as? Button {
        textLayout = Text(button: button)
      } else {
        textLayout = nil
      }
      layoutGuides = view.allGuides.map { Guide(identifier: $0.identifier, layoutFrame: $0.layoutFrame) }
      var kids: [Node] = []
      for s in view.subviews { kids.append(Node(s, counter: &counter)) }
      children = kids
    }
  }

  /// A layout guide of a node.
  public struct Guide: Sendable, Equatable, Codable {
    /// The guide's identifier (`UIViewLayoutMarginsGuide`, or what you set; may be
    /// empty).
    public let identifier: String
    /// The guide's frame in its owning view's coordinates.
    public let layoutFrame: CGRect

    /// Creates a guide record.
    public init(identifier: String, layoutFrame: CGRect) {
      self.identifier = identifier
      self.layoutFrame = layoutFrame
    }
  }
}
