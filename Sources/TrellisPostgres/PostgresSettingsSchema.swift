import Logging
import PostgresNIO

/// The settings table, its change trigger and the channel it notifies on; created on first start.
///
/// One row per key: the value (a binary property list; NULL once removed, so a removal has a version
/// too), its version (microseconds, from the writer's hybrid clock) and the writer (the instance). A
/// write only lands when its `(version, writer)` is greater than the row's, so the last writer by version
/// wins on every instance whatever order the writes arrive in, and a write retried after a lost
/// acknowledgement changes nothing. The trigger notifies every listening instance when a row changes,
/// with the value inline when it is small.
enum PostgresSettingsSchema {
    static let table = "trellis_settings"
    static let channel = "trellis_settings"
    /// Values up to this many bytes travel in the notification (hex doubles them; PostgreSQL allows 8,000).
    static let inlineValueBytes = 3_000

    static let statements: [String] = [
        """
        CREATE TABLE IF NOT EXISTS trellis_settings (
            key text PRIMARY KEY,
            value bytea,
            version bigint NOT NULL,
            writer text NOT NULL,
            updated timestamptz NOT NULL DEFAULT now()
        )
        """,
        """
        CREATE OR REPLACE FUNCTION trellis_settings_notify() RETURNS trigger AS $$
        BEGIN
            PERFORM pg_notify('trellis_settings', json_build_object(
                'k', NEW.key, 'v', NEW.version, 'w', NEW.writer, 'n', NEW.value IS NULL,
                'd', CASE WHEN octet_length(NEW.value) <= \(inlineValueBytes) THEN encode(NEW.value, 'hex') END)::text);
            RETURN NULL;
        END $$ LANGUAGE plpgsql
        """,
        """
        CREATE OR REPLACE TRIGGER trellis_settings_changed AFTER INSERT OR UPDATE ON trellis_settings
            FOR EACH ROW EXECUTE FUNCTION trellis_settings_notify()
        """,
    ]

    /// Creates what is missing. Two instances starting at once take turns (an advisory lock), since
    /// `CREATE … IF NOT EXISTS` alone races.
    static func create(on connection: PostgresConnection, logger: Logger) async throws {
        try await connection.withTransaction(logger: logger) { connection in
            try await connection.query("SELECT pg_advisory_xact_lock(72010022)", logger: logger)
            for statement in statements { try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger) }
        }
    }
}
