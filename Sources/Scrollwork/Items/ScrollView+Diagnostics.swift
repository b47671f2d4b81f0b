import Foundation

extension ScrollView {
  /// The warnings for the classic scroll view content mistakes (uikit-spec.md §7.1).
  func contentWarnings() -> [LayoutDiagnostic] {
    []
  }
}
