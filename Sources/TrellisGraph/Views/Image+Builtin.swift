import TrellisCore
import TrellisHost

@MainActor extension Image: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        if case let .system(name) = source, let properties = plainSymbolProperties(name, inputs.environment) {
            return NodeOutput(element: ElementSpec(role: .img, properties: properties))
        }
        // Room for the usual few (a symbol's name and label, a font, a colour): no regrowing.
        var properties = [String: String](minimumCapacity: 4)
        switch source {
        case let .system(name):
            properties["systemName"] = SymbolCatalog.resolve(name, variants: inputs.environment.symbolVariants)
            SymbolCatalog.reportIfMissing(name)
            if inputs.environment._isLabelIcon {
                properties["decorative"] = "true"
            } else {
                properties["label"] = label ?? SymbolNames.accessibilityLabel(for: name)
            }
        case let .remote(path):
            properties["remoteImage"] = path
            if inputs.environment._isLabelIcon { properties["decorative"] = "true" } else if let label { properties["label"] = label }
        case let .named(name, file):
            if let file {
                // `2x`: the browser draws the file at half its pixel size, as the set's points.
                let path = (inputs.environment.colorScheme == .dark ? file.darkPath : nil) ?? file.path
                properties["assetImage"] = AssetFiles.register(path) + " \(file.scale)x"
                if file.isTemplate || renderingMode == .template { properties["templateImage"] = "true" }
            } else {
                properties["imageName"] = name
            }
            if inputs.environment._isLabelIcon {
                properties["decorative"] = "true"
            } else if let label {
                properties["label"] = label
            }
        }
        if isResizable { properties["resizable"] = "true" }
        switch inputs.environment.imageScale {
        case .small: properties["imageScale"] = "small"
        case .large: properties["imageScale"] = "large"
        case .medium: break
        }
        if let renderingMode { properties["renderingMode"] = renderingMode == .template ? "template" : "original" }
        if let interpolationQuality { properties["interpolation"] = "\(interpolationQuality)" }
        FontProperties.apply(inputs.environment.font, to: &properties)
        if let color = inputs.environment._foregroundStyle { properties["foreground"] = color.hostValue }
        return NodeOutput(element: ElementSpec(role: .img, properties: properties))
    }
}

@MainActor extension Image {
    /// The properties of a symbol with nothing but its name (a row's `Image(systemName: "xmark")`):
    /// one dictionary per name, shared by every such image. Nil when anything else applies.
    private func plainSymbolProperties(_ name: String, _ environment: EnvironmentValues) -> [String: String]? {
        guard label == nil, !isResizable, renderingMode == nil, interpolationQuality == nil,
              environment.symbolVariants == .none, !environment._isLabelIcon, environment.imageScale == .medium,
              environment.font == nil, environment._foregroundStyle == nil
        else { return nil }
        return PlainSymbols.properties(name)
    }
}

@MainActor
private enum PlainSymbols {
    private static var shared: [String: [String: String]] = [:]

    static func properties(_ name: String) -> [String: String] {
        if let properties = shared[name] { return properties }
        let properties = ["systemName": name, "label": SymbolNames.accessibilityLabel(for: name)]
        // A missing symbol is reported at every build, as any other image's; bounded, since a computed
        // name could be anything.
        if !SymbolCatalog.names.contains(name) {
            SymbolCatalog.reportIfMissing(name)
        } else if shared.count < 256 {
            shared[name] = properties
        }
        return properties
    }
}

/// Which SF Symbol names the renderer can draw, for choosing among a
/// `symbolVariant`'s candidates. The app sets ``isKnown`` from the icon
/// sprite at start-up; without it (tests) the most specific name is used.
package enum SymbolCatalog {
    nonisolated(unsafe) package static var isKnown: ((String) -> Bool)?

    /// Reports a name the system symbol set doesn't have.
    static func reportIfMissing(_ name: String) {
        guard !names.contains(name) else { return }
        // LIMITATION: SF Symbols missing from bootstrap-icons (`leaf`, `figure.*`, `crown`, …) | a dashed-square placeholder; the name is logged once | no close match in the open icon set (docs/ICONS.md)
        RuntimeIssue.report("No symbol named '\(name)' found in the system symbol set; Trellis draws \(placeholder) instead (see docs/ICONS.md).")
    }

    /// The most specific variant of `name` that exists (`heart` + `.fill` → `heart.fill`).
    package static func resolve(_ name: String, variants: SymbolVariants) -> String {
        // Most images have no variant: the name itself, without a list of one.
        if variants == .none { return name }
        let candidates = variants.candidates(for: name)
        guard let isKnown else { return candidates[0] }
        return candidates.first(where: isKnown) ?? name
    }
}

/// Spoken names for SF Symbols: the name with dots as spaces, as VoiceOver falls back to.
package enum SymbolNames {
    package static func accessibilityLabel(for name: String) -> String {
        // A one-word name (`xmark`, `trash`) is its own label: nothing to split and join.
        if !name.utf8.contains(UInt8(ascii: ".")) { return name }
        return name.split(separator: ".").filter { $0 != "fill" }.joined(separator: " ")
    }
}
