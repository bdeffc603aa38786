import Foundation

import ArgumentParser

/// The server's command-line flags, parsed by swift-argument-parser.
///
/// Unknown flags print usage and exit nonzero (via `parseOrExit`).
package struct WebServerOptions: ParsableArguments {
    @Option(help: "Address to bind (default 127.0.0.1; others require an access token).")
    package var host: String?

    @Option(help: "Port to listen on (default 8421; falls back to a free port when taken).")
    package var port: Int?

    @Option(help: "Idiom for new windows: mac, pad, phone, watch, tv, vision (default: automatic).")
    package var idiom: String?

    @Flag(help: "Open the default browser once the server is running.")
    package var open = false

    @Flag(help: "Require an access token even on loopback.")
    package var token = false

    @Flag(help: "Serve every #Preview and PreviewProvider of the package in a gallery, instead of the app.")
    package var previews = false

    @Option(help: "Most windows kept at once (default 2000); beyond it, windows without a socket are freed oldest first.")
    package var maxWindows: Int?

    @Option(help: "Bytes a socket may fall behind before it is closed (default 33554432).")
    package var maxOutboundBytes: Int?

    @Option(help: "This instance's name (1-16 lowercase letters and digits) when several serve the app behind a proxy; window ids start with it.")
    package var instance: String?

    @Option(help: "Keep settings in this store instead of UserDefaults: a postgres:// URL shared by every instance (needs TrellisPostgres).")
    package var settingsURL: String?

    @Option(help: .hidden)
    package var previewProbe: String?

    package init() {}
}

extension WebServerConfiguration {
    /// The configuration from the environment and the process's arguments.
    ///
    /// On bad flags or values this prints usage or the error and exits the
    /// process with a nonzero status, as command-line tools do.
    ///
    ///     let configuration = WebServerConfiguration.fromCommandLine()
    package static func fromCommandLine(
        arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        environment: [String: String] = ProcessInfoEnvironment.current
    ) -> WebServerConfiguration {
        let options = WebServerOptions.parseOrExit(arguments)
        do {
            return try resolve(options: options, environment: environment)
        } catch {
            WebServerOptions.exit(withError: ValidationError(error.description))
        }
    }

