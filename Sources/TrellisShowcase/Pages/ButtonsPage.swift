import SwiftUI

/// Every kind of button: styles, roles, shapes, sizes, label styles, custom
/// styles, repeat, keyboard shortcuts, menus and a context menu.
struct ButtonsPage: View {
    @State private var lastAction = "Nothing yet"
    @State private var count = 0
    @State private var doubleTaps = 0
    @State private var favourite = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                VStack(alignment: .leading, spacing: 6) {
                    Text("Buttons").font(.largeTitle).bold()
                    Text("One Button type, many looks: the style, the role, the container and the idiom decide.")
                        .foregroundStyle(.secondary)
                }
                HStack(spacing: 8) {
                    Image(systemName: "hand.tap")
                    Text("Last action: \(lastAction)")
                }
                .font(.callout)
                .foregroundStyle(.secondary)

                ButtonCard("Styles") { styles }
                ButtonCard("Roles") { roles }
                ButtonCard("Border shapes") { shapes }
                ButtonCard("Control sizes") { sizes }
                ButtonCard("Labels and tint") { labels }
                ButtonCard("Custom styles") { custom }
                ButtonCard("Hold to repeat") { repeating }
                ButtonCard("Keyboard shortcuts") { shortcuts }
                ButtonCard("Menus") { menus }
                ButtonCard("Context menu") { contextMenuDemo }
                ButtonCard("Disabled") { disabled }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    private func did(_ what: String) -> @MainActor () -> Void { { lastAction = what } }

    private var styles: some View {
        VStack(alignment: .leading, spacing: 12) {
            AdaptiveRow {
                Button("Automatic", action: did("Automatic"))
                Button("Bordered", action: did("Bordered")).buttonStyle(.bordered)
                Button("Prominent", action: did("Prominent")).buttonStyle(.borderedProminent)
                Button("Borderless", action: did("Borderless")).buttonStyle(.borderless)
            }
            AdaptiveRow {
                Button("Plain", action: did("Plain")).buttonStyle(.plain)
                Button("Link", action: did("Link")).buttonStyle(.link)
                Button("Glass", systemImage: "sparkles", action: did("Glass")).buttonStyle(.glass)
                Button("Glass Prominent", action: did("Glass Prominent")).buttonStyle(.glassProminent)
            }
        }
    }

    private var roles: some View {
        AdaptiveRow {
            Button("Delete", role: .destructive, action: did("Delete"))
            Button("Remove", systemImage: "trash", role: .destructive, action: did("Remove"))
                .buttonStyle(.borderedProminent)
            Button("Keep Editing", role: .cancel, action: did("Keep Editing"))
            Button(role: .close, action: did("Close"))
            Button(role: .confirm, action: did("Done"))
        }
    }

    private var shapes: some View {
        AdaptiveRow {
            Button("Capsule", action: did("Capsule")).buttonBorderShape(.capsule)
            Button("Rounded", action: did("Rounded")).buttonBorderShape(.roundedRectangle)
            Button("Radius 2", action: did("Radius 2")).buttonBorderShape(.roundedRectangle(radius: 2))
            Button("New", systemImage: "plus", action: did("New")).buttonBorderShape(.circle).labelStyle(.iconOnly)
        }
        .buttonStyle(.borderedProminent)
    }

    private var sizes: some View {
        AdaptiveRow {
            Button("Mini", action: did("Mini")).controlSize(.mini)
            Button("Small", action: did("Small")).controlSize(.small)
            Button("Regular", action: did("Regular")).controlSize(.regular)
            Button("Large", action: did("Large")).controlSize(.large)
            Button("Extra Large", action: did("Extra Large")).controlSize(.extraLarge)
        }
        .buttonStyle(.bordered)
    }

    private var labels: some View {
        VStack(alignment: .leading, spacing: 12) {
            AdaptiveRow {
                Button("Share", systemImage: "square.and.arrow.up", action: did("Share")).labelStyle(.titleAndIcon)
                Button("Favourite", systemImage: favourite ? "star.fill" : "star") {
                    favourite.toggle()
                    lastAction = favourite ? "Favourited" : "Unfavourited"
                }
                .labelStyle(.iconOnly)
                Button("Download", systemImage: "arrow.down.circle", action: did("Download")).labelStyle(.titleOnly)
            }
            .buttonStyle(.bordered)
            AdaptiveRow {
                Button("Green", action: did("Green")).tint(.green)
                Button("Orange", action: did("Orange")).tint(.orange)
                Button("Purple", action: did("Purple")).tint(.purple)
                Button("Pink", action: did("Pink")).tint(.pink)
            }
            .buttonStyle(.borderedProminent)
            Button("Sign In", systemImage: "arrow.up", action: did("Sign In"))
                .buttonStyle(.borderedProminent)
                .buttonSizing(.flexible)
        }
    }

