/// What a name means to the caller: the parser asks while it reads, so that
/// unknown names fail at the offset and in the order UIKit reports them.
///
/// Metrics win over views (UIKitBehaviour.md §2.2). The grammar layer sees only this
/// answer, never the views themselves.
enum VisualFormatNameMeaning: Equatable, Sendable {
  /// A key of the metrics dictionary with a numeric value.
  case metric(Double)
  /// A key of the views dictionary holding a view or layout guide.
  case view
  /// Neither.
  case unknown
}

/// Answers what a name means (``VisualFormatNameMeaning``).
protocol VisualFormatNames {
  /// The meaning of `name` as a metric or a view, metrics first.
  func meaning(of name: String) -> VisualFormatNameMeaning
  /// Whether `name` is a key of the views dictionary holding a view or guide.
  func isView(_ name: String) -> Bool
}

/// Names for reading syntax alone: every name is a view, and a metric of 1.
struct AnyVisualFormatNames: VisualFormatNames {
  func meaning(of name: String) -> VisualFormatNameMeaning { .metric(1) }
  func isView(_ name: String) -> Bool { true }
}
