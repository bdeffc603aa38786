public import TrellisCore

// The preview modifiers change nothing when the view runs in an app, as in
// SwiftUI. In the gallery, a top-level view of `PreviewProvider.previews`
// takes its name, layout, device and orientation from them.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated extension View {
    /// Sets the device for a preview; the gallery opens it in the matching idiom.
    nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View {
        modifier(_PreviewTraitModifier(trait: .device(value)))
    }

    /// Sets the size of a preview.
    nonisolated public func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(_PreviewTraitModifier(trait: .layout(value)))
    }

    /// Sets the name the gallery shows for a preview.
    nonisolated public func previewDisplayName(_ value: String?) -> some View {
        modifier(_PreviewTraitModifier(trait: .displayName(value)))
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
nonisolated extension View {
    /// Overrides the orientation of a preview.
    nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        modifier(_PreviewTraitModifier(trait: .orientation(value)))
    }
}

/// Carries one preview setting on a view; renders its content unchanged.
nonisolated public struct _PreviewTraitModifier: ViewModifier {
    package enum Trait {
        case device(PreviewDevice?)
        case layout(PreviewLayout)
        case displayName(String?)
        case orientation(InterfaceOrientation)
    }

    package let trait: Trait

    package init(trait: Trait) { self.trait = trait }

    @MainActor public func body(content: Content) -> some View { content }
}
