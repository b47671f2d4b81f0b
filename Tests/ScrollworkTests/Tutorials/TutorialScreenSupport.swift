import Foundation
import Scrollwork

/// Helpers shared by the tutorial screen suites (seeds 000–004).
enum TutorialScreen {
  /// Tolerance for frames that are differences of whole device pixels.
  static let tolerance: CGFloat = 1e-6

  static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= tolerance }

  static func close(_ a: CGRect, _ b: CGRect) -> Bool {
    close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
  }

  static func close(_ a: CGPoint, _ b: CGPoint) -> Bool { close(a.x, b.x) && close(a.y, b.y) }

  static func close(_ a: CGSize, _ b: CGSize) -> Bool { close(a.width, b.width) && close(a.height, b.height) }

  /// Rounds up to device pixels (UIKitBehaviour.md §3), as the engine does for intrinsic text sizes.
  static func pixelCeil(_ value: CGFloat, scale: CGFloat = Screen.main.scale) -> CGFloat {
    (value * scale - 1e-6).rounded(.up) / scale
  }

  /// The height a wrapped label takes at `width`.
  static func labelHeight(_ text: String, font: Font = .systemFont(ofSize: 17), width: CGFloat) -> CGFloat {
    pixelCeil(TextLayout(text: text, font: font, width: width, numberOfLines: 0).size.height)
  }

  /// A root view with a scroll view filling it by constraints.
  static func rootWithScroll(_ size: CGSize) throws -> (View, ScrollView) {
    let root = View(frame: CGRect(origin: .zero, size: size))
    let scroll = ScrollView()
    scroll.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scroll)
    try LayoutConstraint.activateOrThrow([
      scroll.topAnchor.constraint(equalTo: root.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    return (root, scroll)
  }
}
