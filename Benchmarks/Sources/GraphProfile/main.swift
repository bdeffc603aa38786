import BenchmarkViews
import CHeapStats
import Foundation
@_spi(Benchmarks) import SwiftUI

// A fixed workload for profilers (valgrind --tool=callgrind, perf):
//
//   swift build -c release --product GraphProfile
//   valgrind --tool=callgrind .build/release/GraphProfile one-row 1000 2000
//
// Scenarios: one-row N K (K one-row label updates in an N-row table), create N K (K creates
// of N rows), swap N K (K swaps of two rows), remove N K (K removals of the middle row), clear N K (K clears, each after an untimed
// create), update N K (K partial updates: every 10th row's model), first-update N K (after each
// of K creates, the first swap against the next one),
// simple N K (K one-row updates of simple rows), counter 0 K (K clicks of StateCounterApp's button, from the message's text), memory N (heap bytes per simple row
// held by a window of N rows, the models excluded). The ordinary table (issue 19):
// ordinary-select|update|create|swap|clear N K, compare-rows N K (the row comparison alone),
// build-rows N K (the ForEach closure alone: making N row values). Options: --no-plans,
// --no-prefetch (the graph without row comparison or row prefetching), --evict, --pause=MS (before
// each timed operation of the tuned table or an ordinary-… one: caches written over, or a sleep).

let args = CommandLine.arguments.filter { !["--no-plans", "--evict", "--no-prefetch"].contains($0) && !$0.hasPrefix("--pause=") }
// --pause=MS: sleep before each timed operation (tuned table, ordinary-…), as a server sits idle between clicks
// (on this VM, a 20 ms pause alone doubled a select's time: its rows were out of the caches after it).
let pauseMicroseconds = CommandLine.arguments.first { $0.hasPrefix("--pause=") }.flatMap { UInt32($0.dropFirst(8)) }.map { $0 * 1_000 }
// --evict: before each timed operation (tuned table, ordinary-…), write over 64 MB, so the rows' nodes and values
// are out of the caches, as they are in a server after the browser painted (the in-process loop
// otherwise finds them all cached).
let evicts = CommandLine.arguments.contains("--evict")
nonisolated(unsafe) let evictionBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: evicts ? 64 << 20 : 0, alignment: 64)
func evictCaches() {
    var offset = 0
    while offset < evictionBuffer.count {
        evictionBuffer.storeBytes(of: UInt64(truncatingIfNeeded: offset), toByteOffset: offset, as: UInt64.self)
        offset += 64
    }
}
// Before/after from one build: --no-plans turns off comparing rows and closures by value.
if CommandLine.arguments.contains("--no-plans") { MainActor.assumeIsolated { BenchmarkSwitches.comparesRowValues = false } }
// --no-prefetch: the row loops without asking for the next rows' cache lines.
if CommandLine.arguments.contains("--no-prefetch") { MainActor.assumeIsolated { BenchmarkSwitches.prefetchesRows = false } }
let scenario = args.count > 1 ? args[1] : "one-row"
let count = args.count > 2 ? Int(args[2]) ?? 1_000 : 1_000
let repeats = args.count > 3 ? Int(args[3]) ?? 1_000 : 1_000

