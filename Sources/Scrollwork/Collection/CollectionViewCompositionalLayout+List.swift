import Foundation

extension CollectionViewCompositionalLayout {
  /// A layout whose every section is a list of `configuration`
  /// (UIKit's `list(using:)`; ``CollectionLayoutSection/list(using:layoutEnvironment:)``).
  public static func list(using configuration: CollectionLayoutListConfiguration)
    -> CollectionViewCompositionalLayout
  {
    CollectionViewCompositionalLayout { _, environment in
      CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
  }

  /// The list configuration of a prepared section (nil: the section is not a list).
  func listConfiguration(inSection section: Int) -> CollectionLayoutListConfiguration? {
    sections.indices.contains(section) ? sections[section].listConfiguration : nil
  }
}
