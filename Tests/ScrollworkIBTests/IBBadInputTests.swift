import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// Issue 8's bad-input table, Interface Builder rows: each class of bad document
/// ends in an ``IBError`` with its line (or a documented recovery with a warning),
/// never a crash, a hang or unbounded memory. The CLI turns these errors into exit
/// status 2 (`Sources/ScrollworkIB/ScrollworkIB.docc/InterfaceBuilder.md`, "Bad input").
@Suite struct IBBadInputTests {
  func error(_ data: Data) -> IBError? {
    do {
      _ = try IBDocument(data: data)
      return nil
    } catch {
      return error
    }
  }

  /// Truncated XML: a malformed-XML error on the last line of what is left.
  @Test func truncatedXMLIsMalformedAtItsLastLine() throws {
    let full = TestDocuments.scrollScene()
    let cut = String(full.prefix(upTo: try #require(full.range(of: "<subviews>")).lowerBound))
    let e = try #require(error(TestDocuments.data(cut)))
    #expect(e.kind == .malformedXML)
    #expect(e.line == cut.split(separator: "\n", omittingEmptySubsequences: false).count)
    #expect(e.description.hasPrefix("line \(e.line): malformed XML: "))
  }

  /// Fuzz crash e099236a: an attribute name with a byte that is not UTF-8 (0x8D in
  /// `placeholderIdentifie\u{8D}`) made FoundationXML trap inside its element callback.
  /// Invalid UTF-8 is now refused before parsing, with its line and offset.
  @Test func invalidUTF8IsRefusedBeforeTheParserSeesIt() throws {
    let text = TestDocuments.scrollScene()
    var bytes = Array(text.utf8)
    // Corrupt the byte after the second line's first '<' + 5: inside an element name.
    let secondLine = try #require(bytes.firstIndex(of: 0x0A)) + 1
    let target = try #require(bytes[secondLine...].firstIndex(of: UInt8(ascii: "<"))) + 5
    bytes[target] = 0x8D
    let e = try #require(error(Data(bytes)))
    #expect(e.kind == .malformedXML)
    #expect(e.line == 2)
    #expect(
      e.message
        == "malformed XML: the bytes at offset \(target) are not valid UTF-8 (Interface Builder documents are UTF-8)")
    // Every ill-formed class: a lone continuation byte, an overlong form, a surrogate,
    // a code point above U+10FFFF, a sequence cut short at the end.
    for bad: [UInt8] in [[0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] {
      let found = IBElement.firstInvalidUTF8(Data(Array("<a>\n".utf8) + bad))
      #expect(found?.offset == 4 && found?.line == 2)
    }
    #expect(IBElement.firstInvalidUTF8(Data("<a b=\"é 日本 😀\"/>".utf8)) == nil)
  }

  /// Fuzz crash 8013a909 (the IB campaign on 85c184c, 496,469 executions in): a
  /// processing instruction with no data, `<?xmlcustomModuleProvider?>`, made
  /// FoundationXML pass a NULL pointer to strlen. Such an instruction is refused before
  /// parsing, with its line; ones with data (the XML declaration) are read as before.
  @Test func aProcessingInstructionWithoutDataIsRefusedBeforeTheParserSeesIt() throws {
    let text = TestDocuments.scrollScene()
    let secondLine = try #require(text.firstIndex(of: "\n"))
    let broken = text[...secondLine] + "<?xmlcustomModuleProvider?>" + text[text.index(after: secondLine)...]
    let e = try #require(error(TestDocuments.data(String(broken))))
    #expect(e.kind == .malformedXML)
    #expect(e.line == 2)
    let offset = text.utf8.distance(from: text.startIndex, to: secondLine) + 1
    #expect(
      e.message
        == "malformed XML: the processing instruction at offset \(offset) has no data (<?xmlcustomModuleProvider?>), which the XML parser cannot read"
    )
    for (input, expected) in [("<a>\n<?p \n ?>", 4), ("<?x?><a/>", 0), ("<a/>\n\n<?t\t?>", 6)] {
      #expect(IBElement.firstEmptyProcessingInstruction(Data(input.utf8))?.offset == expected)
    }
    for input in ["<?xml version=\"1.0\"?><a/>", "<a>?</a>", "<??>", "<a/><?", "<?p d?>"] {
      #expect(IBElement.firstEmptyProcessingInstruction(Data(input.utf8)) == nil)
    }
    #expect(error(TestDocuments.data(text)) == nil)
  }

  /// An XML bomb ("billion laughs": ten entities each ten times the previous) is
  /// refused before the parser sees it, at the line of its DOCTYPE.
  @Test func billionLaughsIsRefusedBeforeParsing() throws {
    var entities = "<!ENTITY lol0 \"lol\">\n"
    for i in 1...9 {
      entities += "<!ENTITY lol\(i) \"" + String(repeating: "&lol\(i - 1);", count: 10) + "\">\n"
    }
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE document [
      \(entities)]>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects><label id="lbl-00-id" text="&lol9;"/></objects></document>
      """
    let e = try #require(error(TestDocuments.data(text)))
    #expect(e.kind == .entityDeclaration)
    #expect(
      e.description
        == "line 2: the document declares a DTD or entities (<!DOCTYPE or <!ENTITY), which Interface Builder never writes; refused so that no entity is expanded"
    )
  }

  /// A bare entity declaration before the root is refused too, at its line.
  @Test func entityDeclarationWithoutDoctypeIsRefused() throws {
    let text = "<?xml version=\"1.0\"?>\n\n<!ENTITY a \"b\">\n<document/>"
    let e = try #require(error(TestDocuments.data(text)))
    #expect(e.kind == .entityDeclaration)
    #expect(e.line == 3)
  }

  /// Comments before the root are fine; only declarations are refused.
  @Test func commentsInThePrologAreRead() throws {
    let text = TestDocuments.scrollScene().replacingOccurrences(
      of: "<document ", with: "<!-- saved by hand -->\n<document ")
    let document = try IBDocument(string: text)
    #expect(document.scenes.map(\.id) == ["scn-00-id"])
  }

  /// A constraint naming an id nothing in the document has: an error at the
  /// constraint's line naming both ids.
  @Test func referenceToMissingIDNamesConstraintAndID() throws {
    let text = TestDocuments.storyboard(
      """
                              <constraints>
                                  <constraint firstItem="safe-00-id" firstAttribute="bottom" secondItem="nope-99-id" secondAttribute="bottom" id="mis-00-id"/>
                              </constraints>
      """)
    let e = try #require(error(TestDocuments.data(text)))
    #expect(e.kind == .missingReference)
    #expect(
      e.description
        == "line \(TestDocuments.line(of: "nope-99-id", in: text)): constraint 'mis-00-id' refers to a missing item 'nope-99-id'"
    )
  }

  /// Unknown attributes and elements on a constraint are ignored with a warning
  /// (line and name); unknown view classes are laid out as plain views. The
  /// document still reads and solves.
  @Test func unknownAttributesAndElementsAreIgnoredWithAWarning() throws {
    let text = TestDocuments.storyboard(
      """
                              <subviews>
                                  <fancyWidget translatesAutoresizingMaskIntoConstraints="NO" sparkle="YES" id="fan-00-id">
                                      <rect key="frame" x="20" y="40" width="100" height="50"/>
                                      <glitter amount="9"/>
                                  </fancyWidget>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="fan-00-id" firstAttribute="leading" secondItem="root-00-id" secondAttribute="leading" constant="20" wobble="3" id="u01-00-id">
                                      <sparkles/>
                                  </constraint>
                                  <constraint firstItem="fan-00-id" firstAttribute="top" secondItem="root-00-id" secondAttribute="top" constant="40" id="u02-00-id"/>
                                  <constraint firstItem="fan-00-id" firstAttribute="width" constant="100" id="u03-00-id"/>
                                  <constraint firstItem="fan-00-id" firstAttribute="height" constant="50" id="u04-00-id"/>
                              </constraints>
      """)
    let document = try IBDocument(string: text)
    let line = TestDocuments.line(of: "wobble", in: text)
    #expect(
      document.warnings.map(\.description) == [
        "line \(line): warning: constraint 'u01-00-id': unknown attribute 'wobble' ignored",
        "line \(line + 1): warning: constraint 'u01-00-id': unknown element <sparkles> ignored",
      ])
    let layout = IBLayoutBuilder(document: document).build(scene: try #require(document.scenes.first))
    layout.root.layoutIfNeeded()
    #expect(layout.views["fan-00-id"]?.frame == CGRect(x: 20, y: 40, width: 100, height: 50))
  }

  /// A 50 MB document is refused before parsing with a size error (line 0): the
  /// limit is ``IBElement/maximumDocumentSize``, 16 MiB.
  @Test func fiftyMegabyteDocumentIsRefusedBySize() throws {
    let head = Data(TestDocuments.scrollScene().utf8)
    var data = head
    data.append(Data(repeating: UInt8(ascii: " "), count: 50 * 1024 * 1024 - head.count))
    #expect(data.count == 52_428_800)
    let e = try #require(error(data))
    #expect(e.kind == .documentTooLarge)
    #expect(
      e.description == "line 0: the document is 52428800 bytes; documents over 16777216 bytes (16 MiB) are refused")
  }

  /// Just under the limit is read: the limit refuses size, not documents.
  @Test func documentUnderTheLimitIsRead() throws {
    var text = TestDocuments.scrollScene()
    text += String(repeating: "\n", count: 1024 * 1024)
    let document = try IBDocument(string: text)
    #expect(document.scenes.count == 1)
    #expect(document.warnings.isEmpty)
  }
}
