import Foundation
import Scrollwork

/// The supplementary view class registered for a layout file's collection section
/// header and footer views (`header:`, `footer:`): a plain
/// `UICollectionReusableView` that holds its template's views itself (the template's
/// root, `header` or `footer`, is the view).
public final class TemplateCollectionReusableView: CollectionReusableView, TemplateCell {
  /// The template's views by id, once built into the view.
  public internal(set) var templateViews: [String: View]?

  var templateContainer: View { self }

  public override var itemClassName: String { "UICollectionReusableView" }
}
