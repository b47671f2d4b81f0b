import Foundation

/// A view whose data changes arrive as ``TableUpdate``s, singly or collected in a
/// batch: ``TableView`` and ``CollectionView`` (their `performBatchUpdates` and
/// insert/delete/reload/move methods), and what a diffable data source updates.
protocol BatchUpdatingView: AnyObject {
  /// Whether the view has asked its data source for its data yet.
  var hasLoaded: Bool { get }
  /// The update being collected inside a batch (nil outside one).
  var pendingUpdates: TableUpdate? { get set }
  /// Checks and applies one update (the view's own rule).
  func apply(_ update: TableUpdate)
  /// Asks the data source for everything again.
  func reloadData()
}

extension BatchUpdatingView {
  /// Runs `updates` and applies every change it records as one update. Batches nest:
  /// an inner batch joins the outer one.
  func collectBatch(_ updates: (() -> Void)?) {
    let isOuter = pendingUpdates == nil
    if isOuter { pendingUpdates = TableUpdate() }
    updates?()
    if isOuter, let batch = pendingUpdates {
      pendingUpdates = nil
      apply(batch)
    }
  }

  /// Records one change: into the batch being collected, else applied at once.
  func record(_ change: (inout TableUpdate) -> Void) {
    if pendingUpdates != nil {
      change(&pendingUpdates!)
      return
    }
    var single = TableUpdate()
    change(&single)
    apply(single)
  }
}

extension TableView: BatchUpdatingView {}
extension CollectionView: BatchUpdatingView {}
