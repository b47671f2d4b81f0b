import ArgumentParser
import Foundation
import ScrollworkIB

/// `scrollwork fix --update-frames FILE...`: Xcode's "Update Frames" (`ibtool
/// --update-frames`) on Linux: the stored frames of misplaced views become the
/// frames their constraints give, and nothing else in the document changes.
struct FixCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fix",
    abstract: "Fix .storyboard and .xib files: update the frames of misplaced views, like Xcode's Update Frames.",
    discussion: """
      --update-frames rewrites the <rect key="frame"> of every view `check`
      reports as misplaced to the frame its constraints give on the document's
      own canvas, numbers written as Xcode writes them, and removes the view's
      misplaced="YES". Nothing else in the file changes. A view whose frame the
      constraints do not determine (ambiguous) is left as stored and reported on
      standard error. Each file is replaced in one step (a failure leaves it as
      it was). --dry-run prints a unified diff of the changes and writes nothing.
      Exit status: 0 nothing to do or done, 2 unusable input or a file that
      cannot be written.

      Examples:
        scrollwork fix --update-frames Main.storyboard
        scrollwork fix --update-frames --dry-run Base.lproj
        scrollwork fix --update-frames --dry-run View.xib | git apply
      """
  )

  @Argument(help: "The .storyboard and .xib files, or directories whose documents to fix.")
  var files: [String]

  @Flag(name: .long, help: "Update the frames of misplaced views to the frames their constraints give.")
  var updateFrames = false

  @Flag(name: .long, help: "Print a unified diff of the changes instead of writing them.")
  var dryRun = false

  @Option(
    name: .long, help: "Size classes, width-height: compact-regular, regular-any, ... (default: the canvas device's).")
  var traits: String?

  func validate() throws {
    guard updateFrames else { throw ValidationError("Nothing to fix: pass --update-frames.") }
    guard !files.isEmpty else { throw ValidationError("Name the .storyboard and .xib files to fix.") }
  }

  func run() throws {
    var traitValues: [String: String] = [:]
    if let traits {
      guard let parsed = IBLayoutOptions.traits(from: traits) else {
        throw ValidationError("Bad --traits '\(traits)': expected width-height of any, compact, regular.")
      }
      traitValues = parsed
    }
    var unusable = false
    for file in Self.documents(files, unusable: &unusable) {
      guard let data = FileManager.default.contents(atPath: file) else {
        Terminal.standardError.write("\(file): error: cannot read the file\n")
        unusable = true
        continue
      }
      let fix: IBFrameFix
      do {
        fix = try IBFrameFix.updatingFrames(of: data, traits: traitValues)
      } catch {
        Terminal.standardError.write("\(file):\(error.line): error: \(error.message)\n")
        unusable = true
        continue
      }
      for w in fix.warnings { Terminal.standardError.write("\(file):\(w.line): warning: \(w.message)\n") }
      for f in fix.findings { Terminal.standardError.write(f.compilerLine(file: file) + " [\(f.code)]\n") }
      let old = String(decoding: data, as: UTF8.self)
      let new = String(decoding: fix.bytes, as: UTF8.self)
      if dryRun {
        print(UnifiedDiff.diff(old: old, new: new, path: Self.diffPath(file)), terminator: "")
        continue
      }
      guard !fix.updates.isEmpty, fix.bytes != [UInt8](data) else { continue }
      do {
        try OutputFile.write(Data(fix.bytes), to: file)
      } catch {
        Terminal.standardError.write("\(error)\n")
        unusable = true
        continue
      }
      for u in fix.updates {
        print(
          "\(file):\(u.line): note: [\(u.scene)] \(u.view): frame updated from \(Self.rect(u.storedFrame)) to \(Self.rect(u.solvedFrame))"
        )
      }
    }
    if unusable { throw ExitCode(2) }
  }

  /// The documents named: files as given, directories' `.storyboard` and `.xib`
  /// files (directly inside, sorted). A directory that cannot be listed is reported
  /// and sets `unusable`.
  static func documents(_ arguments: [String], unusable: inout Bool) -> [String] {
    var result: [String] = []
    for argument in arguments {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue else {
        result.append(argument)
        continue
      }
      do {
        let folder = argument.hasSuffix("/") ? String(argument.dropLast()) : argument
        result += try DocumentFiles.documents(in: argument).map { folder + "/" + $0.lastPathComponent }
      } catch {
        Terminal.standardError.write("\(argument): error: cannot list the directory\n")
        unusable = true
      }
    }
    return result
  }

  /// The path a diff names: relative as given, without a leading `./` or `/`, so
  /// that `git apply` and `patch -p1` find the file from where it ran.
  static func diffPath(_ file: String) -> String {
    var path = Substring(file)
    while path.hasPrefix("./") { path = path.dropFirst(2) }
    while path.hasPrefix("/") { path = path.dropFirst() }
    return String(path)
  }

  /// `(x, y, width, height)` with the numbers as Xcode writes them.
  static func rect(_ r: CGRect) -> String {
    "(" + [r.minX, r.minY, r.width, r.height].map { IBFrameRewriter.number($0) }.joined(separator: ", ") + ")"
  }
}
