import BenchmarkViews
import SwiftUI

/// js-framework-benchmark's nine operations as an ordinary Trellis app.
/// `swift run -c release JSFrameworkBenchmarkApp` and open the printed URL.
@main
struct JSFrameworkBenchmarkApp: App {
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
