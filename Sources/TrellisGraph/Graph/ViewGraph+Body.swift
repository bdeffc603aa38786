import Observation
import TrellisCore
import TrellisHost

extension ViewGraph {
    /// Runs a composite view's body with dependency tracking.
    ///
    /// Before the call, the view's `@State`, `@Environment` and `@AppStorage`
    /// properties are linked to the node's storage. During it, reads of state,
    /// `@AppStorage` keys and environment keys are recorded, and
    /// `withObservationTracking` records `@Observable` properties. Afterwards
    /// the node observes exactly what it read.
    func evaluateBody(_ node: Node) -> any View {
        let view = node.view
        linkDynamicProperties(of: view, in: node)
        countBody()
        let held = node.propertyContext?.heldSources ?? []
        return tracking(node) {
            // The objects the view holds (`@StateObject`, `@ObservedObject`,
            // `@EnvironmentObject`) invalidate it whether or not the body reads them.
            for source in held { source.didRead() }
            return Self.body(of: view)
        }
    }

    /// Runs `work` for `node` with dependency tracking: afterwards the node
    /// observes exactly the state, environment keys and `@Observable`
    /// properties `work` read, and is invalidated when one of them changes.
    ///
    /// Bodies run under it, and so do builtins that read bindings while they
    /// build (a `Toggle` reading `isOn`): see ``BuiltinView/tracksReads``.
    func tracking<T>(_ node: Node, _ work: () -> T) -> T {
        let recorder = DependencyRecorder()
        let canceller = ObservationCanceller.shared
        // The last evaluation's registration, if it has not fired, goes before this one's.
        if node.hasLiveObservation { canceller.cancel(node) }
        let key = canceller.key(for: node)
        node.observationGeneration += 1
        node.hasLiveObservation = false
        let generation = node.observationGeneration
        let handle = node.handle
        let result = withObservationTracking({
            if let key { canceller.read(key) }
            return recorder.recording(work)
        }, onChange: node.registeredObservation(Self.observationCallback(handle, generation: generation)))
        // Subscribe to what was read this time; drop what was not.
        // Loops, not `contains(where:)`: its closure would check the executor per call.
        for source in node.sources {
            var stillRead = false
            for read in recorder.sources where read === source { stillRead = true; break }
            if !stillRead { source.removeObserver(node) }
        }
        for source in recorder.sources { source.addObserver(node) }
        node.sources = recorder.sources
        node.environmentReads = recorder.environmentReads
        return result
    }

    private static func body<V: View>(of view: V) -> any View { view.body }

    nonisolated private static func observationCallback(_ handle: ObserverHandle, generation: Int) -> @Sendable () -> Void {
        { observationDidChange(handle, generation: generation) }
    }

    nonisolated private static func observationDidChange(_ handle: ObserverHandle, generation: Int) {
        if isOnMainQueue() {
            MainActor.assumeIsolated { invalidate(handle, generation: generation) }
        } else {
            Task { @MainActor in invalidate(handle, generation: generation) }
        }
    }

    /// Invalidates the handle's node, unless it is gone or has evaluated again since (`generation`).
    private static func invalidate(_ handle: ObserverHandle, generation: Int) {
        guard let node = handle.observer as? Node else { return }
        node.graph.countObservationCallback()
        guard node.observationGeneration == generation else { return }
        node.hasLiveObservation = false
        node.invalidate()
    }

    /// Links each dynamic property of `view` to the node's persistent storage.
    /// Types without any (most rows of a list) are remembered and skipped.
    private func linkDynamicProperties(of view: any View, in node: Node) {
        var subject: Any = view
        // The view's own traits, not the node's: a button evaluates its style's body in its own node.
        if ViewTypeTraits.of(view).isModifierBody, let shim = view as? any ModifierBodyShim { subject = shim.modifierValue }
        let fields = DynamicPropertyCache.linkedFields(of: Swift.type(of: subject))
        if fields?.isEmpty == true { return }
        let context = node.propertyContext ?? PropertyLinkContext(environment: node.inputs.environment)
        context.environment = node.inputs.environment
        context.heldSources.removeAll(keepingCapacity: true)
        if let fields {
            DynamicPropertyCache.link(fields, of: subject, to: context)
        } else {
            // Not a struct (a class or an enum view): reflection finds its properties.
            for (index, child) in Mirror(reflecting: subject).children.enumerated() {
                (child.value as? any GraphLinkedProperty)?.link(context, index: index)
            }
        }
        node.propertyContext = context
    }
}
