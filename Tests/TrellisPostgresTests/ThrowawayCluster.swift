import Foundation

/// A PostgreSQL cluster of its own for one test: Debian's `postgresql` binaries, a temporary directory,
/// loopback only, trust authentication, no fsync. As root (CI) it runs as `nobody`, since PostgreSQL
/// refuses root. `scripts/setup-cluster-tests.sh` installs the binaries.
final class ThrowawayCluster: @unchecked Sendable {
    let directory: URL
    let port: Int
    let bin: URL
    private(set) var running = false

    var url: String { "postgres://trellis@127.0.0.1:\(port)/postgres" }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Debian's newest `postgresql-NN` binaries.
    static func binaries() -> URL? {
        let root = URL(fileURLWithPath: "/usr/lib/postgresql")
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return versions.compactMap(Int.init).sorted().reversed().lazy
            .map { root.appendingPathComponent("\($0)/bin") }
            .first { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("initdb").path) }
    }

    /// A started cluster. Its blocking work runs on a Dispatch thread, never on Swift's two-thread
    /// cooperative pool, which other suites' servers need meanwhile.
    static func make() async throws -> ThrowawayCluster {
        try await offPool { try ThrowawayCluster() }
    }

    private init() throws {
        guard let bin = Self.binaries() else {
            throw Failure(description: "PostgreSQL is not installed: run scripts/setup-cluster-tests.sh (apt-get install postgresql)")
        }
        self.bin = bin
        directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("trellis-pg-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        port = Self.freePort()
        if getuid() == 0 { try Self.run("/bin/chown", ["nobody", directory.path]) }
        try runAsOwner("initdb", ["-D", dataPath, "-U", "trellis", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"])
        try startNow()
    }

    deinit {
        if running { try? stopNow() }
        try? FileManager.default.removeItem(at: directory)
    }

    private var dataPath: String { directory.appendingPathComponent("data").path }

    func start() async throws { try await offPool { try self.startNow() } }
    func stop() async throws { try await offPool { try self.stopNow() } }

    private func startNow() throws {
        try runAsOwner("pg_ctl", [
            "-D", dataPath, "-l", directory.appendingPathComponent("log").path, "-w", "-t", "30",
            "-o", "-k \(directory.path) -h 127.0.0.1 -p \(port) -c fsync=off -c max_connections=50", "start",
        ])
        running = true
    }

    private func stopNow() throws {
        try runAsOwner("pg_ctl", ["-D", dataPath, "-m", "fast", "-w", "-t", "30", "stop"])
        running = false
    }

    /// The end of the server's log (for a failing test's message).
    func logTail(_ bytes: Int = 2_000) -> String {
        let text = (try? String(contentsOf: directory.appendingPathComponent("log"), encoding: .utf8)) ?? "(no log)"
        return String(text.suffix(bytes))
    }

    /// One SQL statement through psql; its unaligned, tuples-only output.
    @discardableResult
    func sql(_ statement: String) async throws -> String {
        try await offPool { try self.sqlNow(statement) }
    }

    private func sqlNow(_ statement: String) throws -> String {
        try Self.run(bin.appendingPathComponent("psql").path, [
            "-h", "127.0.0.1", "-p", "\(port)", "-U", "trellis", "-d", "postgres", "-At", "-v", "ON_ERROR_STOP=1", "-c", statement,
        ])
    }

    private func runAsOwner(_ tool: String, _ arguments: [String]) throws {
        let path = bin.appendingPathComponent(tool).path
        if getuid() == 0 {
            try Self.run("/usr/sbin/runuser", ["-u", "nobody", "--", path] + arguments)
        } else {
            try Self.run(path, arguments)
        }
    }

    /// Runs `executable` and waits for it. posix_spawn and waitpid, not `Process`: Foundation's
    /// `waitUntilExit` never returned for `pg_ctl start` here (the server it leaves running is a grandchild).
    @discardableResult
    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let outputPath = NSTemporaryDirectory() + "trellis-pg-out-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // Nothing else the test process has open goes along: the server pg_ctl leaves running would
        // otherwise hold other tests' pipes open (a child waiting for its stdin to close never exits).
        closeOnExec()
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw Failure(description: "\(executable) could not start (\(spawned))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let text = String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: outputPath))) ?? Data(), as: UTF8.self)
        // Exited normally with status 0 (WIFEXITED and WEXITSTATUS, spelled out: they are C macros).
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
            throw Failure(description: "\(executable) \(arguments.joined(separator: " ")) failed (status \(status)): \(text)")
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Marks every descriptor above stderr close-on-exec (glibc's `closefrom` action isn't visible to Swift).
    static func closeOnExec() {
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? [] {
            guard let fd = Int32(entry), fd > 2 else { continue }
            let flags = fcntl(fd, F_GETFD)
            if flags >= 0 { _ = fcntl(fd, F_SETFD, flags | FD_CLOEXEC) }
        }
    }

    /// A port below the kernel's ephemeral range (32768 and up on Linux) that nothing listens on now.
    /// Not one the kernel hands out: a test that restarts its cluster leaves the port free meanwhile, and
    /// a server bound to port 0 or an outgoing connection elsewhere in the test process could take it,
    /// after which the stores reconnect to a stranger and wait on it.
    static func freePort() -> Int {
        for _ in 0..<500 {
            let port = Int.random(in: 20_000..<32_000)
            if canBind(port) { return port }
        }
        return 0
    }

    private static func canBind(_ port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let length = socklen_t(MemoryLayout<sockaddr_in>.size)
        return withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) } } == 0
    }
}

/// Runs blocking work (a child process) on a Dispatch thread.
func offPool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(with: Result { try body() }) }
    }
}

/// Waits until `condition` holds, checking every 5 ms, for at most `seconds`. - Returns: whether it held.
func eventually(_ seconds: Double = 10, _ condition: () throws -> Bool) async rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if try condition() { return true }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return try condition()
}
