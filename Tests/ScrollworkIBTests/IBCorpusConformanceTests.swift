import Foundation
import Scrollwork
import Testing

@testable import ScrollworkIB

/// The shared corpus (`../shared/corpus/ib`) against the committed fixtures: every
/// fixture is the current extraction of its document, and the solved frames meet the
/// conformance target.
@Suite(.enabled(if: Corpus.directory != nil, Corpus.absentMessage)) struct IBCorpusConformanceTests {
  func report() throws -> IBConformanceReport {
    let manifest = try IBConformance.deviations(
      from: String(contentsOf: Corpus.fixtures.appendingPathComponent("DEVIATIONS.tsv"), encoding: .utf8))
    var results: [IBConformance.DocumentResult] = []
    for url in try Corpus.documents() {
      let name = url.lastPathComponent
      let data = try Data(contentsOf: url)
      let text = try String(
        contentsOf: Corpus.fixtures.appendingPathComponent(name + ".oracle"), encoding: .utf8)
      let fixture = try IBFixture(text: text)
      results.append(IBConformance.run(data: data, file: name, fixture: fixture, deviation: manifest[name]))
    }
    return IBConformanceReport(documents: results)
  }

  @Test func corpusIsPresent() throws {
    #expect(Corpus.directory != nil, "the corpus is expected at ../shared/corpus/ib beside the package")
    // No hard-coded count (the corpus grows): every document has its committed fixture
    // and every committed fixture names a document of the corpus.
    let documents = Set(try Corpus.documents().map { $0.lastPathComponent + ".oracle" })
    let fixtures = Set(
      try FileManager.default.contentsOfDirectory(atPath: Corpus.fixtures.path).filter { $0.hasSuffix(".oracle") })
    #expect(!documents.isEmpty)
    #expect(
      documents.subtracting(fixtures).sorted() == [],
      "documents without a fixture (write them with `scrollwork conformance DIR --write-fixtures Tests/ScrollworkIBTests/Fixtures`)"
    )
    #expect(fixtures.subtracting(documents).sorted() == [], "fixtures whose document left the corpus")
  }

  @Test func everyFixtureIsFreshAndEveryManifestEntryNamesACorpusFile() throws {
    let names = Set(try Corpus.documents().map(\.lastPathComponent))
    for url in try Corpus.documents() {
      let text = try String(
        contentsOf: Corpus.fixtures.appendingPathComponent(url.lastPathComponent + ".oracle"), encoding: .utf8)
      let fixture = try IBFixture(text: text)
      let stale = IBOracle.staleness(of: fixture, data: try Data(contentsOf: url), source: url.lastPathComponent)
      #expect(stale == nil, "\(url.lastPathComponent): \(stale ?? "")")
    }
    let manifest = try IBConformance.deviations(
      from: String(contentsOf: Corpus.fixtures.appendingPathComponent("DEVIATIONS.tsv"), encoding: .utf8))
    #expect(Set(manifest.keys).isSubset(of: names))
  }

  @Test func corpusMeetsTheConformanceTarget() throws {
    let report = try report()
    let summary = report.summary()
    // Floors, not the target: the figures measured when the corpus grew from 59 to 108
    // documents (issue 17: `scrollwork conformance ../shared/corpus/ib --fixtures
    // Tests/ScrollworkIBTests/Fixtures` printed 1641/1972 views, 83.2 %; outside the
    // manifest 1491/1788 and content sizes 48/53). Issue 17's targets (98 % of views,
    // every content size) are raised towards as its work lands; no document may fail to read.
    // With the views inside table and collection view cells built and compared
    // (InterfaceBuilder.md, "Cells"): 2476/2919 views (84.8 %), outside the manifest 2316/2725.
    // With switches' and sliders' alignment-rect insets (UIKitBehaviour.md §23): 2549/2919
    // (87.3 %), outside the manifest 2389/2725. With the 8-point trailing margin of
    // cells with an accessory, SF Symbol image references and the built-in style row
    // heights (InterfaceBuilder.md, "Cells"): 2563/2919 (87.8 %), outside the manifest
    // 2403/2725; with the navigation bars their controllers store ("Building"):
    // 2587/2919 (88.6 %), outside the manifest 2427/2725, content sizes 49/53; with
    // Xcode 26's status bar area read from the stored bar: 2645/2919 (90.6 %),
    // outside the manifest 2485/2725, content sizes 50/53. With the navigation bar over the
    // tabs of a tab bar controller that is a navigation root, Xcode 16's 54-point bar, large
    // titles ("Navigation bars", "Large titles") and segmented controls' 1-pt bottom
    // alignment inset (UIKitBehaviour.md §23), SkyFloatingLabelTextField off the deviation
    // manifest (68/68): 2686/2919 (92.0 %), outside the manifest 2569/2793, content sizes 51/54;
    // with table header and footer views built ("Table header and footer views"):
    // 2718/2958 (91.9 %), outside the manifest 2601/2832. With sliders' 1-pt bottom inset
    // (UIKitBehaviour.md §23), hidden arranged views halfway across their gap (§33), compact
    // date pickers' own height (§26), Xcode 16's landscape canvas and
    // `hidesBottomBarWhenPushed` ("Building"): 2772/2958 (93.7 %), outside the manifest
    // 2654/2832; with simulated top bars set to None: 2776/2958 (93.8 %), outside the
    // manifest 2658/2832; merged with the custom-view sizing of the ambiguity rules (5
    // frames of iNaturalist's login lost) and Xcode 8's roots stored under an opaque bar
    // (no corpus document): 2771/2958 (93.7 %), outside the manifest 2653/2832, content
    // sizes 52/54; with text fields' baselines on their text line (UIKitBehaviour.md §35;
    // nRF Device Manager +2): 2773/2958, outside the manifest 2655/2832; with storyboard dock
    // views built as scenes of their own (InterfaceBuilder.md, "Dock views"; 14 views in 7
    // documents): 2790/2975 (93.8 %), outside the manifest 2672/2849; with scenes a show
    // segue presents modally drawn without the tab bar and toolbar, and with portrait
    // insets on Xcode 16's landscape canvas (InterfaceBuilder.md, "Landscape canvases";
    // xDrip's Snooze): 2796/2975 (94.0 %), outside the manifest 2678/2849; with stretched
    // title buttons at their natural height ("Building"): 2794/2975 (93.9 %), outside the
    // manifest 2676/2849 (nRF Device Manager's ResetViewController: two frames that matched
    // only through a compression tie, now 3 points off by the text field's baseline); with
    // arranged views that translate their mask kept at their stored frames
    // (InterfaceBuilder.md, "Arranged views that translate their autoresizing mask";
    // sentry-cocoa +7, tinode +8): 2809/2975 (94.4 %), outside the manifest 2691/2849;
    // with a phone's landscape margins from its portrait width and the bar of a pushed
    // tab bar controller over its tabs ("Landscape canvases", "Building"; xDrip's
    // Treatments cell, tinode's By ID tab): 2814/2975 (94.6 %), outside the manifest 2696/2849;
    // with 15-point cell margins in nested tables and cell xibs before Xcode 12, and no
    // tab bar over what an outer tab pushes in any era ("Cells", "Navigation bars";
    // nRF-Toolbox +3, LoopKit +2): 2819/2975 (94.8 %), outside the manifest 2701/2849;
    // with 16-point margins on 393-point phones ("Building"; LNPopupController +1):
    // 2820/2975, outside the manifest 2702/2849; with a 49-point toolbar over a home
    // indicator ("Toolbars"; siskin-im +1): 2821/2975, outside the manifest 2703/2849;
    // with a page sheet's 56-point bar ("Navigation bars"; iNaturalist +4): 2825/2975
    // (95.0 %), outside the manifest 2707/2849; with a page sheet's root below the status
    // bar ("Navigation bars"; sentry-cocoa +2): 2827/2975, outside the manifest 2709/2849;
    // with required content priorities giving way on the canvas (§62, "Verdicts";
    // owncloud's Passcode box and keypad +2): 2829/2975, outside the manifest 2711/2849;
    // with Xcode 26's controls compressed below their heights ("Verdicts") and its
    // 83-point tab bar on home-button phones ("Left as they are", sentry-cocoa's tabs;
    // sentry-cocoa +2): 2831/2975 (95.2 %), outside the manifest 2713/2849; with SF
    // Symbol image views' frames centred on their constrained alignment rectangles
    // ("SF Symbol image views"; tinode +7): 2838/2975 (95.4 %), outside the manifest
    // 2720/2849; with a page sheet's root starting at its stored bar's bottom, split view
    // sheets included ("Navigation bars"; sentry-cocoa +1): 2839/2975, outside the
    // manifest 2721/2849; with fill-proportionally stacks sharing by the stored size of a
    // view without an intrinsic length, and wheels date pickers at their stored height
    // ("Fill-proportionally stacks", §66; xDrip +5, CarbKit +7, blink +2): 2853/2975
    // (95.9 %), outside the manifest 2735/2849; with a nested table's compact cell margins
    // on a wide phone (§67, "Cells"; iNaturalist +9) and the status bar that stored bars
    // show drawn ("Left as they are"; iNaturalist +3, tinode +4): 2869/2975 (96.4 %),
    // outside the manifest 2751/2849; with Xcode 26's retina5_9 drawn as the iPhone 13
    // mini's 50-point status bar ("Building"; nRF Device Manager's filter popover +4) and
    // standard spacing to a safe-area guide as 0 ("Standard spacing to the safe area";
    // kharrison's RefreshScroll +1): 2874/2975 (96.6 %), outside the manifest 2756/2849;
    // with Xcode 26's 15-point content view margins above and below ("Cells"; nRF Device
    // Manager +2): 2876/2975 (96.7 %), outside the manifest 2758/2849; with a fill-equally
    // stack's rounded shares not read as its views' natural lengths ("Fill-equally
    // shares", §74; blink's SmartKeys +6, its scroll view's content size too), SF Symbol
    // image views sized by a ratio or a stack centred on the rectangle a first solve
    // measures ("SF Symbol image views' frames"; tinode +1, xDrip +2) and views without
    // content kept at their stored thickness across a stack that does not fill
    // ("Arranged views without content"; iNaturalist +5, habitica +1, which leaves the
    // manifest), with a broken required constraint kept pulling at 1100 (UIKitBehaviour.md
    // §71; iNaturalist's Projects +1): 2892/2975 (97.2 %), outside the manifest
    // 2877/2953, content sizes 56/57 (habitica's three among them now).
    let all = report.totals
    #expect(all.compared >= 2975, "\(summary)")
    #expect(all.within >= 2892, "\(summary)")
    #expect(Double(all.within) >= 0.950 * Double(all.compared), "\(summary)")
    #expect(report.documents.filter { $0.error != nil }.map(\.file) == [], "\(summary)")
    #expect(report.contentTotals.checked >= 57)
    #expect(report.contentTotals.matching >= 56, "\(summary)")
    let outside = report.totalsOutsideManifest
    #expect(outside.within >= 2877, "\(summary)")
    #expect(
      summary.split(separator: "\n").last?.hasPrefix("conformance: \(all.within)/\(all.compared) views (") == true)
  }

  /// `check`'s verdicts against the flags Xcode stored. Floors at the figures measured
  /// (issue 17: `scrollwork conformance ../shared/corpus/ib` printed, before the
  /// stored-frame evidence for misplaced views, precision 21/348 (6.0%) and recall
  /// 21/332 (6.3%); with it, precision 29/74 (39.2%) and recall 29/332 (8.7%); with
  /// the descendants of views whose position is undetermined, and `verifyAmbiguity`,
  /// precision 55/118 (46.6%) and recall 55/332 (16.6%); with the content of cells
  /// built and judged, and self-sizing cells sized by their content, precision
  /// 110/263 (41.8%) and recall 110/332 (33.1%): the precision is lower because the
  /// views inside cells, not judged before, are judged now (their switches' 2-point
  /// alignment insets, not modelled, make rows of labels and switches ambiguous by 2
  /// points: InterfaceBuilder.md, "Cells"); with switches' and sliders' alignment
  /// insets modelled, precision 100/225 (44.4%) and recall 100/332 (30.1%): 38 findings
  /// Xcode did not share are gone, and 10 true positives of one sentry-cocoa scene that
  /// only the missing switch inset produced (InterfaceBuilder.md, "Verdicts")); with
  /// the misplaced rules of issue 17 (built-in style row heights, the accessory's
  /// trailing margin, the spread of cell content margins, SF Symbol image views),
  /// misplaced precision 52/93 (55.9%) and recall 52/101 (51.5%), overall precision
  /// 123/209 (58.9%) and recall 123/332 (37.0%); with the ambiguity rules of
  /// `IBChecker+Ambiguity.swift` and pickers' own height as well, ambiguous precision
  /// 94/135 (69.6%) and recall 94/231 (40.7%), overall precision 146/228 (64.0%) and
  /// recall 146/332 (44.0%).
  /// With Xcode 26's status bar area as well (InterfaceBuilder.md, "Building"; nRF
  /// Device Manager's embedded pages), navigation bars over tabs and large titles:
  /// misplaced precision 52/90 (57.8%) and recall 52/101 (51.5%), ambiguous precision
  /// 120/161 (74.5%) and recall 120/231 (51.9%), overall precision 172/251 (68.5%) and
  /// recall 172/332 (51.8%); with table header and footer views built and judged
  /// ("Table header and footer views"): misplaced precision 52/91 (57.1%: GitHawk's
  /// footer label, which Xcode leaves unflagged while it flags the footer), ambiguous
  /// precision 120/165 (72.7%: four views of LoopKit CarbKit's hidden header), overall
  /// 172/256 (67.2%) and 172/332 (51.8%). With fixed-frame views pinned at the zero
  /// rectangle when no frame is stored, bars' own heights, custom views' intrinsic size
  /// only in an axis whose priorities are set, and descendants reported only under an
  /// ancestor whose stored frame breaks its constraints (InterfaceBuilder.md,
  /// "Verdicts"): misplaced 52/88 (59.1%) and 52/101 (51.5%), ambiguous 131/151 (86.8%)
  /// and 131/231 (56.7%), overall 183/239 (76.6%) and 183/332 (55.1%). With what the
  /// misplaced verdict compares (InterfaceBuilder.md, "Verdicts": self-sizing rows before
  /// Xcode 13 at 44 points, Subtitle rows, undetermined views, ancestors of content that
  /// breaks a constraint, constraints Auto Layout breaks), empty labels tied in a `fill`
  /// stack, and the frame rules of "Building" (sliders, hidden arranged views, pickers,
  /// landscape): misplaced 62/94 (66.0%) and 62/101 (61.4%), ambiguous 133/149 (89.3%)
  /// and 133/231 (57.6%), overall 195/243 (80.2%) and 195/332 (58.7%).
  /// With collection view cells judged against their flow layout's item size (Hackers):
  /// misplaced 63/95 (66.3%) and 63/101 (62.4%), overall 196/244 (80.3%) and 196/332 (59.0%).
  /// With text fields' baselines on their text line (§35): nRF Device Manager's Reset scene
  /// moves from 7 to 3 points off, and the 3 points of slack left in its column read as
  /// ambiguity Xcode does not report: ambiguous 133/152 (87.5%), overall 196/247 (79.4%).
  /// With content-priority ties of labels with text and style-cell images at the old inset
  /// ("Verdicts"), a root under an opaque bar filling the screen below it (§38) and dock
  /// views built: misplaced 67/99 (67.7%) and 67/101 (66.3%), ambiguous 142/161 (88.2%) and
  /// 142/231 (61.5%), overall 209/260 (80.4%) and 209/332 (63.0%). With the outermost
  /// misplaced view alone reported from Xcode 10 ("Verdicts"): misplaced 67/94 (71.3%),
  /// overall 209/255 (82.0%). With the content views of self-sizing rows before Xcode 13
  /// whose constraints ask for another height than the drawn row ("Verdicts"): ambiguous
  /// 153/172 (89.0%) and 153/231 (66.2%), overall 220/266 (82.7%) and 220/332 (66.3%).
  /// With presented scenes (xDrip's Snooze) and the constraints of a conflicting set taken
  /// as no evidence ("Verdicts"): misplaced 67/87 (77.0%), overall 220/259 (84.9%) and 220/332 (66.3%).
  /// With text fields' widths capped at the text they show (UIKitBehaviour.md §48;
  /// "Building", text field and switch sizes): misplaced 68/88 (77.3%) and 68/101
  /// (67.3%), ambiguous 153/166 (92.2%), overall 221/254 (87.0%) and 221/332 (66.6%).
  /// With stretched title buttons at their natural height ("Building"; nRF Device
  /// Manager's ResetViewController): ambiguous 153/163 (93.9%), overall 221/251 (88.0%).
  /// With ambiguity judged among sizes ≥ 0 only, as Xcode's canvas does ("Verdicts";
  /// LoopKit CarbKit's 0-tall labels): ambiguous 153/159 (96.2%), overall 221/247 (89.5%).
  /// With undetermined views flagged ambiguous alone from Xcode 10.1 ("Verdicts";
  /// pocket-casts, nRF Device Manager, siskin-im): misplaced 68/85 (80.0%), overall
  /// 221/244 (90.6%).
  /// With the conflict that sizes ≥ 0 bring taken as no evidence, and nothing inside a
  /// hidden view judged ("Verdicts"; xDrip's home scene): misplaced 68/82 (82.9%), overall
  /// 221/241 (91.7%).
  /// With the views of rows wholly below their table flagged from Xcode 14.3 ("Rows below
  /// the table"; nRF Device Manager's container views, iNaturalist's ObsDetailV2 rows):
  /// ambiguous 171/177 (96.6%) and 171/231 (74.0%), overall 239/259 (92.3%) and 239/332 (72.0%).
  /// With 16-point margins on 393-point phones ("Building"; LNPopupController's Next
  /// button): misplaced 68/81 (84.0%), overall 239/258 (92.6%).
  /// With empty stack views without a size of their own on the canvas (§60), scroll views
  /// whose content size is undetermined judged ambiguous alone, positions bounded on one
  /// side stored off their bound passing their freedom on, and `ignoreSizes` no silencer
  /// of a free size ("Verdicts"; pocket-casts' CastTo, awslabs' Polly, IBDecodable):
  /// misplaced 69/82 (84.1%) and 69/101 (68.3%), ambiguous 180/186 (96.8%) and 180/231
  /// (77.9%), overall 249/268 (92.9%) and 249/332 (75.0%).
  /// Both together: misplaced 69/81 (85.2%) and 69/101 (68.3%), overall 249/267 (93.3%)
  /// and 249/332 (75.0%).
  /// With required content priorities giving way on the canvas (§62, "Verdicts";
  /// home-assistant's three logo labels found, owncloud's two reports gone): ambiguous
  /// 183/187 (97.9%) and 183/231 (79.2%), overall 252/268 (94.0%) and 252/332 (75.9%).
  /// With labels stored shorter than one line of their font probed at that line
  /// ("Verdicts"; duckduckgo's FeedbackPicker labels): ambiguous 185/189 (97.9%) and
  /// 185/231 (80.1%), overall 254/270 (94.1%) and 254/332 (76.5%).
  /// With a vertical flow layout's first cell judged against its section inset, and the
  /// views inside a cell stored off it before Xcode 10.1 ("Verdicts"; FreeOTP's token
  /// cell): misplaced 79/91 (86.8%) and 79/101 (78.2%), overall 259/277 (93.5%) and
  /// 259/332 (78.0%).
  /// With Xcode 26's switches and rounded-rect fields compressed below their own heights,
  /// its empty labels without a size and its 83-point tab bar on home-button phones
  /// ("Verdicts"; sentry-cocoa's ProfilingViewController): ambiguous 202/208 (97.1%) and
  /// 202/231 (87.4%), overall 271/289 (93.8%) and 271/332 (81.6%).
  /// All four together (issue 17, session 32): misplaced 79/91 (86.8%) and 79/101
  /// (78.2%), ambiguous 207/211 (98.1%) and 207/231 (89.6%), overall 286/302 (94.7%) and
  /// 286/332 (86.1%).
  /// With the views tied by constraints to a misplaced sibling before Xcode 10.1
  /// ("Verdicts"; LoopKit CarbKit's rows, tomreineke's scroll view content): misplaced
  /// 87/99 (87.9%) and 87/101 (86.1%), overall 294/310 (94.8%) and 294/332 (88.6%).
  /// With fill-proportionally stacks sharing by stored sizes ("Fill-proportionally
  /// stacks"; Hackers' stack `IZD-rI-0O3` no longer free): ambiguous 207/210 (98.6%),
  /// overall 294/309 (95.1%).
  /// With the status bar that stored bars show drawn (issue 17, fourth pass; tinode's
  /// Credentials label no longer reported): misplaced 87/98 (88.8%), overall 294/308 (95.5%) with both.
  /// With Xcode 26's 15-point content view margins above and below ("Cells"; nRF Device
  /// Manager's Device and Diagnostics cells no longer fit their columns at their
  /// natural heights, and Xcode flags the tie): misplaced 87/98 (88.8%) and 87/101
  /// (86.1%), ambiguous 221/225 (98.2%) and 221/231 (95.7%), overall 308/323 (95.4%)
  /// and 308/332 (92.8%); with all of the above: misplaced 87/97 (89.7%),
  /// ambiguous 221/224 (98.7%) and 221/231 (95.7%), overall 308/321 (96.0%) and 308/332 (92.8%).
  /// With a cell `.xib`'s content view that conflicts with its top-level cell judged
  /// ambiguous ("Verdicts"; Strongbox's IconTableCell): ambiguous 222/225 (98.7%) and
  /// 222/231 (96.1%), overall 309/322 (96.0%) and 309/332 (93.1%).
  /// Targets: precision 90%, recall 85%.
  @Test func verdictsMeetTheirFloors() throws {
    let report = try report()
    let v = report.verdicts
    let summary = report.summary(worst: 0)
    let flagged = v.overall.truePositives + v.overall.falseNegatives
    // Every flag Xcode stored in a laid-out scene is counted (cells and bars included).
    #expect(flagged >= 332, "\(summary)")
    #expect(v.overall.truePositives >= 309, "\(summary)")
    #expect((v.overall.precision ?? 0) >= 0.959, "\(summary)")
    #expect((v.overall.recall ?? 0) >= 0.930, "\(summary)")
    #expect((v.tally(.misplaced).precision ?? 0) >= 0.896, "\(summary)")
    #expect((v.tally(.misplaced).recall ?? 0) >= 0.861, "\(summary)")
    #expect(v.tally(.ambiguous).truePositives >= 222, "\(summary)")
    #expect((v.tally(.ambiguous).precision ?? 0) >= 0.986, "\(summary)")
    #expect((v.tally(.ambiguous).recall ?? 0) >= 0.961, "\(summary)")
  }
}
