/// Something a view body can read whose changes must re-evaluate that body:
/// a `@State` value, an `@AppStorage` key.
///
/// While the graph evaluates a body it installs a ``DependencyRecorder``;
/// every read reports the source to it. A write notifies each observer that
/// read the source since its last evaluation — and nobody else.
///
/// Main thread only (see ``assumeMainActor(_:)``).
package class DependencySource: @unchecked Sendable {
    private var observers: [ObjectIdentifier: ObserverHandle] = [:]

    package init() {}

    /// Reports a read to the body being evaluated, if any.
    package final func didRead() {
        guard let recorder = DependencyRecorder.current else { return }
        recorder.record(self)
    }

    /// Invalidates every body that read this source.
    package final func didChange() {
        if DependencyRecorder.current != nil {
            RuntimeIssue.report("Modifying state during view update, this will cause undefined behavior.")
        }
        guard !observers.isEmpty else { return }
        let current = observers
        for handle in current.values { handle.observer?.dependencyDidChange() }
    }

    package final func addObserver(_ observer: any DependencyObserver) {
        observers[ObjectIdentifier(observer)] = observer.handle
    }

    package final func removeObserver(_ observer: any DependencyObserver) {
        observers[ObjectIdentifier(observer)] = nil
    }

    package final var observerCount: Int { observers.count }
}

/// A graph node that can depend on sources.
package protocol DependencyObserver: AnyObject {
    func dependencyDidChange()
    /// What the sources it reads hold instead of the observer itself; the observer clears it when it goes.
    var handle: ObserverHandle { get }
}

/// Stands in for an observer in what it observes: a source's list of observers, the change
/// callbacks Observation keeps for an `@Observable` property a body read.
///
/// Those outlive the observer (a value may never change again), so they can't hold it. A `weak`
/// reference would give every observer a side table, and each retain and release of an object
/// with one takes the runtime's slow path through it: an extra cache miss per node when an
/// update walks a thousand rows (docs/PERFORMANCE.md). The observer clears the handle in its
/// `deinit`.
package final class ObserverHandle: @unchecked Sendable {
    /// Read on the main thread only, and cleared by the observer's `deinit`, which runs there
    /// (graph nodes are held by their main-actor graph).
    nonisolated(unsafe) package unowned(unsafe) var observer: (any DependencyObserver)?

    package init(_ observer: any DependencyObserver) { self.observer = observer }
}

/// Collects what one body evaluation reads.
package final class DependencyRecorder {
    /// The recorder of the body being evaluated, if any (main thread only).
    package static var current: DependencyRecorder? {
        get { slot.pointee }
        set { slot.pointee = newValue }
    }

    /// Behind a pointer rather than a static `var`: every state and environment
    /// read checks it, and a pointer skips the dynamic exclusivity check.
    nonisolated(unsafe) private static let slot: UnsafeMutablePointer<DependencyRecorder?> = {
        let slot = UnsafeMutablePointer<DependencyRecorder?>.allocate(capacity: 1)
        slot.initialize(to: nil)
        return slot
    }()

    @exclusivity(unchecked) package private(set) var sources: [DependencySource] = []
    @exclusivity(unchecked) package private(set) var environmentReads: [ObjectIdentifier: UInt64] = [:]

    package init() {}

    package func record(_ source: DependencySource) {
        if !sources.contains(where: { $0 === source }) { sources.append(source) }
    }

    package func recordEnvironment(_ key: ObjectIdentifier, version: UInt64) {
        environmentReads[key] = version
    }

    /// Runs `body` with this recorder installed, restoring the previous one.
    package func recording<T>(_ body: () throws -> T) rethrows -> T {
        let previous = DependencyRecorder.current
        DependencyRecorder.current = self
        defer { DependencyRecorder.current = previous }
        return try body()
    }

    /// Runs `body` with no recorder, so its reads register nothing.
    package static func untracked<T>(_ body: () throws -> T) rethrows -> T {
        let previous = current
        current = nil
        defer { current = previous }
        return try body()
    }
}
