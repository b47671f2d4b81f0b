// SwiftPM links an executable target's entry point as `<Target>_main` (and aliases
// `main` to it), so each harness defines that symbol and hands control to libFuzzer's
// driver instead of libFuzzer's own `main`.

/// libFuzzer's entry point for programs that have their own `main` (LLVM ≥ 12).
// swift-format-ignore: AlwaysUseLowerCamelCase
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// Runs libFuzzer with the process's arguments and `callback` as the test function.
public func runFuzzer(
  argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
  _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt {
  var count = argc
  var vector = argv
  return LLVMFuzzerRunDriver(&count, &vector, callback)
}
