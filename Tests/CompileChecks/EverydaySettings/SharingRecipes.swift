import SwiftUI
import UniformTypeIdentifiers

// A recipe app's sharing, written as such apps write it: a Codable model that is Transferable through
// JSON and its title, a custom type of its own, ShareLink in a toolbar and a context menu, a PasteButton
// that takes recipes, RenameButton with a focused field, and a HelpLink.

extension UTType {
    static let recipe = UTType(exportedAs: "com.example.recipe", conformingTo: .json)
}

struct Recipe: Identifiable, Codable, Hashable, Transferable {
    var id = UUID()
    var title: String
    var url: URL

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .recipe)
        ProxyRepresentation(exporting: \.url)
        ProxyRepresentation(exporting: \.title)
    }
}

struct Ingredient: Transferable {
    var name: String

    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .plainText) { ingredient in
            Data(ingredient.name.utf8)
        } importing: { data in
            Ingredient(name: String(decoding: data, as: UTF8.self))
        }
        .suggestedFileName("Ingredient.txt")
    }
}

struct RecipeList: View {
    @State private var recipes: [Recipe] = []
    @State private var pasted: [String] = []
    @State private var editing: Recipe.ID?
    @FocusState private var renaming: Bool

    var body: some View {
        NavigationStack {
            List(recipes) { recipe in
                HStack {
                    if editing == recipe.id {
                        TextField("Title", text: .constant(recipe.title)).focused($renaming)
                    } else {
                        Text(recipe.title)
                    }
                    Spacer()
                    ShareLink(item: recipe.url) {
                        Image(systemName: "square.and.arrow.up")
                    }
                    .buttonStyle(.borderless)
                }
                .contextMenu {
                    ShareLink(item: recipe, preview: SharePreview(recipe.title, image: Image(systemName: "fork.knife")))
                    ShareLink("Share Link", item: recipe.url, subject: Text(recipe.title), message: Text("Try this"))
                    RenameButton()
                }
                .renameAction {
                    editing = recipe.id
                    renaming = true
                }
            }
            .navigationTitle("Recipes")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    ShareLink(items: recipes.map(\.url)) { Label("Share All", systemImage: "square.and.arrow.up.on.square") }
                }
                ToolbarItem {
                    PasteButton(payloadType: String.self) { strings in pasted.append(contentsOf: strings) }
                }
                ToolbarItem {
                    PasteButton(payloadType: Recipe.self) { recipes.append(contentsOf: $0) }
                }
                ToolbarItem(placement: .automatic) {
                    HelpLink(destination: URL(string: "https://example.com/help")!)
                }
            }
        }
    }
}

struct ShareTextRow: View {
    let quote: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(quote)
            ShareLink(item: quote, subject: Text("A quote"), message: Text("From my reading list"))
            ShareLink(items: [quote, quote.uppercased()]) { Text("Both") }
            HelpLink { print("help") }
            if UTType.recipe.conforms(to: .json), let ext = UTType.json.preferredFilenameExtension {
                Text("Saved as .\(ext)")
            }
        }
    }
}

struct TripPlanner: View {
    @State private var days: Set<DateComponents> = []
    @State private var score = 0
    @State private var isExpanded = false
    @Namespace private var animation

    var body: some View {
        Form {
            Section("When") {
                MultiDatePicker("Days", selection: $days, in: Date.now...)
                Text("\(days.count) days").contentTransition(.numericText(value: Double(days.count)))
            }
            Section("Score") {
                Text(score, format: .number).contentTransition(.numericText(countsDown: false))
                Button("Add") { withAnimation(.spring) { score += 1 } }
            }
            if isExpanded {
                RoundedRectangle(cornerRadius: 20).matchedGeometryEffect(id: "shape", in: animation).frame(height: 200)
            } else {
                Circle().matchedGeometryEffect(id: "shape", in: animation, properties: .frame, anchor: .center, isSource: true)
                    .frame(width: 44, height: 44)
                    .onTapGesture { withAnimation(.snappy) { isExpanded.toggle() } }
            }
        }
    }
}
