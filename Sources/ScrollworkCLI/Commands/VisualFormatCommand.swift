import ArgumentParser
import Foundation
import Scrollwork

/// `scrollwork vfl FORMAT`: the constraints UIKit would create for a visual format
/// string, in UIKit's description format, or UIKit's error with its caret.
struct VisualFormatCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "vfl",
    abstract: "Print the constraints a Visual Format Language string creates, or UIKit's error.",
    discussion: """
      The views are plain views, subviews of one superview ('|'). Without --views,
      every [name] in the format is a view.

      Examples:
        scrollwork vfl 'H:|-[a]-[b(==a)]-|'
        scrollwork vfl 'V:|-(top)-[a]' --metrics top=60
        scrollwork vfl '|[a][b]|' --views a,b --options alignAllTop
      """
  )

  @Argument(help: "The format string, e.g. 'H:|-[a]-|'.")
  var format: String

  @Option(name: .long, help: "Comma-separated view names (default: the [names] in the format).")
  var views: String?

  @Option(name: .long, help: "Comma-separated metrics, name=value.")
  var metrics: String?

  @Option(name: .long, help: "Comma-separated format options: alignAllTop, alignAllCenterX, directionRightToLeft, ...")
  var options: String?

  func run() throws {
    let names = views.map { commaSeparated($0) } ?? LayoutConstraint.viewNames(inVisualFormat: format)
    var metricValues: [String: Any] = [:]
    for pair in commaSeparated(metrics ?? "") {
      let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, let value = Double(parts[1]), value.isFinite else {
        throw ValidationError("Bad metric '\(pair)': expected name=number.")
      }
      metricValues[parts[0]] = value
    }
    var opts = LayoutConstraint.FormatOptions()
    for name in commaSeparated(options ?? "") {
      guard let option = LayoutConstraint.FormatOptions(named: name) else {
        let known = LayoutConstraint.FormatOptions.namedOptions.map(\.name).joined(separator: ", ")
        throw ValidationError("Unknown option '\(name)'. Known: \(known).")
      }
      opts.insert(option)
    }
    let superview = View()
    superview.accessibilityIdentifier = "superview"
    var viewsByName: [String: Any] = [:]
    for name in names {
      let v = View()
      v.accessibilityIdentifier = name
      superview.addSubview(v)
      viewsByName[name] = v
    }
    do {
      let constraints = try LayoutConstraint.constraintsOrThrow(
        withVisualFormat: format, options: opts, metrics: metricValues, views: viewsByName)
      for c in constraints { print(c.description) }
    } catch {
      Terminal.standardError.write(error.reason + "\n")
      throw ExitCode(2)
    }
  }
}
