public import Foundation

/// A size constraint for a preview, for ``PreviewProvider`` previews
/// (`.previewLayout(.sizeThatFits)`); `#Preview` uses the matching traits.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum PreviewLayout: Sendable {
    /// Fill a window of the idiom the preview is shown on (the default).
    case device
    /// Be as large as the view needs.
    case sizeThatFits
    /// Centre the preview in a container of a fixed size.
    case fixed(width: CGFloat, height: CGFloat)
    /// A fixed-size 3D container; Trellis renders its width and height.
    @available(visionOS 1.0, *)
    @available(iOS, unavailable)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    case fixed3D(width: CGFloat, height: CGFloat, depth: CGFloat)
}

/// A simulator device a preview runs on, by name: `"iPhone 15 Pro"`, `"iPad Air"`, `"Mac"`.
///
/// Trellis opens the preview in the idiom the name implies (iPhone → phone,
/// iPad → pad, Apple Watch → watch, Apple TV → tv, Apple Vision → vision, else mac).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(stringLiteral: String) { self.rawValue = stringLiteral }
}

/// The platform a ``PreviewProvider`` runs on; Trellis shows every preview on every idiom.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum PreviewPlatform: Sendable {
    case iOS
    case macOS
    case tvOS
    case watchOS
}

/// The orientation of the interface from the user's perspective.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct InterfaceOrientation: CaseIterable, Identifiable, Equatable, Sendable {
    public let id: String

    private init(id: String) { self.id = id }

    /// The device is in portrait mode, with the top of the device on top.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// The device is in portrait mode, but upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// The device is in landscape mode, with the top of the device on the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// The device is in landscape mode, with the top of the device on the right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    public static var allCases: [InterfaceOrientation] { [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] }
}
