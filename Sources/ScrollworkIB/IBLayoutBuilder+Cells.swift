import Foundation
import Scrollwork

extension Builder {
  /// Records a table view cell's content view as the cell's own ``TableViewCell/contentView``
  /// (placed by the cell, ``IBTableViewCell``), gives it the document's attributes and
  /// Interface Builder's margins, then builds its subviews.
  ///
  /// Margins: the stored ones when the document has them; else 11 points above and
  /// below (15 from Xcode 26, ``contentViewVerticalMargin(build:)``) and, at the
  /// sides, the system minimum margins of the table the cell is in (of the cell
  /// itself in a cell `.xib`): 20 points when it is wider than 393 points
  /// (``widestCompactMarginWidth``), else 16, a phone in landscape counting its
  /// portrait width (``systemMarginWidth(_:device:orientation:)``); 15 instead of 16 before Xcode 12
  /// when the table is not its controller's root view (or the cell is a cell `.xib`'s
  /// own root); 8 on every side before Xcode 9 (build 13000), the margins of a
  /// plain view (InterfaceBuilder.md, "Cells"). A cell with an accessory gives its
  /// content view an 8-point trailing margin: the accessory beside it keeps its own
  /// distance (``contentViewMargins(build:width:hasAccessory:takesTableInset:)``).
  func registerContentView(_ e: IBView, of cell: TableViewCell, cellID: String, in layout: IBLayout) {
    let content = cell.contentView
    configure(content, applyingVariations(e))
    content.insetsLayoutMarginsFromSafeArea = false
    if e.margins == nil {
      let cellElement = layout.elements[cellID]
      let table = layout.parents[cellID].flatMap { layout.elements[$0] }
      let width = table?.frame?.width ?? cellElement?.frame?.width ?? 320
      content.directionalLayoutMargins = Self.contentViewMargins(
        build: document.buildNumber, width: Self.cellMarginWidth(width, ofCell: cellID, in: layout),
        hasAccessory: (cellElement?.accessoryType).map { $0 != "none" } ?? false,
        takesTableInset: Self.takesTableInset(
          ofCell: cellID, in: layout, declaresDeploymentTarget: document.declaresDeploymentTarget))
    }
    // The margins are Interface Builder's whatever the cell's: the content view does
    // not take the cell's on top of them.
    content.preservesSuperviewLayoutMargins = false
    content.frame = cell.contentViewFrame
    register(e, view: content, parent: cellID, in: layout)
  }

  /// The widest view (or table) that Interface Builder gives the compact system
  /// minimum margins, 16 points; a wider one gets 20 (from Xcode 9). Phones of 375,
  /// 390 and 393 points (retina6_12: LNPopupController's TestingScene, Xcode 26, pins
  /// its Next button 14 points past the root's trailing margin and stores it ending at
  /// 391 = 393 − 16 + 14) keep 16; 400- and 414-point canvases get 20
  /// (SkyFloatingLabelTextField, arcgis, siskin-im; InterfaceBuilder.md, "Cells").
  static let widestCompactMarginWidth: CGFloat = 393

  /// The width that decides the system minimum margins (16 or 20 points, as
  /// ``contentViewMargins(build:width:hasAccessory:takesTableInset:)`` and a root view's) of a view
  /// `width` points wide on `device` in `orientation`. UIKit varies those margins by
  /// the horizontal size class (16 in a compact width, 20 in a regular one:
  /// UIKitBehaviour.md §6), and a
  /// phone keeps in landscape the class of its portrait width, so a phone in
  /// landscape counts no more than its portrait width: a phone up to 393 points wide
  /// in portrait (compact in both orientations) keeps 16, a wider one (regular in
  /// landscape) keeps 20 (InterfaceBuilder.md, "Landscape canvases": xDrip's
  /// Treatments cell on retina6_0 in landscape, 16 points inside a 750-point table).
  /// Any other device, orientation or canvas: `width` itself.
  /// - Complexity: O(1).
  static func systemMarginWidth(_ width: CGFloat, device: Device?, orientation: DeviceOrientation) -> CGFloat {
    guard let device, !device.isPad, orientation == .landscape else { return width }
    return min(width, device.size(in: .portrait).width)
  }

