import SwiftUI

// Previews that show what the gallery does with previews that go wrong.
// They are previews only: the showcase app never builds these views.

/// A counter written the pre-`#Preview` way.
struct CounterBadge: View {
    @State private var count = 0
    var label = "Badge"

    var body: some View {
        HStack {
            Text("\(label): \(count)").monospaced()
            Button("Add") { count += 1 }
        }
        .padding()
    }
}

struct CounterBadge_Previews: PreviewProvider {
    static var previews: some View {
        CounterBadge().previewDisplayName("Default")
        CounterBadge(label: "Large")
            .font(.title)
            .previewDisplayName("Large")
            .previewLayout(.sizeThatFits)
    }
}

#Preview("Traps on purpose") {
    let pages: [String] = []
    // Out of range: the gallery shows an error card, and the server keeps running.
    Text(pages[0])
}

#Preview("Throws on purpose", traits: .modifier(MissingSampleData())) {
    Text("Never shown: the modifier's context fails first.")
}

/// A `PreviewModifier` whose shared context can't be made.
struct MissingSampleData: PreviewModifier {
    struct NotFound: Error, CustomStringConvertible {
        var description: String { "sample-data.json is not in the bundle" }
    }

    static func makeSharedContext() async throws -> [String] { throw NotFound() }

    func body(content: Content, context: [String]) -> some View { content }
}
