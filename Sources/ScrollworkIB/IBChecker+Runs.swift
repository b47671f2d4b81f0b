import Foundation
import Scrollwork

extension IBChecker {
  /// One layout of a scene that the checks make: on the document's own canvas, or on
  /// a device in an orientation.
  ///
  /// The document's own canvas is Xcode's (placeholder constraints kept, the "View
  /// as" device's size classes: ``IBOracle/canvasOptions(for:)``), so that misplaced
  /// means what Xcode means; other devices run the app (placeholders removed, their
  /// own size classes). The checker's ``IBChecker/traits``, when set, replace either.
  struct Run {
    /// The device, nil on the document's own canvas.
    let device: Device?
    /// The device's orientation, or the document's on its own canvas.
    let orientation: DeviceOrientation
    /// The layout options of the run.
    let options: IBLayoutOptions

    /// The name findings give the run's device: its preset name, or `document`.
    var deviceName: String { device?.name ?? "document" }

    /// The name findings give the run's orientation (`portrait`, `landscape`).
    var orientationName: String { orientation.rawValue }

    /// What a finding's message ends with: nothing on the document's own canvas,
    /// ` (on iphone-se-2, portrait)` on a device.
    var place: String { device == nil ? "" : " (on \(deviceName), \(orientationName))" }
  }

  /// The runs of ``check(devices:orientations:visit:)`` and of the text checks, in
  /// order: the document's own canvas, then each of `devices` in each of
  /// `orientations`.
  func runs(devices: [Device], orientations: [DeviceOrientation]) -> [Run] {
    var canvas = IBOracle.canvasOptions(for: document)
    if !traits.isEmpty { canvas.traits = traits }
    var runs = [Run(device: nil, orientation: document.orientation, options: canvas)]
    for device in devices {
      for orientation in orientations {
        var options = IBLayoutOptions(
          device: device, orientation: orientation, traits: IBLayoutOptions.traits(of: device, in: orientation))
        if !traits.isEmpty { options.traits = traits }
        runs.append(Run(device: device, orientation: orientation, options: options))
      }
    }
    return runs
  }
}
