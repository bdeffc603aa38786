import Benchmark
import BenchmarkViews
import CHeapStats
import Foundation
@_spi(Benchmarks) import SwiftUI

// The server side of Trellis, measured from a state change to the encoded
// `patch` message (what the WebSocket would carry), in a release build.
//
// Every operation runs on the main actor, where the view graph lives; the hop
// there happens outside the measured region (explicit start/stop).

/// Custom metrics: sizes are reported as measured, not scaled.
extension BenchmarkMetric {
    static let patchBytes = BenchmarkMetric.custom("patch bytes", polarity: .prefersSmaller, useScalingFactor: false)
    static let changes = BenchmarkMetric.custom("host changes", polarity: .prefersSmaller, useScalingFactor: false)
    static let rssPerRow = BenchmarkMetric.custom("RSS bytes per row", polarity: .prefersSmaller, useScalingFactor: false)
    static let heapPerRow = BenchmarkMetric.custom("heap bytes per row", polarity: .prefersSmaller, useScalingFactor: false)
    static let mallocsPerRow = BenchmarkMetric.custom("allocations per row", polarity: .prefersSmaller, useScalingFactor: false)
}

/// One measured sample: runs `prepare` (unmeasured), `operation` (measured),
/// then `cleanUp` (unmeasured), all on the main actor; records the patch size.
func sample(
    _ benchmark: Benchmark, _ window: @escaping @MainActor () -> BenchmarkWindow,
    prepare: @escaping @MainActor () -> Void = {}, operation: @escaping @MainActor () -> Void,
    cleanUp: @escaping @MainActor () -> Void = {}
) async {
    let (bytes, changes) = await MainActor.run { () -> (Int, Int) in
        let w = window()
        prepare()
        w.settle()
        benchmark.startMeasurement()
        operation()
        w.settle()
        benchmark.stopMeasurement()
        let result = (w.lastPatchBytes, w.lastChangeCount)
        cleanUp()
        w.settle()
        return result
    }
    benchmark.measurement(.patchBytes, bytes)
    benchmark.measurement(.changes, changes)
}

/// The table page with `count` rows, kept for all samples of one benchmark.
@MainActor
final class TableFixture {
    static var cache: [Int: TableFixture] = [:]
    let store = BenchmarkStore()
    let window: BenchmarkWindow
    var tick = 0

    init(rows: Int) {
        window = BenchmarkWindow(BenchmarkTable(store: store))
        store.run(rows)
        window.settle()
    }

    static func rows(_ count: Int) -> TableFixture {
        if let f = cache[count] { return f }
        let f = TableFixture(rows: count)
        cache[count] = f
        return f
    }

    static func drop() {
        for f in cache.values { f.window.close() }
        cache = [:]
    }
}

@MainActor
final class SimpleFixture {
    static var cache: [Int: SimpleFixture] = [:]
    let models: [SimpleModel]
    let window: BenchmarkWindow
    var tick = 0

    init(rows: Int) {
        models = (0..<rows).map { SimpleModel(id: $0, title: "Row \($0)") }
        window = BenchmarkWindow(SimpleList(models: models))
    }

    static func rows(_ count: Int) -> SimpleFixture {
        if let f = cache[count] { return f }
        let f = SimpleFixture(rows: count)
        cache[count] = f
        return f
    }
}

