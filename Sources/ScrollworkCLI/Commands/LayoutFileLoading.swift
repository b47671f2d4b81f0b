import ArgumentParser
import Foundation
import Scrollwork
import ScrollworkLayoutFile

/// Loading and building layout files for the subcommands that draw or lay them out:
/// errors and warnings go to stderr as `FILE:LINE:COLUMN: error: message`, and
/// unusable input ends the command with exit status 2.
enum LayoutFileLoading {
  /// Reads and checks `path`, printing its warnings.
  /// - Throws: `ExitCode(2)` after printing every error of the file.
  static func load(_ path: String) throws -> LayoutFile {
    let stderr = Terminal.standardError
    do {
      let file = try LayoutFile.load(path: path)
      for w in file.warnings { stderr.write(LayoutCommand.format(w, stderr) + "\n") }
      return file
    } catch {
      for issue in error.issues { stderr.write(LayoutCommand.format(issue, stderr) + "\n") }
      throw ExitCode(2)
    }
  }

  /// Builds `file` for a device and orientation (nil: the file's own) and runs its
  /// actions.
  /// - Throws: `ExitCode(2)` after printing the build errors.
  static func build(
    _ file: LayoutFile, device: Device?, orientation: DeviceOrientation?,
    contentSizeCategory: ContentSizeCategory? = nil
  ) throws -> LaidOutScreen {
    do {
      let screen = try file.build(device: device, orientation: orientation, contentSizeCategory: contentSizeCategory)
      screen.runActions()
      return screen
    } catch {
      let stderr = Terminal.standardError
      for issue in error.issues where !file.warnings.contains(issue) {
        stderr.write(LayoutCommand.format(issue, stderr) + "\n")
      }
      throw ExitCode(2)
    }
  }

  /// The bytes of every font file the file's labels use, by the font's PostScript
  /// name, for embedding in pictures. Unreadable files are skipped (the build
  /// already reported them).
  static func fontFiles(of file: LayoutFile) -> [String: Data] {
    var files: [String: Data] = [:]
    for spec in file.views {
      guard let name = spec.font?.file else { continue }
      let url = name.hasPrefix("/") ? URL(fileURLWithPath: name) : file.directory.appendingPathComponent(name)
      guard let data = try? Data(contentsOf: url), let font = try? Font(data: data, size: 12) else { continue }
      files[font.fontName] = data
    }
    return files
  }

  /// Writes `text` to `path` (creating its folder) through ``OutputFile`` (a
  /// temporary file renamed into place), or to stdout for nil or `-`.
  /// - Throws: `ExitCode(2)` with the reason on stderr when the file cannot be
  ///   written; the previous file at `path` is then unchanged.
  static func write(_ text: String, to path: String?) throws {
    guard let path, path != "-" else {
      print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
      return
    }
    do {
      try OutputFile.write(text, to: path)
    } catch {
      Terminal.standardError.write("\(error)\n")
      throw ExitCode(2)
    }
  }
}
