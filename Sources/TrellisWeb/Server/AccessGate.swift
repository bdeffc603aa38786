/// Decides whether a request may reach the app: the server's security policy in one place.
///
/// Three rules, each a pure function of header values so they test alone:
///
/// 1. **Host** — on a loopback bind, the `Host` header must name loopback
///    (`localhost`, `127.x.x.x`, `[::1]`). This defeats DNS rebinding: a
///    hostile page at `evil.example` that resolves to 127.0.0.1 sends
///    `Host: evil.example` and is refused.
/// 2. **Token** — when ``WebServerConfiguration/requiresToken``, a request
///    needs `?token=<token>` or the `trellis_token` cookie that a token URL
///    sets (HttpOnly, SameSite=Strict).
/// 3. **Origin** (WebSocket upgrades only) — exactly one `Origin` header,
///    equal to `http://` + the request's `Host`. `localhost` and `127.0.0.1`
///    are deliberately *not* treated as equivalent: the page and its socket
///    always come from the same host the browser typed, so equivalence would
///    only widen who may connect.
package struct AccessGate: Sendable {
    /// The cookie that carries the token after the first token URL.
    package static let cookieName = "trellis_token"

    package let token: String?
    package let loopbackOnly: Bool

    package init(token: String?, loopbackOnly: Bool) {
        self.token = token
        self.loopbackOnly = loopbackOnly
    }

    /// Why a request was refused (HTTP 403).
    package enum Refusal: Error, Equatable, CustomStringConvertible {
        case hostNotAllowed(String?)
        case missingToken
        case badOrigin(String?)

        package var description: String {
            switch self {
            case let .hostNotAllowed(host):
                "AccessGate: Host \"\(host ?? "")\" is not a loopback name; open the URL the server printed"
            case .missingToken:
                "AccessGate: no valid access token; open the URL with ?token=… that the server printed"
            case let .badOrigin(origin):
                "AccessGate: WebSocket Origin \"\(origin ?? "(none)")\" is not this server's origin; connect from the served page"
            }
        }
    }

    /// How a request proved it may enter.
    package enum Admission: Equatable {
        /// No token needed, or a valid cookie.
        case admitted
        /// A valid `?token=`: the response should set the cookie.
        case admittedByQueryToken
    }

    /// Checks the Host and token rules.
    /// - Parameters:
    ///   - host: the `Host` header, if any.
    ///   - queryToken: the `token` query parameter, if any.
    ///   - cookieHeader: the raw `Cookie` header, if any.
    package func admit(host: String?, queryToken: String?, cookieHeader: String?) throws(Refusal) -> Admission {
        if loopbackOnly {
            guard let host, Self.isLoopbackHostHeader(host) else { throw .hostNotAllowed(host) }
        }
        guard let token else { return .admitted }
        if let queryToken, RandomToken.constantTimeEquals(queryToken, token) { return .admittedByQueryToken }
        if let cookie = Self.cookieValue(named: Self.cookieName, in: cookieHeader),
            RandomToken.constantTimeEquals(cookie, token)
        {
            return .admitted
        }
        throw .missingToken
    }

    /// Checks the Origin rule for a WebSocket upgrade.
    /// - Parameters:
    ///   - origins: every `Origin` header value (more than one is refused).
    ///   - host: the `Host` header.
    package func checkOrigin(_ origins: [String], host: String?) throws(Refusal) {
        guard origins.count == 1, let origin = origins.first else { throw .badOrigin(origins.joined(separator: ", ")) }
        guard let host, !host.isEmpty, origin.lowercased() == "http://" + host.lowercased() else {
            throw .badOrigin(origin)
        }
    }

    /// The `Set-Cookie` value that remembers the token for later requests.
    package func cookie() -> String? {
        token.map { "\(Self.cookieName)=\($0); Path=/; HttpOnly; SameSite=Strict" }
    }

    /// Whether a `Host` header (`name` or `name:port`) names this machine.
    package static func isLoopbackHostHeader(_ header: String) -> Bool {
        var name = Substring(header.lowercased())
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]") else { return false }
            name = name[name.index(after: name.startIndex)..<close]
            return name == "::1"
        }
        if let colon = name.lastIndex(of: ":") { name = name[..<colon] }
        if name == "localhost" { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    /// The value of one cookie in a `Cookie` header (`a=1; b=2`).
    package static func cookieValue(named name: String, in header: String?) -> Substring? {
        guard let header else { return nil }
        for pair in header.split(separator: ";") {
            let trimmed = pair.drop { $0 == " " }
            guard let eq = trimmed.firstIndex(of: "=") else { continue }
            if trimmed[..<eq] == name { return trimmed[trimmed.index(after: eq)...] }
        }
        return nil
    }
}
