import SwiftUI

/// Toolbars: the seed's note editor, and every placement on the idiom of your choice.
struct ToolbarsPage: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            VStack(alignment: .leading, spacing: 6) {
                Text("Toolbars").font(.largeTitle).bold()
                Text("Toolbar items are declared anywhere below a navigation container and land where each platform puts them. Narrow the window: items that no longer fit move into the overflow menu and keep working.")
                    .foregroundStyle(.secondary)
            }
            Card(title: "Note editor", maxWidth: 900) {
                NavigationStack {
                    NoteEditor()
                }
                .frame(maxWidth: .infinity)
                .frame(height: 240)
            }
            // The explorer gets the page's whole width: a Mac or iPad toolbar holding every
            // placement needs a real window's width, not a card's.
            Card(title: "Every placement", maxWidth: .infinity) {
                PlacementsExplorer()
            }
        }
    }
}

/// The seed's `StructToolbarItemGroupView`: the slider sets the editor's font size live; bold and italic toggle its font.
struct NoteEditor: View {
    @State private var text = "Hello from a toolbar."
    @State private var bold = false
    @State private var italic = false
    @State private var fontSize = 12.0

    var displayFont: Font {
        let font = Font.system(size: CGFloat(fontSize), weight: bold == true ? .bold : .regular)
        return italic == true ? font.italic() : font
    }

    var body: some View {
        TextEditor(text: $text)
            .font(displayFont)
            .accessibilityLabel("Document")
            .toolbar {
                ToolbarItemGroup {
                    Slider(
                        value: $fontSize,
                        in: 8...120,
                        minimumValueLabel: Text("A").font(.system(size: 8)),
                        maximumValueLabel: Text("A").font(.system(size: 16))
                    ) {
                        Text("Font Size (\(Int(fontSize)))")
                    }
                    .frame(width: 150)
                    Toggle(isOn: $bold) {
                        Image(systemName: "bold")
                    }
                    Toggle(isOn: $italic) {
                        Image(systemName: "italic")
                    }
                }
            }
            .navigationTitle("My Note")
    }
}

/// A navigation stack with an item for every placement, rendered as the chosen idiom.
struct PlacementsExplorer: View {
    @Environment(\.idiom) private var windowIdiom
    @State private var chosen: Idiom?
    @State private var lastAction = "Nothing yet"
    @State private var showsSheet = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            let idiom = chosen ?? windowIdiom
            Picker("Idiom", selection: Binding(get: { idiom }, set: { chosen = $0 })) {
                ForEach(Idiom.allCases, id: \.self) { idiom in
                    Text(idiom.rawValue).tag(idiom)
                }
            }
            .pickerStyle(.segmented)
            NavigationStack {
                EveryPlacement(lastAction: $lastAction, showsSheet: $showsSheet)
            }
            .environment(\.idiom, idiom)
            .environment(\.horizontalSizeClass, [.phone, .watch].contains(idiom) ? .compact : .regular)
            .frame(maxWidth: Self.screenWidth(idiom))
            .frame(height: 300)
            Text("Last action: \(lastAction)").font(.footnote).foregroundStyle(.secondary)
        }
    }

    /// A phone or watch shows at its own screen's width, however wide the window; the others fill the card.
    static func screenWidth(_ idiom: Idiom) -> CGFloat {
        switch idiom {
        case .phone: 393
        case .watch: 198
        default: .infinity
        }
    }
}

/// Every placement, each item reporting when it runs.
struct EveryPlacement: View {
    @Binding var lastAction: String
    @Binding var showsSheet: Bool

    var body: some View {
        VStack(spacing: 12) {
            Text("Content")
            Button("Present a sheet") { showsSheet = true }
        }
        .navigationTitle("Placements")
        .toolbar {
            ToolbarItem(placement: .automatic) { Button("Automatic") { lastAction = "automatic" } }
            ToolbarItem(placement: .principal) { Text("Principal") }
            ToolbarItem(placement: .status) { Text("Updated just now") }
            ToolbarItem(placement: .primaryAction) { Button("Compose") { lastAction = "primaryAction" } }
            ToolbarItem(placement: .secondaryAction) { Button("Archive") { lastAction = "secondaryAction" } }
            ToolbarItem(placement: .navigation) { Button("Navigate") { lastAction = "navigation" } }
            ToolbarItem(placement: .topBarLeading) { Button("Leading") { lastAction = "topBarLeading" } }
            ToolbarItem(placement: .topBarTrailing) { Button("Trailing") { lastAction = "topBarTrailing" } }
            ToolbarItem(placement: .bottomBar) { Button("Bottom") { lastAction = "bottomBar" } }
            ToolbarItem(placement: .bottomOrnament) { Button("Ornament") { lastAction = "bottomOrnament" } }
        }
        .toolbar {
            ToolbarItem(placement: .keyboard) { Button("Done") { lastAction = "keyboard" } }
            ToolbarItem(placement: .accessoryBar(id: "cards")) { Button("Accessory") { lastAction = "accessoryBar" } }
        }
        .sheet(isPresented: $showsSheet) {
            PlacementSheet(lastAction: $lastAction)
        }
    }
}

/// The modal placements: confirmation, cancellation and destructive actions.
struct PlacementSheet: View {
    @Binding var lastAction: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Text("A sheet with modal actions")
                .navigationTitle("New Event")
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) { Button("Add") { lastAction = "confirmationAction"; dismiss() } }
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { lastAction = "cancellationAction"; dismiss() } }
                    ToolbarItem(placement: .destructiveAction) { Button("Don't Save", role: .destructive) { lastAction = "destructiveAction"; dismiss() } }
                }
        }
    }
}

#Preview("Toolbars") {
    ToolbarsPage()
}

#Preview("Note editor") {
    NavigationStack {
        NoteEditor()
    }
}

/// watchOS puts `primaryAction` under the navigation bar, scrolled out of view until a person scrolls up.
#Preview("Timers") {
    NavigationStack {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(1..<13) { Text("Timer \($0)") }
        }
        .navigationTitle("Timers")
        .toolbar {
            ToolbarItem(placement: .primaryAction) { Button("New Timer") {} }
        }
    }
}

/// The commonest Mac structure: a sidebar and a detail that is a `NavigationStack`. On the Mac the stack's title
/// and items join the detail column's section of the one toolbar row.
#Preview("Mailboxes") {
    NavigationSplitView {
        List {
            Text("Inbox")
            Text("Sent")
        }
        .navigationTitle("Mailboxes")
    } detail: {
        NavigationStack {
            NavigationLink("Open message") {
                Text("Message body")
                    .navigationTitle("Message")
                    .toolbar { ToolbarItem(placement: .primaryAction) { Button("Reply") {} } }
            }
            .navigationTitle("Inbox")
            .toolbar { ToolbarItem(placement: .primaryAction) { Button("Compose") {} } }
        }
    }
}
