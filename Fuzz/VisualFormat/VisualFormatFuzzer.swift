// libFuzzer harness for the Visual Format Language (issue 8): the bytes choose a views
// dictionary (names, some of them not views), a metrics dictionary (finite and
// non-finite numbers, wrong types) and format options, then the rest is the format
// string. `constraints(withVisualFormat:…)` must return constraints or throw
// VisualFormatError; the constraints must then activate or throw, and lay out.
//   Scripts/fuzz.sh visual-format [SECONDS]

import Foundation
import FuzzSupport
import Scrollwork

private let names = ["a", "b", "c", "view1", "_x", "top", "superview", "é"]

@_cdecl("LLVMFuzzerTestOneInput")
public func visualFormatFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  var views: [String: Any] = [:]
  let viewMask = input.byte()
  for (i, name) in names.enumerated() where viewMask & (1 << UInt8(i)) != 0 {
    if i == 7 {
      views[name] = "not a view"
    } else {
      let v = View()
      root.addSubview(v)
      views[name] = v
    }
  }
  var metrics: [String: Any] = [:]
  let metricMask = input.byte()
  for (i, name) in ["pad", "hi", "a", "m1"].enumerated() where metricMask & (1 << UInt8(i)) != 0 {
    metrics[name] = i == 3 ? "text" as Any : input.double() as Any
  }
  let options = LayoutConstraint.FormatOptions(rawValue: UInt(input.byte()) << UInt(input.choose(4) * 4))
  let format = String(decoding: input.rest(), as: UTF8.self)
  guard
    let constraints = try? LayoutConstraint.constraints(
      withVisualFormat: format, options: options, metrics: metrics, views: views)
  else { return 0 }
  if (try? LayoutConstraint.activate(constraints)) != nil {
    root.layoutIfNeeded()
    for v in root.subviews {
      precondition(v.frame.minX.isFinite && v.frame.width.isFinite, "non-finite frame \(v.frame)")
    }
  }
  return 0
}

@_cdecl("FuzzVisualFormat_main")
public func fuzzVisualFormatMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  runFuzzer(argc: argc, argv: argv) { data, size in visualFormatFuzzTestOneInput(data, size) }
}
