import SwiftUI

/// Seed 001's customizable toolbar, as the seed writes it: a text editor whose font tools live in a
/// `toolbar(id:)` a person may rearrange (View ▸ Customize Toolbar…, the toolbar's context menu on the
/// Mac; long press or the overflow menu on the iPad). Added here: an item hidden by default, one always
/// available, and one that can't be removed.
struct ToolsEditorPage: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("The toolbar above is customizable: on the Mac right-click it or choose View ▸ Customize Toolbar…; on the iPad long-press it.")
                .foregroundStyle(.secondary)
            ToolsEditorView()
                .frame(minHeight: 240)
        }
    }
}

struct ToolsEditorView: View {
    @State private var text = ""
    @State private var bold = false
    @State private var italic = false
    @State private var fontSize = 12.0
    @State private var underline = false
    @State private var shared = 0

    var displayFont: Font {
        let font = Font.system(
            size: CGFloat(fontSize),
            weight: bold == true ? .bold : .regular)
        return italic == true ? font.italic() : font
    }

    var body: some View {
        TextEditor(text: $text)
            .font(displayFont)
            .accessibilityLabel("Document")
            .toolbar(id: "editingtools") {
                ToolbarItem(
                    id: "sizeSelector", placement: .secondaryAction
                ) {
                    Slider(
                        value: $fontSize,
                        in: 8...120,
                        minimumValueLabel:
                            Text("A").font(.system(size: 8)),
                        maximumValueLabel:
                            Text("A").font(.system(size: 16))
                    ) {
                        Text("Font Size (\(Int(fontSize)))")
                    }
                    .frame(width: 150)
                }
                ToolbarItem(
                    id: "bold", placement: .secondaryAction
                ) {
                    Toggle(isOn: $bold) {
                        Image(systemName: "bold")
                    }
                }
                ToolbarItem(
                    id: "italic", placement: .secondaryAction
                ) {
                    Toggle(isOn: $italic) {
                        Image(systemName: "italic")
                    }
                }
                ToolbarItem(id: "underline", placement: .secondaryAction) {
                    Toggle(isOn: $underline) {
                        Image(systemName: "underline")
                    }
                }
                .defaultCustomization(.hidden)
                ToolbarItem(id: "share", placement: .secondaryAction) {
                    Button("Share", systemImage: "square.and.arrow.up") { shared += 1 }
                }
                .defaultCustomization(options: .alwaysAvailable)
                // Declared last, shown first: `.disabled` items sit before the others and can't be moved or removed.
                ToolbarItem(id: "clear", placement: .secondaryAction) {
                    Button("Clear", systemImage: "trash") { text = "" }
                }
                .customizationBehavior(.disabled)
            }
            .navigationTitle("My Note")
            .toolbarRole(.editor)
    }
}
