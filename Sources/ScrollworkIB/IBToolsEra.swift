/// The Xcode builds from which Interface Builder draws or flags a document differently:
/// one constant per era boundary, each the first ``IBDocument/buildNumber`` (the
/// plug-in build where the document states one, else its `toolsVersion`) of the era.
///
/// A boundary is known only as closely as the corpus brackets it: each value lies
/// between the last document seen behaving the old way and the first seen behaving the
/// new way, and where no document brackets it closely the round build is a choice. The
/// evidence is in the InterfaceBuilder.md section each constant names.
enum IBToolsEra {
  /// Xcode 7 (build 8000). The 600-point Any/Any canvas of a document with size
  /// classes gets an iPad's 20-point root margins (TPKeyboardAvoiding, 9532) where
  /// Xcode 6 kept a phone's 16 (OnTheMap, 7706, outside the corpus), and a cell's
  /// content view is no longer stored a whole point short of its cell but a device
  /// pixel (InterfaceBuilder.md, "Building" and "Cells"; the boundary between 7706 and
  /// 9532 is a choice).
  static let xcode7 = 8000

  /// Xcode 9 (build 13000, iOS 11). Root views wider than 393 points get 20-point
  /// margins on phones too, cells' content views the 11-point vertical and 15- or
  /// 16-point side margins instead of a plain view's 8, and a built-in style's label
  /// stored at the old 8-point inset is flagged ambiguous (InterfaceBuilder.md,
  /// "Building", "Cells" and "Verdicts").
  static let xcode9 = 13000

  /// Xcode 10.1 (build 14460). Xcode flags a misplaced view alone rather than with
  /// every view inside it, and an ambiguous view ambiguous alone, never misplaced as
  /// well: documents up to 13771 (Xcode 9.2) do both, none from 14460 on
  /// (InterfaceBuilder.md, "Verdicts"; `IBChecker.outermostMisplacedBuild` and
  /// `IBChecker.ambiguousAloneBuild`).
  static let xcode10Point1 = 14460

  /// Xcode 11's betas (build 14800). A self-sizing row of a built-in style is drawn
  /// at the era's default row height (one-line styles) or at least as tall as its two
  /// labels (Subtitle) rather than kept at its stored height (InterfaceBuilder.md,
  /// "Cells" and "Verdicts").
  static let xcode11Betas = 14800

  /// Xcode 11 (build 15000). A xib's top-level view gets the device's insets whatever
  /// its size and insets its margins from the safe area; a `presentation` segue shows
  /// a page sheet; a scene under a navigation bar on a home-button phone is drawn
  /// without the status bar; a cell's content view fills its cell with no separator;
  /// Xcode 9 and 10 drew every full-screen top-level view of a safe-area xib with the
  /// status bar (InterfaceBuilder.md, "Building" and "Cells").
  static let xcode11 = 15000

  /// Xcode 11.4 (build 16000; 16087 the first seen). From here a freeform top-level
  /// view of a xib with safe-area guides has no bottom inset on a phone with a home
  /// indicator; builds 14490 and 15505 give it the device's 34 (InterfaceBuilder.md,
  /// "Building", *A freeform xib view's safe area*).
  static let xcode11Point4 = 16000

  /// Xcode 12 (build 17000). The compact side margin of a cell's content view is 16
  /// in every table, not only in a table that is its controller's root view (15
  /// before; InterfaceBuilder.md, "Cells").
  static let xcode12 = 17000

  /// Xcode 12.5 (build 18000; 18122 the first seen). From here, until
  /// ``xcode26Metrics``, a full-screen storyboard scene without a bar on a home-button
  /// phone is drawn without the status bar (held-out: KeePassium's ExpiryDateEditorVC,
  /// 18122, pins its date picker to the root's top margin at y = 0; no corpus document
  /// of builds 15000–20999 has such a scene pinned to its top, so where between Xcode
  /// 11, which already drops it under a navigation bar, and 12.5 it started is not
  /// known; InterfaceBuilder.md, "Building").
  static let xcode12Point5 = 18000

  /// Xcode 13 (build 19000). A self-sizing row of custom content is drawn at the
  /// height its content asks for; before, at the standard 44 points
  /// (InterfaceBuilder.md, "Verdicts": *Self-sizing rows before Xcode 13 are drawn 44
  /// points tall*).
  static let xcode13 = 19000

  /// Xcode 14 (build 21000). A phone with a sensor housing is drawn in portrait with
  /// its own status bar height rather than the iPhone X's 44 (InterfaceBuilderFormat.md
  /// §4), and, until ``xcode26Metrics``, a full-screen storyboard scene on a
  /// home-button phone without the status bar (InterfaceBuilder.md, "Building": *The
  /// status bar of Xcode 14 and 15 on home-button phones*).
  static let xcode14 = 21000

  /// Xcode 14.3 (plug-in build 22129, toolsVersion 22154). Xcode flags the views of
  /// rows that lie below their table; Xcode 12 (plug-in build 17126) does not, and no
  /// document between the two has such a row (InterfaceBuilder.md, "Rows below the
  /// table"; `IBChecker.rowsBelowTableBuild`).
  static let xcode14Point3 = 22129

  /// The era of the new metrics (build 24000): cells' content views get 15-point
  /// vertical margins and a 51-point default row, a navigation bar is 54 points tall
  /// (48 on retina6_1) under a drawn status bar, switches and rounded-rect fields
  /// their new heights, sliders no alignment insets, an empty label no size, and a
  /// phone with a sensor housing is drawn in landscape with its portrait top inset
  /// (InterfaceBuilder.md, "Building", "Landscape canvases", "Cells" and "Verdicts").
  /// The corpus's earliest such document is sentry-cocoa's (toolsVersion 24127,
  /// plug-in build 24063); the latest before it is tinode's (23727, plug-in build
  /// 23721), so 24000 is a choice between them. InterfaceBuilder.md calls the documents of builds 24000 to
  /// 24699 (sentry-cocoa, xDrip, element's SelfVerifyWait) Xcode 16 in "Building" and
  /// Xcode 26 in "Cells"; the build number is the evidence, not the name.
  static let xcode26Metrics = 24000

  /// The era of the doubled status bar (build 24700): a notched phone's canvas in
  /// portrait is drawn with a status bar area twice the device's top inset, the
  /// document's navigation bars stored under it, full-screen scenes ending twice the
  /// home-indicator inset above the bottom, and `retina5_9` drawn as the iPhone 13
  /// mini (50-point status bar) (InterfaceBuilder.md, "Building"). The corpus's
  /// earliest such document is nRF Device Manager's (24765, retina5_9).
  ///
  /// Whether this is the same era as ``xcode26Metrics`` is not known: the corpus's
  /// documents of builds 24000 to 24699 (toolsVersion: sentry-cocoa, 24127 on retina4_0;
  /// element's SelfVerifyWait, 24506 on retina4_7; xDrip, 24412 on retina6_0 in landscape) are
  /// none of them a notched phone in portrait, so settling it needs such a document
  /// between 24000 and 24700. Both boundaries are kept as the evidence shows them.
  static let xcode26DoubledStatusBar = 24700
}
