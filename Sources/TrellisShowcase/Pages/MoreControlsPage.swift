import Foundation
import SwiftUI

/// Disclosure groups, group boxes, links, content-unavailable views, control groups, gauges,
/// labelsHidden and text-field styles, each doing what it does in SwiftUI.
struct MoreControlsPage: View {
    @State private var showDetails = false
    @State private var fontSize = 14.0
    @State private var battery = 0.72
    @State private var wifi = true
    @State private var query = ""
    @State private var pasted: [String] = []
    @State private var listName = "Groceries"
    @State private var helpShown = false
    @FocusState private var renamingList: Bool

    var body: some View {
        ScrollView {
            content.frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    private var content: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("More Controls").font(.largeTitle).bold()
            Text("Containers and controls most apps use: each is SwiftUI's declaration, drawn by the browser and driven from the server.")
                .foregroundStyle(.secondary)

            GroupBox("Disclosure") {
                DisclosureGroup("Advanced options") {
                    Toggle("Verbose logging", isOn: $wifi)
                    Text("Hidden until expanded.")
                }
                DisclosureGroup("Details", isExpanded: $showDetails) {
                    Text("The caller's binding decides.")
                }
                Text(showDetails ? "Details are showing" : "Details are hidden").foregroundStyle(.secondary)
            }

            GroupBox {
                Text("A group box without a label.")
            }

            GroupBox("Links") {
                Link("Swift.org", destination: URL(string: "https://swift.org")!)
                Link(destination: URL(string: "mailto:hello@example.com")!) {
                    Label("Write to us", systemImage: "envelope")
                }
                Link("Refused script link", destination: URL(string: "javascript:alert(1)")!)
            }

            GroupBox("Share and paste") {
                ShareLink(item: URL(string: "https://swift.org")!, subject: Text("Swift"), message: Text("Have a look"))
                ShareLink("Share Quote", item: "Simple things should be simple.")
                PasteButton(payloadType: String.self) { pasted.append(contentsOf: $0) }
                Text(pasted.isEmpty ? "Nothing pasted" : "Pasted: \(pasted.joined(separator: " | "))")
                HStack {
                    TextField("List name", text: $listName).focused($renamingList)
                    RenameButton()
                    HelpLink { helpShown.toggle() }
                }
                .renameAction($renamingList)
                Text(helpShown ? "Help: lists keep what you buy" : "Help is hidden").foregroundStyle(.secondary)
            }

            GroupBox("Gauges") {
                Gauge(value: battery) { Text("Battery") } currentValueLabel: { Text("\(Int(battery * 100))%") }
                Gauge(value: fontSize, in: 8...32) {
                    Text("Font size")
                } currentValueLabel: {
                    Text("\(Int(fontSize))")
                } minimumValueLabel: {
                    Text("8")
                } maximumValueLabel: {
                    Text("32")
                }
                .gaugeStyle(.accessoryCircular)
                ControlGroup {
                    Button("Smaller", systemImage: "minus") { fontSize = max(8, fontSize - 2) }
                    Button("Larger", systemImage: "plus") { fontSize = min(32, fontSize + 2) }
                }
                Slider(value: $battery) { Text("Charge") }.labelsHidden()
            }

            GroupBox("Labels and fields") {
                Toggle("Wi-Fi", systemImage: "wifi", isOn: $wifi)
                TextField("Search", text: $query).textFieldStyle(.roundedBorder)
                TextField("Plain field", text: $query).textFieldStyle(.plain)
            }

            GroupBox("Nothing here") {
                if query.isEmpty {
                    ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
                } else {
                    ContentUnavailableView.search(text: query)
                }
            }
        }
        .padding(24)
    }
}
