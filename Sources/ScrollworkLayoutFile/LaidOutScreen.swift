import Foundation
import Scrollwork

/// A layout file built into a live view hierarchy and laid out: the root view, the
/// views by id in file order, and the device and orientation in use. Actions
/// (``runActions()``) change it in place; the reports read its current state.
///
/// Not thread-safe, like the views it holds.
public final class LaidOutScreen {
  /// The file it was built from.
  public let file: LayoutFile
  /// The root view (the screen).
  public let root: View
  /// Every view with its id, in file order (the root first).
  public let views: [(id: String, view: View)]
  /// The device in use.
  public let device: Device
  /// The current orientation (changed by `rotate`).
  public internal(set) var orientation: DeviceOrientation
  /// The current Dynamic Type size (changed by `contentSizeCategory`).
  public internal(set) var contentSizeCategory: ContentSizeCategory
  /// The height of the keyboard shown by the last `keyboard` action, nil when hidden.
  public internal(set) var keyboardHeight: CGFloat?
  /// The id of the view the last `focus` action named.
  public internal(set) var focusedID: String?
  /// The constraints of each equation with an id (several for `edges`, `size`, `center`).
  public let constraintsByID: [String: [LayoutConstraint]]
  /// The data sources of the file's table and collection views, in file order
  /// (the views hold theirs weakly, as in UIKit).
  let cellSources: [any FileCellSource]

  init(
    file: LayoutFile, root: View, views: [(id: String, view: View)], device: Device, orientation: DeviceOrientation,
    contentSizeCategory: ContentSizeCategory = .large, constraintsByID: [String: [LayoutConstraint]],
    cellSources: [any FileCellSource] = []
  ) {
    self.cellSources = cellSources
    self.contentSizeCategory = contentSizeCategory
    self.file = file
    self.root = root
    // The screen's notifications (its text fields' editing notifications on `focus`)
    // reach only observers of this screen, never `NotificationCenter.default`, so that
    // screens run beside each other (or beside an app's windows) stay apart.
    root.hierarchyNotificationCenter = NotificationCenter()
    self.views = views
    self.device = device
    self.orientation = orientation
    self.constraintsByID = constraintsByID
  }

  /// The view with this id.
  public func view(_ id: String) -> View? { views.first { $0.id == id }?.view }

  /// Where the screen's views post their notifications (a text field's editing
  /// notifications on a `focus` action): a center of the screen's own, never
  /// `NotificationCenter.default`, so that screens laid out side by side (the CLI's
  /// reports, tests in parallel) hear nothing of each other. A `keyboard` action posts
  /// nothing: it gives the scroll views their keyboard insets directly.
  public var notificationCenter: NotificationCenter { root.hierarchyNotificationCenter }

  /// The scroll views, in file order.
  var scrollViews: [ScrollView] { views.compactMap { $0.view as? ScrollView } }

  /// The laid-out hierarchy as renderers read it (`LayoutSnapshot`).
  public func snapshot() -> LayoutSnapshot { LayoutSnapshot(of: root) }

  /// Every diagnostic of the hierarchy (`View.layoutDiagnostics()`), then what the
  /// table views recorded about their cells (``cellDiagnostics()``).
  public func diagnostics() -> [LayoutDiagnostic] { root.layoutDiagnostics() + cellDiagnostics() }

  /// The name of a view in a diagnostic, as `layout` lists it: a view of the file by its
  /// id; a view of a cell or of a section's header or footer by that view's name and its
  /// template id (`feed[0,2].title`, `grid[0].header.title`), a table's header or footer
  /// view as `feed.header` and its views as `feed.header.title`, so that an issue inside a
  /// reused template names the row it is in. Any other view (one the library made) by its
  /// description.
  package func id(of view: View) -> String {
    let own = view.accessibilityIdentifier ?? view.description
    let fileViews = Set(views.map { ObjectIdentifier($0.view) })
    // A file view, or a cell or section header/footer itself (`feed[0,2]`, `feed[0].header`:
    // template ids cannot hold '[').
    if fileViews.contains(ObjectIdentifier(view)) || own.contains("[") { return own }
    var child = view
    var ancestor = view.superview
    while let a = ancestor {
      if let name = a.accessibilityIdentifier {
        if name.contains("[") { return "\(name).\(own)" }
        if fileViews.contains(ObjectIdentifier(a)) {
          guard child !== view, let end = child.accessibilityIdentifier else { return "\(name).\(own)" }
          return "\(name).\(end).\(own)"
        }
      }
      child = a
      ancestor = a.superview
    }
    return own
  }
}
