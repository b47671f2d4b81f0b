import Foundation

extension LayoutConstraint.FormatOptions {
  /// Every option by its Swift name (`alignAllTop`, `directionRightToLeft`, ...),
  /// sorted by name: how text front ends (the `vfl` command, layout files) spell
  /// options. Aliases keep their own entry (`alignAllBaseline` is
  /// ``alignAllLastBaseline``; `directionLeadingToTrailing` and `spacingEdgeToEdge`
  /// are the empty set).
  public static let namedOptions: [(name: String, option: LayoutConstraint.FormatOptions)] = [
    ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight), ("alignAllTop", .alignAllTop),
    ("alignAllBottom", .alignAllBottom), ("alignAllLeading", .alignAllLeading), ("alignAllTrailing", .alignAllTrailing),
    ("alignAllCenterX", .alignAllCenterX), ("alignAllCenterY", .alignAllCenterY),
    ("alignAllLastBaseline", .alignAllLastBaseline), ("alignAllBaseline", .alignAllBaseline),
    ("alignAllFirstBaseline", .alignAllFirstBaseline), ("directionLeadingToTrailing", .directionLeadingToTrailing),
    ("directionLeftToRight", .directionLeftToRight), ("directionRightToLeft", .directionRightToLeft),
    ("spacingEdgeToEdge", .spacingEdgeToEdge), ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
  ].sorted { $0.name < $1.name }

  /// The option with this Swift name (one of ``namedOptions``), or nil for an unknown
  /// name. Names are case-sensitive, as in Swift.
  public init?(named name: String) {
    guard let found = Self.namedOptions.first(where: { $0.name == name }) else { return nil }
    self = found.option
  }
}
