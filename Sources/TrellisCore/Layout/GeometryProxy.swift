public import Foundation

/// The size and position of the container a `GeometryReader` (or `onGeometryChange`) reports on.
///
/// Reading ``size`` or ``frame(in:)`` makes the reading view depend on the measurement: it
/// re-evaluates when the renderer reports a new size, and no other view does.
// LIMITATION: `GeometryProxy.frame(in:)` (`.global`, `.named`) | the origin is measured when the element's size changes or it is inserted, not when it only moves (scrolling) | a ResizeObserver reports size changes only; following every scroll would be a message per frame
// LIMITATION: `GeometryProxy[anchor]`, `GeometryProxy.bounds(of:)` | not declared | anchor preferences are not built yet
public struct GeometryProxy {
    package let measurement: MeasuredSize
    package let namedSpaces: NamedCoordinateSpaces
    /// The window's safe area in the same coordinates as the measured frame; nil: the whole window is safe.
    package let safeArea: CGRect?

    package init(measurement: MeasuredSize, namedSpaces: NamedCoordinateSpaces, safeArea: CGRect? = nil) {
        self.measurement = measurement
        self.namedSpaces = namedSpaces
        self.safeArea = safeArea
    }

    /// The size of the container view.
    public var size: CGSize { measurement.size }

    /// The safe area inset of the container view: how far it reaches, on each edge, under what the
    /// window keeps unsafe (a phone's status bar and home indicator). A view inside the safe area has
    /// none; one that ignores the safe area uses them to pad its content back out (`.ignoresSafeArea()`).
    public var safeAreaInsets: EdgeInsets {
        guard let safe = safeArea, measurement.isMeasured else { return EdgeInsets() }
        let f = measurement.frame
        func clamped(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, value), max(0, limit)) }
        return EdgeInsets(top: clamped(safe.minY - f.minY, f.height), leading: clamped(safe.minX - f.minX, f.width),
                          bottom: clamped(f.maxY - safe.maxY, f.height), trailing: clamped(f.maxX - safe.maxX, f.width))
    }

    /// The container's bounds converted to `coordinateSpace`.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The container's bounds converted to `coordinateSpace`.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        let global = measurement.frame
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: global.size)
        case .global: return global
        case let .named(name):
            // An unknown name is the global space, as in SwiftUI.
            guard let space = namedSpaces.spaces[name] else { return global }
            let origin = space.frame.origin
            return global.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }
}

struct WindowSafeAreaKey: EnvironmentKey {
    static let defaultValue: CGRect? = nil
}

extension EnvironmentValues {
    /// The window's safe area in the app root's coordinates (what `GeometryProxy.safeAreaInsets` is
    /// measured against); nil when the renderer keeps nothing unsafe.
    package var _windowSafeArea: CGRect? {
        get { self[WindowSafeAreaKey.self] }
        set { self[WindowSafeAreaKey.self] = newValue }
    }
}
