import SwiftUI

/// The everyday controls in a settings form, each bound to state the page shows back live.
struct ControlsPage: View {
    enum Flavor: String, CaseIterable, Identifiable {
        case vanilla = "Vanilla", chocolate = "Chocolate", strawberry = "Strawberry", pistachio = "Pistachio"
        var id: Self { self }
    }

    enum Appearance: String, CaseIterable, Identifiable {
        case light = "Light", dark = "Dark", automatic = "Auto"
        var id: Self { self }
    }

    @State private var name = ""
    @State private var password = ""
    @State private var submitted = 0
    @State private var notifications = true
    @State private var sounds = false
    @State private var flavor = Flavor.chocolate
    @State private var appearance = Appearance.automatic
    @State private var volume = 0.6
    @State private var quantity = 2
    @State private var notes = "Controls are real SwiftUI, rendered by the server."
    @State private var bold = false
    @State private var italic = false

    var body: some View {
        ScrollView {
            content.frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    private var content: some View {
        VStack(alignment: .leading, spacing: 16) {
            VStack(alignment: .leading, spacing: 6) {
                Text("Controls").font(.largeTitle).bold()
                Text("A settings form with every everyday control. Each one writes @State on the server; the summary at the bottom reads it back.")
                    .foregroundStyle(.secondary)
                    .lineLimit(3)
            }
            Form {
                Section {
                    TextField("Name", text: $name, prompt: Text("Jane Appleseed"))
                        .focusedValue(\.greetingName, $name)
                        .onSubmit { submitted += 1 }
                        .submitLabel(.done)
                    SecureField("Password", text: $password)
                } header: {
                    Text("Profile")
                } footer: {
                    Text("Press Return in the name field to submit.")
                }

                Section("Preferences") {
                    Toggle("Notifications", isOn: $notifications)
                        .toggleStyle(.switch)
                    Toggle("Play sounds", isOn: $sounds)
                    Picker("Flavor", selection: $flavor) {
                        ForEach(Flavor.allCases) { flavor in
                            Text(flavor.rawValue).tag(flavor)
                        }
                    }
                    Picker("Appearance", selection: $appearance) {
                        ForEach(Appearance.allCases) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.segmented)
                }

                Section("Values") {
                    Slider(value: $volume, in: 0...1, step: 0.1) {
                        Text("Volume")
                    } minimumValueLabel: {
                        Image(systemName: "speaker.fill")
                    } maximumValueLabel: {
                        Image(systemName: "speaker.wave.3.fill")
                    }
                    .accessibilityValue("\(Int((volume * 100).rounded())) percent")
                    Stepper("Quantity: \(quantity)", value: $quantity, in: 0...10)
                    ProgressView("Order progress", value: Double(quantity), total: 10)
                }

                Section("Formatting") {
                    HStack {
                        Toggle(isOn: $bold) { Image(systemName: "bold") }
                            .accessibilityLabel("Bold")
                            .help("Bold")
                        Toggle(isOn: $italic) { Image(systemName: "italic") }
                            .accessibilityLabel("Italic")
                            .help("Italic")
                        Spacer()
                        Text("Preview")
                            .font(.system(size: 15, weight: bold ? .bold : .regular))
                            .italic(italic)
                            .padding(4)
                            .border(bold ? Color.accentColor : Color.secondary, width: bold ? 2 : 1)
                    }
                    .toggleStyle(.button)
                    TextEditor(text: $notes)
                        .font(.body.monospaced())
                        .accessibilityLabel("Notes")
                }

                Section {
                    LabeledContent("Greeting", value: name.isEmpty ? "Hello!" : "Hello, \(name)!")
                    LabeledContent("Submitted", value: "\(submitted) times")
                    LabeledContent("Password", value: String(repeating: "•", count: password.count))
                    LabeledContent("Notifications", value: notifications ? "On" : "Off")
                    LabeledContent("Sounds", value: sounds ? "On" : "Off")
                    LabeledContent("Chosen flavor", value: flavor.rawValue)
                    LabeledContent("Chosen appearance", value: appearance.rawValue)
                    LabeledContent("Volume level", value: "\(Int((volume * 100).rounded()))%")
                    LabeledContent("Order", value: "\(quantity) scoops")
                    LabeledContent("Notes", value: "\(notes.count) characters")
                } header: {
                    Text("Live values")
                }
            }
            .formStyle(.grouped)
            .frame(maxWidth: 560)

            Card(title: "Accessibility") {
                VStack(alignment: .leading, spacing: 8) {
                    Text("Read aloud").font(.headline).accessibilityHeading(.h3)
                    HStack(spacing: 12) {
                        Button { notes = "" } label: { Image(systemName: "trash") }
                            .accessibilityLabel("Clear notes")
                            .accessibilityHint("Empties the notes editor")
                            .accessibilityIdentifier("clear-notes")
                            .help("Clear notes")
                        Text("★★★★☆").accessibilityLabel("Rated 4 of 5").accessibilityAddTraits(.isImage)
                        Image(systemName: "bell").accessibilityHidden(true)
                        Text("Tap to reset").onTapGesture { quantity = 2 }
                            .accessibilityAddTraits(.isButton)
                            .accessibilityHint("Sets the order back to 2 scoops")
                    }
                    Text("A long paragraph that a narrow column cuts after two lines, ending with an ellipsis where the text would otherwise go on to a third and a fourth line, so the card keeps its height.")
                        .lineLimit(2)
                        .frame(maxWidth: 260, alignment: .leading)
                        .textSelection(.enabled)
                    Text("Tracked capitals").textCase(.uppercase).tracking(2).font(.caption)
                }
            }

            Card(title: "Symbols") {
                ScrollView(.horizontal) {
                    HStack(spacing: 14) {
                        ForEach(["heart", "star", "bell", "person", "folder"], id: \.self) { name in
                            VStack(spacing: 4) {
                                Image(systemName: name).font(.title2)
                                Image(systemName: name).symbolVariant(.fill).font(.title2)
                                Image(systemName: name).symbolVariant(.circle.fill).font(.title2)
                                Text(name).font(.caption2).foregroundStyle(.secondary)
                            }
                        }
                    }
                }
            }
        }
    }
}

#Preview("Controls") {
    ControlsPage()
}

#Preview("Greeting field", traits: .sizeThatFitsLayout) {
    @Previewable @State var name = ""
    VStack(alignment: .leading, spacing: 8) {
        TextField("Your name", text: $name)
        Text(name.isEmpty ? "Type your name" : "Hello, \(name)!")
    }
    .padding()
    .frame(width: 320)
}
