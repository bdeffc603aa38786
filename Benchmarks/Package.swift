// swift-tools-version: 6.1
import Foundation
import PackageDescription

// Trellis's benchmarks, kept out of the main package so its build stays light.
// Run them all with `Benchmarks/run.sh` (see docs/PERFORMANCE.md).

/// The Trellis package is the folder above this one; SwiftPM names a path
/// dependency after its folder, which differs between clones and worktrees.
let trellisFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let trellis = trellisFolder.lastPathComponent.lowercased()

let package = Package(
    name: "TrellisBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark.git", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The views both benchmarks render: the js-framework-benchmark table, deep trees, simple rows.
        .target(
            name: "BenchmarkViews",
            dependencies: [.product(name: "SwiftUI", package: trellis)],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // glibc's heap statistics, for memory per row.
        .target(name: "CHeapStats"),
        // The js-framework-benchmark operations as an ordinary Trellis app (the browser benchmark).
        .executableTarget(
            name: "JSFrameworkBenchmarkApp",
            dependencies: ["BenchmarkViews", .product(name: "SwiftUI", package: trellis)],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The same operations written the ordinary way (selection compared in the ForEach closure).
        .executableTarget(
            name: "OrdinaryBenchmarkApp",
            dependencies: ["BenchmarkViews", .product(name: "SwiftUI", package: trellis)],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The README's counter: idle-window memory and the many-windows load benchmark.
        .executableTarget(
            name: "CounterApp",
            dependencies: [.product(name: "SwiftUI", package: trellis)],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The same counter without the shared total: what one window's click costs (load.py).
        .executableTarget(
            name: "StateCounterApp",
            dependencies: ["BenchmarkViews", .product(name: "SwiftUI", package: trellis)],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // A fixed workload to run under valgrind --tool=callgrind or perf.
        .executableTarget(
            name: "GraphProfile",
            dependencies: ["BenchmarkViews", "CHeapStats", .product(name: "SwiftUI", package: trellis)],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The server-side benchmarks (ordo-one/benchmark): `swift package benchmark`.
        .executableTarget(
            name: "ServerBenchmarks",
            dependencies: [
                "BenchmarkViews",
                "CHeapStats",
                .product(name: "SwiftUI", package: trellis),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ServerBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
