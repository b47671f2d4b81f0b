import Foundation

extension CollectionView {
  /// How supplementary views of one class and kind are made and configured: UIKit's
  /// `UICollectionView.SupplementaryRegistration`.
  ///
  /// ```swift
  /// let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
  ///   elementKind: CollectionView.elementKindSectionHeader
  /// ) { view, kind, path in
  ///   var content = view.defaultContentConfiguration()
  ///   content.text = "Section \(path.section)"
  ///   view.contentConfiguration = content
  /// }
  /// source.supplementaryViewProvider = { view, kind, path in
  ///   view.dequeueConfiguredReusableSupplementary(using: header, for: path)
  /// }
  /// ```
  ///
  /// As with ``CellRegistration``, the registration has its own reuse identifier, and
  /// the first dequeue registers `Supplementary` for ``elementKind`` under it; every
  /// dequeue runs the handler (UIKitBehaviour.md §42).
  public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
    /// Configures a view of a kind for an index path.
    public typealias Handler = (Supplementary, String, IndexPath) -> Void

    /// The kind of the views (a flow layout's ``CollectionView/elementKindSectionHeader``,
    /// a boundary item's `elementKind`).
    public let elementKind: String
    /// The reuse identifier `Supplementary` is registered under.
    let reuseIdentifier: String
    let handler: Handler

    /// A registration of `Supplementary` views of `elementKind` configured by `handler`
    /// (UIKit's `init(elementKind:handler:)`).
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      reuseIdentifier =
        "SupplementaryRegistration<\(String(reflecting: Supplementary.self))>-\(UUID().uuidString)"
      self.handler = handler
    }
  }

  /// A supplementary view of the registration's class and kind: reused or made, then
  /// configured by the registration's handler (UIKit's
  /// `dequeueConfiguredReusableSupplementary(using:for:)`). Registers the class on
  /// first use.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let kind = registration.elementKind
    let identifier = registration.reuseIdentifier
    if supplementaryRegistrations[SupplementaryKey.Pool(kind: kind, identifier: identifier)] == nil {
      register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }
    let dequeued = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    let view: Supplementary
    if let typed = dequeued as? Supplementary {
      view = typed
    } else {
      view = Supplementary(registeredFrame: .zero)
      view.reuseIdentifier = identifier
    }
    prepareListCell(view, kind: kind, at: indexPath)
    registration.handler(view, kind, indexPath)
    return view
  }
}
