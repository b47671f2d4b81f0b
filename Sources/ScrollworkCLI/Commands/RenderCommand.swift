import ArgumentParser
import Foundation
import Scrollwork
import ScrollworkRender

/// `scrollwork render FILE`: an SVG picture of a laid-out layout file.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Draw a layout file as SVG: views as labelled boxes, text, scroll content beside the screen.",
    discussion: """
      Text is drawn with the font it was measured with (embedded in the SVG). Each
      scroll view's whole content is drawn beside the screen with its viewport marked;
      views named by issues are outlined in red and the issues listed below.
      Sources/ScrollworkRender/ScrollworkRender.docc/Rendering.md describes the
      picture.

      Exit status: 0 drawn without layout issues, 1 drawn with issues, 2 unusable
      input.

      Examples:
        scrollwork render Examples/login-form.yaml -o login.svg
        scrollwork render Examples/paging-slider.yaml \\
            --device iphone-15 --orientation landscape > pager.svg
      """
  )

  @Argument(help: "The layout file (.yaml, .yml or .json).")
  var file: String

  @OptionGroup var deviceOptions: DeviceOptions

  @Option(name: .shortAndLong, help: "Where to write the SVG (default: standard output).")
  var output: String?

  func run() throws {
    let layoutFile = try LayoutFileLoading.load(file)
    let screen = try LayoutFileLoading.build(
      layoutFile, device: try deviceOptions.resolvedDevice(), orientation: deviceOptions.orientation,
      contentSizeCategory: try deviceOptions.resolvedContentSizeCategory())
    let diagnostics = screen.diagnostics()
    let renderer = SVGRenderer(
      options: .init(fontFiles: LayoutFileLoading.fontFiles(of: layoutFile), title: file))
    let svg = renderer.render(
      screen.snapshot(), issues: RenderIssue.issues(from: diagnostics, in: screen.root))
    try LayoutFileLoading.write(svg, to: output)
    if !diagnostics.isEmpty { throw ExitCode(1) }
  }
}
