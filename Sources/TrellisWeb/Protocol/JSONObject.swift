/// A JSON object's members, in the order they came.
///
/// A client message has a handful of fields and its decoder looks each up once or twice: a linear
/// search of a few keys costs less than hashing every key into a dictionary, which was a third of
/// a click's decoding (docs/PERFORMANCE.md). A repeated key keeps its last value, as `JSON.parse`
/// does; equality ignores order, as it does for a dictionary. A lookup costs at most a pass over the
/// members, as parsing them did, and a message makes a bounded number of lookups: a large object
/// (up to ``ProtocolLimits/maxMessageBytes``) costs in proportion to its size, as before.
package struct JSONObject: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    package struct Member: Equatable, Sendable {
        package var key: String
        package var value: JSONValue
    }

    /// Every member as written, repeated keys included.
    package private(set) var members: [Member]

    package init() { members = [] }

    package init(dictionaryLiteral elements: (String, JSONValue)...) {
        members = elements.map { Member(key: $0.0, value: $0.1) }
    }

    /// The value of `key`'s last occurrence.
    package subscript(key: String) -> JSONValue? {
        for member in members.reversed() where member.key == key { return member.value }
        return nil
    }

    mutating func append(_ key: String, _ value: JSONValue) { members.append(Member(key: key, value: value)) }

    /// The object as a dictionary (the last value of a repeated key).
    package var dictionary: [String: JSONValue] {
        Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    package static func == (a: JSONObject, b: JSONObject) -> Bool { a.dictionary == b.dictionary }
}
