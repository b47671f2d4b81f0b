// libFuzzer harness for the Interface Builder importer (issue 8): the bytes are a
// .storyboard or .xib. Parsing must return a document or an IBError; every scene of a
// parsed document must build and lay out, never crash or hang.
//   Scripts/fuzz.sh interface-builder [SECONDS]   (seeds: ../shared/corpus/ib)

import Foundation
import FuzzSupport
import Scrollwork
import ScrollworkIB

@_cdecl("LLVMFuzzerTestOneInput")
public func interfaceBuilderFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard let document = try? IBDocument(data: Data(bytes: data, count: size)) else { return 0 }
  let builder = IBLayoutBuilder(document: document)
  for scene in document.scenes.prefix(8) {
    let layout = builder.build(scene: scene)
    layout.root.layoutIfNeeded()
  }
  return 0
}

@_cdecl("FuzzInterfaceBuilder_main")
public func fuzzInterfaceBuilderMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runFuzzer(argc: argc, argv: argv) { data, size in interfaceBuilderFuzzTestOneInput(data, size) }
}
