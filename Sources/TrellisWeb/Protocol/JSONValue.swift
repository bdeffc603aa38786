/// A parsed JSON value, as the protocol decoder sees client messages.
///
/// Numbers are kept as `Double` (what a browser's `JSON.stringify` can
/// produce); the decoder checks integrality and range where it needs an int.
/// Objects keep only the last value of a repeated key, as `JSON.parse` does.
package enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The JSON type's name, for error messages.
    package var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}
