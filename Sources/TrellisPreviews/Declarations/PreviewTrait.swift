public import Foundation

/// A customization of a preview: its layout, orientation, or a ``PreviewModifier``.
///
///     #Preview(traits: .fixedLayout(width: 320, height: 200), .landscapeLeft) { … }
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
public struct PreviewTrait<T> {
    package enum Kind {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
        case modifier(any PreviewModifier)
    }

    package let kind: Kind

    package init(_ kind: Kind) { self.kind = kind }
}

@available(*, unavailable)
extension PreviewTrait: Sendable {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview fills a window of the idiom it is shown on (the default).
    @MainActor public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { .init(.layout(.device)) }

    /// The preview is as large as the view needs, inside the idiom's window.
    @MainActor public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { .init(.layout(.sizeThatFits)) }

    /// The preview is centred in a container of a fixed size.
    @MainActor public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        .init(.layout(.fixed(width: width, height: height)))
    }

    /// A fixed-size 3D container; Trellis renders its width and height.
    @available(visionOS 1.0, *)
    @available(iOS, unavailable)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor public static func fixedLayout(width: CGFloat, height: CGFloat, depth: CGFloat) -> PreviewTrait<T> {
        .init(.layout(.fixed3D(width: width, height: height, depth: depth)))
    }

    /// The device is in portrait mode, with the top of the device on top (the default).
    // LIMITATION: `#Preview` orientation traits, `previewDevice` | read, not drawn | the idiom switcher shows the device families instead
    @MainActor public static var portrait: PreviewTrait<Preview.ViewTraits> { .init(.orientation(.portrait)) }

    /// The device is in portrait mode, but upside down.
    @MainActor public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> {
        .init(.orientation(.portraitUpsideDown))
    }

    /// The device is in landscape mode, with the top of the device on the left.
    @MainActor public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { .init(.orientation(.landscapeLeft)) }

    /// The device is in landscape mode, with the top of the device on the right.
    @MainActor public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { .init(.orientation(.landscapeRight)) }

    /// Attaches a ``PreviewModifier``. Several are applied in order: the first
    /// wraps the preview's body, the second wraps the first, and so on.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @MainActor public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> {
        .init(.modifier(modifier))
    }
}
