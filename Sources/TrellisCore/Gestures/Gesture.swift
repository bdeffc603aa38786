import Foundation

/// An interaction a view recognizes from pointer input: a tap, a long press, a drag, a pinch.
///
///     Circle()
///         .offset(offset)
///         .gesture(DragGesture().onChanged { offset = $0.translation })
///
/// The built-in gestures (`TapGesture`, `DragGesture`, …) are recognized by the view graph from the
/// pointer samples the page sends; a gesture of your own composes them in `body`.
@preconcurrency @MainActor
public protocol Gesture<Value> {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value
    /// The gesture this one is made of.
    associatedtype Body: Gesture
    /// The gesture this one is made of (the built-in gestures have none).
    var body: Self.Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

extension Gesture where Body == Never {
    public var body: Never { neverBody(String(describing: Self.self)) }
}

/// Which gestures of a view and its subviews are enabled (`gesture(_:including:)`).
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// No gestures.
    public static let none = GestureMask([])
    /// The gesture being added.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the view's subviews.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all = GestureMask(rawValue: 3)
}

/// A type-erased gesture.
public struct AnyGesture<Value>: Gesture {
    package let gesture: any Gesture
    public typealias Body = Never

    /// Wraps `gesture`.
    public init<T: Gesture>(_ gesture: T) where Value == T.Value {
        self.gesture = gesture
    }
}

/// An optional gesture: none when nil (`.gesture(isLocked ? nil : drag)`).
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
    public typealias Body = Never
}