MainActor.assumeIsolated {
    let clock = ContinuousClock()
    var elapsed = Duration.zero
    /// Times `operation` on the tuned table, `repeats` times, each after `prepare` (untimed). The timed
    /// part runs inside `measured(_:)`, so `valgrind --tool=callgrind --toggle-collect='*8measured*'` counts
    /// it alone. The mean time and the last patch's bytes.
    @MainActor func timeTunedTable(prepare: @MainActor (BenchmarkStore) -> Void, _ operation: @MainActor (BenchmarkStore) -> Void) -> (Duration, Int) {
        let store = BenchmarkStore()
        let window = BenchmarkWindow(BenchmarkTable(store: store))
        var total = Duration.zero
        for _ in 0..<repeats {
            prepare(store); window.settle()
            if evicts { evictCaches() }
            if let pauseMicroseconds { usleep(pauseMicroseconds) }
            let start = clock.now
            measured { operation(store); window.settle() }
            total += clock.now - start
        }
        return (total / repeats, window.lastPatchBytes)
    }
    /// Times an update right after `create` (its first, in `measured(_:)`) and again (in
    /// `measuredAgain(_:)`), `repeats` times: the mean of each.
    @MainActor func timeFirstAndNext(
        create: @MainActor () -> Void, settle: @MainActor () -> Void,
        first update: @MainActor (Int) -> Void, next: @MainActor (Int) -> Void
    ) -> (first: Duration, next: Duration) {
        var first = Duration.zero, second = Duration.zero
        for i in 0..<repeats {
            create(); settle()
            var start = clock.now
            measured { update(i); settle() }
            first += clock.now - start
            start = clock.now
            measuredAgain { next(i); settle() }
            second += clock.now - start
        }
        return (first / repeats, second / repeats)
    }
    switch scenario {
    case "create":
        let store = BenchmarkStore()
        let window = BenchmarkWindow(BenchmarkTable(store: store))
        var samples: [Double] = []
        var bytes = 0
        for _ in 0..<repeats {
            if evicts { evictCaches() }
            if let pauseMicroseconds { usleep(pauseMicroseconds) }
            let start = clock.now
            measured {
                store.run(count)
                window.settle()
            }
            let d = clock.now - start
            elapsed += d
            samples.append(Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12)
            bytes = window.lastPatchBytes
            store.clear()
            window.settle()
        }
        if args.contains("--json") {
            // For Benchmarks/report.py: microseconds per run.
            print("{\"name\":\"create rows (initial render to first patch), \(count) rows\",\"samples_us\":\(samples),\"patch_bytes\":\(bytes)}")
        } else {
            print("create \(count): \(elapsed / repeats) per op, first patch \(bytes) bytes")
        }
    case "drag":
        // Server time per drag sample (issue 18): `count` bystander rows, `repeats` drags of 60
        // samples each. Each sample takes the socket's path: decode, dispatch, settle, encode the patch.
        let window = BenchmarkWindow(DragBoard(rows: count))
        window.settle()
        guard let sticker = window.elementID(role: .text, name: "Sticker") else { fatalError("no sticker") }
        func sample(_ phase: String, _ x: Int, _ ms: Int) -> String {
            "{\"t\":\"event\",\"id\":\(sticker),\"e\":\"pointer\",\"phase\":\"\(phase)\",\"x\":\(x),\"y\":5,\"gx\":\(x),\"gy\":5,\"ms\":\(ms)}"
        }
        var samples: [Double] = []
        var bytes = 0
        for _ in 0..<repeats {
            try? window.receive(sample("began", 0, 0))
            for step in 1...60 {
                let text = sample(step == 60 ? "ended" : "changed", step * 3, step * 16)
                let start = clock.now
                try? window.receive(text)
                let d = clock.now - start
                elapsed += d
                samples.append(Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12)
                if step == 30 { bytes = window.lastPatchBytes }
            }
        }
        samples.sort()
        let median = samples[samples.count / 2], p95 = samples[samples.count * 95 / 100]
        print("drag sample, \(count) bystander rows: median \(String(format: "%.1f", median)) µs, p95 \(String(format: "%.1f", p95)) µs, mean \(elapsed / samples.count) over \(samples.count) samples; patch \(bytes) bytes, \(window.bodiesEvaluated) bodies in all")
    case "memory":
        let models = (0..<count).map { SimpleModel(id: $0, title: "Row \($0)") }
        let heap = Int(trellis_heap_in_use())
        let window = BenchmarkWindow(SimpleList(models: models))
        window.settle()
        let after = Int(trellis_heap_in_use())
        let perRow = (after - heap) / count
        print("memory \(count) simple rows: \(perRow) heap bytes per row, \(window.elementCount()) elements")
    case "memory-static":
        // The same rows without @Observable: what the graph alone holds.
        let heap = Int(trellis_heap_in_use())
        let window = BenchmarkWindow(StaticList(count: count))
        window.settle()
        let perRow = (Int(trellis_heap_in_use()) - heap) / count
        print("memory \(count) static rows: \(perRow) heap bytes per row, \(window.elementCount()) elements")
    case "append":
        // Append 1,000 rows to a table of N rows.
        let (time, bytes) = timeTunedTable(prepare: { $0.run(count) }) { $0.add(1_000) }
        print("append 1000 to \(count): \(time) per op, patch \(bytes) bytes")
    case "clear":
        // Clear a tuned table of N rows (created again, untimed, before each clear).
        let (time, bytes) = timeTunedTable(prepare: { $0.run(count) }) { $0.clear() }
        print("clear \(count): \(time) per op, patch \(bytes) bytes")
    case "update":
        // Update every 10th row of the tuned table (js-framework-benchmark's partial update): 100 rows'
        // models change, each row its own dirty node. Labels grow by " !!!" each time: keep K small.
        let (time, bytes) = timeTunedTable(prepare: { store in
            if store.rows.isEmpty { store.run(count) }
        }) { $0.updateEveryTenth() }
        print("update every 10th of \(count): \(time) per op, patch \(bytes) bytes")
    case "swap":
        // Swap rows 2 and 999 of the tuned table, again and again (js-framework-benchmark's swap); the
        // first swap after the create is untimed (`first-update` times it).
        let (time, bytes) = timeTunedTable(prepare: { store in
            if store.rows.isEmpty { store.run(count); store.swapRows() }
        }) { $0.swapRows() }
        print("swap \(count): \(time) per op, patch \(bytes) bytes")
    case "remove":
        // Remove the middle row of the tuned table (js-framework-benchmark's remove), the table
        // made again (untimed) once it is down to half.
        let (time, bytes) = timeTunedTable(prepare: { store in
            if store.rows.count <= count / 2 { store.run(count) }
        }) { $0.remove($0.rows[$0.rows.count / 2].id) }
        print("remove \(count): \(time) per op, patch \(bytes) bytes")
    case "first-update":
        // The first update after a create against the next one (swap rows).
        let store = BenchmarkStore()
        let window = BenchmarkWindow(BenchmarkTable(store: store))
        let (first, next) = timeFirstAndNext(
            create: { store.run(count) }, settle: { window.settle() },
            first: { _ in store.swapRows() }, next: { _ in store.swapRows() })
        print("first update after create \(first), next \(next)")
    case "ordinary-first-select":
        // The ordinary app's first select after a create (what js-framework-benchmark times) against the next one.
        let store = OrdinaryStore()
        let window = BenchmarkWindow(OrdinaryTable(store: store))
        let (first, next) = timeFirstAndNext(
            create: { store.run(count) }, settle: { window.settle() },
            first: { i in store.select(store.rows[(i &* 37 &+ 4) % store.rows.count].id) },
            next: { i in store.select(store.rows[(i &* 37 &+ 5) % store.rows.count].id) })
        print("ordinary: first select after create \(first), next \(next)")
    case "ordinary-select", "ordinary-update", "ordinary-create", "ordinary-swap", "ordinary-clear":
        // OrdinaryTable (selection compared in the ForEach closure, rows built inline).
        let store = OrdinaryStore()
        let window = BenchmarkWindow(OrdinaryTable(store: store))
        store.run(count)
        window.settle()
        var samples: [Double] = []
        var builtins = 0, changes = 0, bytes = 0
        for i in 0..<repeats {
            if scenario == "ordinary-create" || scenario == "ordinary-clear" {
                if scenario == "ordinary-create" { store.clear() } else { store.run(count) }
                window.settle()
            }
            let before = window.builtinsBuilt
            if evicts { evictCaches() }
            if let pauseMicroseconds { usleep(pauseMicroseconds) }
            let start = clock.now
            measured {
                switch scenario {
                case "ordinary-select": store.select(store.rows[(i &* 7_919) % store.rows.count].id)
                case "ordinary-update": store.update()
                case "ordinary-create": store.run(count)
                case "ordinary-clear": store.clear()
                default: store.swapRows()
                }
                window.settle()
            }
            let d = clock.now - start
            elapsed += d
            samples.append(Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12)
            builtins = window.builtinsBuilt - before
            changes = window.lastChangeCount
            bytes = window.lastPatchBytes
        }
        samples.sort()
        let q = { (p: Double) in samples[min(samples.count - 1, Int(Double(samples.count) * p))] }
        print("\(scenario) \(count) rows: median \(String(format: "%.1f", q(0.5))) µs (p25 \(String(format: "%.1f", q(0.25))), p75 \(String(format: "%.1f", q(0.75)))), \(repeats) runs; last: \(builtins) built-in views rebuilt, \(changes) host changes, \(bytes) patch bytes")
    case "compare-rows":
        // The comparison alone: 1,000 unchanged row values, made twice by the closure's own code.
        let store = OrdinaryStore()
        store.run(count)
        let first: [any View] = store.rows.map { ordinaryRowValue($0, store: store) }
        let second: [any View] = store.rows.map { ordinaryRowValue($0, store: store) }
        var samples: [Double] = []
        var equal = 0
        for _ in 0..<repeats {
            equal = 0
            let start = clock.now
            for i in 0..<first.count where BenchmarkSwitches.rowValuesEqual(first[i], second[i]) { equal += 1 }
            let d = clock.now - start
            samples.append(Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12)
        }
        samples.sort()
        print("compare \(count) unchanged rows: median \(String(format: "%.1f", samples[samples.count / 2])) µs (p25 \(String(format: "%.1f", samples[samples.count / 4])), p75 \(String(format: "%.1f", samples[samples.count * 3 / 4]))), \(repeats) runs; \(equal) of \(count) equal")
    case "build-rows":
        // The ForEach closure's share of a select: making 1,000 row values (and dropping them).
        let store = OrdinaryStore()
        store.run(count)
        var samples: [Double] = []
        var made = 0
        for _ in 0..<repeats {
            let start = clock.now
            let rows: [any View] = store.rows.map { ordinaryRowValue($0, store: store) }
            made = rows.count
            let d = clock.now - start
            samples.append(Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12)
        }
        samples.sort()
        print("build \(count) row values: median \(String(format: "%.1f", samples[samples.count / 2])) µs (p25 \(String(format: "%.1f", samples[samples.count / 4])), p75 \(String(format: "%.1f", samples[samples.count * 3 / 4]))), \(repeats) runs; \(made) made")
    case "counter":
        // One click of `StateCounterApp`'s button, the way its socket delivers it (decode, dispatch,
        // settle, encode): the main actor's share of the load benchmark's CPU per click.
        let window = BenchmarkWindow(StateCounter())
        window.settle()
        guard let button = window.elementID(role: .button, name: "Increment") else { fatalError("no button") }
        let click = "{\"t\":\"event\",\"id\":\(button),\"e\":\"activate\"}"
        var samples: [Double] = []
        for _ in 0..<repeats {
            let start = clock.now
            measured { try? window.receive(click) }
            let d = clock.now - start
            samples.append(Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12)
        }
        samples.sort()
        print("counter click: median \(String(format: "%.2f", samples[samples.count / 2])) µs (p25 \(String(format: "%.2f", samples[samples.count / 4])), p75 \(String(format: "%.2f", samples[samples.count * 3 / 4]))), \(repeats) clicks; last patch \(window.lastPatchBytes) bytes, \(window.bodiesEvaluated) bodies in all")
    case "simple":
        let models = (0..<count).map { SimpleModel(id: $0, title: "Row \($0)") }
        let window = BenchmarkWindow(SimpleList(models: models))
        for i in 0..<repeats {
            let start = clock.now
            models[(i &* 7_919) % count].title = "Changed \(i)"
            window.settle()
            elapsed += clock.now - start
        }
        print("simple one-row \(count): \(elapsed / repeats) per op, last patch \(window.lastPatchBytes) bytes")
    default:
        let store = BenchmarkStore()
        let window = BenchmarkWindow(BenchmarkTable(store: store))
        store.run(count)
        window.settle()
        for i in 0..<repeats {
            let label = "label \(i)"
            let start = clock.now
            measured {
                store.rows[(i &* 7_919) % count].label = label
                window.settle()
            }
            elapsed += clock.now - start
        }
        print("table one-row \(count): \(elapsed / repeats) per op, last patch \(window.lastPatchBytes) bytes, \(window.lastChangeCount) changes")
    }
}


/// The part of a scenario to count alone under callgrind (`--toggle-collect='*8measured*'`).
/// Each counts its calls after the body, so the body is a real call (not a jump callgrind would
/// see leave at once) and the two functions are not folded into one.
@inline(never)
@MainActor
func measured(_ body: () -> Void) {
    body()
    MeasuredCalls.first &+= 1
}

/// A second timed part (`first-update`'s next swap), counted apart from the first
/// (`--toggle-collect='*measuredAgain*'`).
@inline(never)
@MainActor
func measuredAgain(_ body: () -> Void) {
    body()
    MeasuredCalls.again &+= 1
}

/// How often each measured part ran (what keeps the two apart; nothing reads it).
@MainActor enum MeasuredCalls {
    static var first = 0
    static var again = 0
}
