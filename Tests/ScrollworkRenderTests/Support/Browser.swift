import Foundation

/// Headless Chromium and a PNG pixel reader for the browser test.
enum Browser {
  /// The first of `chromium`, `chromium-browser`, `google-chrome` found on PATH.
  static let chromiumPath: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for directory in path.split(separator: ":") {
        let candidate = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      }
    }
    return nil
  }()

  /// An error from running a helper program.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Runs `arguments` (the first is looked up on PATH by `env`) and returns stdout.
  /// - Throws: ``Failure`` with stderr when the exit status is not 0.
  @discardableResult
  static func run(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let output = out.fileHandleForReading.readDataToEndOfFile()
    let errors = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(
        description: "\(arguments.joined(separator: " ")) exited with \(process.terminationStatus): "
          + String(decoding: errors, as: UTF8.self))
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Screenshots `html` (a file URL) at `size` CSS pixels, device scale 1, sRGB.
  /// - Throws: ``Failure`` when Chromium fails or writes no file.
  static func screenshot(of html: URL, size: (width: Int, height: Int), into directory: URL) throws -> URL {
    guard let chromium = chromiumPath else { throw Failure(description: "Chromium is not installed") }
    let png = directory.appendingPathComponent("screenshot.png")
    try run([
      "timeout", "120", chromium, "--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars",
      "--force-device-scale-factor=1", "--force-color-profile=srgb",
      "--user-data-dir=\(directory.appendingPathComponent("profile").path)",
      "--screenshot=\(png.path)", "--window-size=\(size.width),\(size.height)", html.absoluteString,
    ])
    guard FileManager.default.fileExists(atPath: png.path) else {
      throw Failure(description: "Chromium wrote no screenshot at \(png.path)")
    }
    return png
  }

  /// A rectangle of pixels: inclusive minimum and maximum coordinates, and the count.
  struct PixelBox: Equatable, CustomStringConvertible {
    var minX: Int, minY: Int, maxX: Int, maxY: Int, count: Int
    var width: Int { maxX - minX + 1 }
    var height: Int { maxY - minY + 1 }
    var description: String { "(\(minX), \(minY))…(\(maxX), \(maxY)), \(count) pixels" }
  }

  /// The bounding box of the pixels of exactly this colour in an 8-bit RGB or RGBA
  /// PNG (decoded with Python's standard zlib, present wherever CI runs), nil when
  /// there are none.
  /// - Throws: ``Failure`` when the file is not such a PNG.
  static func box(ofColor rgb: (Int, Int, Int), in png: URL) throws -> PixelBox? {
    let output = try run(["python3", "-c", pngScript, png.path, "\(rgb.0)", "\(rgb.1)", "\(rgb.2)"])
    let numbers = output.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int($0) }
    guard numbers.count == 5 else { throw Failure(description: "unexpected reader output: \(output)") }
    if numbers[4] == 0 { return nil }
    return PixelBox(minX: numbers[0], minY: numbers[1], maxX: numbers[2], maxY: numbers[3], count: numbers[4])
  }

  /// Decodes a non-interlaced 8-bit truecolour PNG (PNG spec: IHDR, IDAT, the five
  /// filter types) and prints the bounding box and count of pixels equal to r g b.
  static let pngScript = """
    import sys, zlib, struct
    path, r, g, b = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    data = open(path, 'rb').read()
    assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n', 'not a PNG'
    pos, idat = 8, b''
    while pos < len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b'IHDR':
            width, height, depth, color, _, _, interlace = struct.unpack('>IIBBBBB', body)
        elif kind == b'IDAT':
            idat += body
        pos += 12 + length
    assert depth == 8 and color in (2, 6) and interlace == 0, 'unsupported PNG'
    bpp = 3 if color == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * bpp
    prev = bytearray(stride)
    found = [width, height, -1, -1, 0]
    i = 0
    for y in range(height):
        f = raw[i]; i += 1
        line = bytearray(raw[i:i + stride]); i += stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            c = prev[x - bpp] if x >= bpp else 0
            up = prev[x]
            if f == 1: line[x] = (line[x] + a) & 255
            elif f == 2: line[x] = (line[x] + up) & 255
            elif f == 3: line[x] = (line[x] + (a + up) // 2) & 255
            elif f == 4:
                p = a + up - c; pa, pb, pc = abs(p - a), abs(p - up), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else (up if pb <= pc else c))) & 255
        for x in range(width):
            o = x * bpp
            if line[o] == r and line[o + 1] == g and line[o + 2] == b:
                found[0] = min(found[0], x); found[1] = min(found[1], y)
                found[2] = max(found[2], x); found[3] = max(found[3], y); found[4] += 1
        prev = line
    print(*found)
    """
}
