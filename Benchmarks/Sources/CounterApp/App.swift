import SwiftUI

// The README's counter, verbatim: the small app of the idle-window memory benchmark
// (Benchmarks/windows_memory.py) and the load benchmark (Benchmarks/load.py).

@main
struct CounterApp: App {
    var body: some Scene {
        WindowGroup("Counter") { ContentView() }
    }
}

struct ContentView: View {
    @State private var count = 0
    @AppStorage("total") private var total = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("Count: \(count)").font(.largeTitle)
            Button("Increment") { count += 1; total += 1 }
                .buttonStyle(.borderedProminent)
            Text("All windows, all time: \(total)").foregroundStyle(.secondary)
        }
        .padding()
    }
}
