import Foundation

extension View {
  /// The center this view's hierarchy posts through (a text field's editing and text
  /// notifications; a window's keyboard and content-size notifications): the one kept
  /// on the root view, a window's ``Window/notificationCenter`` or the one a headless
  /// host gave a hierarchy without a window (a layout file's screen), else
  /// `NotificationCenter.default`, as in UIKit. Setting it sets the root view's, so
  /// that observers of one hierarchy hear nothing of another run beside it.
  package var hierarchyNotificationCenter: NotificationCenter {
    get { rootView.storedNotificationCenter ?? .default }
    set { rootView.storedNotificationCenter = newValue }
  }
}
