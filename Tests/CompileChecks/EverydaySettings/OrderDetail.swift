import SwiftUI

// A detail screen with formatted dates, prices and counts, the way shopping and booking apps show them.

struct Order: Identifiable {
    let id = UUID()
    var title: String
    var placed: Date
    var delivery: Date
    var price: Decimal
    var quantity: Int
    var discount: Double
}

struct OrderDetailView: View {
    let order: Order
    @Environment(\.locale) private var locale

    var body: some View {
        List {
            Section {
                Text(order.title)
                    .font(.title2)
                    .fontWeight(.semibold)
                HStack {
                    Text("Placed")
                    Spacer()
                    Text(order.placed, style: .date)
                        .foregroundStyle(.secondary)
                }
                HStack {
                    Text("Arrives in")
                    Spacer()
                    Text(order.delivery, style: .relative)
                        .monospacedDigit()
                }
                Text(order.placed...order.delivery)
                    .font(.footnote)
            }
            Section("Price") {
                LabeledContent("Each") {
                    Text(order.price, format: .currency(code: "USD"))
                }
                LabeledContent("Quantity") {
                    Text(order.quantity, format: .number)
                }
                LabeledContent("Discount") {
                    Text(order.discount, format: .percent)
                }
                (Text("Total ").bold() + Text(order.price * Decimal(order.quantity), format: .currency(code: "USD")).kerning(0.5))
                    .font(.headline)
            }
            Section("Timer") {
                Text(order.placed, style: .timer)
                Text(timerInterval: Date()...Date().addingTimeInterval(600), countsDown: true)
                Text(order.placed, format: .dateTime.day().month(.wide).year())
                Text("Updated ") + Text(order.placed, style: .offset).italic().foregroundColor(.gray)
            }
        }
        .navigationTitle(Text(order.title))
    }
}
