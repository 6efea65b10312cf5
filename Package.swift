// swift-tools-version:6.0
import PackageDescription

/// Release builds of the solver and the layers a layout runs through (the XML, the document,
/// Auto Layout, text measuring) drop Swift's runtime exclusivity checks: they cost about 15% of
/// a solve and 4% of a first layout's work (callgrind). Debug builds, which the tests run,
/// keep them, so an overlapping access still stops a test.
let uncheckedExclusivity: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

// Nibbler: Interface Builder for Linux. Each layer is its own module; a lower layer never
// imports a higher one. See README.md for the map.
let package = Package(
    name: "Nibbler",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "SolverWorkloads", targets: ["SolverWorkloads"]),
        .library(name: "NibLayout", targets: ["NibLayout"]),
        .library(name: "NibRender", targets: ["NibRender"]),
        .library(name: "NibModel", targets: ["NibModel"]),
        .library(name: "NibMerge", targets: ["NibMerge"]),
        .library(name: "NibSource", targets: ["NibSource"]),
        .library(name: "XMLTree", targets: ["XMLTree"]),
        .executable(name: "nibtool", targets: ["nibtool"]),
        .executable(name: "nibbler", targets: ["nibbler"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // The incremental constraint solver: pure Swift, no dependencies, the hot path.
        // Release builds drop the runtime exclusivity checks here and in the layers a first
        // layout runs through (see `uncheckedExclusivity`).
        .target(name: "Cassowary", swiftSettings: uncheckedExclusivity),
        // The solver workloads of ../shared/solver (W1-W3) and the oracle's system-file schema,
        // shared by nibtool, the tests and the benchmarks.
        .target(name: "SolverWorkloads", dependencies: ["Cassowary"]),
        // Lossless XML: unedited files are written back byte for byte, edits touch only their tags.
        .target(name: "XMLTree", swiftSettings: uncheckedExclusivity),
        // The document: objects over the lossless XML, indexed by id, with validity checks.
        .target(name: "NibModel", dependencies: ["XMLTree"], swiftSettings: uncheckedExclusivity),
        // Auto Layout on Cassowary: devices, constraints to equations, intrinsic sizes.
        .target(name: "NibLayout", dependencies: ["Cassowary", "XMLTree", "NibModel"], swiftSettings: uncheckedExclusivity),
        // cairo and pango through pkg-config, for the headless renderer (no GTK), and fontconfig,
        // for the fonts a project bundles.
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        // poppler through pkg-config, to draw asset catalogs' PDF images.
        .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),
        // librsvg through pkg-config, to draw asset catalogs' SVG images.
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        // Drawing documents with cairo and measuring text with pango.
        .target(name: "NibRender", dependencies: ["CPangoCairo", "CPoppler", "CRsvg", "XMLTree", "NibModel", "NibLayout"], swiftSettings: uncheckedExclusivity),
        // XIB and storyboard files: loading, Interface Builder checks, atomic saving.
        .target(name: "NibXML", dependencies: ["XMLTree", "NibModel"]),
        // The project's source code: classes, @IBInspectable and @IBDesignable, outlets and actions,
        // read from Swift (swift-syntax) and Objective-C (a tokenizer over declarations), never run.
        .target(name: "NibSource", dependencies: [
            "NibModel", "XMLTree",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // Three-way merges of documents, object by object, for git's merge driver and the designer.
        .target(name: "NibMerge", dependencies: ["XMLTree", "NibModel", "NibXML", "NibLayout", "NibRender", "NibDesign"]),
        // The designer's headless half: one open document with its live layout, selection and
        // edits, and the outline's tree. The window presents it; tests drive it without a display.
        .target(name: "NibDesign", dependencies: ["XMLTree", "NibModel", "NibXML", "NibLayout", "NibRender", "NibSource"]),
        // GTK 4 through pkg-config; shim.h holds the macros Swift cannot call.
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // A thin typed Swift layer over GTK: widgets, signals with closures, actions.
        .target(name: "GtkKit", dependencies: ["CGtk"]),
        // The designer window (`nibbler`): it presents and edits a DesignSession.
        .executableTarget(
            name: "nibbler",
            dependencies: [
                "GtkKit", "CGtk", "NibDesign", "NibMerge", "NibSource", "NibModel", "NibLayout", "NibRender", "NibXML", "XMLTree",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/NibblerApp"),
        .executableTarget(
            name: "nibtool",
            dependencies: [
                "Cassowary", "SolverWorkloads", "CPangoCairo", "NibModel", "NibXML", "NibLayout", "NibRender", "NibDesign", "NibMerge", "NibSource",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // Where the tests find ../shared, and a seeded random generator.
        .target(name: "SharedFiles", path: "Tests/SharedFiles"),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "SolverWorkloads", "SharedFiles"]),
        .testTarget(name: "XMLTreeTests", dependencies: ["XMLTree"]),
        .testTarget(name: "NibModelTests", dependencies: ["NibModel", "XMLTree", "SharedFiles"]),
        .testTarget(name: "NibLayoutTests", dependencies: ["NibLayout", "NibModel", "NibXML", "XMLTree", "SharedFiles"]),
        .testTarget(name: "NibRenderTests", dependencies: ["NibRender", "NibSource", "NibDesign", "NibMerge", "NibLayout", "NibModel", "NibXML", "XMLTree", "SharedFiles", "CPangoCairo"]),
        .testTarget(name: "NibDesignTests", dependencies: ["NibDesign", "NibModel", "NibLayout", "NibXML", "XMLTree", "SharedFiles"]),
        // GUI tests: they launch the built `nibbler` (and check with `nibtool`) under Xvfb.
        .testTarget(name: "NibblerGUITests", dependencies: ["nibbler", "nibtool", "SharedFiles"]),
        .testTarget(name: "NibMergeTests", dependencies: ["NibMerge", "NibXML", "NibModel", "XMLTree", "SharedFiles"]),
        .testTarget(name: "NibSourceTests", dependencies: ["NibSource", "NibModel", "NibXML", "XMLTree", "SharedFiles"]),
        .testTarget(name: "NibXMLTests", dependencies: ["NibXML", "NibModel", "XMLTree", "SharedFiles"]),
    ]
)
