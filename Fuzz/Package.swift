// swift-tools-version:6.0
import PackageDescription

// The libFuzzer target: kept out of the normal build, because every module it uses is compiled
// with -sanitize=fuzzer. Build and run it with scripts/fuzz.sh.
let package = Package(
    name: "NibblerFuzz",
    dependencies: [.package(name: "Nibbler", path: "..")],
    targets: [
        .target(name: "NibFuzzMain"),
        .executableTarget(
            name: "NibFuzz",
            dependencies: ["NibFuzzMain", .product(name: "NibRender", package: "Nibbler")]),
    ]
)
