import Foundation
import Scrollwork

/// What `clipped-text` takes for the width a single-line label's text needs on other
/// devices (`check --text`).
public enum IBTextSizing: String, Sendable, CaseIterable {
  /// The label's stored width bounded by its text measured with the bundled font: a
  /// label stretched by its constraints is stored wider than its text, and the
  /// measurement keeps that width from being taken for the text's (the default).
  case measured
  /// The label's stored width, as Xcode saved it: right for labels that hug their
  /// text, and the only choice that does not depend on the bundled font's metrics.
  case stored
}
