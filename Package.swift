// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "Scrollwork",
  products: [
    .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
    .library(name: "Scrollwork", targets: ["Scrollwork"]),
    .executable(name: "scrollwork-bench", targets: ["ScrollworkBench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    // Libraries (dependencies point down only: LayoutSolver imports the standard library alone).
    .target(
      name: "LayoutSolver",
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    // The UIKit-shaped model: views, guides, constraints, anchors, text, stack views.
    // Imports LayoutSolver and Foundation only.
    .target(
      name: "Scrollwork",
      dependencies: ["LayoutSolver"],
      resources: [.copy("Resources/Fonts")]
    ),

    // Benchmarks: the scenarios of ../shared/bench rebuilt on LayoutSolver.
    .executableTarget(
      name: "ScrollworkBench",
      dependencies: ["LayoutSolver", "Scrollwork"],
      path: "Benchmarks/Sources/ScrollworkBench"
    ),

    // Tests
    .testTarget(
      name: "ScrollworkTests",
      dependencies: [
        "Scrollwork",
        "LayoutSolver",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["Text/Fixtures"]
    ),
    .testTarget(
      name: "LayoutSolverTests",
      dependencies: [
        "LayoutSolver",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
  ]
)
