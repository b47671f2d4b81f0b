import Foundation

/// A composed YAML document as the layout-file reader takes it: scalars, mappings and
/// lists, each with its place in the text, aliases already replaced by the nodes they
/// name.
///
/// This library parses no text: a front end (the `scrollwork` tool composes with
/// Yams, see `LayoutFile.parse(_:path:)` there) builds the tree, resolves each plain
/// scalar's type as its YAML parser does, and bounds the tree's size before handing it
/// to ``LayoutFile/init(document:path:)``.
public enum YAMLNode: Sendable, Equatable {
  /// A string, number or boolean as written.
  case scalar(Scalar)
  /// `key: value` pairs in file order.
  case mapping(Mapping)
  /// `- item` or `[a, b]`.
  case sequence(List)

  /// A scalar: its text and what the front end's YAML resolver read it as.
  public struct Scalar: Sendable, Equatable {
    /// The value as a string (quotes removed, escapes applied, folded lines joined).
    public var string: String
    /// Where the scalar starts (its opening quote, if quoted).
    public var place: SourcePlace
    /// The column of the value's first character when the value appears in the file
    /// character for character on the scalar's line (plain or quoted, one line, no
    /// escapes), so that offsets in ``string`` are file columns; nil otherwise.
    public var valueColumn: Int?
    /// The value as an integer when YAML reads it as one (`12`, `0x1F`, `1_000`; never
    /// a quoted scalar), else nil.
    public var int: Int?
    /// The value as a number when YAML reads it as one (`12`, `1.5e3`, `.inf`, `.nan`;
    /// never a quoted scalar), else nil.
    public var float: Double?
    /// The value as a boolean when YAML reads it as one (`true`, `no`, `on`; never a
    /// quoted scalar), else nil.
    public var bool: Bool?

    public init(
      _ string: String, place: SourcePlace, valueColumn: Int? = nil, int: Int? = nil, float: Double? = nil,
      bool: Bool? = nil
    ) {
      self.string = string
      self.place = place
      self.valueColumn = valueColumn
      self.int = int
      self.float = float
      self.bool = bool
    }
  }

  /// A mapping's pairs in file order, and where it starts.
  public struct Mapping: Sendable, Equatable {
    public var pairs: [Pair]
    public var place: SourcePlace

    public init(_ pairs: [Pair], place: SourcePlace) {
      self.pairs = pairs
      self.place = place
    }
  }

  /// One `key: value` of a mapping.
  public struct Pair: Sendable, Equatable {
    public var key: YAMLNode
    public var value: YAMLNode

    public init(_ key: YAMLNode, _ value: YAMLNode) {
      self.key = key
      self.value = value
    }
  }

  /// A list's items in file order, and where it starts.
  public struct List: Sendable, Equatable {
    public var items: [YAMLNode]
    public var place: SourcePlace

    public init(_ items: [YAMLNode], place: SourcePlace) {
      self.items = items
      self.place = place
    }
  }

  /// Where the node starts in the file (line and column 0 when unknown).
  public var place: SourcePlace {
    switch self {
    case .scalar(let s): s.place
    case .mapping(let m): m.place
    case .sequence(let l): l.place
    }
  }

  /// A scalar's integer value (``Scalar/int``); nil for anything else.
  public var int: Int? { if case .scalar(let s) = self { s.int } else { nil } }
  /// A scalar's number value (``Scalar/float``); nil for anything else.
  public var float: Double? { if case .scalar(let s) = self { s.float } else { nil } }
  /// A scalar's boolean value (``Scalar/bool``); nil for anything else.
  public var bool: Bool? { if case .scalar(let s) = self { s.bool } else { nil } }

  /// The value of a mapping's key that is the scalar `key` (the last such pair), or nil
  /// (also for scalars and lists).
  public subscript(key: String) -> YAMLNode? {
    guard case .mapping(let m) = self else { return nil }
    return m.pairs.last { if case .scalar(let s) = $0.key { s.string == key } else { false } }?.value
  }
}
