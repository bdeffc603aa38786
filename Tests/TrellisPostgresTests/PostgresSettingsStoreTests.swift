import Foundation
import Testing
import TrellisCore
@testable import TrellisPostgres

/// Two instances' stores on one throwaway PostgreSQL cluster (loopback, a temporary directory).
@Suite(.serialized)
struct PostgresSettingsStoreTests {
    /// A started store for instance `name`, and the keys it heard other instances change.
    final class Instance: @unchecked Sendable {
        let store: PostgresSettingsStore
        private let lock = NSLock()
        private var heard: [String] = []
        private var health: [Bool] = []

        /// - Parameter noticeAfter: how long an outage lasts before the store reports it (to this
        ///   instance's list, never to the process's windows).
        init(_ name: String, _ cluster: ThrowawayCluster, noticeAfter: Duration = .seconds(10)) async throws {
            let recorded = Recorder()
            store = PostgresSettingsStore(url: try PostgresSettingsURL(cluster.url), writer: name, noticeAfter: noticeAfter,
                                          reportHealth: { recorded.add($0) })
            self.recorder = recorded
            store.onChangeElsewhere = { [lock] keys in lock.withLock { self.heard += keys } }
            let started = await store.start(timeout: .seconds(20))
            #expect(started, "\(name) loaded the settings")
        }

        private let recorder: Recorder
        /// What the store reported about saving, oldest first (true: windows would show the notice).
        var healthReports: [Bool] { recorder.values }
        var heardKeys: [String] { lock.withLock { heard } }
        func integer(_ key: String) -> Int? { store.object(forKey: key) as? Int }
        deinit { store.stop() }
    }

    @Test func aSettingWrittenOnOneInstanceReachesTheOther() async throws {
        let cluster = try await ThrowawayCluster.make()
        let a = try await Instance("a", cluster)
        let b = try await Instance("b", cluster)
        a.store.set(42, forKey: "showcase.sharedCount")
        #expect(a.integer("showcase.sharedCount") == 42, "the writer reads its own write at once")
        #expect(await eventually { b.integer("showcase.sharedCount") == 42 })
        #expect(b.heardKeys.contains("showcase.sharedCount"), "b's views are told the key changed")
        // Removal travels too.
        b.store.set(nil, forKey: "showcase.sharedCount")
        #expect(await eventually { a.store.object(forKey: "showcase.sharedCount") == nil && a.store.pendingCount == 0 })
        #expect(a.store.keys(withPrefix: "showcase.").isEmpty)
    }

    @Test func theSchemaIsCreatedOnFirstStartAndValuesOutliveTheInstance() async throws {
        let cluster = try await ThrowawayCluster.make()
        #expect(try await cluster.sql("SELECT count(*) FROM pg_tables WHERE tablename = 'trellis_settings'") == "0")
        var a: Instance? = try await Instance("a", cluster)
        #expect(try await cluster.sql("SELECT count(*) FROM pg_tables WHERE tablename = 'trellis_settings'") == "1")
        a?.store.set(["items": ["n1", "n2"]], forKey: "Trellis.Toolbar.main")
        #expect(await eventually { a?.store.pendingCount == 0 })
        a = nil
        // A new instance (a restart, or another machine) starts with what was written.
        let c = try await Instance("c", cluster)
        let toolbar = c.store.object(forKey: "Trellis.Toolbar.main") as? [String: Any]
        #expect(toolbar?["items"] as? [String] == ["n1", "n2"])
    }

    @Test func everyPropertyListTypeRoundTrips() async throws {
        let cluster = try await ThrowawayCluster.make()
        let a = try await Instance("a", cluster)
        let b = try await Instance("b", cluster)
        let date = Date(timeIntervalSinceReferenceDate: 86_400)
        a.store.set(true, forKey: "bool")
        a.store.set(2.5, forKey: "double")
        a.store.set("kept", forKey: "string")
        a.store.set(Data([1, 2, 3]), forKey: "data")
        a.store.set(date, forKey: "date")
        a.store.set(["used": 1.0, "values": ["count": 3]], forKey: "Trellis.SceneStorage.0123")
        // Larger than a notification carries inline: read from the row.
        a.store.set(String(repeating: "x", count: 5_000), forKey: "large")
        #expect(await eventually { b.store.object(forKey: "large") != nil && b.store.object(forKey: "Trellis.SceneStorage.0123") != nil })
        #expect(b.store.object(forKey: "bool") as? Bool == true)
        #expect(b.store.object(forKey: "double") as? Double == 2.5)
        #expect(b.store.object(forKey: "string") as? String == "kept")
        #expect(b.store.object(forKey: "data") as? Data == Data([1, 2, 3]))
        #expect(b.store.object(forKey: "date") as? Date == date)
        #expect((b.store.object(forKey: "large") as? String)?.count == 5_000)
        let scene = b.store.object(forKey: "Trellis.SceneStorage.0123") as? [String: Any]
        #expect((scene?["values"] as? [String: Any])?["count"] as? Int == 3)
        #expect(b.store.keys(withPrefix: "Trellis.SceneStorage.") == ["Trellis.SceneStorage.0123"])
    }

