import Foundation

extension LayoutConstraint {
  /// Creates the constraints a Visual Format Language string describes: UIKit's
  /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
  ///
  /// ```swift
  /// let c = LayoutConstraint.constraints(
  ///   withVisualFormat: "H:|-[a]-[b(==a)]-|", options: [], metrics: nil,
  ///   views: ["a": a, "b": b])
  /// LayoutConstraint.activate(c)
  /// ```
  ///
  /// UIKit's signature: it does not throw. Where UIKit raises, this returns no
  /// constraints and records the error as a ``LayoutIssue/invalidVisualFormat(_:)``
  /// (UIKit's text and caret) on the hierarchy of the dictionary's first view (by
  /// name) and with ``LayoutIssueLog``. ``constraintsOrThrow(withVisualFormat:options:metrics:views:)``
  /// throws instead.
  ///
  /// The constraints come back **inactive**, in UIKit's order (UIKitBehaviour.md §2.3):
  /// a leading `|`'s constraint, the first view's size predicates, then per later
  /// view its connection and its predicates, the trailing `|`, and last the
  /// alignment constraints. `-` alone is 8 points between siblings and the
  /// superview's layout margins next to `|`. Metric names win over view names.
  /// Each constraint's ``sourceLocation`` is `VFL: <format>`.
  ///
  /// - Parameters:
  ///   - format: the VFL string (grammar in `Sources/Scrollwork/Scrollwork.docc/VisualFormatLanguage.md`).
  ///   - opts: alignment, direction and spacing options.
  ///   - metrics: numbers by name (Int, Double, CGFloat, Float, NSNumber).
  ///   - views: ``View``s or ``LayoutGuide``s by name.
  /// - Complexity: O(*n*) in the length of the format.
  public static func constraints(
    withVisualFormat format: String, options opts: LayoutConstraint.FormatOptions,
    metrics: [String: Any]?, views: [String: Any]
  ) -> [LayoutConstraint] {
    do {
      return try constraintsOrThrow(withVisualFormat: format, options: opts, metrics: metrics, views: views)
    } catch {
      let firstView = views.keys.sorted().lazy.compactMap { views[$0] as? View }.first
      LayoutIssueLog.record(.invalidVisualFormat(error), in: firstView)
      return []
    }
  }

  /// The constraints of a Visual Format Language string, as
  /// ``constraints(withVisualFormat:options:metrics:views:)``, throwing what UIKit
  /// would raise.
  /// - Throws: ``VisualFormatError`` with UIKit's exact reason text and caret for
  ///   every string UIKit rejects (UIKitBehaviour.md §2.4).
  /// - Complexity: O(*n*) in the length of the format.
  public static func constraintsOrThrow(
    withVisualFormat format: String, options opts: LayoutConstraint.FormatOptions,
    metrics: [String: Any]?, views: [String: Any]
  ) throws(VisualFormatError) -> [LayoutConstraint] {
    let names = VisualFormatDictionaryNames(metrics: metrics, views: views)
    do {
      let syntax = try VisualFormatParser.parse(format, names: names)
      let constraints = try VisualFormatConstraintBuilder(syntax: syntax, options: opts, names: names).build()
      // One string shared by all: a fresh copy per constraint would make memory grow
      // as length × constraints (2.6 GB for a 100 KB list of predicates).
      let source = "VFL: " + format
      for c in constraints { c.sourceLocation = source }
      return constraints
    } catch {
      throw VisualFormatError(error, format: format)
    }
  }
}
