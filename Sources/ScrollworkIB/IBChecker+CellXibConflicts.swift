import Foundation
import Scrollwork

extension IBChecker {
  /// The content views of top-level table view cells (the cell of a cell `.xib`, which
  /// no table lays out) whose own required constraints conflict with the height the
  /// cell gives them, each with the finding's text.
  ///
  /// A conflict the engine reports (``UnsatisfiableConstraints``) that lies wholly
  /// inside such a content view (its constraints, its descendants' and the height its
  /// cell gives it; ``conflict(_:liesInside:)``), where the content fitted at its width
  /// comes out at one height whether pulled toward 0 or toward
  /// ``selfSizingProbeHeight`` and that height is not the content view's: Xcode flags
  /// the content view ambiguous. Evidence, two cell `.xib`s of two repositories, both
  /// flagged: Strongbox's IconTableCell (Xcode 10.2, a 179-point cell whose content asks
  /// for 62 points) and, in a held-out document, a 70-point cell whose content view is
  /// stored 69.5 tall (above the 0.5-point separator) while its content asks for 70
  /// (InterfaceBuilder.md, "Verdicts": *A cell `.xib` whose content conflicts with its
  /// cell*). Cells inside a table are left out: the storyboard rows whose content
  /// conflicts with their row height go unflagged (*Not a rule: cells whose content
  /// conflicts with their row height*), and a content view whose height only its
  /// labels' priorities ask for, without a conflict, is not flagged either (LoopKit's
  /// and SendBird's cell `.xib`s).
  /// - Complexity: two fitting passes per such cell, plus O(views + conflicts).
  func topLevelCellConflictFindings(in layout: IBLayout) -> [(view: View, line: Int, message: String)] {
    let conflicts = layout.root.layoutIssues.compactMap { issue -> UnsatisfiableConstraints? in
      if case .unsatisfiable(let report) = issue { return report }
      return nil
    }
    guard !conflicts.isEmpty else { return [] }
    var out: [(view: View, line: Int, message: String)] = []
    for id in layout.order {
      guard layout.parents[id] == nil, let cell = layout.views[id] as? IBTableViewCell, !cell.isHidden,
        !cell.contentView.isHidden, let contentID = layout.id(of: cell.contentView),
        let content = layout.elements[contentID],
        conflicts.contains(where: { Self.conflict($0, liesInside: [cell.contentView]) })
      else { continue }
      guard let asked = Self.heightItsContentAsks(of: cell) else { continue }
      let given = cell.contentViewFrame.height
      guard abs(asked - given) > Self.selfSizingContentEpsilon else { continue }
      let cellName = layout.elements[id].map { document.name(of: $0) } ?? id
      out.append(
        (
          cell.contentView, content.line,
          "\(describe(cell.contentView, layout)): its constraints give it a height of \(Self.n(asked)) pt, but its cell \(cellName), a top-level cell no table sizes, gives it \(Self.n(given)) pt (cell \(Self.n(cell.frame.height)) pt): Xcode cannot satisfy both and flags the content view ambiguous; make the cell \(Self.n(asked + cell.bottomInset)) pt tall or change the content's vertical constraints to fit"
        ))
    }
    return out
  }
}
