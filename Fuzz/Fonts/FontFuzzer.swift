// libFuzzer harness for the TrueType/OpenType reader (issue 8): the bytes are a font
// file. Loading must throw FontError or give a font whose metrics and text layout are
// finite; never crash, hang or read outside the file.
//   Scripts/fuzz.sh fonts [SECONDS]   (seeds: the bundled Inter fonts, cut and bit-flipped)

import Foundation
import FuzzSupport
import ScrollworkText

@_cdecl("LLVMFuzzerTestOneInput")
public func fontFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(bytes: data, count: size)
  guard let font = try? Font(data: bytes, size: 17) else { return 0 }
  let metrics = [font.ascender, font.descender, font.leading, font.lineHeight, font.capHeight, font.xHeight]
  precondition(metrics.allSatisfy(\.isFinite), "non-finite metrics \(metrics)")
  _ = font.fontName
  _ = font.familyName
  for text in ["Hello, world!", "office ffi AV To", "日本語のテキスト", "e\u{301}\u{1F600} \u{200B}x"] {
    let layout = TextLayout(text: text, font: font, width: 120, numberOfLines: 0)
    precondition(layout.size.width.isFinite && layout.size.height.isFinite, "non-finite layout \(layout.size)")
  }
  return 0
}

@_cdecl("FuzzFonts_main")
public func fuzzFontsMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runFuzzer(argc: argc, argv: argv) { data, size in fontFuzzTestOneInput(data, size) }
}
