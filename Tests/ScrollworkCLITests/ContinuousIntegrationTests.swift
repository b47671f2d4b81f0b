import Foundation
import ScrollworkTestSupport
import Testing
import Yams

/// The GitHub Actions workflow teams copy (Documentation/ContinuousIntegration.md):
/// valid YAML with the trigger, permissions and steps the page describes.
@Suite struct ContinuousIntegrationTests {
  static func workflow() throws -> Node {
    let url = TestPackage.url("Documentation/Workflows/scrollwork-check.yml")
    let text = try String(contentsOf: url, encoding: .utf8)
    return try #require(try Yams.compose(yaml: text))
  }

  @Test func theWorkflowRunsTheCheckAndUploadsItsSARIF() throws {
    let workflow = try Self.workflow()
    #expect(workflow["on"]?["pull_request"] != nil)
    #expect(workflow["on"]?["push"]?["branches"]?.array().compactMap(\.string) == ["main"])
    #expect(workflow["permissions"]?["security-events"]?.string == "write")
    #expect(workflow["permissions"]?["contents"]?.string == "read")
    let job = try #require(workflow["jobs"]?["check"])
    #expect(job["container"]?.string == "swift:6.3-noble")
    let steps = try #require(job["steps"]?.array())
    #expect(
      steps.compactMap { $0["name"]?.string } == [
        "Check out the repository", "Check out Scrollwork", "Cache Scrollwork's build", "Build scrollwork",
        "Run scrollwork check", "Upload the findings (SARIF)", "Fail on findings",
      ])
    #expect(
      steps.compactMap { $0["uses"]?.string } == [
        "actions/checkout@v4", "actions/checkout@v4", "actions/cache@v4", "github/codeql-action/upload-sarif@v3",
      ])
    #expect(steps[1]["with"]?["path"]?.string == ".scrollwork")
    #expect(steps[3]["run"]?.string == "swift build -c release --package-path .scrollwork --product scrollwork")
    let check = try #require(steps[4]["run"]?.string)
    #expect(
      check.contains(".scrollwork/.build/release/scrollwork check --reporter sarif > scrollwork.sarif || status=$?"))
    #expect(check.contains(#"echo "status=$status" >> "$GITHUB_OUTPUT""#))
    #expect(steps[4]["id"]?.string == "check")
    // The upload runs even when the check failed; the last step fails the job then.
    #expect(steps[5]["if"]?.string == "always() && hashFiles('scrollwork.sarif') != ''")
    #expect(steps[5]["with"]?["sarif_file"]?.string == "scrollwork.sarif")
    #expect(steps[5]["with"]?["category"]?.string == "scrollwork")
    #expect(steps[6]["if"]?.string == "steps.check.outputs.status != '0'")
  }
}
