import SwiftUI

/// The data flow most apps use: an `ObservableObject` store owned with
/// `@StateObject` and shared with `@EnvironmentObject`, a timer through
/// `onReceive`, deletes confirmed with an alert, a confirmation dialog, an
/// alert whose default action answers Return, and a popover.
struct EverydayDataPage: View {
    @StateObject private var store = ShoppingStore()

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                VStack(alignment: .leading, spacing: 6) {
                    Text("Everyday Data").font(.largeTitle).bold()
                    Text("ObservableObject, @EnvironmentObject, onReceive, alerts and confirmation dialogs.")
                        .foregroundStyle(.secondary)
                }
                ShoppingListView()
                ClearListButton()
                ResetCounterButton()
                StoreInfoButton()
                TickingClock()
                AislesSection()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .environmentObject(store)
    }
}

final class ShoppingStore: ObservableObject {
    @Published var items = ["Milk", "Eggs", "Bread"]
    @Published var deleted = 0
    @Published var resets = 0

    func delete(_ item: String) {
        items.removeAll { $0 == item }
        deleted += 1
    }
}

private struct ShoppingListView: View {
    @EnvironmentObject var store: ShoppingStore
    @State private var pending: String?
    @State private var confirming = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("\(store.items.count) items, \(store.deleted) deleted")
            ForEach(store.items, id: \.self) { item in
                HStack {
                    Text(item)
                    Spacer()
                    Button("Delete \(item)", role: .destructive) {
                        pending = item
                        confirming = true
                    }
                }
            }
        }
        .alert("Delete item?", isPresented: $confirming, presenting: pending) { item in
            Button("Delete", role: .destructive) { store.delete(item) }
            Button("Cancel", role: .cancel) {}
        } message: { item in
            Text("\(item) will be removed from the list.")
        }
    }
}

private struct ClearListButton: View {
    @EnvironmentObject var store: ShoppingStore
    @State private var confirming = false

    var body: some View {
        Button("Clear List…") { confirming = true }
            .confirmationDialog("Clear the list?", isPresented: $confirming, titleVisibility: .visible) {
                Button("Clear All Items", role: .destructive) { store.items.removeAll() }
            } message: {
                Text("Every item goes.")
            }
    }
}

private struct ResetCounterButton: View {
    @EnvironmentObject var store: ShoppingStore
    @State private var asking = false

    var body: some View {
        HStack {
            Button("Reset Counter…") { asking = true }
            Text("Resets: \(store.resets)")
        }
        .alert("Reset the counter?", isPresented: $asking) {
            Button("Cancel", role: .cancel) {}
            Button("Reset") { store.resets += 1 }
        }
    }
}

private struct StoreInfoButton: View {
    @EnvironmentObject var store: ShoppingStore
    @State private var showingInfo = false

    var body: some View {
        Button("Store Info") { showingInfo = true }
            .popover(isPresented: $showingInfo, arrowEdge: .bottom) {
                VStack(alignment: .leading, spacing: 6) {
                    Text("Store details").font(.headline)
                    Text("\(store.items.count) items on the list")
                }
                .padding()
            }
    }
}

private struct TickingClock: View {
    @State private var ticks = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        Text("Ticks: \(ticks)")
            .onReceive(timer) { _ in ticks += 1 }
    }
}
