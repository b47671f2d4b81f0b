import Foundation
import Scrollwork

extension IBOracle {
  /// A required constraint that a document's own stored frames do not satisfy.
  public struct Violation: Sendable, Equatable {
    /// The scene's name.
    public var scene: String
    /// The constraint's id and line.
    public var constraint: String
    public var line: Int
    /// `first − (multiplier × second + constant)`, in points.
    public var error: CGFloat
  }

  /// The required equalities between views whose stored frames are answers (not
  /// misplaced or ambiguous) that those frames break by more than the tolerance.
  ///
  /// A document whose frames break their own constraints holds stale frames that
  /// Xcode did not flag (InterfaceBuilderFormat.md §15.2): no engine can reproduce them, which is
  /// what the deviation manifest records. Margin, baseline and guide constraints,
  /// and constraints between a scroll view and its content (TN2154 content edges),
  /// are not checked. Constraints and constants are those of the canvas's size
  /// classes, as the builder resolves them (`IBLayoutBuilder.excludedIDs()`,
  /// ``IBLayoutBuilder/constant(of:)``). Each frame is tested by its alignment rectangle
  /// (`IBView.alignmentInsets(in:measured:)`, the insets the builder lays controls out
  /// by: a slider saved before Xcode 26 is stored 2 points wider on either side than
  /// the rectangle its constraints pin; an SF Symbol image view sized by a ratio, a
  /// stack or a bound is centred on the rectangle the builder measures,
  /// `IBLayoutBuilder.measuredSymbolRects(scene:firstBuild:)`).
  /// - Complexity: O(views + constraints) per scene, plus one solve of each scene
  ///   holding such a symbol image view.
  public static func violations(in document: IBDocument) -> [Violation] {
    var result: [Violation] = []
    let builder = IBLayoutBuilder(document: document, options: canvasOptions(for: document))
    let excluded = builder.excludedIDs()
    for scene in document.scenes {
      // The symbol rectangles the builder measures on this canvas (one source for both).
      let measured = builder.measuredSymbolRects(scene: scene) ?? [:]
      var frames: [String: CGRect] = [:]
      var scrollAncestors: [String: Set<String>] = [:]
      var constraints: [IBConstraint] = []
      func walk(_ v: IBView, origin: CGPoint, scrolls: Set<String>, flagged: Bool) {
        let isFlagged = flagged || v.isMisplaced || v.isAmbiguous
        var here = origin
        if let f = v.frame, !isFlagged {
          let rect =
            v.id == scene.root.id ? CGRect(origin: .zero, size: f.size) : f.offsetBy(dx: origin.x, dy: origin.y)
          // Constraints act on the alignment rectangle, as the builder lays the view out.
          frames[v.id] = rect.inset(by: v.alignmentInsets(in: document, measured: measured[v.id]))
          here = rect.origin
        } else if let f = v.frame {
          here = CGPoint(x: origin.x + f.minX, y: origin.y + f.minY)
        }
        scrollAncestors[v.id] = scrolls
        constraints += v.constraints
        guard !v.isOpaqueContainer else { return }
        let inner = v.element == "scrollView" ? scrolls.union([v.id]) : scrolls
        for sub in v.subviews where !excluded.contains(sub.id) {
          walk(sub, origin: here, scrolls: inner, flagged: isFlagged)
        }
      }
      walk(scene.root, origin: .zero, scrolls: [], flagged: false)
      for c in constraints where c.priority >= 1000 && c.relation == .equal && !excluded.contains(c.id) {
        guard let a = frames[c.firstItem], let v1 = value(c.firstAttribute, a) else { continue }
        var v2: CGFloat = 0
        if let s = c.secondItem {
          guard let b = frames[s], let value = value(c.secondAttribute, b) else { continue }
          if scrollAncestors[c.firstItem]?.contains(s) == true || scrollAncestors[s]?.contains(c.firstItem) == true {
            continue
          }
          v2 = value
        }
        // The constant in force on the canvas, as the builder solves with it (a
        // size-class variation may replace it).
        let constant = builder.constant(of: c)
        let error = v1 - (c.secondItem == nil ? constant : c.multiplier * v2 + constant)
        if abs(error) > IBConformance.tolerance {
          result.append(Violation(scene: scene.name, constraint: c.id, line: c.line, error: error))
        }
      }
    }
    return result
  }

  /// An attribute's value in a rectangle (left to right), nil for margins and baselines.
  static func value(_ attribute: LayoutAttribute, _ r: CGRect) -> CGFloat? {
    switch attribute {
    case .left, .leading: r.minX
    case .right, .trailing: r.maxX
    case .top: r.minY
    case .bottom: r.maxY
    case .width: r.width
    case .height: r.height
    case .centerX: r.midX
    case .centerY: r.midY
    default: nil
    }
  }
}
