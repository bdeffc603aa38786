import SwiftUI

struct ContentView: View {
    @State private var warm = true

    var body: some View {
        VStack(spacing: 20) {
            Text("Palette")
                .font(.title)
            RoundedRectangle(cornerRadius: 12)
                .fill(warm ? Color("Sunset") : Color.blue)
                .frame(width: 160, height: 80)
            Toggle("Warm colours", isOn: $warm)
                .frame(width: 220)
        }
        .padding()
    }
}
