import SwiftUI

/// What Trellis is, with live state to play with.
struct WelcomePage: View {
    @State private var count = 0
    @State private var name = ""
    @SceneStorage("showcase.keptCount") private var keptCount = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            VStack(alignment: .leading, spacing: 6) {
                Text("Welcome to Trellis").font(.largeTitle).bold()
                Text("Your SwiftUI code, served from Linux to any browser. Every click runs in the Swift process; only what changed travels back.")
                    .foregroundStyle(.secondary)
            }

            Card(title: "This window") {
                Text("Count: \(count)").font(.title2).monospaced()
                HStack {
                    Button("Decrement") { count -= 1 }
                    Button("Increment") { count += 1 }
                }
                Text("@State belongs to this browser tab. Open another tab: it starts from zero.")
                    .font(.footnote).foregroundStyle(.secondary)
            }

            Card(title: "Round trip") {
                TextField("Your name", text: $name)
                    .frame(maxWidth: 280)
                Text(name.isEmpty ? "Type your name above." : "Hello, \(name)!")
                Text("Each keystroke updates @State in the Swift process, which re-renders this greeting.")
                    .font(.footnote).foregroundStyle(.secondary)
            }

            SharedCounterCard()

            Card(title: "This window, restored") {
                Text("Kept: \(keptCount)").font(.title2).monospaced()
                Button("Add to kept") { keptCount += 1 }
                Text("@SceneStorage belongs to this tab, like @State, but comes back after a reload or a server restart.")
                    .font(.footnote).foregroundStyle(.secondary)
            }

            Card(title: "Text is text") {
                Text(verbatim: "<script>alert('hi')</script><b>not bold</b>")
                    .monospaced()
                Text("Strings are shown literally; nothing in them runs.")
                    .font(.footnote).foregroundStyle(.secondary)
            }
        }
    }
}

/// The shared counter in a view of its own: a change (from any window of any instance) re-evaluates only
/// this card in every window, not the whole page.
struct SharedCounterCard: View {
    @AppStorage("showcase.sharedCount") private var sharedCount = 0

    var body: some View {
        Card(title: "Every window") {
            Text("Shared: \(sharedCount)").font(.title2).monospaced()
            Button("Add to shared") { sharedCount += 1 }
            Text("@AppStorage lives in the app's settings store (UserDefaults, or PostgreSQL shared by several instances): a change shows live in every tab and survives a restart.")
                .font(.footnote).foregroundStyle(.secondary)
        }
    }
}

/// A titled, padded group.
struct Card<Content: View>: View {
    let title: String
    var maxWidth: CGFloat = 520
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(title).font(.headline)
            content
        }
        .padding(16)
        .frame(maxWidth: maxWidth, alignment: .leading)
        .background(Color.gray.opacity(0.12))
        .cornerRadius(12)
    }
}

/// The shared counter's key, for the Showcase menu's reset command.
@MainActor
enum SharedCounter {
    @AppStorage("showcase.sharedCount") static var value = 0
    static func reset() { value = 0 }
}

#Preview("Welcome") {
    WelcomePage()
}

#Preview("Card", traits: .sizeThatFitsLayout) {
    @Previewable @State var taps = 0
    Card(title: "A card with its own state") {
        Text("Tapped \(taps) times")
        Button("Tap") { taps += 1 }
    }
    .padding()
}
