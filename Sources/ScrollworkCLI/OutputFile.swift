import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every file the command-line tool writes goes through here, so that a failure
/// never destroys the previous file or leaves a truncated one.
///
/// Contract of ``write(_:to:)``: the bytes go into a new temporary file in the same
/// folder as the target (`.NAME.tmp-XXXXXX`, so the final step is a rename within one
/// file system), are flushed to disk, and the temporary file is then renamed over the
/// target in one step. Readers see either the previous file or the complete new one.
/// On any failure (folder not writable, disk full, file size limit, rename refused)
/// the temporary file is removed, the target is left as it was, and the error names
/// the path and the system's reason. A symbolic link as the target is followed: the
/// file it points to is replaced and the link stays.
enum OutputFile {
  /// Why a file could not be written.
  struct WriteError: Error, Equatable, CustomStringConvertible {
    /// The path as given.
    let path: String
    /// The system's reason (`strerror`), e.g. "Permission denied".
    let reason: String

    var description: String { "\(path): error: cannot write: \(reason)" }
  }

  /// Writes `text` as UTF-8 to `path`, creating its folder first.
  /// - Throws: ``WriteError`` naming `path`; the previous file, if any, is unchanged.
  static func write(_ text: String, to path: String) throws(WriteError) {
    try write(Data(text.utf8), to: path)
  }

  /// Writes `data` to `path` through a temporary file and a rename, creating the
  /// folder first (see the type's contract).
  /// - Throws: ``WriteError`` naming `path`; the previous file, if any, is unchanged.
  static func write(_ data: Data, to path: String) throws(WriteError) {
    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
    let folder = target.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw WriteError(path: path, reason: "cannot create the folder \(folder.path): \(error.localizedDescription)")
    }
    var template = Array(folder.appendingPathComponent(".\(target.lastPathComponent).tmp-XXXXXX").path.utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { throw WriteError(path: path, reason: Self.systemReason()) }
    // mkstemp filled in the template's X's; the path is UTF-8 (made from a String) up to its NUL.
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var failure: String?
    // mkstemp makes the file private (0600): give it the old file's permissions, or
    // those a new file gets under the umask.
    var old = stat()
    let mode: mode_t
    if stat(target.path, &old) == 0 {
      mode = old.st_mode & 0o7777
    } else {
      let mask = umask(0)
      umask(mask)
      mode = 0o666 & ~mask
    }
    if fchmod(fd, mode) != 0 { failure = Self.systemReason() }
    if failure == nil { failure = Self.writeAll(data, to: fd) }
    if failure == nil, fsync(fd) != 0 { failure = Self.systemReason() }
    if close(fd) != 0, failure == nil { failure = Self.systemReason() }
    if failure == nil, rename(temporary, target.path) != 0 { failure = Self.systemReason() }
    if let failure {
      unlink(temporary)
      throw WriteError(path: path, reason: failure)
    }
  }

  /// Writes all of `data` to `fd`, retrying short writes and interruptions; nil on
  /// success, else the system's reason.
  private static func writeAll(_ data: Data, to fd: Int32) -> String? {
    data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> String? in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return Self.systemReason()
        }
        offset += written
      }
      return nil
    }
  }

  /// The text of the current `errno`.
  private static func systemReason() -> String {
    String(cString: strerror(errno))
  }
}

/// POSIX `write(2)` (the name is taken by ``OutputFile/write(_:to:)`` inside the type).
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, bytes, count)
}
