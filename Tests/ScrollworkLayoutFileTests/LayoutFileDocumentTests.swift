import Foundation
import Scrollwork
import Testing

@testable import ScrollworkLayoutFile

/// The library alone: layout files read from hand-built ``YAMLNode`` trees (no YAML
/// parser), so these check what the reader takes from the tree: places, resolved
/// scalar values and exact value columns. The Yams front end is tested in
/// ScrollworkCLITests.
@Suite("Layout files: reading a composed document (no parser)")
struct LayoutFileDocumentTests {
  /// A plain scalar at line `l`, column `c`, with no resolved value (a string).
  func s(_ text: String, _ l: Int, _ c: Int, valueColumn: Int? = nil) -> YAMLNode {
    .scalar(.init(text, place: SourcePlace(line: l, column: c), valueColumn: valueColumn))
  }

  /// A plain integer scalar, resolved as YAML resolves `12`.
  func n(_ value: Int, _ l: Int, _ c: Int) -> YAMLNode {
    .scalar(
      .init(String(value), place: SourcePlace(line: l, column: c), int: value, float: Double(value)))
  }

  func map(_ l: Int, _ c: Int, _ pairs: [(YAMLNode, YAMLNode)]) -> YAMLNode {
    .mapping(.init(pairs.map { YAMLNode.Pair($0.0, $0.1) }, place: SourcePlace(line: l, column: c)))
  }

  func list(_ l: Int, _ c: Int, _ items: [YAMLNode]) -> YAMLNode {
    .sequence(.init(items, place: SourcePlace(line: l, column: c)))
  }

  /// `views: [{id: root}]` at lines 1–2, plus `extra` top-level pairs from line 3.
  func document(_ extra: [(YAMLNode, YAMLNode)] = []) -> YAMLNode {
    map(1, 1, [(s("views", 1, 1), list(2, 3, [map(2, 5, [(s("id", 2, 5), s("root", 2, 9))])]))] + extra)
  }

  /// The code of ScrollworkLayoutFile.docc/ScrollworkLayoutFile.md, as written there.
  @Test("the catalog's example: one root view on an iPhone 15 is 393 × 852")
  func catalogExample() throws {
    let s = { (text: String, line: Int, column: Int) in
      YAMLNode.scalar(.init(text, place: SourcePlace(line: line, column: column)))
    }
    let document = YAMLNode.mapping(
      .init(
        [
          .init(
            s("views", 1, 1),
            .sequence(
              .init(
                [
                  .mapping(.init([.init(s("id", 2, 5), s("root", 2, 9))], place: SourcePlace(line: 2, column: 5)))
                ], place: SourcePlace(line: 2, column: 3))))
        ], place: SourcePlace(line: 1, column: 1)))

    let file = try LayoutFile(document: document, path: "screen.yaml")
    let screen = try file.build(device: Device.named("iphone-15"), orientation: .portrait)
    screen.runActions()
    #expect(screen.root.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(file.views.map(\.id) == ["root"])
    #expect(file.warnings.isEmpty)
  }

  @Test("errors and warnings are at the places the tree gives")
  func placesFromTheTree() throws {
    let missing = #expect(throws: LayoutFileErrors.self) {
      try LayoutFile(document: map(4, 7, [(s("device", 4, 7), s("iphone-15", 4, 15))]), path: "a.yaml")
    }
    #expect(
      missing?.issues.map(\.description) == [
        "a.yaml:4:7: error: Missing 'views': a list of views whose first is the root (the screen)."
      ])

    let file = try LayoutFile(document: document([(s("colour", 3, 1), s("red", 3, 9))]), path: "b.yaml")
    #expect(file.warnings.map(\.description) == ["b.yaml:3:1: warning: Unknown key 'colour' (ignored)."])
  }

  @Test("numbers are what the front end resolved: an unresolved '2' is not a number")
  func resolvedScalars() throws {
    let file = try LayoutFile(
      document: document([
        (s("size", 3, 1), list(3, 7, [n(320, 3, 8), n(480, 3, 13)])), (s("scale", 4, 1), n(3, 4, 8)),
      ]),
      path: "c.yaml")
    #expect(file.customSize == CGSize(width: 320, height: 480))
    #expect(file.customScale == 3)

    // A quoted "2" reaches the library with no resolved value.
    let quoted = #expect(throws: LayoutFileErrors.self) {
      try LayoutFile(document: document([(s("scale", 3, 1), s("2", 3, 8))]), path: "c.yaml")
    }
    #expect(quoted?.issues.map(\.description) == ["c.yaml:3:8: error: scale must be a number, not '2'."])
  }

  @Test("an equation's error points into the string only when the value column is known")
  func valueColumns() {
    func errors(valueColumn: Int?) -> [String]? {
      let constraints = list(3, 14, [s("root.width == nope.width", 3, 15, valueColumn: valueColumn)])
      let caught = #expect(throws: LayoutFileErrors.self) {
        try LayoutFile(document: document([(s("constraints", 3, 1), constraints)]), path: "d.yaml")
      }
      return caught?.issues.map(\.description)
    }
    // `nope` is at offset 14 of the string.
    #expect(errors(valueColumn: 16) == ["d.yaml:3:30: error: Unknown view id 'nope'."])
    #expect(errors(valueColumn: nil) == ["d.yaml:3:15: error: Unknown view id 'nope'."])
  }

  @Test("a mapping's subscript finds the last pair with that scalar key")
  func subscriptByKey() {
    let m = map(1, 1, [(s("a", 1, 1), n(1, 1, 4)), (s("b", 2, 1), n(2, 2, 4)), (s("a", 3, 1), n(3, 3, 4))])
    #expect(m["a"]?.int == 3)
    #expect(m["b"]?.place == SourcePlace(line: 2, column: 4))
    #expect(m["c"] == nil)
    #expect(s("a", 1, 1)["a"] == nil)
    #expect(list(1, 1, [s("a", 1, 2)])["a"] == nil)
  }
}
