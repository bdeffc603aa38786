import Foundation
import Testing

/// Every setting Trellis writes survives `kill -9` at a random moment as its old or its new value:
/// a real child process (`SettingsTorture`) writes `@AppStorage`, a toolbar customization, an inspector's
/// chosen width and `@SceneStorage` in a loop and is killed many times.
/// Without `SettingsJournal`, Linux Foundation's in-place rewrite leaves an empty plist most times.
@Suite(.serialized) struct SettingsKillTests {
    static var torture: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("SettingsTorture")
    }

    func run(_ arguments: [String], config: URL) throws -> Process {
        let process = Process()
        process.executableURL = Self.torture
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = config.path
        process.environment = environment
        process.standardOutput = Pipe()
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    @Test(.timeLimit(.minutes(2))) func killedWritersNeverLoseSettings() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.torture.path) else {
            Issue.record("\(Self.torture.path) is not built: run `swift build` first (scripts/test.sh does)")
            return
        }
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-kill-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: config) }
        var last = 0, restores = 0
        var random = SystemRandomNumberGenerator()
        for round in 0..<30 {
            let writer = try run([], config: config)
            // Wait for its first complete step (one line), so a loaded machine's slow launch can't eat the delay.
            _ = (writer.standardOutput as? Pipe)?.fileHandleForReading.availableData
            usleep(UInt32.random(in: 40_000...250_000, using: &random))
            kill(writer.processIdentifier, SIGKILL)
            writer.waitUntilExit()
            let reader = try run(["read"], config: config)
            reader.waitUntilExit()
            let output = (reader.standardOutput as? Pipe)?.fileHandleForReading.readDataToEndOfFile() ?? Data()
            let fields = String(decoding: output, as: UTF8.self).split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }
            try #require(fields.count == 6, "round \(round): reader printed \(fields)")
            if fields[0] == "true" { restores += 1 }
            let counter = Int(fields[1]) ?? -1, blob = Int(fields[2]) ?? -1
            #expect(counter >= last, "round \(round): the counter went back from \(last) to \(counter): a setting was lost")
            #expect([counter % 4096, max(counter - 1, 0) % 4096].contains(blob), "round \(round): blob of \(blob) for counter \(counter)")
            // Each step writes the counter's value n into the others after @AppStorage: n, or n - 1 when the
            // kill came mid-step (-1: never written).
            let written = { (n: Int) in n > 0 ? n : -1 }
            let toolbar = Int(fields[3]) ?? -2, inspector = Int(fields[4]) ?? -2, scene = Int(fields[5]) ?? -2
            #expect([written(counter), written(counter - 1)].contains(toolbar), "round \(round): toolbar customization \(toolbar) for counter \(counter)")
            #expect([written(counter), written(counter - 1)].contains(scene), "round \(round): @SceneStorage \(scene) for counter \(counter)")
            let width = { (n: Int) in n > 0 ? n % 1000 : -1 }
            #expect([width(counter), width(counter - 1)].contains(inspector), "round \(round): inspector width \(inspector) for counter \(counter)")
            last = max(last, counter)
        }
        #expect(last > 0, "the writer made progress")
        // Not asserted (timing decides), but worth seeing: how often Foundation's own file was left damaged.
        print("SettingsKillTests: 30 kills, \(restores) damaged Foundation files restored from the copy, counter reached \(last)")
    }
}
