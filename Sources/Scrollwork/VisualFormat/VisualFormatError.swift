/// A visual format string UIKit would refuse: the `NSInvalidArgumentException` of
/// `constraints(withVisualFormat:options:metrics:views:)`, as a Swift error.
///
/// ``reason`` is UIKit's exact text (UIKitBehaviour.md §2.4), caret line included:
///
/// ```
/// Unable to parse constraint format:
/// missing is not a key in the views dictionary.
/// [missing]
///         ^
/// ```
public struct VisualFormatError: Error, Sendable, Equatable, CustomStringConvertible {
  /// UIKit's full reason text.
  public let reason: String
  /// The message alone (the second line of ``reason``).
  public let message: String
  /// The format string that failed.
  public let format: String
  /// The caret's 0-based character offset, or nil when UIKit prints no caret
  /// (an empty or non-ASCII string).
  public let index: Int?

  init(_ diagnostic: VisualFormatDiagnostic, format: String) {
    reason = diagnostic.reason(format: format)
    message = diagnostic.message.text
    self.format = format
    index = diagnostic.index
  }

  public var description: String { reason }

  /// The longest format string read, in UTF-8 bytes: 262,144 (256 KiB). A longer one
  /// is refused before parsing with the message `The format string is N bytes long;
  /// visual format strings may be at most 262144 bytes.` and the caret at
  /// offset 262,144 (Sources/Scrollwork/Scrollwork.docc/VisualFormatLanguage.md, "Limits").
  public static var maximumFormatLength: Int { VisualFormatParser.maximumLength }
}
