import Foundation
import Scrollwork

/// The data source of ``TableScrollScenario``: one section of rows, each a
/// ``TableScrollCell`` showing its own sentence, counting the cells the table's
/// dequeue created and the ones it reused.
final class TableScrollSource: TableViewDataSource {
  static let identifier = "sentence"

  /// The row texts.
  let texts: [String]
  /// Cells dequeued for the first time (made by the table's registration).
  private(set) var created = 0
  /// Cells dequeued again after leaving the screen.
  private(set) var reused = 0

  init(texts: [String]) {
    self.texts = texts
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifier, for: indexPath)
    guard let cell = cell as? TableScrollCell else { return cell }
    if cell.isFresh {
      created += 1
      cell.isFresh = false
    } else {
      reused += 1
    }
    cell.sentence.text = texts[indexPath.row]
    cell.row = indexPath.row
    return cell
  }
}
