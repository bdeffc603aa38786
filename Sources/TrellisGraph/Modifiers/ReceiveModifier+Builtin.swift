import Dispatch
import OpenCombine
import TrellisCore

/// `onReceive`: one subscription per node, made when it mounts and cancelled
/// when it unmounts. Each value calls the modifier's latest `action`.
@MainActor extension _ReceiveModifier: BuiltinModifier, LifecycleBuiltin {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput { passThrough(content, inputs) }

    func didMount(_ node: Node) { subscribe(node) }

    func didUpdate(_ node: Node) {
        guard let current = node.state(ReceiveSubscription.self),
              let old = current.publisher as? P,
              ViewComparison.valuesEqual(old, publisher, depth: 0) else {
            subscribe(node)
            return
        }
    }

    func willUnmount(_ node: Node) {
        node.state(ReceiveSubscription.self)?.cancel()
        node.setState(nil, as: ReceiveSubscription.self)
    }

    private func subscribe(_ node: Node) {
        node.state(ReceiveSubscription.self)?.cancel()
        let subscription = ReceiveSubscription(publisher: publisher, node: node)
        node.setState(subscription)
        subscription.start(publisher.sink { @Sendable [subscription] value in
            nonisolated(unsafe) let value = value
            subscription.receive { node in
                (node.modifier as? _ReceiveModifier<P>)?.action(value)
            }
        })
    }
}

/// A node's `onReceive` subscription.
///
/// Values that arrive while the subscription is being made (`Just`,
/// `CurrentValueSubject`) run after the transaction, not in the middle of it;
/// values from another thread hop to the main queue.
final class ReceiveSubscription: NodeState, @unchecked Sendable {
    let publisher: Any
    private weak var node: Node?
    private var cancellable: AnyCancellable?
    private var isStarting = true
    private var isCancelled = false

    init(publisher: Any, node: Node) {
        self.publisher = publisher
        self.node = node
    }

    func start(_ cancellable: AnyCancellable) {
        self.cancellable = cancellable
        isStarting = false
        if isCancelled { cancellable.cancel() }
    }

    func cancel() {
        isCancelled = true
        cancellable?.cancel()
        cancellable = nil
    }

    nonisolated func receive(_ deliver: @escaping @MainActor (Node) -> Void) {
        guard isOnMainQueue() else {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.deliverOnMain(deliver) } }
            return
        }
        MainActor.assumeIsolated { deliverOnMain(deliver) }
    }

    @MainActor private func deliverOnMain(_ deliver: @escaping @MainActor (Node) -> Void) {
        guard !isCancelled, let node else { return }
        if isStarting {
            node.graph.runAfterUpdate { [weak self, weak node] in
                guard let self, !self.isCancelled, let node, node.isAttached else { return }
                deliver(node)
            }
            return
        }
        guard node.isAttached else { return }
        deliver(node)
    }
}
