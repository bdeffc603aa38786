import Foundation

/// Drives the built `#Preview` plugin (`TrellisPreviewMacros-tool`) the way the
/// compiler does: length-prefixed JSON messages on its standard input and
/// output (swift-syntax's `PluginMessage` protocol, version 7).
///
/// This tests the real plugin binary without linking swift-syntax into the
/// tests, which would compile swift-syntax a second time, for the target.
final class MacroPlugin {
    struct Expansion {
        var source: String?
        var diagnostics: [String]
    }

    enum Failure: Error, CustomStringConvertible {
        case notBuilt(String)
        case protocolError(String)
        var description: String {
            switch self {
            case let .notBuilt(path): "the macro plugin is not built at \(path)"
            case let .protocolError(message): "macro plugin protocol: \(message)"
            }
        }
    }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()

    /// The plugin next to the running test binary, as SwiftPM lays out a build directory.
    static var builtPath: String {
        let dir = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        return dir.appendingPathComponent("TrellisPreviewMacros-tool").path
    }

    init(path: String = MacroPlugin.builtPath) throws {
        guard FileManager.default.isExecutableFile(atPath: path) else { throw Failure.notBuilt(path) }
        process.executableURL = URL(fileURLWithPath: path)
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        _ = try send(["getCapability": ["capability": ["protocolVersion": 7]]])
    }

    deinit {
        try? input.fileHandleForWriting.close()
        // Closing stdin ends the plugin, unless another child inherited the pipe; don't wait on that.
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// Expands `#Preview…` source written at the start of `Module/File.swift`, line `line`.
    func expandPreview(_ source: String, fileID: String = "App/ContentView.swift", line: Int = 10) throws -> Expansion {
        let location: [String: Any] = [
            "fileID": fileID, "fileName": "/src/" + fileID, "offset": 0, "line": line, "column": 1,
        ]
        let reply = try send([
            "expandFreestandingMacro": [
                "macro": ["moduleName": "TrellisPreviewMacros", "typeName": "PreviewMacro", "name": "Preview"],
                "macroRole": "declaration",
                "discriminator": "$s3App0022ContentView_swift_fMX9_0_33_0123456789ABCDEF0123456789ABCDEFLl7PreviewfMf_",
                "syntax": ["kind": "declaration", "source": source, "location": location],
            ] as [String: Any]
        ])
        guard let result = (reply["expandMacroResult"] ?? reply["expandFreestandingMacroResult"]) as? [String: Any] else {
            throw Failure.protocolError("unexpected reply \(reply)")
        }
        let diagnostics = (result["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        return Expansion(source: result["expandedSource"] as? String, diagnostics: diagnostics)
    }

    private func send(_ message: [String: Any]) throws -> [String: Any] {
        let body = try JSONSerialization.data(withJSONObject: message)
        var length = UInt64(body.count).littleEndian
        let writer = input.fileHandleForWriting
        try writer.write(contentsOf: Data(bytes: &length, count: 8))
        try writer.write(contentsOf: body)
        let reader = output.fileHandleForReading
        guard let header = try reader.read(upToCount: 8), header.count == 8 else {
            throw Failure.protocolError("no reply header")
        }
        let count = header.withUnsafeBytes { Int(UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self))) }
        var reply = Data()
        while reply.count < count, let chunk = try reader.read(upToCount: count - reply.count), !chunk.isEmpty {
            reply.append(chunk)
        }
        guard let object = try JSONSerialization.jsonObject(with: reply) as? [String: Any] else {
            throw Failure.protocolError("reply is not an object")
        }
        return object
    }
}
