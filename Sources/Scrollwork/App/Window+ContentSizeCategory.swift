import Foundation

extension Window {
  /// The window's Dynamic Type size (`.large` by default, as on a new device). UIKit
  /// reads it from Settings (`UIApplication.preferredContentSizeCategory`); headless a
  /// program, test or layout file sets it here. Setting another category:
  /// 1. the window's traits take the new category;
  /// 2. every label and text field with `adjustsFontForContentSizeCategory` whose font
  ///    follows Dynamic Type (`Font.preferredFont(forTextStyle:compatibleWith:)`,
  ///    `FontMetrics`) takes the font of the new category;
  /// 3. `traitCollectionDidChange(_:)` runs on every view (parents first), then on every
  ///    controller, with the old traits;
  /// 4. `ContentSizeCategory.didChangeNotification` is posted on
  ///    ``notificationCenter``;
  /// 5. the window is laid out.
  ///
  /// Setting `ContentSizeCategory.unspecified` sets `.large` (a window always has a
  /// category). UIKitBehaviour.md §17.
  public var preferredContentSizeCategory: ContentSizeCategory {
    get { currentTraits.preferredContentSizeCategory }
    set { changeContentSizeCategory(to: newValue == .unspecified ? .large : newValue) }
  }

  private func changeContentSizeCategory(to category: ContentSizeCategory) {
    let oldTraits = currentTraits
    guard category != oldTraits.preferredContentSizeCategory else { return }
    currentTraits = TraitCollection(traitsFrom: [oldTraits, TraitCollection(preferredContentSizeCategory: category)])
    adjustFontsForContentSizeCategory(in: self)
    forEachInSubtree { $0.traitCollectionDidChange(oldTraits) }
    for c in viewControllers(in: self) { c.traitCollectionDidChange(oldTraits) }
    notificationCenter.post(
      name: ContentSizeCategory.didChangeNotification, object: self,
      userInfo: [ContentSizeCategory.newValueUserInfoKey: category.rawValue])
    layoutIfNeeded()
  }
}

extension View {
  /// Gives every label and text field of this subtree that adjusts its font for the
  /// content size category the font of `window`'s category.
  func adjustFontsForContentSizeCategory(in window: Window) {
    let category = window.preferredContentSizeCategory
    forEachInSubtree { view in
      if let label = view as? Label {
        label.adjustFontForContentSizeCategory(category)
      } else if let field = view as? TextField {
        field.adjustFontForContentSizeCategory(category)
      }
    }
  }

  /// The category of the window this view is in, nil outside a window.
  var windowContentSizeCategory: ContentSizeCategory? {
    (rootView as? Window)?.preferredContentSizeCategory
  }
}

extension Label {
  /// Takes the font of `category` if the label adjusts its font and the font follows
  /// Dynamic Type.
  func adjustFontForContentSizeCategory(_ category: ContentSizeCategory) {
    guard adjustsFontForContentSizeCategory, let adjusted = font.adjusted(for: category),
      adjusted.pointSize != font.pointSize
    else { return }
    font = adjusted
  }
}

extension TextField {
  /// Takes the font of `category` if the field adjusts its font and the font follows
  /// Dynamic Type.
  func adjustFontForContentSizeCategory(_ category: ContentSizeCategory) {
    guard adjustsFontForContentSizeCategory, let adjusted = font.adjusted(for: category),
      adjusted.pointSize != font.pointSize
    else { return }
    font = adjusted
  }
}
