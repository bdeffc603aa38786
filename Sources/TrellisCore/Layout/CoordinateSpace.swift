/// A resolved coordinate space: the window (`global`), the view itself (`local`), or a space a view
/// named with `coordinateSpace(_:)`.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)

    public var isGlobal: Bool { if case .global = self { true } else { false } }
    public var isLocal: Bool { if case .local = self { true } else { false } }
}

// `AnyHashable` is not `Sendable`; names are immutable values read on the main actor.
extension CoordinateSpace: @unchecked Sendable {}

/// A frame of reference for `GeometryProxy.frame(in:)`.
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

/// The window's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A coordinate space a view names with `coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    package let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

/// Names the coordinate space of the element below (`coordinateSpace(name:)`).
nonisolated package struct _CoordinateSpaceModifier: ViewModifier {
    package let name: AnyHashable
    package typealias Body = Never
}

/// The measured frames of the named coordinate spaces around a view; equal when they are the same
/// measurements, so re-applying a `coordinateSpace` modifier invalidates nobody.
package struct NamedCoordinateSpaces: Equatable, @unchecked Sendable {
    package var spaces: [AnyHashable: MeasuredSize] = [:]
    package init() {}
    package static func == (a: Self, b: Self) -> Bool {
        a.spaces.count == b.spaces.count && a.spaces.allSatisfy { b.spaces[$0.key] === $0.value }
    }
}

struct NamedCoordinateSpacesKey: EnvironmentKey {
    static let defaultValue = NamedCoordinateSpaces()
}

extension EnvironmentValues {
    /// The measured frames of the named coordinate spaces around a view.
    package var _namedCoordinateSpaces: NamedCoordinateSpaces {
        get { self[NamedCoordinateSpacesKey.self] }
        set { self[NamedCoordinateSpacesKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Names this view's coordinate space, so views inside can read frames in it
    /// (`proxy.frame(in: .named("scroll"))`).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use coordinateSpace(_:) instead")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use coordinateSpace(_:) instead")
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Names this view's coordinate space, so views inside can read frames in it.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }
}
