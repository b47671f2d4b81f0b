import Foundation

/// Why a document could not be read or built, with the line it came from.
///
/// Every error names the offending item and the 1-based line of the element it was
/// found on (0 when the line is unknown, e.g. an empty file). ``description`` reads
/// `line 12: constraint 'abc-12-xyz' refers to a missing item 'zzz-99-zzz'`.
public struct IBError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The kinds of problem.
  public enum Kind: String, Sendable, Equatable {
    /// The bytes are not well-formed XML (includes truncated files).
    case malformedXML
    /// The pre-Xcode-5 `<archive>` format, which this importer refuses.
    case legacyArchive
    /// The root element is not `<document>` or the document type is not Cocoa Touch.
    case notADocument
    /// An element that is not allowed where it appears (e.g. inside `<constraints>`).
    case unknownElement
    /// A required attribute is missing or its value is not understood.
    case badAttribute
    /// A constraint or reference names an id that no object in the document has.
    case missingReference
    /// Two objects share one id.
    case duplicateID
    /// The document is larger than ``IBElement/maximumDocumentSize``.
    case documentTooLarge
    /// The document declares a DTD or entities (`<!DOCTYPE … [ … ]>`, `<!ENTITY`),
    /// which Interface Builder never writes: refused before parsing, so that entity
    /// expansion ("billion laughs") cannot run.
    case entityDeclaration
  }

  /// What went wrong.
  public let kind: Kind
  /// The 1-based line number of the element (0 if unknown).
  public let line: Int
  /// The explanation, naming the element, attribute or id involved.
  public let message: String

  /// Creates an error.
  public init(_ kind: Kind, line: Int, _ message: String) {
    self.kind = kind
    self.line = line
    self.message = message
  }

  /// `line N: message`.
  public var description: String { "line \(line): \(message)" }
}

/// Something the importer ignored, with the line it came from: an attribute or
/// element it does not know where it knows the others (on a `<constraint>`).
/// ``description`` reads `line 12: warning: constraint 'abc-12-xyz': unknown attribute 'foo' ignored`.
public struct IBWarning: Equatable, Sendable, CustomStringConvertible {
  /// The 1-based line of the element.
  public let line: Int
  /// What was ignored.
  public let message: String

  /// Creates a warning.
  public init(line: Int, _ message: String) {
    self.line = line
    self.message = message
  }

  /// `line N: warning: message`.
  public var description: String { "line \(line): warning: \(message)" }
}
