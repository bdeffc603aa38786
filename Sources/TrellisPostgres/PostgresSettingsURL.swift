import Foundation

/// A `postgres://user:password@host:port/database` URL (`postgresql://` too), as `--settings-url` takes it.
package struct PostgresSettingsURL: Equatable, Sendable {
    package var host: String
    package var port: Int
    package var username: String
    package var password: String?
    package var database: String?

    /// Whether `url` is a PostgreSQL URL (by its scheme).
    package static func handles(_ url: String) -> Bool {
        let lower = url.lowercased()
        return lower.hasPrefix("postgres://") || lower.hasPrefix("postgresql://")
    }

    /// Parses `url`. - Throws: ``PostgresSettingsError/badURL(_:)`` naming what is wrong (never the password).
    package init(_ url: String) throws(PostgresSettingsError) {
        guard Self.handles(url), let components = URLComponents(string: url) else {
            throw .badURL("expected postgres://user[:password]@host[:port]/database")
        }
        guard let host = components.host, !host.isEmpty else { throw .badURL("no host") }
        guard let user = components.user, !user.isEmpty else { throw .badURL("no user name") }
        let port = components.port ?? 5432
        guard (1...65535).contains(port) else { throw .badURL("port \(port) is out of range") }
        self.host = host
        self.port = port
        username = user.removingPercentEncoding ?? user
        password = components.password.map { $0.removingPercentEncoding ?? $0 }
        let path = components.path.drop { $0 == "/" }
        database = path.isEmpty ? nil : String(path)
    }
}

/// Why the PostgreSQL settings store could not start.
package enum PostgresSettingsError: Error, CustomStringConvertible, Equatable {
    case badURL(String)

    package var description: String {
        switch self {
        case let .badURL(reason): "PostgreSQL settings URL: \(reason)"
        }
    }
}
