#if os(Linux)
import Foundation
import TrellisCore
import TrellisGraph
import TrellisPreviews

/// Makes a preview in a child process before the gallery makes it in-process.
///
/// A Swift trap can't be caught: a `fatalError` in a preview's body would end
/// the gallery server. So the first time a preview opens, the gallery runs
/// its own executable again with `--preview-probe <id>`; the child makes the
/// preview (body, `PreviewModifier` contexts, one render of the view graph)
/// and exits. Only if the child exits cleanly does the server make it too.
///
/// Limits: the probe covers construction and the first render, not later
/// interactions (a button whose action traps still ends the server), and a
/// preview's side effects at construction happen twice. Set
/// `TRELLIS_PREVIEW_PROBE=0` to skip the probe.
enum PreviewProbe {
    enum Outcome: Sendable, Equatable {
        case ok
        case failed(String)
    }

    /// How long a preview may take to make before the probe gives up.
    static let timeout: Duration = .seconds(20)

    static var isEnabled: Bool { ProcessInfo.processInfo.environment["TRELLIS_PREVIEW_PROBE"] != "0" }

    // MARK: - Parent

    /// Runs the probe for a preview and reports how it ended.
    static func run(_ id: String, executable: URL = URL(fileURLWithPath: "/proc/self/exe")) async -> Outcome {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: runBlocking(id, executable: executable))
            }
        }
    }

    private static func runBlocking(_ id: String, executable: URL) -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--preview-probe", id]
        var environment = ProcessInfo.processInfo.environment
        // A short message instead of the backtracer's report, and a quiet log.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment["TRELLIS_LOG"] = "error"
        environment["TRELLIS_PREVIEWS"] = nil
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .failed("The preview probe could not start: \(error)")
        }
        let timer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(Int(timeout.components.seconds)), execute: timer)
        // Both pipes are drained at once, so a chatty child can't block on a full pipe.
        let outText = DataBox()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { outText.data = output.fileHandleForReading.readDataToEndOfFile() }
        let errText = errors.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        timer.cancel()
        let stdout = String(decoding: outText.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let stderr = String(decoding: errText, as: UTF8.self)
        return outcome(status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
                       stdout: stdout, stderr: stderr)
    }

    /// Reads a finished probe: exit 0 is success, 2 a thrown error (message on stdout), a signal a trap.
    static func outcome(status: Int32, signalled: Bool, stdout: String, stderr: String) -> Outcome {
        if !signalled && status == 0 { return .ok }
        if !signalled && status == 2 && !stdout.isEmpty { return .failed(stdout) }
        let lines = stderr.split(separator: "\n").map(String.init)
        let fatal = lines.last { $0.contains("Fatal error") || $0.contains("Precondition failed") || $0.contains("Assertion failed") }
        if signalled && status == SIGTERM { return .failed("The preview did not finish within \(timeout.components.seconds) seconds.") }
        if let fatal { return .failed("The preview crashed while it was being made:\n\(fatal)") }
        let tail = lines.suffix(4).joined(separator: "\n")
        return .failed(signalled
            ? "The preview crashed (signal \(status)) while it was being made.\(tail.isEmpty ? "" : "\n" + tail)"
            : "The preview probe exited with status \(status).\(tail.isEmpty ? "" : "\n" + tail)")
    }

    /// Filled by one reader thread, read after it finished (the group orders the two).
    private final class DataBox: @unchecked Sendable { var data = Data() }

    // MARK: - Child

    /// The child's side: makes the preview headlessly, then exits.
    @MainActor
    static func serve(_ id: String) -> Never {
        Task { @MainActor in
            guard let entry = PreviewCatalog.shared.entry(id: id) else {
                print("No preview \(id) in this build.")
                exit(2)
            }
            do {
                let resolved = try PreviewCatalog.shared.resolve(entry)
                var contexts: [ObjectIdentifier: Any] = [:]
                for modifier in resolved.modifiers {
                    contexts[ObjectIdentifier(type(of: modifier))] = try await PreviewLoader.context(for: modifier)
                }
                var environment = EnvironmentValues()
                WindowTraits(idiom: resolved.idiom ?? .mac, width: 1024, height: 768).apply(to: &environment)
                let graph = ViewGraph(PreviewContent(preview: resolved, contexts: contexts), environment: environment)
                graph.flush()
                graph.tearDown()
                exit(0)
            } catch {
                print("\(error)")
                exit(2)
            }
        }
        dispatchMain()
    }
}
#endif
