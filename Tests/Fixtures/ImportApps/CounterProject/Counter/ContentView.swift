import SwiftUI

struct ContentView: View {
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 16) {
            Image("Logo")
            Text("Taps: \(taps)")
                .font(.largeTitle)
                .foregroundStyle(Color("Brand"))
            Button("Tap me") { taps += 1 }
                .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

#Preview {
    ContentView()
}
