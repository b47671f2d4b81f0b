import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkIB

/// The stored-frame oracle: extraction, the fixture format, staleness, the hash.
@Suite struct IBOracleTests {
  @Test func sha256KnownVectors() {
    #expect(ScrollworkIB.SHA256.hex(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      ScrollworkIB.SHA256.hex(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      ScrollworkIB.SHA256.hex(Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  @Test func fixtureOfScrollSceneAndRoundTrip() throws {
    let data = TestDocuments.data(TestDocuments.scrollScene())
    let fixture = try IBOracle.fixture(data: data, source: "Main.storyboard")
    #expect(
      fixture.text == """
        scrollwork-ib-oracle 3
        source Main.storyboard
        sha256 \(ScrollworkIB.SHA256.hex(data))
        scene scn-00-id root 375 667 device retina4_7 name TestViewController
        frame scr-00-id 0 20 375 647
        frame cnt-00-id 0 0 375 900
        content scr-00-id 375 900

        """)
    #expect(try IBFixture(text: fixture.text) == fixture)
    #expect(IBOracle.staleness(of: fixture, data: data, source: "Main.storyboard") == nil)
  }

  @Test func staleAndEditedFixturesAreDetected() throws {
    let data = TestDocuments.data(TestDocuments.scrollScene())
    let fixture = try IBOracle.fixture(data: data, source: "Main.storyboard")
    let changed = TestDocuments.data(TestDocuments.scrollScene(contentBottom: false))
    #expect(
      IBOracle.staleness(of: fixture, data: changed, source: "Main.storyboard")
        == "the document changed since the fixture was written (sha256)")
    var edited = fixture
    edited.scenes[0].frames[1].rect.size.height = 901
    #expect(
      IBOracle.staleness(of: edited, data: data, source: "Main.storyboard")
        == "the fixture differs from the extraction (edited by hand?)")
    var old = fixture
    old.generator = 0
    #expect(
      IBOracle.staleness(of: old, data: data, source: "Main.storyboard")
        == "written by generator 0, current is \(IBFixture.generatorVersion)")
    let result = IBConformance.run(data: changed, file: "Main.storyboard", fixture: fixture)
    #expect(result.error == "stale fixture: the document changed since the fixture was written (sha256)")
  }

  @Test func badFixtureTextNamesTheLine() {
    #expect(throws: IBError(.badAttribute, line: 2, "fixture: unknown record 'frames'")) {
      try IBFixture(text: "scrollwork-ib-oracle 3\nframes x 1 2 3 4\n")
    }
    #expect(
      throws: IBError(
        .badAttribute, line: 3, "fixture: unknown flag in 'flags v misplaced wrong' (misplaced, ambiguous)")
    ) {
      try IBFixture(text: "scrollwork-ib-oracle 3\nscene s root 1 1 device none name S\nflags v misplaced wrong\n")
    }
  }

  /// Fixtures of generator 2 have no `flags` records: reading one would score every
  /// view as unflagged, so the reader refuses it and says how to rewrite it.
  @Test func oldFormatFixturesAreRefusedWithTheRewriteCommand() {
    #expect(
      throws: IBError(
        .badAttribute, line: 1,
        "fixture: written by generator 2, this reader needs 3 (generator 3 added the stored misplaced/ambiguous flags); rewrite it with `scrollwork conformance DIR --write-fixtures DIR2`"
      )
    ) {
      try IBFixture(text: "scrollwork-ib-oracle 2\nsource M.storyboard\nsha256 00\n")
    }
  }

  @Test func misplacedViewsAreSkippedWithTheirSubtrees() throws {
    let text = TestDocuments.storyboard(
      """
                              <subviews>
                                  <view misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="mis-00-id">
                                      <rect key="frame" x="10" y="10" width="50" height="50"/>
                                      <subviews>
                                          <view id="sub-00-id">
                                              <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                          </view>
                                      </subviews>
                                  </view>
                              </subviews>
      """)
    let fixture = try IBOracle.fixture(data: TestDocuments.data(text), source: "M.storyboard")
    #expect(fixture.scenes[0].frames == [])
    #expect(
      fixture.scenes[0].skipped == [
        IBFixture.Skip(id: "mis-00-id", reason: "misplaced"),
        IBFixture.Skip(id: "sub-00-id", reason: "inside misplaced mis-00-id"),
      ])
    #expect(fixture.scenes[0].flags == [IBFixture.Flags(id: "mis-00-id", misplaced: true, ambiguous: false)])
    #expect(fixture.text.hasSuffix("skip sub-00-id inside misplaced mis-00-id\nflags mis-00-id misplaced\n"))
    #expect(try IBFixture(text: fixture.text) == fixture)
  }

  /// Views Xcode stored no frame for (Xcode 8.0 documents store none below the root)
  /// cannot be compared; the report says how many instead of counting them nowhere.
  @Test func viewsWithoutStoredFramesAreCountedAndReported() throws {
    let text = TestDocuments.storyboard(
      """
                              <subviews>
                                  <view id="frm-00-id">
                                      <rect key="frame" x="10" y="10" width="50" height="50"/>
                                      <subviews>
                                          <view translatesAutoresizingMaskIntoConstraints="NO" id="unf-01-id"/>
                                      </subviews>
                                  </view>
                                  <view translatesAutoresizingMaskIntoConstraints="NO" id="unf-02-id"/>
                              </subviews>
      """)
    let data = TestDocuments.data(text)
    let document = try IBDocument(data: data)
    #expect(IBOracle.unframedViews(in: document.scenes[0], excluded: []) == ["unf-01-id", "unf-02-id"])
    let result = IBConformance.run(data: data, file: "M.storyboard")
    #expect(result.compared == 1)
    #expect(result.unframed == 2)
    let report = IBConformanceReport(documents: [result]).summary()
    #expect(report.hasPrefix("M.storyboard: 1/1 views, 2 without a stored frame (not compared)\n"))
  }

  @Test func deviationManifestParsing() throws {
    #expect(try IBConformance.deviations(from: "# comment\n\na.xib\tstale frames\n") == ["a.xib": "stale frames"])
    #expect(throws: IBError(.badAttribute, line: 1, "deviation manifest: expected 'file<TAB>reason'")) {
      try IBConformance.deviations(from: "a.xib stale\n")
    }
  }
}
