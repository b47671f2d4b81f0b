import Foundation
import Scrollwork

extension IBChecker {
  /// The findings for the views that Xcode before 10.1 flags together with a
  /// misplaced sibling: in a document saved before ``outermostMisplacedBuild``, every
  /// view tied to a view in `views` through constraints between subviews of their
  /// common superview (directly or through other such siblings) is reported
  /// misplaced too, even where it sits where its constraints put it, unless hidden or
  /// already reported (`ambiguities` holds the solver's ambiguity message of each
  /// undetermined view, by IB id). Later documents get none. The frame update of a determined
  /// sibling whose solved frame differs from its stored one is returned with it, so
  /// that `fix --update-frames` leaves no stale frame beside the view it moves.
  ///
  /// In the corpus, no view of a document saved before build 14460 is tied by
  /// constraints to a sibling Xcode flags misplaced without being flagged itself:
  /// LoopKit's CarbKit (11762: rows laid out for a 600-point canvas in 375-point
  /// cells, whose amount and absorption labels sit where their constraints put them
  /// beside stretched fields), tomreineke's scroll view content (6254, its 7 views),
  /// FreeOTP's token cell (13771, its 9 views) and ello (InterfaceBuilder.md,
  /// "Verdicts", "Before Xcode 10.1, a misplaced view's tied siblings are flagged
  /// too").
  /// - Complexity: O(views + constraints).
  func tiedSiblingsOfMisplaced(
    _ views: [MisplacedView], in layout: IBLayout, ambiguities: [String: String]
  ) -> (views: [MisplacedView], updates: [IBFrameUpdate]) {
    guard document.buildNumber < Self.outermostMisplacedBuild, !views.isEmpty else { return ([], []) }
    // Edges between two views of the same superview, from the active constraints.
    var ties: [String: [String]] = [:]
    for (cid, _) in layout.constraints {
      guard let c = layout.documentConstraints[cid], let second = c.secondItem, second != c.firstItem,
        let p = layout.parents[c.firstItem], layout.parents[second] == p
      else { continue }
      ties[c.firstItem, default: []].append(second)
      ties[second, default: []].append(c.firstItem)
    }
    let reportedIDs = views.compactMap { layout.id(of: $0.view) }
    var reported = Set(reportedIDs)
    var found: [MisplacedView] = []
    var updates: [IBFrameUpdate] = []
    // One walk per group of tied views: a group is walked from its first reported view,
    // which every sibling found in it names (a later start in the same group is seen).
    var seen = Set<String>()
    for start in reportedIDs where seen.insert(start).inserted {
      guard let startView = layout.views[start] else { continue }
      var queue = [start]
      while let id = queue.popLast() {
        for next in ties[id] ?? [] where seen.insert(next).inserted {
          queue.append(next)
          guard !reported.contains(next), let view = layout.views[next], view !== layout.root,
            let e = layout.elements[next], let stored = e.frame,
            !Self.isHiddenOrInHidden(view, below: layout.root)
          else { continue }
          reported.insert(next)
          let name = describe(view, layout)
          let solved = view.frame
          let off = Self.offset(solved, stored)
          let frames =
            off > IBConformance.tolerance
            ? "the document stores \(Self.rect(stored)), the constraints give \(Self.rect(solved))"
            : "the document stores \(Self.rect(stored)), where its constraints put it"
          found.append(
            MisplacedView(
              view: view, line: e.line,
              message:
                "\(name) is misplaced: \(frames); its constraints tie it to \(describe(startView, layout)), which is misplaced, and before Xcode 10.1 Xcode flags the views tied to a misplaced sibling too"
            ))
          if off > IBConformance.tolerance, ambiguities[next] == nil {
            updates.append(
              IBFrameUpdate(next, element: e, name: name, in: layout, stored: stored, solved: solved))
          }
        }
      }
    }
    return (found, updates)
  }
}
