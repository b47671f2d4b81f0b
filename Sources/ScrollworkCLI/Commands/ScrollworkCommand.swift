import ArgumentParser

/// `scrollwork`: lay out, draw and check Auto Layout screens headless.
public struct ScrollworkCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "scrollwork",
    abstract: "Auto Layout and UIScrollView, headless: lay out, draw and check screens.",
    discussion: """
      Exit status: 0 laid out without issues, 1 layout issues, 2 unusable input.

      Examples:
        scrollwork demo
        scrollwork layout Examples/fixed-width-dynamic-height.yaml --json
        scrollwork vfl 'H:|-[a]-[b]-|'
        scrollwork devices
      """,
    version: version,
    subcommands: [
      DemoCommand.self,
      LayoutCommand.self,
      RenderCommand.self,
      ReportCommand.self,
      VisualFormatCommand.self,
      CheckCommand.self,
      FixCommand.self,
      RulesCommand.self,
      ConformanceCommand.self,
      DevicesCommand.self,
    ]
  )

  /// The version `--version` prints and reporters (SARIF) name.
  static let version = "0.1.0"

  public init() {}
}
