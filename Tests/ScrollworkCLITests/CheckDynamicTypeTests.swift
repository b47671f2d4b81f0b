import Foundation
import Scrollwork
import ScrollworkTestSupport
import Testing

@testable import ScrollworkCLI
@testable import ScrollworkLayoutFile

/// `check --content-sizes` (clipped-text-dynamic-type), `--text`, and the
/// `.scrollwork.yml` keys `content_sizes` and `pseudo_localize`, end to end through the
/// built `scrollwork`.
@Suite struct CheckDynamicTypeTests {
  /// One scene ("Type Scene") with two 120-pt wide body-style labels "Settings": `adj`
  /// adjusts its font for the content size category, `fix` does not.
  static let document = TestDocuments.scene(
    """
                            <subviews>
                                <label opaque="NO" text="Settings" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="adj-00-aaa">
                                    <rect key="frame" x="20" y="40" width="120" height="20.5"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                </label>
                                <label opaque="NO" text="Settings" translatesAutoresizingMaskIntoConstraints="NO" id="fix-00-aaa">
                                    <rect key="frame" x="20" y="80" width="120" height="20.5"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="adj-00-aaa" firstAttribute="top" secondItem="roo-00-aaa" secondAttribute="top" constant="40" id="at0-00-aaa"/>
                                <constraint firstItem="adj-00-aaa" firstAttribute="leading" secondItem="roo-00-aaa" secondAttribute="leading" constant="20" id="al0-00-aaa"/>
                                <constraint firstItem="adj-00-aaa" firstAttribute="width" constant="120" id="aw0-00-aaa"/>
                                <constraint firstItem="fix-00-aaa" firstAttribute="top" secondItem="roo-00-aaa" secondAttribute="top" constant="80" id="ft0-00-aaa"/>
                                <constraint firstItem="fix-00-aaa" firstAttribute="leading" secondItem="roo-00-aaa" secondAttribute="leading" constant="20" id="fl0-00-aaa"/>
                                <constraint firstItem="fix-00-aaa" firstAttribute="width" constant="120" id="fw0-00-aaa"/>
                            </constraints>
    """,
    controller: #"title="Type Scene""#)

  /// The finding on `adj-00-aaa` at AX5, as the xcode reporter prints it.
  static var axLine: String {
    "Type.storyboard:\(CheckComputedRulesTests.place(of: "<label", in: document)): warning: [Type Scene] Label 'Settings' (adj-00-aaa) at Dynamic Type size accessibilityExtraExtraExtraLarge (body, 53 pt; 17 pt at large) truncates its text: at 53 pt the line needs 207 pt and the label is 120 pt wide. Fix: let it wrap (numberOfLines = 0) or give it the width (lower a neighbour's compression resistance, or its hugging). [clipped-text-dynamic-type]\n"
  }

  @Test func contentSizesReportsTheAdjustingLabelAtTheSizeItClips() throws {
    let files = ["Type.storyboard": Self.document]
    #expect(try CheckComputedRulesTests.check(files, ["Type.storyboard"]).stdout == "")
    #expect(try CheckComputedRulesTests.check(files, ["Type.storyboard", "--content-sizes", "large"]).stdout == "")
    let ax5 = try CheckComputedRulesTests.check(files, ["Type.storyboard", "--content-sizes", "large,AX5"])
    #expect(ax5.stdout == Self.axLine)
    #expect(ax5.status == 0)
    let strict = try CheckComputedRulesTests.check(files, ["Type.storyboard", "--content-sizes", "AX5", "--strict"])
    #expect(strict.status == 1)
    let bad = try CheckComputedRulesTests.check(files, ["Type.storyboard", "--content-sizes", "huge"])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("Unknown content size category 'huge'"))
  }

  @Test func theConfigurationSetsContentSizesAndTheOptionWins() throws {
    let files = [
      "Type.storyboard": Self.document,
      ".scrollwork.yml": "content_sizes: [extraLarge, accessibilityExtraExtraExtraLarge]\n",
    ]
    #expect(try CheckComputedRulesTests.check(files, ["Type.storyboard"]).stdout == Self.axLine)
    #expect(try CheckComputedRulesTests.check(files, ["Type.storyboard", "--content-sizes", "large"]).stdout == "")
  }