    private var custom: some View {
        AdaptiveRow {
            Button("Press and hold me", action: did("Custom style")).buttonStyle(PressedScaleStyle())
            Button("Delete draft", role: .destructive, action: did("Delete draft")).buttonStyle(PressedScaleStyle())
            Button("Double-tap me") {
                doubleTaps += 1
                lastAction = "Double tap"
            }
            .buttonStyle(DoubleTapStyle())
            Text("Double taps: \(doubleTaps)").foregroundStyle(.secondary)
        }
    }

    private var repeating: some View {
        HStack(spacing: 12) {
            Button("Decrease", systemImage: "minus") { count -= 1 }
                .labelStyle(.iconOnly)
                .buttonBorderShape(.circle)
            Text("Count: \(count)").font(.title2).monospaced()
            Button("Increase", systemImage: "plus") { count += 1 }
                .labelStyle(.iconOnly)
                .buttonBorderShape(.circle)
            Button("Reset", action: { count = 0 }).buttonStyle(.borderless)
        }
        .buttonStyle(.bordered)
        .buttonRepeatBehavior(.enabled)
    }

    private var shortcuts: some View {
        AdaptiveRow {
            Button("Save", systemImage: "square.and.arrow.down", action: did("Saved with ⌘S")).keyboardShortcut("s")
            Button("New Item", action: did("New item with ⇧⌘N")).keyboardShortcut("n", modifiers: [.command, .shift])
            Button("Cancel", role: .cancel, action: did("Cancelled with Escape")).keyboardShortcut(.cancelAction)
            Button("OK", action: did("OK with Return")).keyboardShortcut(.defaultAction).buttonStyle(.borderedProminent)
        }
    }

    private var menus: some View {
        AdaptiveRow {
            Menu("Actions") {
                Button("Duplicate", systemImage: "plus.square.on.square", action: did("Duplicate"))
                Button("Rename", systemImage: "pencil", action: did("Rename"))
                Section("Share") {
                    Button("Copy Link", systemImage: "link", action: did("Copy Link"))
                    Button("Email", systemImage: "envelope", action: did("Email"))
                }
                Menu("Move To") {
                    Button("Inbox", action: did("Moved to Inbox"))
                    Button("Archive", action: did("Moved to Archive"))
                }
                Divider()
                Button("Delete", systemImage: "trash", role: .destructive, action: did("Deleted from menu"))
            }
            Menu {
                Button("Add Folder", systemImage: "folder.badge.plus", action: did("Add Folder"))
                Button("Add Tag", systemImage: "tag", action: did("Add Tag"))
            } label: {
                Label("Add", systemImage: "plus")
            } primaryAction: {
                lastAction = "Add (primary action)"
            }
            .buttonStyle(.borderedProminent)
            Text("Click “Add”; long-press or right-click it for more.").font(.caption).foregroundStyle(.secondary)
        }
    }

    private var contextMenuDemo: some View {
        HStack(spacing: 12) {
            Image(systemName: "doc.text").font(.title)
            VStack(alignment: .leading, spacing: 2) {
                Text("Quarterly Report.pages").font(.headline)
                Text("Right-click (Mac) or long-press (iPhone) for actions").font(.caption).foregroundStyle(.secondary)
            }
        }
        .padding(12)
        .background(Color.gray.opacity(0.12))
        .cornerRadius(10)
        .contextMenu {
            Button("Cut", systemImage: "scissors", action: did("Cut"))
            Button("Copy", systemImage: "doc.on.doc", action: did("Copy"))
            Button("Paste", systemImage: "doc.on.clipboard", action: did("Paste"))
            Divider()
            Button("Delete", systemImage: "trash", role: .destructive, action: did("Deleted from context menu"))
        }
    }

    private var disabled: some View {
        AdaptiveRow {
            Button("Disabled", action: did("never")).buttonStyle(.borderedProminent)
            Button("Still disabled", action: did("never")).disabled(false)
            Button("Also disabled", systemImage: "lock", action: did("never")).buttonStyle(.bordered)
        }
        .disabled(true)
    }
}

/// A row of buttons: side by side, or stacked where the width is compact (iPhone).
private struct AdaptiveRow<Content: View>: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @ViewBuilder var content: Content

    var body: some View {
        if sizeClass == .compact {
            VStack(alignment: .leading, spacing: 10) { content }
        } else {
            HStack(spacing: 12) { content }
        }
    }
}

/// A titled card holding one group of buttons.
private struct ButtonCard<Content: View>: View {
    let title: String
    @ViewBuilder var content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(title).font(.headline)
            content
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.gray.opacity(0.08))
        .cornerRadius(14)
    }
}

/// A custom appearance with the standard interaction: reads `isPressed` and the role.
struct PressedScaleStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.body.weight(.semibold))
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .foregroundStyle(Color.white)
            .background(configuration.role == .destructive ? Color.red : Color.indigo)
            .cornerRadius(10)
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

/// A custom interaction: the action runs on a double tap.
struct DoubleTapStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .onTapGesture(count: 2) { configuration.trigger() }
    }
}
