import SwiftUI

// Every form of `#Preview` SwiftUI has, and a PreviewProvider. The tests find
// each `#Preview` line in this file's text, so keep one `#Preview` per line.

/// This file's path, so the tests can read where each `#Preview` is.
let previewFixturesPath = #filePath

struct Greeting: View {
    var name: String
    var body: some View { Text("Hello, \(name)!") }
}

#Preview {
    Greeting(name: "World")
}

#Preview("Named") {
    Greeting(name: "Named")
}

#Preview("Sized", traits: .sizeThatFitsLayout) {
    Text("Sized")
}

#Preview(traits: .fixedLayout(width: 320, height: 200), .landscapeLeft) {
    Text("Fixed")
}

#Preview("Returns") {
    let name = "Returned"
    return Greeting(name: name)
}

#Preview("Builder") {
    Text("One")
    if previewFixturesPath.isEmpty {
        Text("Never")
    } else {
        Text("Two")
    }
}

#Preview("Counter") {
    @Previewable @State var count = 0
    @Previewable @State var label = "Count"
    Button("\(label): \(count)") { count += 1 }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
#Preview("Available") {
    Text("Available")
}

@MainActor
#Preview("Body label", body: { Text("Body label") })

#Preview("Modified", traits: .modifier(Banner()), .sizeThatFitsLayout) {
    Text("Modified")
}

#Preview("Fails", traits: .modifier(FailingSetup())) {
    Text("Never shown")
}

let previewTitle = "Computed"

#Preview(previewTitle) {
    Text(previewTitle)
}

struct Banner: PreviewModifier {
    func body(content: Content, context: Void) -> some View {
        VStack {
            Text("Banner")
            content
        }
    }
}

struct FailingSetup: PreviewModifier {
    struct SetupError: Error, CustomStringConvertible {
        var description: String { "the sample store is missing" }
    }

    static func makeSharedContext() async throws -> String { throw SetupError() }

    func body(content: Content, context: String) -> some View { content }
}

struct Greeting_Previews: PreviewProvider {
    static var previews: some View {
        Greeting(name: "Provider").previewDisplayName("First")
        Group {
            Greeting(name: "Grouped A")
            Greeting(name: "Grouped B").previewDisplayName("Grouped B")
        }
        .previewLayout(.sizeThatFits)
        .previewDevice("iPhone 15 Pro")
        .previewInterfaceOrientation(.landscapeRight)
    }
}