/// Resident set size now, from /proc/self/statm.
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Bytes in use on the malloc heap now.
func heapInUse() -> Int {
    Int(trellis_heap_in_use())
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.throughput, .wallClock, .mallocCountTotal, .patchBytes, .changes],
        timeUnits: .nanoseconds,
        warmupIterations: 20,
        maxDuration: .seconds(4),
        maxIterations: 2_000
    )

    // MARK: One-row update (issue 2's figure): an @Observable row model changes one property.

    for count in [1_000, 100_000] {
        Benchmark("one-row update, simple rows, \(count) rows", configuration: .init(setup: {
            await MainActor.run { _ = SimpleFixture.rows(count) }
        })) { benchmark in
            await sample(benchmark, { SimpleFixture.rows(count).window }, operation: {
                let f = SimpleFixture.rows(count)
                f.tick += 1
                f.models[(f.tick &* 7_919) % count].title = "Row changed \(f.tick)"
            })
        }
        Benchmark("one-row update, table rows, \(count) rows", configuration: .init(setup: {
            await MainActor.run { _ = TableFixture.rows(count) }
        }, teardown: { await MainActor.run { TableFixture.drop() } })) { benchmark in
            await sample(benchmark, { TableFixture.rows(count).window }, operation: {
                let f = TableFixture.rows(count)
                f.tick += 1
                let row = f.store.rows[(f.tick &* 7_919) % count]
                row.label = "changed label \(f.tick)"
            })
        }
    }

    // MARK: The js-framework-benchmark operations on the server.

    // 100,000 rows take over a second, too long for the JMH export (throughput rounds to 0);
    // run.sh measures that one with GraphProfile.
    for count in [1_000, 10_000] {
        Benchmark("create rows (initial render to first patch), \(count) rows", configuration: .init(
            warmupIterations: count >= 100_000 ? 1 : 5, maxDuration: .seconds(count >= 100_000 ? 20 : 5),
            maxIterations: count >= 100_000 ? 5 : 200,
            setup: { await MainActor.run { _ = TableFixture.rows(0) } },
            teardown: { await MainActor.run { TableFixture.drop() } }
        )) { benchmark in
            await sample(benchmark, { TableFixture.rows(0).window },
                         operation: { TableFixture.rows(0).store.run(count) },
                         cleanUp: { TableFixture.rows(0).store.clear() })
        }
    }

    Benchmark("update every 10th row, 1000 rows", configuration: .init(
        setup: { await MainActor.run { _ = TableFixture.rows(1_000) } },
        teardown: { await MainActor.run { TableFixture.drop() } }
    )) { benchmark in
        await sample(benchmark, { TableFixture.rows(1_000).window },
                     operation: { TableFixture.rows(1_000).store.updateEveryTenth() },
                     cleanUp: {
                         for row in TableFixture.rows(1_000).store.rows where row.label.hasSuffix(" !!!") {
                             row.label.removeLast(4)
                         }
                     })
    }

    Benchmark("swap rows 2 and 999, 1000 rows", configuration: .init(
        setup: { await MainActor.run { _ = TableFixture.rows(1_000) } },
        teardown: { await MainActor.run { TableFixture.drop() } }
    )) { benchmark in
        await sample(benchmark, { TableFixture.rows(1_000).window }, operation: { TableFixture.rows(1_000).store.swapRows() })
    }

    Benchmark("select a row, 1000 rows", configuration: .init(
        setup: { await MainActor.run { _ = TableFixture.rows(1_000) } },
        teardown: { await MainActor.run { TableFixture.drop() } }
    )) { benchmark in
        await sample(benchmark, { TableFixture.rows(1_000).window }, operation: {
            let f = TableFixture.rows(1_000)
            f.tick += 1
            f.store.select(f.store.rows[(f.tick &* 31) % 1_000])
        })
    }

    // MARK: A root @State change above a 1,000-deep chain of views.

    for passes in [true, false] {
        let name = passes ? "root @State change, 1000-deep tree, value read at the leaf"
            : "root @State change, 1000-deep tree, read by the root only"
        Benchmark(name) { benchmark in
            await sample(benchmark, { DeepFixture.tree(passes).window },
                         operation: { try? DeepFixture.tree(passes).bump() })
        }
    }

    // MARK: Memory per simple row, at rest (graph nodes + host elements).

    Benchmark("memory, 100000 simple rows", configuration: memoryConfiguration) { benchmark in
        await measureMemoryPerRow(benchmark, rows: 100_000) { count in
            let models = (0..<count).map { SimpleModel(id: $0, title: "Row \($0)") }
            return (models, { BenchmarkWindow(SimpleList(models: models)) })
        }
    }

    Benchmark("memory, 100000 static rows", configuration: memoryConfiguration) { benchmark in
        await measureMemoryPerRow(benchmark, rows: 100_000) { count in ((), { BenchmarkWindow(StaticList(count: count)) }) }
    }
}

let memoryConfiguration = Benchmark.Configuration(
    metrics: [.throughput, .wallClock, .mallocCountTotal, .rssPerRow, .heapPerRow], warmupIterations: 0, maxIterations: 1
)

/// Heap and RSS per row held by the window `setUp` makes, measured around its first render only:
/// what `setUp` prepares before (the row models) is not counted.
func measureMemoryPerRow<Models>(
    _ benchmark: Benchmark, rows count: Int,
    _ setUp: @MainActor (Int) -> (Models, @MainActor () -> BenchmarkWindow)
) async {
    let result = await MainActor.run { () -> (Int, Int) in
        let (models, makeWindow) = setUp(count)
        let rss = residentBytes(), heap = heapInUse()
        benchmark.startMeasurement()
        let window = makeWindow()
        benchmark.stopMeasurement()
        let out = ((residentBytes() - rss) / count, (heapInUse() - heap) / count)
        withExtendedLifetime(window) {}
        withExtendedLifetime(models) {}
        return out
    }
    benchmark.measurement(.rssPerRow, result.0)
    benchmark.measurement(.heapPerRow, result.1)
}

@MainActor
final class DeepFixture {
    static var cache: [Bool: DeepFixture] = [:]
    let window: BenchmarkWindow
    let button: Int

    init(passes: Bool) {
        window = BenchmarkWindow(DeepTree(depth: 1_000, passesValue: passes))
        button = window.elementID(role: .button, name: "Bump") ?? -1
    }

    static func tree(_ passes: Bool) -> DeepFixture {
        if let f = cache[passes] { return f }
        let f = DeepFixture(passes: passes)
        cache[passes] = f
        return f
    }

    func bump() throws { try window.activate(button) }
}
