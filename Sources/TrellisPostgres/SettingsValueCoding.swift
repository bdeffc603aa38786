import Foundation

/// A setting's value as stored in the database: a binary property list of a one-element array (so a bare
/// `Bool`, number or string round-trips like a dictionary does).
enum SettingsValueCoding {
    static func encode(_ value: Any) -> Data? {
        try? PropertyListSerialization.data(fromPropertyList: [value], format: .binary, options: 0)
    }

    static func decode(_ data: Data) -> Any? {
        ((try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) as? [Any])?.first
    }

    /// Bytes from the lowercase hex `encode(…, 'hex')` gives; nil for anything else.
    static func bytes(hex: String) -> Data? {
        let utf8 = Array(hex.utf8)
        guard utf8.count.isMultiple(of: 2) else { return nil }
        var data = Data(capacity: utf8.count / 2)
        var index = 0
        while index < utf8.count {
            guard let high = nibble(utf8[index]), let low = nibble(utf8[index + 1]) else { return nil }
            data.append(high << 4 | low)
            index += 2
        }
        return data
    }

    private static func nibble(_ c: UInt8) -> UInt8? {
        switch c {
        case 0x30...0x39: c - 0x30
        case 0x61...0x66: c - 0x61 + 10
        default: nil
        }
    }
}