  @Test func pseudoLocalizeInTheConfigurationIsABoolOrAPercentage() throws {
    let label = CheckComputedRulesTests.document(fixedWidth: true)
    let place = CheckComputedRulesTests.place(of: "<label", in: label)
    func run(_ config: String, _ arguments: [String] = []) throws -> CommandRunner.Result {
      try CheckComputedRulesTests.check(
        ["Fixed.storyboard": label, ".scrollwork.yml": config], ["Fixed.storyboard"] + arguments)
    }
    let finding = { (growth: Int, text: String, needs: String) in
      "Fixed.storyboard:\(place): warning: [Rules Scene] Label 'Save' (sav-00-aaa) clips its text when localized (pseudo-localized +\(growth)%: '\(text)'): truncates its text: at 17 pt the line needs \(needs) pt and the label is 60 pt wide. Fix: let it wrap (numberOfLines = 0) or give it the width (lower a neighbour's compression resistance, or its hugging). [clipped-text-localized]\n"
    }
    #expect(try run("pseudo_localize: true\n").stdout == finding(100, "SávéSávé", "80"))
    #expect(try run("pseudo_localize: false\n").stdout == "")
    // +25% still fits the 60 pt (CheckComputedRulesTests); +200% does not.
    #expect(try run("pseudo_localize: 25\n").stdout == "")
    #expect(try run("pseudo_localize: 200\n").stdout == finding(200, "SávéSávéSávé", "119.5"))
    // The options win over the file.
    #expect(try run("pseudo_localize: 25\n", ["--pseudo-localize"]).stdout == finding(100, "SávéSávé", "80"))
    #expect(
      try run("pseudo_localize: false\n", ["--pseudo-localize-percent", "200"]).stdout
        == finding(200, "SávéSávéSávé", "119.5"))
  }

  @Test func badValuesOfTheNewKeysAreErrorsAtTheirPlace() {
    let text = "content_sizes: [large, huge]\npseudo_localize: lots\n"
    do {
      _ = try CheckConfiguration.parse(text, path: "c.yml", directory: "/p")
      Issue.record("parsed")
    } catch {
      #expect(
        error.issues.map(\.description) == [
          "c.yml:1:24: error: Unknown content size category 'huge': one of extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge, or AX1 … AX5.",
          "c.yml:2:18: error: pseudo_localize must be true, false or a whole percentage of 0 or more (e.g. 40), not 'lots'.",
        ])
    }
    for bad in ["-5", "2.5", "[1]"] {
      #expect(throws: LayoutFileErrors.self, "pseudo_localize: \(bad)") {
        try CheckConfiguration.parse("pseudo_localize: \(bad)\n", path: "c.yml", directory: "/p")
      }
    }
  }

  @Test func theNewKeysParse() throws {
    let config = try CheckConfiguration.parse(
      "content_sizes: AX5\npseudo_localize: 40\n", path: "c.yml", directory: "/p")
    #expect(config.contentSizes == [.accessibilityExtraExtraExtraLarge])
    #expect(config.pseudoLocalization == .on(percent: 40))
    #expect(config.pseudoLocalization?.localization?.percent == 40)
    let all = try CheckConfiguration.parse("content_sizes: all\npseudo_localize: yes\n", path: "c.yml", directory: "/p")
    #expect(all.contentSizes == ContentSizeCategory.allCategories)
    #expect(all.pseudoLocalization == .on(percent: nil))
  }

  /// `--text stored` takes a stretched label's stored width (335 pt for "Hi", pinned 20
  /// pt from both edges) for its text's; the default measures the text.
  @Test func textStoredTakesTheStoredWidthOnDevices() throws {
    let stretched = TestDocuments.scene(
      """
                              <subviews>
                                  <label opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="hi0-00-aaa">
                                      <rect key="frame" x="20" y="40" width="335" height="20.5"/>
                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                  </label>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="hi0-00-aaa" firstAttribute="top" secondItem="roo-00-aaa" secondAttribute="top" constant="40" id="ht0-00-aaa"/>
                                  <constraint firstItem="hi0-00-aaa" firstAttribute="leading" secondItem="roo-00-aaa" secondAttribute="leading" constant="20" id="hl0-00-aaa"/>
                                  <constraint firstAttribute="trailing" secondItem="hi0-00-aaa" secondAttribute="trailing" constant="20" id="hr0-00-aaa"/>
                              </constraints>
      """,
      controller: #"title="Type Scene""#)
    let files = ["Hi.storyboard": stretched]
    let arguments = ["Hi.storyboard", "--devices", "iphone-se-1"]
    #expect(try CheckComputedRulesTests.check(files, arguments).stdout == "")
    #expect(try CheckComputedRulesTests.check(files, arguments + ["--text", "measured"]).stdout == "")
    #expect(
      try CheckComputedRulesTests.check(files, arguments + ["--text", "stored"]).stdout
        == "Hi.storyboard:\(CheckComputedRulesTests.place(of: "<label", in: stretched)): warning: [Type Scene] Label 'Hi' (hi0-00-aaa) text is clipped: it needs 335 pt, gets 280 pt (on iphone-se-1, portrait) [clipped-text]\n"
    )
    let bad = try CheckComputedRulesTests.check(files, arguments + ["--text", "guessed"])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("Bad --text 'guessed': stored or measured."))
  }
}

