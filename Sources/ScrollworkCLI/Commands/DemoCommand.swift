import ArgumentParser
import Foundation
import Scrollwork

/// `scrollwork demo`: the tutorial screens laid out, one table per screen and state.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Lay out the six tutorial scroll-view screens and print their frames, content sizes and offsets.",
    discussion: """
      Each screen is built in Swift with Scrollwork's UIKit-style API on an iPhone SE
      (375 x 667 points), then shown in several states (rotated, keyboard up, paged).

      Examples:
        scrollwork demo
        scrollwork demo --screen 4
      """
  )

  @Option(name: .long, help: "Only this screen (1-6).")
  var screen: Int?

  func validate() throws {
    if let screen, !(1...DemoScreen.all.count).contains(screen) {
      throw ValidationError("--screen must be between 1 and \(DemoScreen.all.count).")
    }
  }

  func run() throws {
    var texts: [String] = []
    for (i, s) in DemoScreen.all.enumerated() where screen == nil || screen == i + 1 {
      let states = try s.run()
      texts.append(s.report(states: states))
    }
    print(texts.joined(separator: "\n"), terminator: "")
  }
}
