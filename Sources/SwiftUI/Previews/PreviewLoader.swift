#if os(Linux)
import Foundation
import Observation
import TrellisCore
import TrellisPreviews

/// Makes one preview for a gallery window, safely: first in a child process
/// (``PreviewProbe``), then, if that survived, in this process.
///
/// A preview whose construction throws, or whose `PreviewModifier` context
/// fails, ends in ``Phase/failed``; so does one whose construction traps
/// (`fatalError`, `try!`, an out-of-range index), because the trap happens in
/// the child and the server only reads its exit. The window then shows an
/// error card; the server and every other window keep running.
@MainActor @Observable
final class PreviewLoader {
    enum Phase {
        case loading
        case ready(ResolvedPreview, contexts: [ObjectIdentifier: Any])
        case failed(String)
    }

    private(set) var phase: Phase = .loading
    let entry: PreviewEntry

    /// Shared contexts of `PreviewModifier` types, made once per gallery run.
    private static var sharedContexts: [ObjectIdentifier: Any] = [:]
    /// Probe results by preview id: code only changes when the gallery is rebuilt.
    private static var probed: [String: PreviewProbe.Outcome] = [:]

    init(entry: PreviewEntry, probe: Bool = PreviewProbe.isEnabled) {
        self.entry = entry
        Task { await load(probe: probe) }
    }

    private func load(probe: Bool) async {
        if probe {
            let outcome: PreviewProbe.Outcome
            if let cached = Self.probed[entry.id] {
                outcome = cached
            } else {
                outcome = await PreviewProbe.run(entry.id)
                Self.probed[entry.id] = outcome
            }
            if case let .failed(message) = outcome {
                phase = .failed(message)
                return
            }
        }
        do {
            let resolved = try PreviewCatalog.shared.resolve(entry)
            var contexts: [ObjectIdentifier: Any] = [:]
            for modifier in resolved.modifiers {
                contexts[ObjectIdentifier(type(of: modifier))] = try await Self.context(for: modifier)
            }
            phase = .ready(resolved, contexts: contexts)
        } catch {
            phase = .failed("\(error)")
        }
    }

    /// The modifier type's shared context, made on first use.
    static func context(for modifier: any PreviewModifier) async throws(PreviewFailure) -> Any {
        let key = ObjectIdentifier(type(of: modifier))
        if let cached = sharedContexts[key] { return cached }
        func make<M: PreviewModifier>(_: M) async throws -> Any { try await M.makeSharedContext() }
        do {
            let context = try await make(modifier)
            sharedContexts[key] = context
            return context
        } catch {
            throw PreviewFailure("\(type(of: modifier)).makeSharedContext() threw: \(error)")
        }
    }
}
#endif
