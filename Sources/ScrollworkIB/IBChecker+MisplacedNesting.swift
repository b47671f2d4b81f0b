import Foundation
import Scrollwork

extension IBChecker {
  /// The first Xcode build (Xcode 10.1's 14460) seen flagging a misplaced view
  /// alone; documents saved before it flag every view inside one as well.
  ///
  /// In the corpus, the views inside a flagged view are flagged too in documents of
  /// builds up to 13771 (Xcode 9.2): LoopKit's CarbKit (11762: a row view stored 584
  /// points wide for a 359-point row and two dock views, their 5 inner views all
  /// flagged, among them a label stored where its constraints put it), FreeOTP's
  /// token cell (13771: its 9 views, all where the cell puts them) and tomreineke's
  /// scroll view (6254: its 7 views); the other inner views of that era are flagged
  /// ambiguous instead (17, in awslabs' Polly and IoT Temperature stack views, whose
  /// position is free) or are a cell (1, Hero). From 14460 on none is: 50
  /// flagged views with views inside them (GitHawk, Strongbox, awslabs' IoT sample,
  /// arcgis, iNaturalist, duckduckgo, Hackers), 0 of their 165 inner views flagged
  /// misplaced, among them Strongbox's labels stored at the 8-point inset of Xcode 8
  /// in rows it flags (InterfaceBuilder.md, "Verdicts").
  static let outermostMisplacedBuild = IBToolsEra.xcode10Point1

  /// The first Xcode build (Xcode 10.1's 14460, as for ``outermostMisplacedBuild``)
  /// from which no view is seen flagged both ambiguous and misplaced: Xcode flags a
  /// view whose frame the constraints leave undetermined ambiguous alone, even when
  /// its stored frame breaks what they do determine, so `check` reports such a view
  /// misplaced only in documents saved before it.
  ///
  /// In the corpus, documents of builds up to 13771 (Xcode 9.2) flag 10 of their 41
  /// ambiguous views misplaced as well (tomreineke's scroll view and its 7 views at
  /// 6254, awslabs' Polly at 11542 and IoT Temperature stack views at 13771). From
  /// 14460 on, none of 190 ambiguous views in 26 documents is, 7 of those documents
  /// flagging other views misplaced (Skyscanner, Strongbox, siskin-im, iNaturalist,
  /// duckduckgo, nRF Device Manager); among them views whose stored frames break a
  /// constraint the solution determines: pocket-casts' Top Section (Xcode 26),
  /// nRF Device Manager's State label (Xcode 16) and siskin-im's roster stack view
  /// (Xcode 13) (InterfaceBuilder.md, "Verdicts").
  static let ambiguousAloneBuild = IBToolsEra.xcode10Point1

  /// The misplaced findings of one scene with Xcode's rule for views inside a
  /// misplaced one applied: from ``outermostMisplacedBuild`` on, a view inside a view
  /// reported misplaced is not reported, for Xcode flags the outermost one. Its frame
  /// update stays (``frameUpdates()``), so that `fix` leaves no stale frame inside
  /// the view it moves. Documents saved before keep every finding: Xcode flagged the
  /// views inside as well.
  ///
  /// "Inside" follows the superview chain up to and including the nearest cell
  /// (``enclosingViews(of:in:)``): a cell is placed by its table or collection
  /// view's layout, not by that view's frame, so a misplaced table says nothing of
  /// its rows (Hero's collection view, flagged alone in an 11542 document), while a
  /// misplaced cell's content moves with it (FreeOTP's token cell and its 9 views,
  /// all flagged).
  /// - Complexity: O(views × depth).
  func outermostMisplaced(_ views: [MisplacedView], in layout: IBLayout) -> [MisplacedView] {
    guard document.buildNumber >= Self.outermostMisplacedBuild else { return views }
    let reported = Set(views.compactMap { layout.id(of: $0.view) })
    return views.filter { v in
      guard let id = layout.id(of: v.view) else { return true }
      return Self.enclosingViews(of: id, in: layout).allSatisfy { !reported.contains($0) }
    }
  }

  /// The views that `id` sits inside, nearest first, up to and including the
  /// nearest cell (see ``outermostMisplaced(_:in:)``).
  static func enclosingViews(of id: String, in layout: IBLayout) -> [String] {
    var result: [String] = []
    if layout.elements[id]?.isCell == true { return result }
    var current = layout.parents[id]
    while let a = current {
      result.append(a)
      if layout.elements[a]?.isCell == true { break }
      current = layout.parents[a]
    }
    return result
  }
}