/// `opt_in_rules` in `.scrollwork.yml`: the two opt-in rules run when listed, with
/// their defaults (every content size; IBM's guideline), and nothing else may be listed.
@Suite struct CheckOptInRulesTests {
  @Test func optInDynamicTypeChecksEverySizeAndNamesTheSmallestThatClips() throws {
    let plain = ["Type.storyboard": CheckDynamicTypeTests.document]
    #expect(try CheckComputedRulesTests.check(plain, ["Type.storyboard"]).stdout == "")
    let files = plain.merging([".scrollwork.yml": "opt_in_rules: [clipped-text-dynamic-type]\n"]) { $1 }
    let place = CheckComputedRulesTests.place(of: "<label", in: CheckDynamicTypeTests.document)
    // "Settings" needs 207 pt at 53 pt (AX5), so about 66.4 pt at 17: a 120-pt label
    // first clips at the body size above 17 × 120 / 66.4 ≈ 30.7 pt, accessibilityLarge's
    // 33 pt (UIKitBehaviour.md §17's body column: 28 at AX1, 33 at AX2).
    #expect(
      try CheckComputedRulesTests.check(files, ["Type.storyboard"]).stdout
        == "Type.storyboard:\(place): warning: [Type Scene] Label 'Settings' (adj-00-aaa) at Dynamic Type size accessibilityLarge (body, 33 pt; 17 pt at large) truncates its text: at 33 pt the line needs 129 pt and the label is 120 pt wide. Fix: let it wrap (numberOfLines = 0) or give it the width (lower a neighbour's compression resistance, or its hugging). [clipped-text-dynamic-type]\n"
    )
    // content_sizes chooses the sizes; the option replaces both.
    let chosen = files.merging(
      [".scrollwork.yml": "opt_in_rules: [clipped-text-dynamic-type]\ncontent_sizes: [AX5]\n"]
    ) { $1 }
    #expect(try CheckComputedRulesTests.check(chosen, ["Type.storyboard"]).stdout == CheckDynamicTypeTests.axLine)
    #expect(try CheckComputedRulesTests.check(chosen, ["Type.storyboard", "--content-sizes", "large"]).stdout == "")
  }

  @Test func optInLocalizationUsesTheGuidelineUnlessPseudoLocalizeSaysOtherwise() throws {
    let label = CheckComputedRulesTests.document(fixedWidth: true)
    let place = CheckComputedRulesTests.place(of: "<label", in: label)
    func run(_ config: String) throws -> String {
      try CheckComputedRulesTests.check(["Fixed.storyboard": label, ".scrollwork.yml": config], ["Fixed.storyboard"])
        .stdout
    }
    #expect(try run("disabled_rules: []\n") == "")
    #expect(
      try run("opt_in_rules: [clipped-text-localized]\n")
        == "Fixed.storyboard:\(place): warning: [Rules Scene] Label 'Save' (sav-00-aaa) clips its text when localized (pseudo-localized +100%: 'SávéSávé'): truncates its text: at 17 pt the line needs 80 pt and the label is 60 pt wide. Fix: let it wrap (numberOfLines = 0) or give it the width (lower a neighbour's compression resistance, or its hugging). [clipped-text-localized]\n"
    )
    #expect(try run("opt_in_rules: [clipped-text-localized]\npseudo_localize: false\n") == "")
    #expect(try run("opt_in_rules: [clipped-text-localized]\npseudo_localize: 25\n") == "")
    // Listed and disabled: disabled wins, as for any rule.
    #expect(try run("opt_in_rules: [clipped-text-localized]\ndisabled_rules: [clipped-text-localized]\n") == "")
  }

  @Test func onlyOptInRulesMayBeListed() {
    do {
      _ = try CheckConfiguration.parse(
        "opt_in_rules: [misplaced-view, clipped-text-localized, no-such-rule]\n", path: "c.yml", directory: "/p")
      Issue.record("parsed")
    } catch {
      #expect(
        error.issues.map(\.description) == [
          "c.yml:1:16: error: 'misplaced-view' is on by default; opt_in_rules lists the opt-in rules: clipped-text-dynamic-type, clipped-text-localized.",
          "c.yml:1:56: error: Unknown rule 'no-such-rule' in opt_in_rules; `scrollwork rules` lists them.",
        ])
    }
  }

  @Test func theKeyParses() throws {
    let config = try CheckConfiguration.parse(
      "opt_in_rules: [clipped-text-localized, clipped-text-dynamic-type]\n", path: "c.yml", directory: "/p")
    #expect(config.optInRules == ["clipped-text-localized", "clipped-text-dynamic-type"])
    #expect(config.contentSizesToCheck == ContentSizeCategory.allCategories)
    #expect(config.pseudoLocalizationToCheck?.percent == nil)
    #expect(config.pseudoLocalizationToCheck != nil)
    let none = try CheckConfiguration.parse("disabled_rules: []\n", path: "c.yml", directory: "/p")
    #expect(none.contentSizesToCheck == [] && none.pseudoLocalizationToCheck == nil)
  }
}
