import BenchmarkViews
import Foundation
@_spi(Benchmarks) import SwiftUI

/// js-framework-benchmark's nine operations written the ordinary way (`OrdinaryTable`):
/// `swift run -c release OrdinaryBenchmarkApp` and open the printed URL.
@main
struct OrdinaryBenchmarkApp: App {
    init() {
        // Before/after runs from one build (docs/PERFORMANCE.md): TRELLIS_ROW_COMPARISON=off, TRELLIS_ROW_PREFETCH=off.
        if ProcessInfo.processInfo.environment["TRELLIS_ROW_COMPARISON"] == "off" { BenchmarkSwitches.comparesRowValues = false }
        // TRELLIS_ROW_PREFETCH=off: the row loops without prefetching.
        if ProcessInfo.processInfo.environment["TRELLIS_ROW_PREFETCH"] == "off" { BenchmarkSwitches.prefetchesRows = false }
    }

    var body: some Scene {
        WindowGroup("Trellis js-framework-benchmark") {
            OrdinaryTable()
        }
    }
}
