import TrellisCore

/// The words a label view shows, read from the view value without rendering
/// it: `Text("Volume")` → "Volume". Controls whose native element cannot be
/// named by its content (a slider's range input, a picker's popup) use it for
/// their accessible name.
///
/// Views that can say what they show conform to ``StaticTextProviding``;
/// containers join their children's words. A view with a `body` is opaque
/// (nil): its text is only known once it renders.
@MainActor
package enum StaticText {
    package static func of(_ view: any View) -> String? {
        guard view is any StructuralContent else { return (view as? any StaticTextProviding)?.staticText }
        // Structure joins its views' words (``ViewStructure``).
        var parts: [String] = []
        ViewStructure.walk(view) { leaf in
            if case let .view(view, _, _) = leaf, let text = (view as? any StaticTextProviding)?.staticText, !text.isEmpty {
                parts.append(text)
            }
            return true
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}

/// A view whose shown words are known from its value.
@MainActor
package protocol StaticTextProviding {
    var staticText: String? { get }
}

@MainActor extension Text: StaticTextProviding {
    package var staticText: String? { plainText }
}

@MainActor extension Image: StaticTextProviding {
    package var staticText: String? {
        switch source {
        case let .system(name): label ?? SymbolNames.accessibilityLabel(for: name)
        case .named, .remote: label
        }
    }
}

@MainActor extension ModifiedContent: StaticTextProviding where Content: View, Modifier: ViewModifier {
    package var staticText: String? {
        if (modifier as? _ViewAttributeModifier)?.attribute == .hidden { return nil }
        return StaticText.of(content)
    }
}

@MainActor extension ToggleStyleConfiguration.Label: StaticTextProviding {
    package var staticText: String? { StaticText.of(content) }
}
