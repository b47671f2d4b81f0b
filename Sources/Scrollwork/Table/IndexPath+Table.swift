import Foundation

#if !canImport(UIKit)
  /// UIKit's table and collection additions to `IndexPath` (`row`, `item`, `section`),
  /// which Foundation has only with UIKit: a table's index path holds two indexes,
  /// the section then the row.
  ///
  /// The getters read 0 for an index the path does not hold (UIKit traps instead),
  /// so that no malformed path crashes; the table view treats such a row as out of
  /// range.
  extension IndexPath {
    /// The path (section, row): UIKit's `IndexPath(row:section:)`.
    public init(row: Int, section: Int) {
      self.init(indexes: [section, row])
    }

    /// The path (section, item): UIKit's `IndexPath(item:section:)`.
    public init(item: Int, section: Int) {
      self.init(indexes: [section, item])
    }

    /// The first index (0 when the path is empty).
    public var section: Int {
      get { count > 0 ? self[0] : 0 }
      set { if count > 0 { self[0] = newValue } else { self = IndexPath(indexes: [newValue, 0]) } }
    }

    /// The second index (0 when the path has fewer than two).
    public var row: Int {
      get { count > 1 ? self[1] : 0 }
      set {
        if count > 1 { self[1] = newValue } else { self = IndexPath(indexes: [count > 0 ? self[0] : 0, newValue]) }
      }
    }

    /// The second index, as collection views name it.
    public var item: Int {
      get { row }
      set { row = newValue }
    }
  }
#endif
