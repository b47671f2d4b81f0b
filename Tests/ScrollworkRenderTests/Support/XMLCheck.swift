import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Parses `text` as XML and returns the parser's error description, or nil when
/// the document is well-formed.
func xmlError(in text: String) -> String? {
  let parser = XMLParser(data: Data(text.utf8))
  return parser.parse() ? nil : String(describing: parser.parserError)
}
