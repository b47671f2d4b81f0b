import Foundation
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// Unusable input gives an ``IBError`` with the line, never a crash.
@Suite struct IBDocumentErrorTests {
  func error(_ text: String) -> IBError? {
    do {
      _ = try IBDocument(string: text)
      return nil
    } catch {
      return error
    }
  }

  @Test func malformedXMLNamesTheLine() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <view id=a>
              </view>
          </objects>
      </document>
      """
    let e = try #require(error(text))
    #expect(e.kind == .malformedXML)
    #expect(e.line == 4)
    #expect(e.description.hasPrefix("line 4: malformed XML: "))
  }

  @Test func truncatedFileNamesTheLastLine() throws {
    let full = TestDocuments.scrollScene()
    let cut = String(full.prefix(upTo: full.range(of: "<constraints>")!.lowerBound))
    let e = try #require(error(cut))
    #expect(e.kind == .malformedXML)
    #expect(e.line == cut.split(separator: "\n", omittingEmptySubsequences: false).count)
  }

  @Test func emptyInputIsMalformed() throws {
    let e = try #require(error(""))
    #expect(e.kind == .malformedXML)
  }

  @Test func legacyArchiveIsRefused() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
          <data/>
      </archive>
      """
    let e = try #require(error(text))
    #expect(e.kind == .legacyArchive)
    #expect(
      e.description
        == "line 2: this is a pre-Xcode 5 <archive> document (a keyed-archiver dump); open and save it in Xcode 5 or later to convert it"
    )
  }

  @Test func otherRootOrPlatformIsRefused() throws {
    #expect(
      error("<plist version=\"1.0\"/>")?.description == "line 1: the root element is <plist>, expected <document>")
    #expect(
      error("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"/>")?.description
        == "line 1: document type 'com.apple.InterfaceBuilder3.Cocoa.XIB' is not an iOS (Cocoa Touch) storyboard or xib"
    )
  }

  @Test func unknownElementInConstraints() throws {
    let text = TestDocuments.storyboard(
      """
                              <constraints>
                                  <anchor firstAttribute="top" id="bad-00-id"/>
                              </constraints>
      """)
    let e = try #require(error(text))
    #expect(e.kind == .unknownElement)
    #expect(e.line == TestDocuments.line(of: "<anchor", in: text))
    #expect(e.message == "unexpected <anchor> in <constraints>; expected <constraint>")
  }

  @Test func viewWithoutID() throws {
    let text = TestDocuments.storyboard(
      """
                              <subviews>
                                  <label text="no id"/>
                              </subviews>
      """)
    let e = try #require(error(text))
    #expect(e.description == "line \(TestDocuments.line(of: "no id", in: text)): <label> has no id")
  }

  @Test func referenceToMissingID() throws {
    let text = TestDocuments.storyboard(
      """
                              <constraints>
                                  <constraint firstItem="gone-00-id" firstAttribute="top" secondItem="safe-00-id" secondAttribute="top" id="ref-00-id"/>
                              </constraints>
      """)
    let e = try #require(error(text))
    #expect(e.kind == .missingReference)
    #expect(
      e.description
        == "line \(TestDocuments.line(of: "gone-00-id", in: text)): constraint 'ref-00-id' refers to a missing item 'gone-00-id'"
    )
  }

  @Test func badConstraintValues() throws {
    func constraint(_ attributes: String) -> String {
      TestDocuments.storyboard(
        """
                                <constraints>
                                    <constraint \(attributes) id="val-00-id"/>
                                </constraints>
        """)
    }
    #expect(
      error(constraint("firstAttribute=\"middle\""))?.message
        == "constraint 'val-00-id' has an unknown attribute 'middle'")
    #expect(error(constraint("constant=\"8\""))?.message == "constraint 'val-00-id' has no firstAttribute")
    #expect(
      error(constraint("firstAttribute=\"width\" relation=\"about\""))?.message
        == "constraint 'val-00-id' has an unknown relation 'about'")
    #expect(
      error(
        constraint("firstAttribute=\"width\" secondItem=\"root-00-id\" secondAttribute=\"width\" multiplier=\"3:0\""))?
        .message == "constraint 'val-00-id' has a bad multiplier '3:0'")
    #expect(
      error(constraint("firstAttribute=\"width\" constant=\"wide\""))?.message
        == "<constraint> attribute constant='wide' is not a number")
  }

  @Test func duplicateIDs() throws {
    let text = TestDocuments.storyboard(
      """
                              <subviews>
                                  <view id="dup-00-id"/>
                                  <view id="dup-00-id"/>
                              </subviews>
      """)
    let e = try #require(error(text))
    #expect(e.kind == .duplicateID)
    let first = TestDocuments.line(of: "dup-00-id", in: text)
    #expect(e.description == "line \(first + 1): id 'dup-00-id' is used twice (first on line \(first))")
  }

  @Test func externalEntitiesAreNotResolved() throws {
    let text = """
      <?xml version="1.0"?>
      <!DOCTYPE document [<!ENTITY x SYSTEM "file:///etc/passwd">]>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects><view id="v1"><string key="text">&x;</string></view></objects></document>
      """
    // Either refused or read without the file's content; never the file.
    if let doc = try? IBDocument(string: text) {
      #expect(doc.scenes.allSatisfy { !($0.root.text ?? "").contains("root:") })
    }
  }
}

/// Real documents cut anywhere: always a malformed-XML error with a line inside the
/// kept text, never a crash.
@Suite(.enabled(if: Corpus.directory != nil, Corpus.absentMessage)) struct IBTruncatedCorpusTests {
  @Test func everyCutOfACorpusDocumentIsAMalformedXMLError() throws {
    let files = try Corpus.documents().prefix(6)
    #expect(files.count == 6)
    for url in files {
      let data = try Data(contentsOf: url)
      for step in 1..<16 {
        let cut = data.prefix(data.count * step / 16)
        let lines = cut.reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
        do {
          _ = try IBDocument(data: Data(cut))
          Issue.record("\(url.lastPathComponent) cut at \(cut.count) bytes was accepted")
        } catch {
          #expect(error.kind == .malformedXML)
          #expect(error.line >= 1 && error.line <= lines, "\(url.lastPathComponent): line \(error.line) of \(lines)")
        }
      }
    }
  }
}
