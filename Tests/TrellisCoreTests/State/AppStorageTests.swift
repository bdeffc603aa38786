import Foundation
import SwiftUI
import Testing
import TrellisTesting

private let suite = "trellis.tests.appstorage"

private struct Toggler: View {
    @AppStorage("flag", store: UserDefaults(suiteName: suite)) private var flag = false
    var body: some View { Button(flag ? "On" : "Off") { flag.toggle() } }
}

private struct Reader: View {
    @AppStorage("flag", store: UserDefaults(suiteName: suite)) private var flag = false
    var body: some View { Text(flag ? "Reader sees on" : "Reader sees off") }
}

@MainActor
@Suite(.serialized) struct AppStorageTests {
    init() { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }

    @Test func aWriteUpdatesEveryReaderOfTheKey() throws {
        let store = UserDefaults(suiteName: suite)
        let host = ViewHost(VStack { Toggler(); Reader() })
        let other = ViewHost(Reader())
        _ = try host.find(.text, "Reader sees off")
        try host.find(.button, "Off").tap()
        _ = try host.find(.button, "On")
        _ = try host.find(.text, "Reader sees on")
        _ = try other.find(.text, "Reader sees on")
        #expect(store?.bool(forKey: "flag") == true)
    }

    @Test func theValueReachesDiskWhereANewProcessFindsIt() throws {
        let marker = "written-\(Int.random(in: 0..<1_000_000))"
        struct Writer: View {
            @AppStorage("persisted", store: UserDefaults(suiteName: suite)) var value = ""
            let marker: String
            var body: some View { Button("Save") { value = marker } }
        }
        let host = ViewHost(Writer(marker: marker))
        try host.find(.button, "Save").tap()
        UserDefaults(suiteName: suite)?.synchronize()
        // A separate process reads the suite's file from disk.
        let path = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config/\(suite).plist").path
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import plistlib,sys; print(plistlib.load(open(sys.argv[1],'rb')).get('persisted',''))", path]
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(output.trimmingCharacters(in: .whitespacesAndNewlines) == marker)
    }

    @Test func aChildHoldingAppStorageIsSkippedWhenItsParentRunsAgain() throws {
        struct Shared: View {
            @MainActor static var evaluations = 0
            @AppStorage("trellis.tests.appstorage.skipped") private var total = 0
            var body: some View {
                Shared.evaluations += 1
                return Text("Total \(total)")
            }
        }
        struct Page: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Button("Count \(count)") { count += 1 }
                    Shared()  // a new @AppStorage each time this body runs
                }
            }
        }
        Shared.evaluations = 0
        let host = ViewHost(Page())
        try host.find(.button, "Count 0").tap()
        try host.find(.button, "Count 1").tap()
        #expect(Shared.evaluations == 1)
    }
}
