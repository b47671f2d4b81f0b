import ScrollworkIB
import ScrollworkLayoutFile

/// The `pseudo_localize` key of `.scrollwork.yml`: `true` (IBM's guideline by length,
/// as `--pseudo-localize`), `false`, or a percentage (as `--pseudo-localize-percent`).
enum PseudoLocalizationSetting: Sendable, Equatable {
  /// `false`: no pseudo-localization.
  case off
  /// `true` (percent nil: the guideline) or a percentage.
  case on(percent: Int?)

  /// How to lengthen texts, or nil when off.
  var localization: IBPseudoLocalization? {
    switch self {
    case .off: nil
    case .on(let percent): IBPseudoLocalization(percent: percent)
    }
  }

  /// Reads `true`, `false` or a whole percentage of 0 or more; anything else is an
  /// error at the value (and nil).
  static func read(_ node: YAMLNode, _ key: String, _ reader: YAMLReader) -> PseudoLocalizationSetting? {
    if case .scalar = node, let flag = node.bool { return flag ? .on(percent: nil) : .off }
    if let percent = node.int, percent >= 0 { return .on(percent: percent) }
    reader.error(
      node, "\(key) must be true, false or a whole percentage of 0 or more (e.g. 40), not \(reader.describe(node)).")
    return nil
  }
}
