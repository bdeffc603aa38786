import Foundation
import TrellisCore
import TrellisHost

/// `AsyncImage`: one child, the content for the current phase. A new URL starts a load through the
/// window's ``RemoteImageLoader`` (the old one is cancelled); its completion sets the phase, in the
/// `AsyncImage`'s transaction, and invalidates the node.
@MainActor extension AsyncImage: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let load = node.state(orMake: AsyncImageLoad())
        if load.url != url || !load.started {
            load.start(url, loader: inputs.environment._remoteImageLoader, transaction: transaction) { [weak node] in
                node?.invalidate()
            }
        }
        return NodeOutput(children: [ChildSpec(key: PositionKey.first, view: content(load.phase), inputs: inputs)])
    }
}

@MainActor
final class AsyncImageLoad: NodeState {
    private(set) var url: URL?
    private(set) var started = false
    private(set) var phase = AsyncImagePhase.empty
    private var cancel: (() -> Void)?

    func start(_ url: URL?, loader: (any RemoteImageLoader)?, transaction: Transaction, changed: @escaping @MainActor () -> Void) {
        cancel?()
        cancel = nil
        self.url = url
        started = true
        phase = .empty
        guard let url else { return }
        let scheme = url.scheme?.lowercased() ?? ""
        guard scheme == "http" || scheme == "https" else {
            phase = .failure(RemoteImageError.unsupportedScheme(scheme))
            return
        }
        guard let loader else {
            phase = .failure(RemoteImageError.noLoader)
            return
        }
        cancel = loader.load(url) { [weak self] result in
            guard let self, self.url == url else { return }
            self.cancel = nil
            withTransaction(transaction) {
                switch result {
                case let .success(path): self.phase = .success(Image(remotePath: path))
                case let .failure(error): self.phase = .failure(error)
                }
            }
            changed()
        }
    }
}
