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

/// In a split view: attached to the detail column, or outside the split view.
struct InspectorInSplitView: View {
    var outside: Bool
    @State var shown = true
    var body: some View {
        if outside {
            NavigationSplitView { Text("Sidebar") } detail: { Text("Detail") }
                .inspector(isPresented: $shown) { Text("Inspector") }
        } else {
            NavigationSplitView { Text("Sidebar") } detail: {
                Text("Detail").inspector(isPresented: $shown) { Text("Inspector") }
            }
        }
    }
}