    @Test func conflictingWritesEndTheSameOnEveryInstance() async throws {
        let cluster = try await ThrowawayCluster.make()
        let a = try await Instance("a", cluster)
        let b = try await Instance("b", cluster)
        for n in 0..<100 {
            a.store.set(n * 2, forKey: "contested")
            b.store.set(n * 2 + 1, forKey: "contested")
            if n.isMultiple(of: 10) { await Task.yield() }
        }
        #expect(await eventually {
            a.store.pendingCount == 0 && b.store.pendingCount == 0
                && a.store.version(of: "contested")! == b.store.version(of: "contested")!
        })
        let row = try await cluster.sql("SELECT version || ' ' || writer FROM trellis_settings WHERE key = 'contested'")
        let winner = try #require(a.store.version(of: "contested"))
        #expect(row == "\(winner.version) \(winner.writer)", "the database holds the greatest (version, writer)")
        #expect(a.integer("contested") == b.integer("contested"))
    }

    @Test func aDatabaseRestartMidWritesLosesNothing() async throws {
        let cluster = try await ThrowawayCluster.make()
        let a = try await Instance("a", cluster)
        let b = try await Instance("b", cluster)
        for n in 0..<300 {
            a.store.set(n, forKey: "restart.\(n % 60)")
            if n == 100 {
                try await cluster.stop()
                #expect(await eventually { a.store.isInOutage }, "the writer noticed the database went away")
            }
            if n == 200 {
                #expect(a.store.pendingCount > 0, "writes made while it was down wait in the queue")
                #expect(a.integer("restart.30") == 150, "reads go on from the cache")
                try await cluster.start()
            }
            try? await Task.sleep(for: .milliseconds(1))
        }
        let recovered = await eventually(30) { a.store.pendingCount == 0 && !a.store.isInOutage }
        // Said with what would explain it, and without 60 ten-second waits for b after it.
        try #require(recovered, """
            a wrote its queue after the restart (pending \(a.store.pendingCount), outage: \(a.store.outageReason ?? "none"), \
            b listening: \(b.store.isListening)); the server's log ends: \(cluster.logTail())
            """)
        for k in 0..<60 {
            let expected = 240 + k
            #expect(a.integer("restart.\(k)") == expected)
            // b missed the notifications while the database was down; it reloaded when it came back.
            #expect(await eventually { b.integer("restart.\(k)") == expected }, "b has restart.\(k)")
        }
        let rows = try await cluster.sql("SELECT count(*) FROM trellis_settings WHERE key LIKE 'restart.%'")
        #expect(rows == "60")
    }

    final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [Bool] = []
        func add(_ value: Bool) { lock.withLock { list.append(value) } }
        var values: [Bool] { lock.withLock { list } }
    }

    @Test func aLastingOutageIsReportedOnceAndItsEndToo() async throws {
        let cluster = try await ThrowawayCluster.make()
        let a = try await Instance("a", cluster, noticeAfter: .milliseconds(500))
        try await cluster.stop()
        a.store.set(1, forKey: "outage.1")
        #expect(await eventually { a.store.isInOutage })
        #expect(a.healthReports.isEmpty, "a short outage is only logged")
        #expect(await eventually { a.healthReports == [true] }, "one that lasts is reported, once")
        try await cluster.start()
        #expect(await eventually(30) { a.healthReports == [true, false] && a.store.pendingCount == 0 }, "and its end")
        #expect(try await cluster.sql("SELECT count(*) FROM trellis_settings WHERE key = 'outage.1'") == "1")
    }

    @Test func aShortOutageIsNeverReported() async throws {
        let cluster = try await ThrowawayCluster.make()
        let a = try await Instance("a", cluster, noticeAfter: .seconds(30))
        try await cluster.stop()
        a.store.set(1, forKey: "outage.2")
        #expect(await eventually { a.store.isInOutage })
        try await cluster.start()
        #expect(await eventually(30) { !a.store.isInOutage && a.store.pendingCount == 0 })
        #expect(a.healthReports.isEmpty)
        #expect(PostgresSettingsBackend.noticeAfter(["TRELLIS_SETTINGS_NOTICE_AFTER": "3"]) == .seconds(3))
        #expect(PostgresSettingsBackend.noticeAfter(["TRELLIS_SETTINGS_NOTICE_AFTER": "0"]) == .seconds(10))
        #expect(PostgresSettingsBackend.noticeAfter([:]) == .seconds(10))
    }

    @Test func theURLIsParsedAndItsSchemeChoosesTheStore() throws {
        let url = try PostgresSettingsURL("postgres://app:s%40cret@db.internal:6543/settings")
        #expect(url.host == "db.internal" && url.port == 6543 && url.username == "app")
        #expect(url.password == "s@cret" && url.database == "settings")
        #expect(PostgresSettingsBackend.handles("postgresql://a@b/c"))
        #expect(!PostgresSettingsBackend.handles("file:///tmp/settings"))
        #expect(throws: PostgresSettingsError.self) { try PostgresSettingsURL("postgres:///nohost") }
    }
}
