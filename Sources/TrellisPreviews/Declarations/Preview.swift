public import TrellisCore

/// A preview that a `#Preview` declares: its name, traits and view.
///
/// `#Preview` expands into a call to this initializer; you don't call it
/// yourself. The gallery builds the view lazily, when you open the preview.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct Preview {
    /// Traits that apply to previews of views.
    public enum ViewTraits {}

    /// The name given to `#Preview`, if any.
    package let displayName: String?
    /// The traits, in the order they were written.
    package let traits: [PreviewTrait<ViewTraits>]
    /// Makes the previewed view; called on the main actor each time the preview opens.
    package let makeView: @MainActor () -> any View

    /// Creates a preview of a view.
    ///
    /// - Parameters:
    ///   - name: An optional display name for the preview.
    ///   - traits: Traits that customize the preview.
    ///   - body: Produces the view to preview.
    @MainActor
    public init(
        _ name: String? = nil,
        traits: PreviewTrait<Preview.ViewTraits>...,
        body: @escaping @MainActor () -> any View
    ) {
        self.displayName = name
        self.traits = traits
        self.makeView = body
    }
}

@available(*, unavailable)
extension Preview: Sendable {}

/// The `#Preview` expansion's body: a `@ViewBuilder` closure, erased.
///
/// The macro routes the `#Preview` closure through here so its statements are
/// built exactly as they were type-checked against the macro's `@ViewBuilder`
/// parameter.
@MainActor
public func _previewBody(@ViewBuilder _ body: @escaping @MainActor () -> any View) -> @MainActor () -> any View {
    body
}