  /// The margins Interface Builder gives a table view cell's content view in a table
  /// (or cell `.xib`) `width` points wide, saved by Xcode build `build`; with
  /// `hasAccessory` (an `accessoryType` other than `none`) the trailing margin is 8
  /// points, the standard spacing to the accessory (InterfaceBuilder.md, "Cells":
  /// siskin-im, Xcode 13.2 and 14.2; nRF-Toolbox, Xcode 10).
  ///
  /// The compact side margin is 16 points, the system minimum margin of a
  /// controller's root view (UIKitBehaviour.md §6); with `takesTableInset` (see
  /// ``takesTableInset(ofCell:in:declaresDeploymentTarget:)``) before Xcode 12 (build
  /// 17000) it is the table's own default inset, 15 points (UIKitBehaviour.md §58).
  /// The regular margin is 20 points either way.
  ///
  /// Above and below: ``contentViewVerticalMargin(build:)``.
  static func contentViewMargins(
    build: Int, width: CGFloat, hasAccessory: Bool = false, takesTableInset: Bool = false
  ) -> DirectionalEdgeInsets {
    guard build >= IBToolsEra.xcode9 else { return DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
    let compact: CGFloat = takesTableInset && build < IBToolsEra.xcode12 ? 15 : 16
    let side: CGFloat = width > widestCompactMarginWidth ? 20 : compact
    let vertical = contentViewVerticalMargin(build: build)
    return DirectionalEdgeInsets(
      top: vertical, leading: side, bottom: vertical, trailing: hasAccessory ? 8 : side)
  }

  /// The margin above and below a table view cell's content view that stores none,
  /// from Xcode 9 (build 13000): 11 points, 15 from Xcode 26 (build 24000), whose
  /// default row is 51 points tall instead of 44 (``defaultRowHeight(build:)``), the
  /// margins growing with it: a one-line 17-point label (20.33 tall) centred in the
  /// default row leaves 11.8 and 15.3 above it (UIKitBehaviour.md §69;
  /// InterfaceBuilder.md, "Cells": 55 constraints of Xcode 9 to 16 give 11, nRF
  /// Device Manager's Diagnostics cell, 24765, pins its status label 6 below the top
  /// margin at y = 21, and a held-out 127-point cell `.xib` of build 24127 its views
  /// at y = 15). The row's height does not change it: tinode's 60-point rows (23727)
  /// give 11 as 25- to 244-point rows of earlier builds do.
  /// - Complexity: O(1).
  static func contentViewVerticalMargin(build: Int) -> CGFloat {
    build >= IBToolsEra.xcode26Metrics ? 15 : 11
  }

  /// The width that decides the side margins of the cell `cellID` in a table (or cell
  /// `.xib`) `width` points wide (``contentViewMargins(build:width:hasAccessory:takesTableInset:)``).
  /// A root table's cells take the controller's system minimum margins, which follow
  /// the screen's width (20 points on a 414-point phone); a table inside another view
  /// gives its cells its own default inset, which follows the size class, so on a
  /// phone in portrait (a compact width) it is the compact margin however wide the
  /// table (UIKitBehaviour.md §67; InterfaceBuilder.md, "Cells": iNaturalist's
  /// ObsDetailV2 table, 414 points inside the root, Xcode 15, stores its rows' views
  /// at 16, unflagged). Elsewhere ``systemMarginWidth(_:device:orientation:)``; a cell
  /// `.xib`'s cell keeps its own width (LoopKit's 450-point cell, Strongbox's
  /// 415-point one: 20).
  /// - Complexity: O(1).
  static func cellMarginWidth(_ width: CGFloat, ofCell cellID: String, in layout: IBLayout) -> CGFloat {
    if let tableID = layout.parents[cellID], layout.parents[tableID] != nil,
      layout.elements[tableID]?.element == "tableView", let device = layout.device, !device.isPad,
      layout.orientation == .portrait
    {
      return min(width, widestCompactMarginWidth)
    }
    return systemMarginWidth(width, device: layout.device, orientation: layout.orientation)
  }

  /// Whether the table holding the cell `cellID` is its scene's root view (a table
  /// view controller's table, or a controller whose `view` is a table): false for a
  /// table inside another view and for a cell `.xib`'s own cell
  /// (``contentViewMargins(build:width:hasAccessory:takesTableInset:)``).
  /// - Complexity: O(1).
  static func tableIsControllerRoot(ofCell cellID: String, in layout: IBLayout) -> Bool {
    guard let tableID = layout.parents[cellID] else { return false }
    return layout.parents[tableID] == nil
  }

  /// Whether Interface Builder (Xcode 9 to 11) gives the cell `cellID`'s content view
  /// the table's own default side inset, 15 points, instead of a root view's 16
  /// (``contentViewMargins(build:width:hasAccessory:takesTableInset:)``;
  /// InterfaceBuilder.md, "Cells"):
  /// - a cell of a table inside another view: yes (nRF-Toolbox's log cell, Xcode 10; a
  ///   held-out Xcode 10 table inside a scene's view);
  /// - a cell of a table that is its scene's root view: no (FreeOTP, GitHawk, arcgis);
  /// - a cell `.xib`'s own cell: only in a document that declares no deployment target
  ///   (`declaresDeploymentTarget`, `<deployment identifier="iOS"/>` in its
  ///   `<dependencies>`): LoopKit's DateAndDuration cell (Xcode 11.5, none declared)
  ///   stores 15, while five held-out cell `.xib`s from five apps (Xcode 9.3, 10.1,
  ///   11.4 twice, 9.3), each declaring one, store 16. Why the declaration decides it
  ///   is not known; it is the one attribute that separates the six.
  /// - Complexity: O(1).
  static func takesTableInset(ofCell cellID: String, in layout: IBLayout, declaresDeploymentTarget: Bool) -> Bool {
    guard let tableID = layout.parents[cellID], layout.elements[tableID]?.element == "tableView" else {
      return !declaresDeploymentTarget
    }
    return layout.parents[tableID] != nil
  }

  /// Gives every self-sizing table view cell the height UIKit's self-sizing gives
  /// it, as Xcode's canvas does (InterfaceBuilder.md, "Cells"): a cell without a
  /// `rowHeight` of its own in a table whose `rowHeight` is automatic (`-1`). The
  /// height is the content view's fitted height at its width (required width,
  /// fitting-priority height pulled toward 0) plus the stored separator, or the
  /// era's ``defaultRowHeight(build:)`` when the content gives no height.
  /// A cell of a one-line built-in style (Basic, Right Detail, Left Detail) gets
  /// the style's height from Xcode 11 (``builtInStyleHeight(style:build:)``); a
  /// Subtitle cell, and any built-in style before Xcode 11, keeps its stored height
  /// (InterfaceBuilder.md, "Cells"). A static cell of custom content before Xcode 13
  /// gets the row the canvas of those versions draws, whatever its content asks for
  /// (``legacyStaticRowHeight(of:build:)``, which `check` judges it by too).
  func sizeSelfSizingCells(in layout: IBLayout) {
    for id in layout.order {
      guard let cell = layout.views[id] as? IBTableViewCell, let e = layout.elements[id], e.rowHeight == nil,
        let table = layout.parents[id].flatMap({ layout.elements[$0] }), table.element == "tableView",
        table.rowHeight == -1
      else { continue }
      if let style = e.cellStyle {
        guard let height = Self.builtInStyleHeight(style: style, build: document.buildNumber) else { continue }
        cell.frame = CGRect(origin: cell.frame.origin, size: CGSize(width: cell.frame.width, height: height))
        layout.selfSizedCells.insert(id)
        continue
      }
      if let height = Self.legacyStaticRowHeight(of: e, build: document.buildNumber) {
        cell.frame = CGRect(origin: cell.frame.origin, size: CGSize(width: cell.frame.width, height: height))
        layout.selfSizedCells.insert(id)
        continue
      }
      let fitted = cell.contentView.systemLayoutSizeFitting(
        CGSize(width: cell.contentViewFrame.width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel
      ).height
      let height = fitted > 0 ? fitted + cell.bottomInset : Self.defaultRowHeight(build: document.buildNumber)
      cell.frame = CGRect(origin: cell.frame.origin, size: CGSize(width: cell.frame.width, height: height))
      layout.selfSizedCells.insert(id)
    }
  }

  /// The height Xcode's canvas gives a self-sizing cell of the built-in `style`
  /// (`IBUITableViewCellStyleDefault`, `…Value1`, `…Value2`) saved by build `build`:
  /// the era's ``defaultRowHeight(build:)`` from Xcode 11 (build 14800, its betas
  /// included); nil for the Subtitle style (its height follows the fonts of its two
  /// labels: 55.5 in siskin-im, 57.5 in Strongbox) and before Xcode 11, where the
  /// stored height is kept (InterfaceBuilder.md, "Cells").
  static func builtInStyleHeight(style: String, build: Int) -> CGFloat? {
    guard build >= IBToolsEra.xcode11Betas,
      ["IBUITableViewCellStyleDefault", "IBUITableViewCellStyleValue1", "IBUITableViewCellStyleValue2"].contains(style)
    else { return nil }
    return defaultRowHeight(build: build)
  }

  /// The height Xcode's canvas draws the self-sizing table view cell `cell` (a cell
  /// of custom content, no built-in style, in a table whose `rowHeight` is automatic)
  /// of a document saved by build `build`: before Xcode 13 (build 19000), the
  /// standard 44-point row for a cell of a static table, whatever its content asks
  /// for; nil for a prototype cell, which the canvas sizes to its content as later
  /// versions size every row, and for built-in styles (``builtInStyleHeight(style:build:)``).
  ///
  /// The builder lays such a row out at this height and `check` judges its stored
  /// frame and its content's constraints against it: one rule for both
  /// (InterfaceBuilder.md, "Verdicts", *Self-sizing rows before Xcode 13*). Static
  /// rows of the corpus saved by Xcode 10 to 12 are stored at 44 (43.5 in arcgis'
  /// Xcode 11 documents, within tolerance) unless Xcode flags them, whatever their
  /// content asks for (arcgis' ColorPicker 96, Animate3DGraphic 71 and 81, their
  /// content views flagged ambiguous instead; Strongbox's 40-point rows and arcgis'
  /// 216.5-point row flagged misplaced). A prototype row is stored at its content's
  /// height, unflagged: 81.5 points for a 59.5-point stack between 11-point margins
  /// (an Xcode 11.2 grouped table), and the corpus's one pre-13 self-sizing
  /// prototype row, a Subtitle row of Strongbox's DatabaseOperations (Xcode 12), at
  /// its labels' 57.5 points where the same document's static Subtitle row stored
  /// at 44 is flagged.
  static func legacyStaticRowHeight(of cell: IBView, build: Int) -> CGFloat? {
    guard build < IBToolsEra.xcode13, cell.isStaticCell, cell.cellStyle == nil else { return nil }
    return TableView.standardRowHeight
  }

  /// The height Xcode's canvas gives a self-sizing row whose content states none:
  /// UIKit's standard 44 points (UIKitBehaviour.md §18), 51 from Xcode 16 (build
  /// 24000: xDrip, nRF Device Manager and LNPopupController store their one-line
  /// built-in style rows at 51, and nRF Device Manager its container-view rows).
  static func defaultRowHeight(build: Int) -> CGFloat {
    build >= IBToolsEra.xcode26Metrics ? 51 : TableView.standardRowHeight
  }
}

extension Builder {
  /// The frame a table view `tableWidth` points wide (the table `table` of the
  /// document) gives its cell `cell` when the document stores none for it, as older
  /// Xcodes wrote prototype and static cells (UIKitBehaviour.md §76): across, the
  /// table's cell span (``TableView/cellSpan(tableWidth:style:)``: the full width, 20
  /// points in from either side in an `insetGrouped` table); down, the row's height
  /// (``rowHeight(ofCell:inTable:build:)``) from y 0 (the document stores no row
  /// position, and a cell is laid out as its own root, so its y does not reach its
  /// content's frames).
  /// - Complexity: O(1).
  static func unframedCellFrame(_ cell: IBView, inTable table: IBView, tableWidth: CGFloat, build: Int) -> CGRect {
    let style: TableView.Style =
      switch table.tableStyle {
      case "grouped": .grouped
      case "insetGrouped": .insetGrouped
      default: .plain
      }
    let span = TableView.cellSpan(tableWidth: tableWidth, style: style)
    return CGRect(x: span.x, y: 0, width: span.width, height: rowHeight(ofCell: cell, inTable: table, build: build))
  }

  /// The height of a row of the cell `cell` in the table `table`, as UIKit sizes a
  /// row (UIKitBehaviour.md §18, §76): the cell's own `rowHeight` (Interface
  /// Builder's custom row height), else the table's; automatic (`-1`) or absent, the
  /// era's ``defaultRowHeight(build:)``, which ``sizeSelfSizingCells(in:)`` then
  /// replaces by the content's height in a self-sizing table.
  /// - Complexity: O(1).
  static func rowHeight(ofCell cell: IBView, inTable table: IBView, build: Int) -> CGFloat {
    guard let height = cell.rowHeight ?? table.rowHeight, height > 0 else { return defaultRowHeight(build: build) }
    return height
  }

  /// The frame a table view gives its `tableHeaderView` or `tableFooterView` `e`, as
  /// UIKit does (UIKitBehaviour.md §28): at x 0, as wide as the table, as tall
  /// as its own frame (the table does not size it by Auto Layout); the header at the
  /// top of the content (y 0), the footer where the document stored it, after the
  /// last section (the sections' heights are not modelled: InterfaceBuilder.md,
  /// "Table header and footer views").
  static func tableHeaderOrFooterFrame(_ e: IBView, in table: IBView) -> CGRect {
    let stored = e.frame ?? .zero
    let y = e.key == "tableHeaderView" ? 0 : stored.minY
    return CGRect(x: 0, y: y, width: table.frame?.width ?? stored.width, height: stored.height)
  }
}
