// swift-tools-version:6.1
import PackageDescription

// The solver workloads of ../shared/solver/WORKLOADS.md, and the layout of issue 4's generated
// document of 1,000 labels, under package-benchmark.
// Run from this folder: swift package benchmark

/// A package-benchmark executable in Benchmarks/NAME, using these products of Nibbler.
func benchmarks(_ name: String, using products: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: [.product(name: "Benchmark", package: "package-benchmark")]
            + products.map { .product(name: $0, package: "Nibbler") },
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")])
}

let package = Package(
    name: "NibblerBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Nibbler", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        benchmarks("SolverBenchmarks", using: ["SolverWorkloads", "Cassowary"]),
        benchmarks("LayoutBenchmarks", using: ["NibLayout", "NibRender", "NibModel"]),
        benchmarks("MergeBenchmarks", using: ["NibMerge", "NibLayout", "NibModel", "XMLTree"]),
        benchmarks("SourceBenchmarks", using: ["NibSource"]),
    ]
)
