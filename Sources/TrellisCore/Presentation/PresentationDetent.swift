public import Foundation

/// A height a resizable sheet can rest at.
///
///     .presentationDetents([.height(200), .medium, .large])
///
/// The sheet starts at the smallest detent of its set; a person drags its
/// grabber (or uses the arrow keys on it) between them.
public struct PresentationDetent: Hashable, @unchecked Sendable {
    package enum Kind: Hashable, Sendable {
        case medium
        case large
        case fraction(Double)
        case height(Double)
        case custom(ObjectIdentifier, name: String)
    }

    package let kind: Kind
    /// Resolves a custom detent's height (nil for the built-in kinds).
    /// (Immutable: a custom detent type's static function; hence `@unchecked Sendable`.)
    package let resolve: ((Context) -> CGFloat?)?

    package init(kind: Kind, resolve: ((Context) -> CGFloat?)? = nil) {
        self.kind = kind
        self.resolve = resolve
    }

    public static func == (a: PresentationDetent, b: PresentationDetent) -> Bool { a.kind == b.kind }
    public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

    /// About half the screen's height (inactive in compact heights, where the sheet is full height).
    public static let medium = PresentationDetent(kind: .medium)
    /// The full height of the screen.
    public static let large = PresentationDetent(kind: .large)

    /// A fraction (0…1) of the available height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(Double(fraction)))
    }

    /// A fixed height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .height(Double(height)))
    }

    /// A detent whose height `D` computes from the context.
    public static func custom<D>(_ type: D.Type) -> PresentationDetent where D: CustomPresentationDetent {
        PresentationDetent(kind: .custom(ObjectIdentifier(type), name: String(describing: type)), resolve: { D.height(in: $0) })
    }

    /// What a custom detent gets to compute its height.
    @dynamicMemberLookup
    public struct Context {
        /// The tallest a detent can be: the available height.
        public var maxDetentValue: CGFloat { CGFloat(maxHeight) }
        package var maxHeight: Double
        package var environment: EnvironmentValues

        package init(maxHeight: Double, environment: EnvironmentValues) {
            self.maxHeight = maxHeight
            self.environment = environment
        }

        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
            environment[keyPath: keyPath]
        }
    }
}

/// A detent whose height you compute: `.presentationDetents([.custom(BarHeight.self)])`.
public protocol CustomPresentationDetent {
    /// The height for this context, or nil to leave the detent out.
    static func height(in context: Self.Context) -> CGFloat?
}

extension CustomPresentationDetent {
    public typealias Context = PresentationDetent.Context
}

/// Whether a person can use the view behind a sheet.
public struct PresentationBackgroundInteraction: Sendable {
    package enum Kind: Hashable, Sendable {
        case automatic, enabled, disabled
        case upThrough(PresentationDetent)
    }
    package let kind: Kind

    /// The platform's default: the view behind is dimmed and inert.
    public static var automatic: PresentationBackgroundInteraction { .init(kind: .automatic) }
    /// The view behind stays interactive at every detent.
    public static var enabled: PresentationBackgroundInteraction { .init(kind: .enabled) }
    /// The view behind stays interactive while the sheet rests at `detent` or
    /// a smaller one; above it, it is dimmed and inert.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        .init(kind: .upThrough(detent))
    }
    /// The view behind is dimmed and inert.
    public static var disabled: PresentationBackgroundInteraction { .init(kind: .disabled) }
}

/// Whether a swipe on a resizable sheet's scrolling content resizes the sheet first or scrolls.
public struct PresentationContentInteraction: Equatable, Sendable {
    package enum Kind: String, Sendable { case automatic, resizes, scrolls }
    package let kind: Kind

    public static var automatic: PresentationContentInteraction { .init(kind: .automatic) }
    public static var resizes: PresentationContentInteraction { .init(kind: .resizes) }
    public static var scrolls: PresentationContentInteraction { .init(kind: .scrolls) }
}
