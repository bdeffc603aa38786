import SwiftUI

/// `StateCounterApp`'s view (the README's counter without its `@AppStorage` total): what one click
/// costs the main actor, for GraphProfile's `counter` scenario and the load benchmark's app.
public struct StateCounter: View {
    @State private var count = 0

    public init() {}

    public var body: some View {
        VStack(spacing: 12) {
            Text("Count: \(count)").font(.largeTitle)
            Button("Increment") { count += 1 }
                .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}
