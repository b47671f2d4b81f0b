import ArgumentParser
import Foundation
import Scrollwork
import ScrollworkLayoutFile

/// `scrollwork devices`: the device presets, their sizes, scales and safe areas.
struct DevicesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract: "List the device presets: size in points, scale, safe-area insets, Interface Builder id.",
    discussion: """
      Examples:
        scrollwork devices
        scrollwork devices --json
      """
  )

  @Flag(name: .long, help: "Print JSON instead of a table.")
  var json = false

  func run() throws {
    print(json ? Self.json() : Self.table(), terminator: "")
  }

  /// One line per preset: name, size, scale, portrait and landscape insets
  /// (top, left, bottom, right), IB id, aliases.
  static func table() -> String {
    var rows = [["device", "size", "scale", "safe area (portrait)", "safe area (landscape)", "IB id", "aliases"]]
    for d in Device.all {
      rows.append([
        d.name, "\(num(d.portraitSize.width))x\(num(d.portraitSize.height))", "@\(num(d.scale))x",
        insets(d.portraitSafeArea), insets(d.landscapeSafeArea), d.interfaceBuilderID ?? "-",
        d.aliases.joined(separator: ", "),
      ])
    }
    return TextTable.render(rows)
  }

  static func json() -> String {
    let list = Device.all.map { d -> [String: Any] in
      [
        "name": d.name, "aliases": d.aliases, "interfaceBuilderID": d.interfaceBuilderID ?? NSNull(),
        "size": [d.portraitSize.width, d.portraitSize.height], "scale": d.scale,
        "safeArea": [
          "portrait": insetArray(d.portraitSafeArea), "landscape": insetArray(d.landscapeSafeArea),
        ], "isPad": d.isPad,
      ]
    }
    return JSONText.encode(list) + "\n"
  }

  static func insets(_ e: EdgeInsets) -> String {
    "\(num(e.top)) \(num(e.left)) \(num(e.bottom)) \(num(e.right))"
  }

  static func insetArray(_ e: EdgeInsets) -> [CGFloat] { [e.top, e.left, e.bottom, e.right] }
}
