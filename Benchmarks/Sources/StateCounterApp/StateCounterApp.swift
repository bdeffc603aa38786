import BenchmarkViews
import SwiftUI

// The README's counter without its `@AppStorage` total: each click changes its own window only.
// The load benchmark (Benchmarks/load.py) clicks it to measure what a click costs the server
// apart from a large body (the showcase's Welcome page re-evaluates about 60 views per click);
// the README's counter itself would patch every open window on every click. The view is
// BenchmarkViews' `StateCounter`, which GraphProfile's `counter` scenario clicks in process.

@main
struct StateCounterApp: App {
    var body: some Scene {
        WindowGroup("Counter") { StateCounter() }
    }
}
