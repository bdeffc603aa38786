import SwiftUI

/// Styled list rows, an outline, Markdown text and `openURL`, as store apps write them: a list whose
/// rows have their own backgrounds, separators and insets, aisles that disclose their shelves, and
/// help text whose links open through an `OpenURLAction`.
struct AislesSection: View {
    struct Shelf: Identifiable, Hashable {
        let id: String
        var shelves: [Shelf]?
    }

    static let aisles = [
        Shelf(id: "Produce", shelves: [Shelf(id: "Fruit", shelves: [Shelf(id: "Apples"), Shelf(id: "Pears")]), Shelf(id: "Greens")]),
        Shelf(id: "Bakery", shelves: [Shelf(id: "Bread"), Shelf(id: "Cakes")]),
        Shelf(id: "Checkout"),
    ]

    @EnvironmentObject var store: ShoppingStore
    @State private var aisle: String?
    @State private var opened: [String] = []

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Aisles").font(.title2).bold()
            Text("Rows with **their own backgrounds**, _hidden separators_ and `insets`; ~~no~~ every link opens through [the store's handler](https://example.com/aisles) or [the browser](https://example.com/help).")
            Text("Opened in the app: \(opened.isEmpty ? "nothing" : opened.joined(separator: ", "))")
            List {
                Section {
                    ForEach(store.items, id: \.self) { item in
                        Text(item)
                            .listRowBackground(item == "Eggs" ? Color.yellow.opacity(0.3) : nil)
                            .listRowSeparator(item == "Milk" ? .hidden : .automatic, edges: .bottom)
                            .listRowSeparatorTint(.orange)
                            .badge(item == "Bread" ? 2 : 0)
                    }
                } header: {
                    Text("On the list")
                }
                .headerProminence(.increased)
            }
            .listStyle(.insetGrouped)
            .frame(minHeight: 200)
            List(Self.aisles, children: \.shelves, selection: $aisle) { shelf in
                Label(shelf.id, systemImage: shelf.shelves == nil ? "tag" : "shippingbox")
            }
            .frame(minHeight: 220)
            Text("Aisle: \(aisle ?? "none")")
            Link("Store hours", destination: URL(string: "https://example.com/hours")!)
        }
        .environment(\.openURL, OpenURLAction { url in
            guard url.path == "/aisles" else { return .systemAction }
            opened.append(url.lastPathComponent)
            return .handled
        })
    }
}
