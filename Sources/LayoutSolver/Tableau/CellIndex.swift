/// A map from symbol id to cell position for large rows: open addressing with
/// linear probing, Fibonacci hashing and backward-shift deletion (no tombstones).
///
/// About five times faster than `Dictionary<Int32, Int32>` here, because the key is
/// already a small integer and needs no SipHash.
struct CellIndex: Sendable {
  /// One slot: `key == -1` marks an empty slot.
  private struct Slot: Sendable {
    var key: Int32
    var value: Int32
  }

  private var slots: [Slot]
  private var shift: UInt64
  private(set) var count = 0

  /// Creates an index with room for `capacity` keys before it grows.
  init(capacity: Int) {
    var bits: UInt64 = 5
    while (1 << bits) < capacity * 2 { bits += 1 }
    slots = Array(repeating: Slot(key: -1, value: 0), count: 1 << bits)
    shift = 64 - bits
  }

  @inline(__always)
  private func home(_ key: Int32) -> Int { CellIndex.home(key, shift: shift) }

  @inline(__always)
  private static func home(_ key: Int32, shift: UInt64) -> Int {
    Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// The value stored for `key`.
  /// - Complexity: O(1) expected.
  @inline(__always)
  func value(for key: Int32) -> Int32? {
    let mask = slots.count - 1
    var i = home(key)
    while true {
      let k = slots[i].key
      if k == key { return slots[i].value }
      if k == -1 { return nil }
      i = (i + 1) & mask
    }
  }

  /// Stores `value` for `key` (inserting or replacing).
  mutating func set(_ value: Int32, for key: Int32) {
    if (count + 1) * 2 > slots.count { grow() }
    let mask = slots.count - 1
    var i = home(key)
    while true {
      let k = slots[i].key
      if k == key {
        slots[i].value = value
        return
      }
      if k == -1 {
        slots[i] = Slot(key: key, value: value)
        count += 1
        return
      }
      i = (i + 1) & mask
    }
  }

  /// Removes `key` if present, shifting later entries of its probe run back.
  mutating func remove(_ key: Int32) {
    let mask = slots.count - 1
    var i = home(key)
    while true {
      let k = slots[i].key
      if k == -1 { return }
      if k == key { break }
      i = (i + 1) & mask
    }
    count -= 1
    var j = i
    while true {
      j = (j + 1) & mask
      let k = slots[j].key
      if k == -1 { break }
      let h = home(k)
      // Move the entry at j into the hole at i unless its home lies in (i, j].
      let stays = i <= j ? (h > i && h <= j) : (h > i || h <= j)
      if !stays {
        slots[i] = slots[j]
        i = j
      }
    }
    slots[i].key = -1
  }

  /// Makes the index map each cell's symbol to the cell's position, and nothing else,
  /// reusing the storage when it fits (a pivot's substitution rebuilds a row's index
  /// after moving many cells; allocating a table each time cost as much as filling it).
  /// - Precondition: the cells' symbols are distinct.
  mutating func refill(with cells: [Row.Cell]) {
    let needed = max(32, cells.count * 4)
    if slots.count < cells.count * 2 + 2 || slots.count > 4 * needed {
      self = CellIndex(capacity: cells.count * 2)
    } else {
      for i in slots.indices { slots[i].key = -1 }
    }
    let mask = slots.count - 1
    let shift = shift
    slots.withUnsafeMutableBufferPointer { slots in
      for (position, cell) in cells.enumerated() {
        let key = cell.symbol.id
        var i = CellIndex.home(key, shift: shift)
        while slots[i].key != -1 { i = (i + 1) & mask }
        slots[i] = Slot(key: key, value: Int32(position))
      }
    }
    count = cells.count
  }

  private mutating func grow() {
    let old = slots
    self = CellIndex(capacity: old.count)
    for slot in old where slot.key != -1 { set(slot.value, for: slot.key) }
  }
}
