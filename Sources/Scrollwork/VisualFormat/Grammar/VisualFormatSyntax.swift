/// The abstract syntax tree of one visual format string (UIKitBehaviour.md §2.1).
///
/// Names stay names: the grammar layer knows no views or constraints. Every node
/// keeps the character range it came from so later stages can point a caret at it.
struct VisualFormatSyntax: Equatable, Sendable {
  /// `H:` (also when absent) or `V:`.
  enum Orientation: Equatable, Sendable { case horizontal, vertical }

  /// `==`, `<=` or `>=` (absent means `==`).
  enum Relation: Equatable, Sendable { case equal, lessThanOrEqual, greaterThanOrEqual }

  /// A number written in the string or a metric name.
  enum Value: Equatable, Sendable {
    case number(Double)
    case metric(String)
  }

  /// What a predicate compares against.
  enum Object: Equatable, Sendable {
    /// A constant: a number or a metric.
    case constant(Value)
    /// Another view's width or height (only inside a view's parentheses).
    case view(String)
  }

  /// `relation? object ('@' priority)?`.
  struct Predicate: Equatable, Sendable {
    var relation: Relation
    var object: Object
    var priority: Value?
    /// The characters of the predicate.
    var range: Range<Int>
  }

  /// The space between two neighbours.
  enum Spacing: Equatable, Sendable {
    /// No `-`: the edges touch (`== 0`).
    case flush
    /// A lone `-`: the standard space.
    case standard
    /// `-pred-` or `-(pred, …)-`: one constraint per predicate.
    case predicates([Predicate])
  }

  /// A connection and where it starts.
  struct Connection: Equatable, Sendable {
    var spacing: Spacing
    var range: Range<Int>
  }

  /// `[name(pred, …)]`.
  struct ViewNode: Equatable, Sendable {
    var name: String
    var predicates: [Predicate]
    /// The brackets and everything inside.
    var range: Range<Int>
  }

  /// The arrangement axis.
  var orientation: Orientation = .horizontal
  /// The offset of a leading `|` and the connection after it.
  var leadingBar: (index: Int, connection: Connection)? = nil
  /// The first view.
  var firstView: ViewNode
  /// Each later view with the connection before it.
  var views: [(connection: Connection, view: ViewNode)] = []
  /// The connection before a trailing `|` and the bar's offset.
  var trailingBar: (connection: Connection, index: Int)? = nil
  /// The length of the string (where end-of-input errors point).
  var length: Int

  static func == (lhs: VisualFormatSyntax, rhs: VisualFormatSyntax) -> Bool {
    lhs.orientation == rhs.orientation && lhs.leadingBar?.index == rhs.leadingBar?.index
      && lhs.leadingBar?.connection == rhs.leadingBar?.connection && lhs.firstView == rhs.firstView
      && lhs.views.map(\.connection) == rhs.views.map(\.connection) && lhs.views.map(\.view) == rhs.views.map(\.view)
      && lhs.trailingBar?.connection == rhs.trailingBar?.connection && lhs.trailingBar?.index == rhs.trailingBar?.index
      && lhs.length == rhs.length
  }
}