    /// Defaults, overridden by the environment, overridden by flags.
    /// - Throws: ``WebServerConfigurationError`` naming the bad setting.
    package static func resolve(
        options: WebServerOptions, environment: [String: String]
    ) throws(WebServerConfigurationError) -> WebServerConfiguration {
        var c = WebServerConfiguration()
        if let host = environment["TRELLIS_HOST"], !host.isEmpty { c.host = host }
        if let text = environment["TRELLIS_PORT"], !text.isEmpty {
            guard let port = Int(text), (0...65535).contains(port) else {
                throw .invalidEnvironment(name: "TRELLIS_PORT", value: text, expected: "a port number 0...65535")
            }
            c.port = port
        }
        if let idiom = environment["TRELLIS_IDIOM"], !idiom.isEmpty {
            guard let value = normalizedIdiom(idiom) else {
                throw .invalidEnvironment(name: "TRELLIS_IDIOM", value: idiom, expected: idiomExpectation)
            }
            c.idiom = value
        }
        if let text = environment["TRELLIS_OPEN"] {
            guard let value = boolean(text) else {
                throw .invalidEnvironment(name: "TRELLIS_OPEN", value: text, expected: "1, 0, true, false, yes or no")
            }
            c.open = value
        }
        if let text = environment["TRELLIS_TOKEN"] {
            guard let value = boolean(text) else {
                throw .invalidEnvironment(name: "TRELLIS_TOKEN", value: text, expected: "1, 0, true, false, yes or no")
            }
            c.forceToken = value
        }
        if let host = options.host { c.host = host }
        if let port = options.port {
            guard (0...65535).contains(port) else {
                throw .invalidOption(name: "port", value: "\(port)", expected: "a port number 0...65535")
            }
            c.port = port
        }
        if let idiom = options.idiom {
            guard let value = normalizedIdiom(idiom) else {
                throw .invalidOption(name: "idiom", value: idiom, expected: idiomExpectation)
            }
            c.idiom = value
        }
        if let text = environment["TRELLIS_PREVIEWS"] {
            guard let value = boolean(text) else {
                throw .invalidEnvironment(name: "TRELLIS_PREVIEWS", value: text, expected: "1, 0, true, false, yes or no")
            }
            c.previews = value
        }
        if let text = environment["TRELLIS_MAX_WINDOWS"], !text.isEmpty {
            guard let value = Int(text), value >= 1 else {
                throw .invalidEnvironment(name: "TRELLIS_MAX_WINDOWS", value: text, expected: "a whole number of at least 1")
            }
            c.maxWindows = value
        }
        if let text = environment["TRELLIS_MAX_OUTBOUND_BYTES"], !text.isEmpty {
            guard let value = Int(text), value >= 65_536 else {
                throw .invalidEnvironment(name: "TRELLIS_MAX_OUTBOUND_BYTES", value: text, expected: "a number of bytes of at least 65536")
            }
            c.maxOutboundBytes = value
        }
        if let value = options.maxWindows {
            guard value >= 1 else { throw .invalidOption(name: "max-windows", value: "\(value)", expected: "a whole number of at least 1") }
            c.maxWindows = value
        }
        if let value = options.maxOutboundBytes {
            guard value >= 65_536 else {
                throw .invalidOption(name: "max-outbound-bytes", value: "\(value)", expected: "a number of bytes of at least 65536")
            }
            c.maxOutboundBytes = value
        }
        if let name = environment["TRELLIS_INSTANCE"], !name.isEmpty {
            guard WindowID.isInstanceName(name) else {
                throw .invalidEnvironment(name: "TRELLIS_INSTANCE", value: name, expected: instanceExpectation)
            }
            c.instance = name
        }
        if let name = options.instance {
            guard WindowID.isInstanceName(name) else { throw .invalidOption(name: "instance", value: name, expected: instanceExpectation) }
            c.instance = name
        }
        // A token every instance shares, so a page that fails over to another machine is let in. From the
        // environment only: a command line is visible to every user of the machine.
        if let shared = environment["TRELLIS_ACCESS_TOKEN"], !shared.isEmpty {
            guard Self.isShareableToken(shared) else {
                throw .invalidEnvironment(name: "TRELLIS_ACCESS_TOKEN", value: "(hidden)", expected: "32 to 128 letters, digits, '-' or '_'")
            }
            c.token = shared
        }
        if let url = environment["TRELLIS_SETTINGS_URL"], !url.isEmpty { c.settingsURL = url }
        if let url = options.settingsURL, !url.isEmpty { c.settingsURL = url }
        if options.open { c.open = true }
        if options.token { c.forceToken = true }
        if options.previews { c.previews = true }
        c.previewProbe = options.previewProbe
        return c
    }

    private static let instanceExpectation = "1 to 16 lowercase letters and digits"

    /// A shared access token: long enough to guess never, and safe in a cookie and a query.
    static func isShareableToken(_ text: String) -> Bool {
        (32...128).contains(text.utf8.count) && text.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x2D || byte == 0x5F
        }
    }
    private static let idiomExpectation = "one of auto, " + idiomNames.sorted().joined(separator: ", ")

    /// An idiom name, nil for `auto`; invalid names give nil through the outer optional.
    private static func normalizedIdiom(_ text: String) -> String?? {
        let name = text.lowercased()
        if name == "auto" { return .some(nil) }
        return idiomNames.contains(name) ? .some(name) : nil
    }

    private static func boolean(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "1", "true", "yes", "on": true
        case "0", "false", "no", "off", "": false
        default: nil
        }
    }
}

/// The process environment, behind a name so callers need not import Foundation.
package enum ProcessInfoEnvironment {
    package static var current: [String: String] { ProcessInfo.processInfo.environment }
}
