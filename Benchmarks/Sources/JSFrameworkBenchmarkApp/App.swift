import BenchmarkViews
import Foundation
@_spi(Benchmarks) import SwiftUI

/// js-framework-benchmark's nine operations as an ordinary Trellis app.
/// `swift run -c release JSFrameworkBenchmarkApp` and open the printed URL.
@main
struct JSFrameworkBenchmarkApp: App {
    init() {
        // Before/after runs from one build (docs/PERFORMANCE.md): TRELLIS_ROW_COMPARISON=off.
        if ProcessInfo.processInfo.environment["TRELLIS_ROW_COMPARISON"] == "off" { BenchmarkSwitches.comparesRowValues = false }
    }

    var body: some Scene {
        WindowGroup("Trellis js-framework-benchmark") {
            BenchmarkPage()
        }
    }
}

struct BenchmarkPage: View {
    @State private var store = BenchmarkStore()
    var body: some View { BenchmarkTable(store: store) }
}
