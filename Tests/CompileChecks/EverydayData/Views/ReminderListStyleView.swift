import SwiftUI

/// Styled rows, an outline, Markdown text and `openURL`, the way reminder and store apps write them.
struct ReminderListStyleView: View {
    struct Folder: Identifiable, Hashable {
        let id = UUID()
        var name: String
        var subfolders: [Folder]?
    }

    @EnvironmentObject var store: ReminderStore
    @Environment(\.openURL) private var openURL
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.layoutDirection) private var layoutDirection
    @State private var folders = [Folder(name: "Home", subfolders: [Folder(name: "Garden")]), Folder(name: "Work")]
    @State private var selectedFolder: Folder.ID?
    @State private var handledLinks = 0

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(store.visible) { reminder in
                        HStack {
                            Image(systemName: reminder.isDone ? "checkmark.circle.fill" : "circle")
                            Text(reminder.title)
                        }
                        .listRowBackground(reminder.isDone ? Color.green.opacity(0.15) : Color.clear)
                        .listRowSeparator(.hidden, edges: .top)
                        .listRowSeparatorTint(.blue)
                        .listRowInsets(EdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 20))
                        .listItemTint(reminder.isDone ? .fixed(.green) : .monochrome)
                        .badge(reminder.isDone ? "Done" : nil)
                    }
                } header: {
                    Text("Reminders")
                } footer: {
                    Text("Synced with **iCloud**. [Learn more](https://example.com/sync)")
                }
                .listSectionSeparator(.hidden)
                .listSectionSeparatorTint(.gray, edges: .bottom)
                .headerProminence(.increased)

                Section("Folders") {
                    OutlineGroup(folders, children: \.subfolders) { folder in
                        Label(folder.name, systemImage: "folder")
                    }
                }
            }
            .listRowSpacing(4)
            .listSectionSpacing(.compact)
            .scrollContentBackground(.hidden)
            .background(Color.orange.opacity(0.05))
            .navigationTitle("Lists")
            .toolbar {
                Button("Help") { openURL(URL(string: "https://example.com/help")!) }
            }
        }
        .environment(\.openURL, OpenURLAction { url in
            if url.host == "example.com", url.path == "/sync" {
                handledLinks += 1
                return .handled
            }
            return .systemAction
        })
        .onChange(of: scenePhase) { phase in
            if phase == .background { print("saving", store.reminders.count) }
        }
        .environment(\.layoutDirection, layoutDirection)
    }
}

/// `List(_:children:selection:)` with an id key path, and `Text` built from `AttributedString`-free Markdown.
struct FolderSidebar: View {
    @Binding var folders: [ReminderListStyleView.Folder]
    @State private var selection: UUID?

    var body: some View {
        List(folders, id: \.id, children: \.subfolders, selection: $selection) { folder in
            Text("**\(folder.name)**")
        }
        .listStyle(.sidebar)
    }
}
