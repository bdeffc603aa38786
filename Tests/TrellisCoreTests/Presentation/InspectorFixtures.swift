import Observation
import SwiftUI

// The talk's sample app (seed 002), as InspectorSeed.swift writes it.

enum SuspicionLevel: String, CaseIterable, Identifiable {
    case innocent = "Innocent", annoying = "Annoying", suspicious = "Suspicious"
    var id: Self { self }
}

@Observable
final class Suspect: Identifiable {
    let id: Int
    var name: String
    var fruit: String
    var level: SuspicionLevel
    init(_ id: Int, _ name: String, _ fruit: String, _ level: SuspicionLevel) {
        self.id = id
        self.name = name
        self.fruit = fruit
        self.level = level
    }
}

@MainActor func suspects() -> [Suspect] {
    [Suspect(1, "Fabrizio Fish", "Kiwi", .annoying), Suspect(2, "Sheldon Sheep", "Apple", .innocent), Suspect(3, "Corey Cat", "Cherry", .suspicious)]
}

struct SuspectForm: View {
    @Bindable var suspect: Suspect
    var body: some View {
        Form {
            TextField("Name", text: $suspect.name)
            Picker("Suspicion Level", selection: $suspect.level) {
                ForEach(SuspicionLevel.allCases) { Text($0.rawValue).tag($0) }
            }
        }
    }
}

/// Outside the navigation structure, toolbar content inside the inspector.
struct InspectorOutside: View {
    @State var animals = suspects()
    @State var selection: Suspect.ID? = 1
    @State var shown = true

    var body: some View {
        NavigationStack {
            Table(animals, selection: $selection) {
                TableColumn("Name", value: \.name)
                TableColumn("Suspicion Level") { Text($0.level.rawValue) }
            }
            .navigationTitle("Suspects")
            .toolbar { Button("Nibble Bulletin") {} }
        }
        .inspector(isPresented: $shown) {
            Group {
                if let animal = animals.first(where: { $0.id == selection }) {
                    SuspectForm(suspect: animal)
                } else {
                    Text("Select a suspect")
                }
            }
            .inspectorColumnWidth(min: 200, ideal: 300, max: 400)
            .toolbar { Button("Toggle Inspector") { shown.toggle() } }
        }
    }
}

/// Inside the navigation structure, toolbar content outside the inspector.
struct InspectorInside: View {
    @State var shown = false
    var body: some View {
        NavigationStack {
            Text("Suspects")
                .inspector(isPresented: $shown) {
                    Text("Details").inspectorColumnWidth(250)
                        .toolbar { Button("Inspector Item") {} }
                }
                .toolbar { Button("Toggle Inspector") { shown.toggle() } }
        }
    }
}

/// In a split view: attached to the detail column, or outside the split view;
/// an item inside the inspector's builder and one on the detail.
struct InspectorInSplitView: View {
    var outside: Bool
    @State var shown = true
    var body: some View {
        if outside {
            NavigationSplitView { Text("Sidebar") } detail: {
                Text("Detail").toolbar { Button("Detail Item") {} }
            }
            .inspector(isPresented: $shown) { inspector }
        } else {
            NavigationSplitView { Text("Sidebar") } detail: {
                Text("Detail")
                    .inspector(isPresented: $shown) { inspector }
                    .toolbar { Button("Detail Item") {} }
            }
        }
    }

    private var inspector: some View {
        Text("Inspector").toolbar { Button("Inspector Item") {} }
    }
}

/// No navigation container at all: the inspector's items get its own section.
struct InspectorWithoutNavigation: View {
    @State var shown = true
    var body: some View {
        Text("Main")
            .inspector(isPresented: $shown) {
                Text("Inspector").toolbar { Button("Inspector Item") { shown = false } }
            }
    }
}

/// The talk's outside construction with a principal and a trailing item in the inspector's builder.
struct InspectorWithPrincipal: View {
    @State var shown = true
    var body: some View {
        NavigationStack { Text("Main").navigationTitle("Suspects") }
            .inspector(isPresented: $shown) {
                Text("Inspector")
                    .toolbar {
                        ToolbarItem(placement: .principal) { Text("Inspector Title") }
                        ToolbarItem { Button("Toggle Inspector") { shown.toggle() } }
                    }
            }
    }
}

/// An inspector shown as a sheet whose content customizes the presentation.
struct InspectorCustomizingItsSheet: View {
    @State var shown = true
    @State var taps = 0
    var body: some View {
        VStack {
            Button("Behind") { taps += 1 }
            Text("Taps \(taps)")
        }
        .inspector(isPresented: $shown) {
            Text("Inspector")
                .presentationDetents([.height(200), .large])
                .presentationBackgroundInteraction(.enabled(upThrough: .height(200)))
                .presentationCornerRadius(12)
                .presentationBackground(.thinMaterial)
                .interactiveDismissDisabled()
        }
    }
}

/// A window with every input a forged event could aim at: a resizable inspector, a sortable table, a sheet with detents.
struct SuspectsWindow: View {
    @State var animals = suspects()
    @State var order = [KeyPathComparator(\Suspect.name)]
    @State var shown = true
    @State var bulletin = true

    var body: some View {
        NavigationStack {
            Table(animals, sortOrder: $order) {
                TableColumn("Name", value: \.name)
                TableColumn("Suspicion Level") { Text($0.level.rawValue) }
            }
            .onChange(of: order) { animals.sort(using: order) }
        }
        .inspector(isPresented: $shown) {
            Text("Details").inspectorColumnWidth(min: 200, ideal: 300, max: 400)
        }
        .sheet(isPresented: $bulletin) {
            Text("Nibble Bulletin").presentationDetents([.height(200), .medium, .large])
        }
    }
}
