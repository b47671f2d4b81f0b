import Foundation

/// Text lengthened the way translations lengthen it, for `check --pseudo-localize`.
///
/// Each text keeps its characters, with the ASCII vowels and `c`, `n`, `y` accented
/// (`Save` → `Sávé`, so that the lengthened text is visibly not English), and is then
/// padded to its new length by repeating its own accented characters from the start
/// (line breaks left out): `Sávé` + 100% → `SávéSávé`. Repeating the text's own
/// characters keeps its mix of wide and narrow letters, so its width grows in
/// proportion to its length.
///
/// The growth is ``percent`` when given, else IBM's guideline for text translated from
/// English (IBM Globalization Guidelines, A3 "Providing for UI expansion", quoted by
/// the W3C's "Text size in translation"), at the low end of each band so that a
/// finding means room every translation of that length needs: up to 10 characters
/// +100%, 11–20 +80%, 21–30 +60%, 31–50 +40%, 51–70 +31%, over 70 +30%.
public struct IBPseudoLocalization: Sendable, Equatable {
  /// A fixed growth in percent for every text; nil for the guideline by length.
  public var percent: Int?

  /// Creates the lengthening: `percent` for every text (0 or more), or nil for
  /// IBM's guideline by length.
  public init(percent: Int? = nil) { self.percent = percent.map { max(0, $0) } }

  /// The growth in percent of a text of `length` characters (Unicode characters,
  /// spaces and punctuation included, as the guideline counts).
  public func growth(forLength length: Int) -> Int {
    if let percent { return percent }
    switch length {
    case ...10: return 100
    case 11...20: return 80
    case 21...30: return 60
    case 31...50: return 40
    case 51...70: return 31
    default: return 30
    }
  }

  /// `text` accented and padded by ``growth(forLength:)`` percent, rounded up to
  /// whole characters. An empty text stays empty.
  public func lengthen(_ text: String) -> String {
    let accented = String(text.map { Self.accents[$0] ?? $0 })
    let extra = (text.count * growth(forLength: text.count) + 99) / 100
    let pool = accented.filter { !$0.isNewline }
    guard extra > 0, !pool.isEmpty else { return accented }
    let padding = (0..<extra).map { pool[pool.index(pool.startIndex, offsetBy: $0 % pool.count)] }
    return accented + String(padding)
  }

  /// `document` with every text, title and placeholder of every scene lengthened.
  public func apply(to document: IBDocument) -> IBDocument {
    var copy = document
    copy.scenes = document.scenes.map { scene in
      var s = scene
      s.root = lengthened(scene.root)
      return s
    }
    return copy
  }

  /// `view` and its subviews with their texts lengthened (recursively, as deep as
  /// the document reader nested them).
  func lengthened(_ view: IBView) -> IBView {
    var v = view
    v.text = view.text.map(lengthen)
    v.subviews = view.subviews.map(lengthened)
    return v
  }

  /// The accented letter for each letter the lengthening accents.
  static let accents: [Character: Character] = [
    "a": "á", "e": "é", "i": "í", "o": "ó", "u": "ú", "c": "ç", "n": "ñ", "y": "ý",
    "A": "Á", "E": "É", "I": "Í", "O": "Ó", "U": "Ú", "C": "Ç", "N": "Ñ", "Y": "Ý",
  ]
}
