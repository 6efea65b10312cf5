// swift-tools-version:6.0
import PackageDescription

// Nibbler: Interface Builder for Linux. Each layer is its own module; a lower layer never
// imports a higher one. See README.md for the map.
let package = Package(
    name: "Nibbler",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "SolverWorkloads", targets: ["SolverWorkloads"]),
        .executable(name: "nibtool", targets: ["nibtool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The incremental constraint solver: pure Swift, no dependencies, the hot path.
        // Release builds drop the runtime exclusivity checks: the solver's state is touched only
        // through its own methods, and the checks cost about 15% of a solve. Debug builds and
        // the tests keep them.
        .target(
            name: "Cassowary",
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        // The solver workloads of ../shared/solver (W1-W3) and the oracle's system-file schema,
        // shared by nibtool, the tests and the benchmarks.
        .target(name: "SolverWorkloads", dependencies: ["Cassowary"]),
        // Lossless XML: unedited files are written back byte for byte, edits touch only their tags.
        .target(name: "XMLTree"),
        // The document: objects over the lossless XML, indexed by id, with validity checks.
        .target(name: "NibModel", dependencies: ["XMLTree"]),
        // Auto Layout on Cassowary: devices, constraints to equations, intrinsic sizes.
        .target(name: "NibLayout", dependencies: ["Cassowary", "NibModel"]),
        // cairo and pango through pkg-config, for the headless renderer (no GTK).
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        // Drawing documents with cairo and measuring text with pango.
        .target(name: "NibRender", dependencies: ["CPangoCairo", "NibModel", "NibLayout"]),
        // XIB and storyboard files: loading, Interface Builder checks, atomic saving.
        .target(name: "NibXML", dependencies: ["XMLTree", "NibModel"]),
        .executableTarget(
            name: "nibtool",
            dependencies: [
                "Cassowary", "SolverWorkloads", "NibModel", "NibXML", "NibLayout", "NibRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // Where the tests find ../shared, and a seeded random generator.
        .target(name: "SharedFiles", path: "Tests/SharedFiles"),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "SolverWorkloads", "SharedFiles"]),
        .testTarget(name: "XMLTreeTests", dependencies: ["XMLTree"]),
        .testTarget(name: "NibModelTests", dependencies: ["NibModel", "XMLTree", "SharedFiles"]),
        .testTarget(name: "NibLayoutTests", dependencies: ["NibLayout", "NibModel", "XMLTree", "SharedFiles"]),
        .testTarget(name: "NibRenderTests", dependencies: ["NibRender", "NibLayout", "NibModel", "XMLTree", "SharedFiles", "CPangoCairo"]),
        .testTarget(name: "NibXMLTests", dependencies: ["NibXML", "NibModel", "XMLTree", "SharedFiles"]),
    ]
)
