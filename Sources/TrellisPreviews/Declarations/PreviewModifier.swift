public import TrellisCore

/// Defines an environment that previews appear in, with a shared context
/// made once and reused by every preview that applies the modifier.
///
///     struct SampleData: PreviewModifier {
///         static func makeSharedContext() async throws -> Library {
///             try await Library.loadSample()
///         }
///
///         func body(content: Content, context: Library) -> some View {
///             content.environment(context)
///         }
///     }
///
///     #Preview(traits: .modifier(SampleData())) {
///         BookList()
///     }
///
/// If `makeSharedContext()` throws, the gallery shows the error in place of the preview.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor
public protocol PreviewModifier {
    /// The shared context; `Void` when the modifier needs none.
    associatedtype Context = Void
    /// The modified preview's type.
    associatedtype Body: View

    /// The type-erased preview being modified.
    typealias Content = PreviewModifierContent

    /// Creates the context; called once per modifier type, and cached for the session.
    @MainActor static func makeSharedContext() async throws -> Self.Context

    /// Applies the shared context to a preview.
    @ViewBuilder @MainActor func body(content: Self.Content, context: Self.Context) -> Self.Body
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension PreviewModifier where Self.Context == () {
    @MainActor public static func makeSharedContext() async throws -> Self.Context { () }
}

/// The type-erased content of a preview, inside ``PreviewModifier/body(content:context:)``.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated public struct PreviewModifierContent: View {
    package let content: AnyView

    package init(_ content: AnyView) { self.content = content }

    @MainActor public var body: some View { content }
}
