import Foundation

/// The display the views are laid out for: pixel scale and default layout direction.
///
/// UIKit rounds frames and text sizes to device pixels; Scrollwork does the same with
/// ``scale`` (default 3, an iPhone). Set ``Screen/main`` properties before layout.
public final class Screen: @unchecked Sendable {
  private let lock = NSLock()
  private var _scale: CGFloat
  private var _layoutDirection: UserInterfaceLayoutDirection
  private var _bounds: CGRect

  /// Creates a screen description.
  public init(
    scale: CGFloat = 3, layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
    bounds: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)
  ) {
    _scale = scale
    _layoutDirection = layoutDirection
    _bounds = bounds
  }

  /// The screen's size in points (default 390 × 844, an iPhone 14 in portrait).
  public var bounds: CGRect {
    get { lock.withLock { _bounds } }
    set { lock.withLock { _bounds = newValue } }
  }

  /// The screen every view uses unless told otherwise (`UIScreen.main`).
  public static let main = Screen()

  /// Pixels per point (1, 2 or 3 on iOS devices). Values ≤ 0 are treated as 1.
  public var scale: CGFloat {
    get { lock.withLock { _scale } }
    set { lock.withLock { _scale = newValue } }
  }

  /// The app's layout direction (`UIApplication.userInterfaceLayoutDirection`).
  public var layoutDirection: UserInterfaceLayoutDirection {
    get { lock.withLock { _layoutDirection } }
    set { lock.withLock { _layoutDirection = newValue } }
  }
}

/// The nearest device-pixel index of a coordinate, halves upward (toward +∞), so that
/// moving a view by whole pixels never changes its width in pixels. A value within
/// ``pixelTieTolerance`` pixels below a half counts as that half: solved edges carry
/// float error, and an edge computed as 1032.4999999999 px must round the way the
/// exact 1032.5 does, as its partner edge at 1233.5000000001 px does, or a centred
/// view gains or loses a pixel (UIKitBehaviour.md §13). `scale` must
/// be positive.
func pixelIndex(_ value: CGFloat, scale: CGFloat) -> CGFloat {
  (value * scale + (0.5 + pixelTieTolerance)).rounded(.down)
}

/// How far (in pixels) below a half-pixel a coordinate still rounds as the half:
/// far above the error of solved values (around 1e-10 px), far below any distance
/// that matters on screen.
let pixelTieTolerance: CGFloat = 1e-6

/// Rounds a length up to a whole number of device pixels, ignoring float noise
/// (41.6666667 at @3x stays 125/3, not 126/3).
func ceilToPixels(_ value: CGFloat, scale: CGFloat) -> CGFloat {
  let s = scale > 0 ? scale : 1
  return (value * s - 1e-6).rounded(.up) / s
}
