import Foundation
import Scrollwork

/// Writes solved frames into a document's text the way Xcode's "Update Frames" (and
/// `ibtool --update-frames`) leaves it: for each view, only the `x`, `y`, `width`
/// and `height` values of its own `<rect key="frame">` (the view element's direct
/// child) change, and its `misplaced="YES"` attribute goes; every other byte stays,
/// attribute order, quotes and indentation included.
///
/// Numbers are written as Xcode writes frames (``number(_:)``). A value whose stored
/// text already reads as the solved number (within 0.001 pt) is kept as written, so
/// that an unchanged edge shows no change.
///
/// The text is scanned, not re-serialised: tags, attributes with either quote,
/// comments, CDATA sections and processing instructions are recognised; an edit
/// never adds or removes a line break, so the document keeps its line count.
public enum IBFrameRewriter {
  /// A number as Xcode writes it in a frame: C's `%.17g` (17 significant digits,
  /// trailing zeros dropped: `20.5`, `20.333333333333332`, `375`,
  /// `43.666667938232422`), with zero written `0.0`. Every one of the 20,788 frame
  /// values of the 109 corpus documents (tools versions 4xxx to 32xxx) is written
  /// this way (InterfaceBuilder.md, "Fixing misplaced views").
  /// Non-finite values are never written (``rewrite(_:updates:)`` leaves such a view
  /// out).
  public static func number(_ value: CGFloat) -> String {
    let v = Double(value)
    if v == 0 { return "0.0" }
    return String(format: "%.17g", v)
  }

  /// `bytes` (a document's UTF-8 text) with the frames of the determined `updates`
  /// written, and the ids of the views rewritten. An update whose view has no frame
  /// element the scan can find, or whose solved frame is not finite, is left out of
  /// the ids (the caller reports it); undetermined updates are ignored.
  /// - Complexity: O(n) in the length of the text.
  public static func rewrite(
    _ bytes: [UInt8], updates: [IBFrameUpdate]
  ) -> (bytes: [UInt8], rewritten: Set<String>) {
    var targets: [String: CGRect] = [:]
    for u in updates where u.isDetermined {
      let f = u.solvedFrame
      guard f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite else { continue }
      targets[u.objectID] = f
    }
    var edits: [(range: Range<Int>, text: [UInt8])] = []
    var rewritten = Set<String>()
    var stack: [String?] = []
    // The `misplaced` attribute of each view being rewritten, until its frame
    // element is reached.
    var pendingFlags: [String: Range<Int>] = [:]
    var scanner = TagScanner(bytes)
    while let tag = scanner.next() {
      switch tag.kind {
      case .end:
        _ = stack.popLast()
        continue
      case .start(let selfClosing):
        let id = tag.attribute("id")?.value(in: bytes)
        if tag.name == "rect", tag.attribute("key")?.value(in: bytes) == "frame", let parent = stack.last ?? nil,
          let frame = targets[parent], !rewritten.contains(parent)
        {
          edits += frameEdits(tag, frame, bytes)
          rewritten.insert(parent)
          // The misplaced flag of the view, recorded when its start tag was read.
          if let flag = pendingFlags.removeValue(forKey: parent) { edits.append((flag, [])) }
        }
        if let id, targets[id] != nil, let flag = tag.attribute("misplaced"), flag.value(in: bytes) == "YES" {
          pendingFlags[id] = flagRange(flag, bytes)
        }
        if !selfClosing { stack.append(id) }
      }
    }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var position = 0
    for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      out += bytes[position..<edit.range.lowerBound]
      out += edit.text
      position = edit.range.upperBound
    }
    out += bytes[position...]
    return (out, rewritten)
  }

  /// The value edits of one frame element: x, y, width and height, each where it is
  /// written; a missing one (Interface Builder writes all four) is added before the
  /// tag's end.
  static func frameEdits(_ tag: TagScanner.Tag, _ frame: CGRect, _ bytes: [UInt8]) -> [(Range<Int>, [UInt8])] {
    var edits: [(Range<Int>, [UInt8])] = []
    var missing = ""
    for (name, value) in [("x", frame.minX), ("y", frame.minY), ("width", frame.width), ("height", frame.height)] {
      guard let a = tag.attribute(name) else {
        missing += " \(name)=\"\(number(value))\""
        continue
      }
      if let old = Double(a.value(in: bytes)), abs(old - Double(value)) <= 0.001 { continue }
      edits.append((a.value, Array(number(value).utf8)))
    }
    if !missing.isEmpty { edits.append((tag.attributesEnd..<tag.attributesEnd, Array(missing.utf8))) }
    return edits
  }

  /// The bytes to remove for an attribute: it and the spaces before it on its line,
  /// or, when it starts a line, it and the spaces after it (no line break goes).
  static func flagRange(_ a: TagScanner.Attribute, _ bytes: [UInt8]) -> Range<Int> {
    var start = a.start
    while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
    if start > 0, bytes[start - 1] != 0x0A && bytes[start - 1] != 0x0D { return start..<(a.value.upperBound + 1) }
    var end = a.value.upperBound + 1
    while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
    return a.start..<end
  }
}
