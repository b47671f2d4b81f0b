import Foundation

/// A pair of − and + buttons stepping a value: UIKit's `UIStepper`, for layout.
///
/// Size (UIKitBehaviour.md §41): fixed at 94 × 32 (iOS 13 and later; 94 × 29 before),
/// with no alignment-rectangle insets.
open class Stepper: Control {
  /// The stepper's size on iOS 13 and later (UIKitBehaviour.md §41).
  public static let size = CGSize(width: 94, height: 32)

  /// The value, kept within ``minimumValue``...``maximumValue`` (default 0).
  open var value: Double = 0 {
    didSet { value = clamped(value) }
  }

  /// The lower bound (default 0). Raising it above ``maximumValue`` raises that too.
  open var minimumValue: Double = 0 {
    didSet {
      if maximumValue < minimumValue { maximumValue = minimumValue }
      value = clamped(value)
    }
  }

  /// The upper bound (default 100). Lowering it below ``minimumValue`` lowers that too.
  open var maximumValue: Double = 100 {
    didSet {
      if minimumValue > maximumValue { minimumValue = maximumValue }
      value = clamped(value)
    }
  }

  /// The step (default 1). UIKit raises an exception for a step ≤ 0; Scrollwork keeps
  /// the previous step instead.
  open var stepValue: Double = 1 {
    didSet { if !(stepValue > 0) { stepValue = oldValue } }
  }

  /// Whether stepping past a bound wraps to the other one (default false).
  open var wraps = false
  /// Whether holding a button repeats (default true; no effect headless).
  open var autorepeat = true
  /// Whether each step sends `.valueChanged` while held (default true).
  open var isContinuous = true

  /// Steps the value up (`increment`) or down by ``stepValue``, as a tap on + or −
  /// does: clamped, or wrapped when ``wraps``; sends `.valueChanged` when it changed.
  open func step(increment: Bool) {
    let old = value
    var next = old + (increment ? stepValue : -stepValue)
    if wraps {
      if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
    }
    value = next
    if value != old { sendActions(for: .valueChanged) }
  }

  private func clamped(_ v: Double) -> Double {
    guard !v.isNaN else { return minimumValue }
    return min(max(v, minimumValue), maximumValue)
  }

  open override var intrinsicContentSize: CGSize { Self.size }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

  open override var itemClassName: String {
    let name = String(reflecting: type(of: self))
    return name == "Scrollwork.Stepper" ? "UIStepper" : name
  }
}
