public import TrellisCore

// The preview macros, declared exactly as SwiftUI declares them. Their plugin
// is `TrellisPreviewMacros` (swift-syntax); see `PreviewMacro` there for the
// expansion and `PreviewCatalog` for how the gallery finds what they register.

/// Creates a preview of a view.
///
///     #Preview {
///         ContentView()
///     }
///
///     #Preview("Dark") {
///         ContentView().preferredColorScheme(.dark)
///     }
///
/// Run your app with `--previews` (`swift run MyApp --previews`) to see every
/// preview of the package in the browser, live, on any idiom.
///
/// - Parameters:
///   - name: The name shown in the gallery; without one the gallery shows the line.
///   - body: A view builder that produces the view to preview.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TrellisPreviewMacros", type: "PreviewMacro")

/// Creates a preview of a view with traits: a layout, an orientation, or
/// ``PreviewModifier``s.
///
///     #Preview("Badge", traits: .sizeThatFitsLayout) {
///         Badge(count: 3)
///     }
///
/// - Parameters:
///   - name: The name shown in the gallery; without one the gallery shows the line.
///   - traits: A trait that customizes the preview.
///   - additionalTraits: More traits, applied in order.
///   - body: A view builder that produces the view to preview.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TrellisPreviewMacros", type: "PreviewMacro")

/// Marks a property-wrapped variable in a `#Preview` body as the preview's state.
///
///     #Preview {
///         @Previewable @State var isOn = true
///         Toggle("Wi-Fi", isOn: $isOn)
///     }
///
/// The preview becomes a small view that owns the variable, so the state
/// lives as long as the preview and updates it like any `@State`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@attached(peer)
public macro Previewable() = #externalMacro(module: "TrellisPreviewMacros", type: "PreviewableMacro")

/// The type SwiftUI's previews runtime reserves for `@Previewable`; unused by Trellis.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct _Previewable {
    public init() {}
}

@available(*, unavailable)
extension _Previewable: Sendable {}
