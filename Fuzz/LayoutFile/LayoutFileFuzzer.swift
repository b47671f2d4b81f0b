// libFuzzer harness for layout files (issue 8): the bytes are a YAML or JSON layout
// file, read through the CLI's Yams front end (ScrollworkCLI) into the ScrollworkLayoutFile
// library. Loading must return a file or LayoutFileErrors; a loaded file must build (or
// report errors), run its actions and give diagnostics, never crash or hang.
//   Scripts/fuzz.sh layout-file [SECONDS]   (seeds: Examples/*.yaml; dictionary: Fuzz/Dictionaries)

import Foundation
import FuzzSupport
import Scrollwork
import ScrollworkCLI
import ScrollworkLayoutFile

@_cdecl("LLVMFuzzerTestOneInput")
public func layoutFileFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let file = try? LayoutFile.parse(text, path: "fuzz.yaml") else { return 0 }
  guard let screen = try? file.build() else { return 0 }
  screen.runActions()
  _ = screen.diagnostics()
  _ = screen.jsonReport()
  return 0
}

@_cdecl("FuzzLayoutFile_main")
public func fuzzLayoutFileMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc: argc, argv: argv) { data, size in layoutFileFuzzTestOneInput(data, size) }
}
