// swift-tools-version:6.1
import PackageDescription

// The solver workloads of ../shared/solver/WORKLOADS.md, and the layout of issue 4's generated
// document of 1,000 labels, under package-benchmark.
// Run from this folder: swift package benchmark
let package = Package(
    name: "NibblerBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Nibbler", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "SolverBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "SolverWorkloads", package: "Nibbler"),
                .product(name: "Cassowary", package: "Nibbler"),
            ],
            path: "Benchmarks/SolverBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "NibLayout", package: "Nibbler"),
                .product(name: "NibRender", package: "Nibbler"),
                .product(name: "NibModel", package: "Nibbler"),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]),
    ]
)
