// libFuzzer harness for the VFL grammar (Sources/Scrollwork/VisualFormat/Grammar, which
// knows no model types). Built and run by Scripts/fuzz-visual-format.sh; any crash,
// trap or hang is a bug: the parser must throw, never fail otherwise.

import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func visualFormatFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let format = String(decoding: bytes, as: UTF8.self)
  _ = try? VisualFormatParser.parse(format)
  return 0
}

/// The one helper the grammar shares with the rest of the module
/// (Geometry/EdgeInsets.swift): `%g` formatting for priorities in messages.
func formatG(_ value: Double) -> String {
  value == 0 ? "0" : String(format: "%g", value)
}
