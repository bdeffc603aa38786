import Observation
import SwiftUI

/// The app from "Inspectors in SwiftUI" (seed 002): a table of animal
/// suspects, an inspector to edit the selected one (View ▸ Show Inspector,
/// ⌃⌘I, or the toolbar button), and the Nibble Bulletin, a resizable sheet
/// the table stays usable behind up through its medium detent.
struct SuspectsPage: View {
    enum SuspicionLevel: String, CaseIterable, Identifiable {
        case innocent = "Innocent"
        case annoying = "Annoying"
        case suspicious = "Suspicious"
        case extremelySuspicious = "Extremely Suspicious"
        var id: Self { self }
    }

    @Observable
    final class Animal: Identifiable {
        let id: Int
        var name: String
        var favoriteFruits: String
        var suspicionLevel: SuspicionLevel

        init(id: Int, name: String, favoriteFruits: String, suspicionLevel: SuspicionLevel) {
            self.id = id
            self.name = name
            self.favoriteFruits = favoriteFruits
            self.suspicionLevel = suspicionLevel
        }
    }

    @State private var animals = [
        Animal(id: 1, name: "Fabrizio Fish", favoriteFruits: "Kiwi", suspicionLevel: .annoying),
        Animal(id: 2, name: "Sheldon Sheep", favoriteFruits: "Apple", suspicionLevel: .innocent),
        Animal(id: 3, name: "Corey Cat", favoriteFruits: "Cherry", suspicionLevel: .suspicious),
        Animal(id: 4, name: "Bea Bunny", favoriteFruits: "Banana", suspicionLevel: .extremelySuspicious),
    ]
    @State private var selection: Animal.ID?
    @State private var sortOrder = [KeyPathComparator(\Animal.name)]
    @State private var inspectorPresented = false
    @State private var bulletinPresented = false
    @State private var bulletinDetent: PresentationDetent = .height(200)

    var body: some View {
        Table(animals, selection: $selection, sortOrder: $sortOrder) {
            TableColumn("Name", value: \.name)
            TableColumn("Favorite Fruits", value: \.favoriteFruits)
            TableColumn("Suspicion Level") { animal in
                Text(animal.suspicionLevel.rawValue)
            }
        }
        .contextMenu(forSelectionType: Animal.ID.self) { ids in
            Button("Mark Innocent") {
                for animal in animals where ids.contains(animal.id) { animal.suspicionLevel = .innocent }
            }
        } primaryAction: { ids in
            // Double-click or Return: inspect the animal.
            selection = ids.first
            inspectorPresented = true
        }
        .onChange(of: sortOrder) { animals.sort(using: sortOrder) }
        .inspector(isPresented: $inspectorPresented) {
            Group {
                if let animal = animals.first(where: { $0.id == selection }) {
                    SuspectForm(animal: animal)
                } else {
                    Text("Select a suspect")
                        .foregroundStyle(.secondary)
                }
            }
            .inspectorColumnWidth(min: 200, ideal: 300, max: 400)
        }
        .toolbar {
            ToolbarItem {
                Button("Nibble Bulletin", systemImage: "newspaper") { bulletinPresented = true }
            }
            ToolbarItem {
                Button {
                    inspectorPresented.toggle()
                } label: {
                    Label("Toggle Inspector", systemImage: "info.circle")
                }
            }
        }
        .sheet(isPresented: $bulletinPresented) {
            NibbleBulletin()
                .presentationDetents([.height(200), .medium, .large], selection: $bulletinDetent)
                .presentationBackground(.thinMaterial)
                .presentationCornerRadius(20)
                .presentationBackgroundInteraction(.enabled(upThrough: .medium))
        }
    }

    struct SuspectForm: View {
        @Bindable var animal: Animal

        var body: some View {
            Form {
                Section("Details") {
                    TextField("Name", text: $animal.name)
                    TextField("Favorite Fruits", text: $animal.favoriteFruits)
                }
                Section("Suspicion") {
                    Picker("Suspicion Level", selection: $animal.suspicionLevel) {
                        ForEach(SuspicionLevel.allCases) { level in
                            Text(level.rawValue).tag(level)
                        }
                    }
                }
            }
        }
    }

    struct NibbleBulletin: View {
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Text("Nibble Bulletin").font(.headline)
                Text("A kiwi was nibbled near the pond at 10:42.")
                Text("Cherries went missing by the café at 13:05.")
                Button("Done") { dismiss() }
            }
            .padding()
        }
    }
}

#Preview("Suspects") {
    SuspectsPage()
}

/// The talk's other construction: the inspector outside the navigation structure, its toggle declared
/// inside the inspector's builder, so the toggle lives in the inspector's own toolbar section, which
/// stays when the inspector closes (docs/INSPECTOR.md, "Closed").
struct OutsideInspectorSample: View {
    @State private var shown = true

    var body: some View {
        NavigationStack {
            Text("Suspects table").navigationTitle("Suspects")
        }
        .inspector(isPresented: $shown) {
            Text("Inspector content")
                .toolbar {
                    Button {
                        shown.toggle()
                    } label: {
                        Label("Toggle Inspector", systemImage: "info.circle")
                    }
                }
        }
    }
}

#Preview("Inspector Outside") {
    OutsideInspectorSample()
}
