// swift-tools-version:6.1
import PackageDescription

// The solver workloads of ../shared/solver/WORKLOADS.md under package-benchmark.
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
    ]
)
