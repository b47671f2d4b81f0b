import Foundation

extension Image {
  /// How an image draws (`UIImage.RenderingMode`; renderers).
  public enum RenderingMode: Int, Sendable {
    case automatic = 0
    case alwaysOriginal, alwaysTemplate
  }

  /// An image from the app's asset catalog (UIKit's `UIImage(named:)`). Headless there
  /// is no asset catalog, so this is always nil, as UIKit's answer for a name the
  /// bundle lacks; build images with ``init(size:scale:name:)``.
  public init?(named name: String) {
    return nil
  }

  /// An SF Symbol (UIKit's `UIImage(systemName:)`). The symbol set cannot be shipped:
  /// always nil, as UIKit's answer for an unknown symbol name.
  public init?(systemName name: String) {
    return nil
  }

  /// The same image (UIKit's `withRenderingMode(_:)`): the mode only changes drawing,
  /// which a headless image does not do.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> Image { self }

  /// The same image (UIKit's `withTintColor(_:)`; drawing only).
  public func withTintColor(_ color: Color) -> Image { self }
}
