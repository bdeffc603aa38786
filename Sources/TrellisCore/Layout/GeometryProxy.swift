public import Foundation

/// The size and position of the container a `GeometryReader` (or `onGeometryChange`) reports on.
///
/// Reading ``size`` or ``frame(in:)`` makes the reading view depend on the measurement: it
/// re-evaluates when the renderer reports a new size, and no other view does.
// LIMITATION: `GeometryProxy.safeAreaInsets` | always zero | the browser draws the app's content inside the window's safe area, so no view is under the bars or the notch
// LIMITATION: `GeometryProxy.frame(in:)` (`.global`, `.named`) | the origin is measured when the element's size changes or it is inserted, not when it only moves (scrolling) | a ResizeObserver reports size changes only; following every scroll would be a message per frame
// LIMITATION: `GeometryProxy[anchor]`, `GeometryProxy.bounds(of:)` | not declared | anchor preferences are not built yet
public struct GeometryProxy {
    package let measurement: MeasuredSize
    package let namedSpaces: NamedCoordinateSpaces

    package init(measurement: MeasuredSize, namedSpaces: NamedCoordinateSpaces) {
        self.measurement = measurement
        self.namedSpaces = namedSpaces
    }

    /// The size of the container view.
    public var size: CGSize { measurement.size }

    /// The safe area inset of the container view (zero: see the limitation above).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

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
