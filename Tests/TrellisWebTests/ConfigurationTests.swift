import NIOCore
import NIOPosix
import ArgumentParser
import Logging
import Testing
@testable import TrellisWeb

@Suite struct ConfigurationTests {
    @Test func defaults() throws {
        let c = try WebServerConfiguration.resolve(options: WebServerOptions.parse([]), environment: [:])
        #expect(c.host == "127.0.0.1" && c.port == 8421 && c.idiom == nil && !c.open && !c.requiresToken)
    }

    @Test func environmentThenFlagsWin() throws {
        let env = ["TRELLIS_HOST": "0.0.0.0", "TRELLIS_PORT": "9000", "TRELLIS_IDIOM": "phone", "TRELLIS_OPEN": "1"]
        let fromEnv = try WebServerConfiguration.resolve(options: WebServerOptions.parse([]), environment: env)
        #expect(fromEnv.host == "0.0.0.0" && fromEnv.port == 9000 && fromEnv.idiom == "phone" && fromEnv.open)
        #expect(fromEnv.requiresToken, "non-loopback binds need a token")
        let flags = try WebServerOptions.parse(["--host", "localhost", "--port", "9100", "--idiom", "auto", "--token"])
        let c = try WebServerConfiguration.resolve(options: flags, environment: env)
        #expect(c.host == "localhost" && c.port == 9100 && c.idiom == nil && c.open && c.forceToken)
    }

    @Test func badValuesAreTypedErrorsThatSayWhatIsExpected() throws {
        #expect(throws: WebServerConfigurationError.invalidEnvironment(name: "TRELLIS_PORT", value: "http", expected: "a port number 0...65535")) {
            try WebServerConfiguration.resolve(options: WebServerOptions.parse([]), environment: ["TRELLIS_PORT": "http"])
        }
        #expect(throws: (any Error).self) {
            try WebServerConfiguration.resolve(options: WebServerOptions.parse(["--idiom", "toaster"]), environment: [:])
        }
        #expect(throws: (any Error).self) { try WebServerOptions.parse(["--bogus"]) }
    }

    @Test func aSharedAccessTokenComesFromTheEnvironmentOnly() throws {
        let shared = String(repeating: "a1-_", count: 10)
        let c = try WebServerConfiguration.resolve(options: WebServerOptions.parse(["--host", "0.0.0.0"]), environment: ["TRELLIS_ACCESS_TOKEN": shared])
        #expect(c.token == shared && c.requiresToken, "every instance lets in a page that carries the shared token")
        for bad in ["short", String(repeating: "x", count: 129), String(repeating: "a", count: 31) + "=", String(repeating: "é", count: 20)] {
            #expect(throws: WebServerConfigurationError.invalidEnvironment(name: "TRELLIS_ACCESS_TOKEN", value: "(hidden)", expected: "32 to 128 letters, digits, '-' or '_'")) {
                try WebServerConfiguration.resolve(options: WebServerOptions.parse([]), environment: ["TRELLIS_ACCESS_TOKEN": bad])
            }
        }
    }

    @Test func resourceLimitsFromEnvironmentAndFlags() throws {
        let defaults = try WebServerConfiguration.resolve(options: WebServerOptions.parse([]), environment: [:])
        #expect(defaults.maxWindows == 2_000 && defaults.maxOutboundBytes == 32 << 20)
        let env = ["TRELLIS_MAX_WINDOWS": "50", "TRELLIS_MAX_OUTBOUND_BYTES": "1048576"]
        let fromEnv = try WebServerConfiguration.resolve(options: WebServerOptions.parse([]), environment: env)
        #expect(fromEnv.maxWindows == 50 && fromEnv.maxOutboundBytes == 1 << 20)
        let flags = try WebServerOptions.parse(["--max-windows", "7", "--max-outbound-bytes", "70000"])
        let fromFlags = try WebServerConfiguration.resolve(options: flags, environment: env)
        #expect(fromFlags.maxWindows == 7 && fromFlags.maxOutboundBytes == 70_000)
        #expect(throws: WebServerConfigurationError.self) {
            try WebServerConfiguration.resolve(options: WebServerOptions.parse([]), environment: ["TRELLIS_MAX_WINDOWS": "0"])
        }
        #expect(throws: WebServerConfigurationError.self) {
            try WebServerConfiguration.resolve(options: WebServerOptions.parse(["--max-outbound-bytes", "10"]), environment: [:])
        }
    }

    @Test func takenPortFallsBackToTheNextOne() async throws {
        let blocker = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .bind(host: "127.0.0.1", port: 0).get()
        let taken = try #require(blocker.localAddress?.port)
        let chosen = await PortChooser.choose(host: "127.0.0.1", preferred: taken, attempts: 5, logger: Logger(label: "test"))
        #expect(chosen != taken)
        #expect(chosen == 0 || (taken + 1...taken + 4).contains(chosen))
        try await blocker.close()
    }

    @Test func accessGateRules() throws {
        let gate = AccessGate(token: nil, loopbackOnly: true)
        for host in ["127.0.0.1:8421", "localhost:1", "[::1]:8421", "LOCALHOST", "127.1.2.3"] {
            #expect(throws: Never.self) { try gate.admit(host: host, queryToken: nil, cookieHeader: nil) }
        }
        for host in ["evil.example", "127.0.0.1.evil.example", "[::2]:1", "", "127.0.0.256"] {
            #expect(throws: AccessGate.Refusal.hostNotAllowed(host)) { try gate.admit(host: host, queryToken: nil, cookieHeader: nil) }
        }
        #expect(throws: Never.self) { try gate.checkOrigin(["http://127.0.0.1:8421"], host: "127.0.0.1:8421") }
        #expect(throws: AccessGate.Refusal.self) { try gate.checkOrigin(["http://127.0.0.1:8421", "http://127.0.0.1:8421"], host: "127.0.0.1:8421") }
        #expect(throws: AccessGate.Refusal.self) { try gate.checkOrigin(["https://127.0.0.1:8421"], host: "127.0.0.1:8421") }
        #expect(throws: AccessGate.Refusal.self) { try gate.checkOrigin(["null"], host: "127.0.0.1:8421") }
    }

    @Test func tokenBucketAllowsBurstThenRate() {
        let start = ContinuousClock.now
        var bucket = TokenBucket(rate: 200, burst: 400, now: start)
        var admitted = 0
        for _ in 0..<1000 where bucket.take(at: start) { admitted += 1 }
        #expect(admitted == 400)
        let later = start + .milliseconds(10)  // 2 tokens refilled
        let results = [bucket.take(at: later), bucket.take(at: later), bucket.take(at: later)]
        #expect(results == [true, true, false])
    }
}
