/// Why a client message was rejected. The server logs it and drops the message.
///
/// Each description names the rule that was broken and what a correct
/// message looks like, so a client author can fix their side from the log.
package enum ProtocolError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The message is larger than ``ProtocolLimits/maxMessageBytes``.
    case tooLarge(bytes: Int)
    /// A binary frame arrived; the protocol is text (JSON) only.
    case binaryMessage
    /// The text is not valid JSON.
    case invalidJSON(String)
    /// Valid JSON, but not an object.
    case notAnObject
    /// `v` is present and is not ``ProtocolLimits/version``.
    case unsupportedVersion(String)
    /// `t` is missing or not a string.
    case missingType
    /// `t` names no client message this server knows.
    case unknownType(String)
    /// `e` names no event this server knows.
    case unknownEvent(String)
    /// A required field is absent.
    case missingField(String)
    /// A field has the wrong JSON type or an out-of-range value.
    case invalidField(String, expected: String)
    /// A string field is longer than its limit (in UTF-8 bytes).
    case stringTooLong(String, limit: Int)

    package var description: String {
        switch self {
        case let .tooLarge(bytes):
            "ProtocolError: message of \(bytes) bytes exceeds the \(ProtocolLimits.maxMessageBytes)-byte limit; send smaller messages"
        case .binaryMessage:
            "ProtocolError: binary frames are not part of the protocol; send JSON as a text frame"
        case let .invalidJSON(detail):
            "ProtocolError: not valid JSON (\(detail)); send one JSON object per message"
        case .notAnObject:
            "ProtocolError: a message must be a JSON object like {\"t\":\"ping\"}"
        case let .unsupportedVersion(v):
            "ProtocolError: protocol version \(v) is not supported; send \"v\":\(ProtocolLimits.version) or omit it"
        case .missingType:
            "ProtocolError: the message has no string field \"t\"; add one of \(ClientMessage.typeNames.joined(separator: ", "))"
        case let .unknownType(t):
            "ProtocolError: unknown message type \"\(t.prefix(40))\"; use one of \(ClientMessage.typeNames.joined(separator: ", "))"
        case let .unknownEvent(e):
            "ProtocolError: unknown event \"\(e.prefix(40))\"; use one of \(ClientMessage.eventNames.joined(separator: ", "))"
        case let .missingField(name):
            "ProtocolError: required field \"\(name)\" is missing"
        case let .invalidField(name, expected):
            "ProtocolError: field \"\(name)\" must be \(expected)"
        case let .stringTooLong(name, limit):
            "ProtocolError: field \"\(name)\" is longer than \(limit) UTF-8 bytes; shorten it"
        }
    }
}
