import Foundation

extension CollectionView {
  /// How cells of one class are made and configured for one kind of item: UIKit's
  /// `UICollectionView.CellRegistration`.
  ///
  /// ```swift
  /// let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, path, name in
  ///   var content = cell.defaultContentConfiguration()
  ///   content.text = name
  ///   cell.contentConfiguration = content
  /// }
  /// let source = CollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, path, name in
  ///   view.dequeueConfiguredReusableCell(using: registration, for: path, item: name)
  /// }
  /// ```
  ///
  /// The registration has a reuse identifier of its own, made when it is created; the
  /// first ``CollectionView/dequeueConfiguredReusableCell(using:for:item:)`` with it
  /// registers `Cell` under that identifier. From then on cells are reused as any
  /// registered class's are: a cell from the reuse pool gets its
  /// ``CollectionReusableView/prepareForReuse()``, a new one is made with `init(frame:)`,
  /// and either way the handler configures it for the item before the collection view
  /// shows it (UIKitBehaviour.md §42). Make a registration once (a property or a
  /// local outside the cell provider), as UIKit asks: one made inside the cell provider
  /// gets a new identifier each time and its cells are never reused.
  public struct CellRegistration<Cell: CollectionViewCell, Item> {
    /// Configures a cell for the item at an index path.
    public typealias Handler = (Cell, IndexPath, Item) -> Void

    /// The reuse identifier `Cell` is registered under.
    let reuseIdentifier: String
    let handler: Handler

    /// A registration of `Cell` configured by `handler` (UIKit's `init(handler:)`).
    public init(handler: @escaping Handler) {
      reuseIdentifier = "CellRegistration<\(String(reflecting: Cell.self))>-\(UUID().uuidString)"
      self.handler = handler
    }
  }

  /// A cell of the registration's class for an item: reused (after its
  /// ``CollectionReusableView/prepareForReuse()``) or made, then configured by the
  /// registration's handler with `indexPath` and `item` (UIKit's
  /// `dequeueConfiguredReusableCell(using:for:item:)`). Registers the class under the
  /// registration's identifier on first use.
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    let identifier = registration.reuseIdentifier
    if cellRegistrations[identifier] == nil { register(Cell.self, forCellWithReuseIdentifier: identifier) }
    let dequeued = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    // Only `Cell` is registered under the registration's own identifier, so the cast holds;
    // a cell of another class (a subclass overriding the dequeue) is replaced by a new one.
    let cell: Cell
    if let typed = dequeued as? Cell {
      cell = typed
    } else {
      cell = Cell(registeredFrame: .zero)
      cell.reuseIdentifier = identifier
    }
    prepareListCell(cell, kind: nil, at: indexPath)
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }
}
