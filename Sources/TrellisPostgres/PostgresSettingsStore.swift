import Foundation
import Logging
import PostgresNIO
import TrellisCore

/// The app's settings in PostgreSQL, shared live by every instance that opens the same database.
///
/// Reads come from this instance's cache, loaded at start and kept current by `LISTEN`/`NOTIFY`
/// (a change by another instance arrives in a few milliseconds). A write updates the cache at once and
/// joins a queue that one task writes to the database in order, each write one atomic, versioned upsert
/// (``PostgresSettingsSchema``). When the database goes away, reads go on from the cache, writes wait in
/// the queue (a key's later write replaces its earlier one still waiting) and are retried in order with
/// backoff, and a warning is logged; when it comes back, the queue is written and the cache reloaded
/// (what other instances wrote meanwhile). Conflicts resolve the same everywhere: the greater
/// `(version, writer)` wins, versions coming from a hybrid clock (the wall clock in microseconds, but
/// always past every version this instance has seen), so a write made after seeing another wins over it.
package final class PostgresSettingsStore: SettingsStore, @unchecked Sendable {
    struct Entry {
        var value: Any?
        var version: Int64
        var writer: String
    }

    struct Write {
        let key: String
        let data: Data?
        let version: Int64
    }

    /// Keys longer than this are kept in this instance only (they must fit a notification).
    package static let maxKeyBytes = 1_024

    package let writer: String
    /// Called (from a background task) with the keys another instance changed.
    package var onChangeElsewhere: @Sendable ([String]) -> Void {
        get { lock.withLock { changeHandler } }
        set { lock.withLock { changeHandler = newValue } }
    }

    private let configuration: PostgresConnection.Configuration
    private let logger: Logger
    private let lock = NSLock()
    private var cache: [String: Entry] = [:]
    private var pending: [Write] = []
    private var clock: Int64 = 0
    private var changeHandler: @Sendable ([String]) -> Void = { _ in }
    private var outage: (since: ContinuousClock.Instant, reason: String)?
    /// Whether the windows show the outage (``SettingsHealth``): only once it has lasted `noticeAfter`.
    private var outageShown = false
    private var noticeTask: Task<Void, Never>?
    private let noticeAfter: Duration
    private let reportHealth: @Sendable (_ savingIsDelayed: Bool) -> Void
    private var listening = false
    private var loaded = false
    private var tasks: [Task<Void, Never>] = []
    private var nextConnectionID = 0
    private let wake: AsyncStream<Void>.Continuation
    private let wakes: AsyncStream<Void>

    /// - Parameters:
    ///   - noticeAfter: how long an outage lasts before every window says settings can't be saved.
    ///   - reportHealth: told when that starts and when it ends (the process's ``SettingsHealth``).
    package init(
        url: PostgresSettingsURL, writer: String, noticeAfter: Duration = .seconds(10),
        reportHealth: @escaping @Sendable (_ savingIsDelayed: Bool) -> Void = { SettingsHealth.report(savingIsDelayed: $0) },
        logger: Logger = Logger(label: "trellis.settings")
    ) {
        self.noticeAfter = noticeAfter
        self.reportHealth = reportHealth
        var configuration = PostgresConnection.Configuration(
            host: url.host, port: url.port, username: url.username, password: url.password, database: url.database, tls: .disable)
        configuration.options.connectTimeout = .seconds(2)
        self.configuration = configuration
        self.writer = writer
        self.logger = logger
        (wakes, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    deinit {
        for task in tasks { task.cancel() }
        noticeTask?.cancel()
    }

    /// Starts the writer and the listener, and waits (at most `timeout`) until the cache is loaded.
    /// - Returns: whether it loaded; if not, the store serves defaults until the database answers.
    @discardableResult
    package func start(timeout: Duration = .seconds(10)) async -> Bool {
        lock.withLock {
            tasks.append(Task { [weak self] in await self?.runWriter() })
            tasks.append(Task { [weak self] in await self?.runListener() })
        }
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if lock.withLock({ loaded }) { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        logger.warning("settings database not reachable at start; serving default settings until it answers")
        return false
    }

    /// Stops the tasks (tests; a process that exits needs nothing).
    package func stop() {
        for task in lock.withLock({ tasks + [noticeTask].compactMap { $0 } }) { task.cancel() }
        wake.finish()
    }

    // MARK: - SettingsStore

    package func object(forKey key: String) -> Any? { lock.withLock { cache[key]?.value } }

    package func set(_ value: Any?, forKey key: String) {
        var data: Data?
        if let value {
            data = SettingsValueCoding.encode(value)
            if data == nil {
                RuntimeIssue.report("Setting \"\(key.prefix(80))\": \(type(of: value)) is not a property-list value; not stored.")
                return
            }
        }
        let shared = key.utf8.count <= Self.maxKeyBytes
        if !shared { RuntimeIssue.report("Setting key of \(key.utf8.count) bytes is kept on this instance only (at most \(Self.maxKeyBytes)).") }
        lock.withLock {
            let version = tick()
            cache[key] = Entry(value: value, version: version, writer: writer)
            guard shared else { return }
            // A later write of a key replaces its earlier one still waiting (not the first: it may be in flight).
            if let index = pending.indices.dropFirst().first(where: { pending[$0].key == key }) { pending.remove(at: index) }
            pending.append(Write(key: key, data: data, version: version))
        }
        wake.yield()
    }

    package func keys(withPrefix prefix: String) -> [String] {
        lock.withLock { cache.compactMap { $0.key.hasPrefix(prefix) && $0.value.value != nil ? $0.key : nil } }
    }

    package func synchronize() {}

    // MARK: - State, for tests and diagnostics

    /// Writes not yet in the database.
    package var pendingCount: Int { lock.withLock { pending.count } }
    /// Whether the database is out of reach now.
    package var isInOutage: Bool { lock.withLock { outage != nil } }
    /// The error that began the current outage, if there is one.
    package var outageReason: String? { lock.withLock { outage?.reason } }
    /// Whether the listener is connected and caught up.
    package var isListening: Bool { lock.withLock { listening } }
    /// The version and writer this instance holds for `key`.
    package func version(of key: String) -> (version: Int64, writer: String)? {
        lock.withLock { cache[key].map { ($0.version, $0.writer) } }
    }

    // MARK: - Versions

    /// The next version: now in microseconds, but past every version seen. Under the lock.
    private func tick() -> Int64 {
        let now = Int64(Date().timeIntervalSince1970 * 1_000_000)
        clock = max(now, clock + 1)
        return clock
    }

    /// Takes a row in when its `(version, writer)` is newer than the cache's. - Returns: whether it changed.
    private func merge(key: String, data: Data?, isNull: Bool, version: Int64, writer: String) -> Bool {
        let value: Any? = isNull ? nil : data.flatMap(SettingsValueCoding.decode)
        if !isNull, value == nil { return false }
        return lock.withLock {
            clock = max(clock, version)
            if let entry = cache[key], (entry.version, entry.writer) >= (version, writer) { return false }
            cache[key] = Entry(value: value, version: version, writer: writer)
            return true
        }
    }

    // MARK: - Connections

    private func connect() async throws -> PostgresConnection {
        let id = lock.withLock { () -> Int in
            nextConnectionID += 1
            return nextConnectionID
        }
        return try await PostgresConnection.connect(configuration: configuration, id: id, logger: logger)
    }

    private func noteFailure(_ error: any Error) {
        if Task.isCancelled { return }  // stopping, not an outage
        let reason = String(reflecting: error).prefix(300)
        let first: Bool = lock.withLock {
            listening = false
            guard outage == nil else { return false }
            outage = (ContinuousClock.now, String(reason))
            return true
        }
        if first {
            logger.warning(
                "settings database unreachable: serving settings from this instance's cache; writes are kept and retried in order",
                metadata: ["error": "\(reason)", "queued": "\(pendingCount)"])
            // A short outage is only logged; one that lasts shows in every window until it ends.
            let since = lock.withLock { outage?.since }
            let delay = noticeAfter
            lock.withLock {
                noticeTask?.cancel()
                noticeTask = Task { [weak self] in
                    try? await Task.sleep(for: delay)
                    guard let self, !Task.isCancelled else { return }
                    let lasting = self.lock.withLock { () -> Bool in
                        guard let outage = self.outage, outage.since == since, !self.outageShown else { return false }
                        self.outageShown = true
                        return true
                    }
                    if lasting {
                        self.logger.warning("settings database still unreachable: every window now says settings can't be saved")
                        self.reportHealth(true)
                    }
                }
            }
        }
    }

    private func noteHealthy() {
        let (ended, wasShown) = lock.withLock { () -> (ContinuousClock.Instant?, Bool) in
            defer { outage = nil; outageShown = false }
            return (outage?.since, outageShown)
        }
        if wasShown { reportHealth(false) }
        if let ended {
            logger.info("settings database reachable again", metadata: ["after": "\(ContinuousClock.now - ended)", "queued": "\(pendingCount)"])
        }
    }

    private static func backoff(_ attempt: Int) -> Duration { .milliseconds(min(2_000, 50 << min(attempt, 6))) }

    // MARK: - Writer

    private func runWriter() async {
        var connection: PostgresConnection?
        var attempt = 0
        for await _ in wakes {
            while !Task.isCancelled, let write = lock.withLock({ pending.first }) {
                do {
                    if connection == nil || connection?.isClosed == true { connection = try await connect() }
                    guard let connection else { continue }
                    try await upsert(write, on: connection)
                    lock.withLock {
                        if pending.first?.key == write.key, pending.first?.version == write.version { pending.removeFirst() }
                    }
                    attempt = 0
                    noteHealthy()
                } catch {
                    try? await connection?.close()
                    connection = nil
                    noteFailure(error)
                    try? await Task.sleep(for: Self.backoff(attempt))
                    attempt += 1
                }
            }
            if Task.isCancelled { break }
        }
        try? await connection?.close()
    }

    private func upsert(_ write: Write, on connection: PostgresConnection) async throws {
        try await connection.query(
            """
            INSERT INTO trellis_settings (key, value, version, writer) VALUES (\(write.key), \(write.data), \(write.version), \(writer))
            ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, version = EXCLUDED.version, writer = EXCLUDED.writer, updated = now()
            WHERE (trellis_settings.version, trellis_settings.writer COLLATE "C") < (EXCLUDED.version, EXCLUDED.writer COLLATE "C")
            """,
            logger: logger)
    }

    // MARK: - Listener

    private func runListener() async {
        var attempt = 0
        while !Task.isCancelled {
            do {
                let connection = try await connect()
                defer { Task { try? await connection.close() } }
                try await PostgresSettingsSchema.create(on: connection, logger: logger)
                try await connection.listen(on: PostgresSettingsSchema.channel) { notifications in
                    // Listening first, then reading everything: nothing written in between is missed.
                    try await reload(on: connection)
                    attempt = 0
                    noteHealthy()
                    wake.yield()  // the writer may be waiting out a backoff with writes queued
                    for try await notification in notifications { try await receive(notification.payload, on: connection) }
                }
                throw PostgresSettingsListenerEnded()
            } catch {
                if Task.isCancelled { break }
                noteFailure(error)
                try? await Task.sleep(for: Self.backoff(attempt))
                attempt += 1
            }
        }
    }

    private struct PostgresSettingsListenerEnded: Error, CustomStringConvertible {
        var description: String { "the settings listener's connection ended" }
    }

    /// Every row, merged into the cache (at start, and after an outage: what others wrote meanwhile).
    private func reload(on connection: PostgresConnection) async throws {
        let rows = try await connection.query("SELECT key, value, version, writer FROM trellis_settings", logger: logger)
        var changed: [String] = []
        for try await (key, value, version, writer) in rows.decode((String, Data?, Int64, String).self) {
            if merge(key: key, data: value, isNull: value == nil, version: version, writer: writer) { changed.append(key) }
        }
        let wasLoaded = lock.withLock { () -> Bool in
            defer { loaded = true; listening = true }
            return loaded
        }
        if wasLoaded { report(changed) }
    }

    /// One notification: `{"k": key, "v": version, "w": writer, "n": removed, "d": hex value or null}`.
    private func receive(_ payload: String, on connection: PostgresConnection) async throws {
        guard let object = try? JSONSerialization.jsonObject(with: Data(payload.utf8)) as? [String: Any],
            let key = object["k"] as? String, let version = (object["v"] as? NSNumber)?.int64Value,
            let writer = object["w"] as? String
        else {
            logger.warning("ignored a malformed settings notification", metadata: ["payload": "\(payload.prefix(120))"])
            return
        }
        guard writer != self.writer else { return }  // our own write: the cache has it
        let isNull = (object["n"] as? Bool) ?? false
        var data = (object["d"] as? String).flatMap(SettingsValueCoding.bytes(hex:))
        if !isNull, data == nil {
            // Too large to travel inline: read the row.
            let rows = try await connection.query("SELECT value FROM trellis_settings WHERE key = \(key) AND version = \(version)", logger: logger)
            for try await value in rows.decode(Data?.self) { data = value }
            if data == nil { return }  // already replaced by a newer version, whose notification follows
        }
        if merge(key: key, data: data, isNull: isNull, version: version, writer: writer) { report([key]) }
    }

    private func report(_ keys: [String]) {
        guard !keys.isEmpty else { return }
        onChangeElsewhere(keys)
    }
}
