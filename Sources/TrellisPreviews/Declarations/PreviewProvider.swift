public import TrellisCore

/// A type that produces view previews: the protocol that came before `#Preview`.
///
///     struct CircleImage_Previews: PreviewProvider {
///         static var previews: some View {
///             CircleImage()
///             CircleImage().previewDisplayName("Large").previewLayout(.fixed(width: 400, height: 400))
///         }
///     }
///
/// The gallery finds every conforming type in the executable and shows each
/// top-level view of `previews` (the children of a `Group` too) as its own
/// preview, named by `previewDisplayName(_:)` or the type's name.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor
public protocol PreviewProvider: _PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View

    /// The previews of this provider.
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }

    /// The platform to run the provider on; `nil` (the default) infers it. Trellis shows every idiom.
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension PreviewProvider {
    @MainActor @preconcurrency public static var platform: PreviewPlatform? { nil }

    @MainActor @preconcurrency public static var _previews: Any { previews }

    @MainActor @preconcurrency public static var _platform: PreviewPlatform? { platform }
}

/// The untyped face of ``PreviewProvider``.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor
public protocol _PreviewProvider {
    @MainActor @preconcurrency static var _previews: Any { get }
    @MainActor @preconcurrency static var _platform: PreviewPlatform? { get }
}
