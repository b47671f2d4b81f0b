import Foundation

/// UIKit's `NSValue` geometry accessors (`NSValue(cgRect:)`, `cgRectValue`), which
/// swift-corelibs-foundation spells `NSValue(rect:)` and `rectValue`.
extension NSValue {
  /// Boxes a rectangle (UIKit's `NSValue(cgRect:)`).
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  /// Boxes a point (UIKit's `NSValue(cgPoint:)`).
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  /// Boxes a size (UIKit's `NSValue(cgSize:)`).
  public convenience init(cgSize size: CGSize) { self.init(size: size) }

  /// The boxed rectangle, or `.zero` when the value holds something else (UIKit's
  /// `cgRectValue`; corelibs' `rectValue` would trap on another type).
  public var cgRectValue: CGRect { holds("CGRect") ? rectValue : .zero }
  /// The boxed point, or `.zero` when the value holds something else.
  public var cgPointValue: CGPoint { holds("CGPoint") ? pointValue : .zero }
  /// The boxed size, or `.zero` when the value holds something else.
  public var cgSizeValue: CGSize { holds("CGSize") ? sizeValue : .zero }

  /// Whether the boxed value's Objective-C type encoding names `structName`.
  func holds(_ structName: String) -> Bool {
    String(cString: objCType).hasPrefix("{" + structName)
  }
}

#if !canImport(ObjectiveC)
  /// [choice] Lets `userInfo[key] as? CGRect` read an `NSValue` of a rectangle (and
  /// `as? NSValue` a `CGRect`), as on Apple platforms, where `CGRect` bridges to
  /// `NSValue`. Keyboard notifications store `NSValue`s, as UIKit does, so both idioms of
  /// ported code work. swift-corelibs-foundation has no such bridge; should it add one,
  /// this conformance must go. On Apple platforms (where the ObjectiveC module exists)
  /// Foundation's own bridge is used and this one is not compiled.
  // swift-format-ignore: AvoidRetroactiveConformances
  extension CGRect: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSValue

    public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
      result = source.cgRectValue
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
      guard source.holds("CGRect") else {
        result = nil
        return false
      }
      result = source.rectValue
      return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
      source?.cgRectValue ?? .zero
    }
  }
#endif
