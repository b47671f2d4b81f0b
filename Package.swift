// swift-tools-version:6.1
import Foundation
import PackageDescription

let package = Package(
  name: "Scrollwork",
  products: [
    .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
    .library(name: "ScrollworkText", targets: ["ScrollworkText"]),
    .library(name: "Scrollwork", targets: ["Scrollwork"]),
    .library(name: "ScrollworkSnapKit", targets: ["ScrollworkSnapKit"]),
    .library(name: "ScrollworkRender", targets: ["ScrollworkRender"]),
    .library(name: "ScrollworkIB", targets: ["ScrollworkIB"]),
    .library(name: "ScrollworkLayoutFile", targets: ["ScrollworkLayoutFile"]),
    .executable(name: "scrollwork", targets: ["scrollwork"]),
    .executable(name: "scrollwork-bench", targets: ["ScrollworkBench"]),
    .plugin(name: "ScrollworkCheckPlugin", targets: ["ScrollworkCheckPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // DocC catalogs: `swift package generate-documentation --target <Target>` (.ci/run builds all seven).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
  ],
  targets: [
    // Libraries (dependencies point down only: LayoutSolver imports the standard library alone).
    .target(
      name: "LayoutSolver",
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    // Fonts and text: font files read from their bytes (the bundled Inter faces), Dynamic Type,
    // line breaking and text layout. Imports Foundation only; needs no views.
    .target(
      name: "ScrollworkText",
      resources: [.copy("Resources/Fonts")]
    ),
    // The UIKit-shaped model: views, guides, constraints, anchors, labels, stack views.
    // Imports LayoutSolver, ScrollworkText (re-exported) and Foundation only.
    .target(
      name: "Scrollwork",
      dependencies: ["LayoutSolver", "ScrollworkText"]
    ),
    // The SnapKit-compatible DSL (`view.snp.makeConstraints { ... }`): `import ScrollworkSnapKit`
    // where iOS code writes `import SnapKit`. Foundation and Scrollwork only; Scrollwork does
    // not re-export it.
    .target(
      name: "ScrollworkSnapKit",
      dependencies: ["Scrollwork"]
    ),
    // SVG pictures and the HTML report, drawn from LayoutSnapshot values. Foundation and Scrollwork only.
    .target(
      name: "ScrollworkRender",
      dependencies: ["Scrollwork"]
    ),
    // Interface Builder documents (.storyboard, .xib) and the stored-frame oracle.
    // Foundation (FoundationXML on Linux) and Scrollwork only.
    .target(
      name: "ScrollworkIB",
      dependencies: ["Scrollwork"]
    ),
    // The layout-file format (Documentation/LayoutFiles.md) read from a YAML document tree
    // of its own (`YAMLNode`), checked, built into views and its actions run. Foundation
    // and Scrollwork only: the CLI parses the text (Yams) and does the file I/O.
    .target(
      name: "ScrollworkLayoutFile",
      dependencies: ["Scrollwork"]
    ),

    // The command-line tool: `scrollwork` is a thin entry point; ScrollworkCLI holds one
    // file per subcommand, the layout files' YAML front end (Yams) and all file I/O.
    .target(
      name: "ScrollworkCLI",
      dependencies: [
        "Scrollwork", "ScrollworkRender", "ScrollworkIB", "ScrollworkLayoutFile",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Yams", package: "Yams"),
      ]
    ),
    .executableTarget(
      name: "scrollwork",
      dependencies: ["ScrollworkCLI"]
    ),
    // `swift package scrollwork-check [paths] [options]`: `scrollwork check` on the
    // package's documents (Documentation/ContinuousIntegration.md).
    .plugin(
      name: "ScrollworkCheckPlugin",
      capability: .command(
        intent: .custom(verb: "scrollwork-check", description: "Check .storyboard and .xib files for layout problems")
      ),
      dependencies: ["scrollwork"],
      path: "Plugins/ScrollworkCheckPlugin"
    ),

    // What the tests and the benchmark share: the seeded generator (SplitMix64), the
    // property seed (SCROLLWORK_PROPERTY_SEED), the package's paths, SHA-256 and the
    // Interface Builder test documents. Not a product; no library target depends on it
    // (.ci/run checks). Foundation only, so that the benchmark links neither PropertyBased
    // nor swift-testing: a suite builds PropertyBased's Xoshiro from PropertySeed itself
    // (one line), and nothing here needs Testing. The fuzz harnesses share nothing with
    // the tests (FuzzInput decodes libFuzzer's bytes; no seeded generator), so they do not
    // depend on it.
    .target(
      name: "ScrollworkTestSupport"
    ),

    // Benchmarks: the scenarios of ../shared/bench rebuilt on LayoutSolver.
    .executableTarget(
      name: "ScrollworkBench",
      dependencies: ["LayoutSolver", "Scrollwork", "ScrollworkSnapKit", "ScrollworkTestSupport"],
      path: "Benchmarks/Sources/ScrollworkBench"
    ),

    // Tests
    .testTarget(
      name: "ScrollworkTests",
      dependencies: [
        "Scrollwork",
        "LayoutSolver",
        // The PagingSlider ports and tutorial screens are written with `snp`, as their iOS originals.
        "ScrollworkSnapKit",
        "ScrollworkTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "ScrollworkTextTests",
      dependencies: ["ScrollworkText", "ScrollworkTestSupport"],
      // Font files the tests read through #filePath.
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "ScrollworkSnapKitTests",
      dependencies: ["ScrollworkSnapKit", "Scrollwork"]
    ),
    .testTarget(
      name: "ScrollworkRenderTests",
      dependencies: ["ScrollworkRender", "Scrollwork"],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "ScrollworkIBTests",
      dependencies: ["ScrollworkIB", "Scrollwork", "ScrollworkTestSupport"],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "ScrollworkLayoutFileTests",
      dependencies: ["ScrollworkLayoutFile", "Scrollwork"]
    ),
    .testTarget(
      name: "ScrollworkCLITests",
      dependencies: [
        "ScrollworkCLI", "ScrollworkLayoutFile", "Scrollwork", "scrollwork", "ScrollworkTestSupport",
        // Reads Documentation/Workflows/scrollwork-check.yml (ContinuousIntegrationTests).
        .product(name: "Yams", package: "Yams"),
      ]
    ),
    .testTarget(
      name: "LayoutSolverTests",
      dependencies: [
        "LayoutSolver",
        "ScrollworkTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      // kiwisolver's recorded answers (Scripts/kiwi_oracle.py --write-fixture), read
      // through #filePath.
      exclude: ["Differential/Fixtures"]
    ),
  ]
)

// libFuzzer harnesses (issue 8), one per input surface, under Fuzz/. They exist only when
// SCROLLWORK_FUZZ is set, so `swift build` and `swift test` never compile them;
// Scripts/fuzz.sh builds them with -sanitize=fuzzer,address.
if ProcessInfo.processInfo.environment["SCROLLWORK_FUZZ"] != nil {
  package.targets.append(.target(name: "FuzzSupport", path: "Fuzz/Support"))
  let harnesses: [(String, String, [Target.Dependency])] = [
    ("FuzzSolver", "Fuzz/Solver", ["LayoutSolver", "FuzzSupport"]),
    ("FuzzFonts", "Fuzz/Fonts", ["ScrollworkText", "FuzzSupport"]),
    ("FuzzVisualFormat", "Fuzz/VisualFormat", ["Scrollwork", "FuzzSupport"]),
    ("FuzzLayoutFile", "Fuzz/LayoutFile", ["Scrollwork", "ScrollworkLayoutFile", "ScrollworkCLI", "FuzzSupport"]),
    ("FuzzInterfaceBuilder", "Fuzz/InterfaceBuilder", ["Scrollwork", "ScrollworkIB", "FuzzSupport"]),
  ]
  for (name, path, dependencies) in harnesses {
    package.targets.append(.executableTarget(name: name, dependencies: dependencies, path: path))
    package.products.append(.executable(name: name, targets: [name]))
  }
}
