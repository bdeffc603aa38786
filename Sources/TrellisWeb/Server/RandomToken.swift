/// Random identifiers for windows and access tokens.
package enum RandomToken {
    /// `byteCount` random bytes from the system CSPRNG as lowercase hex
    /// (so 16 bytes give the 32 hex characters of an access token).
    package static func hex(byteCount: Int = 16) -> String {
        var generator = SystemRandomNumberGenerator()
        var out = ""
        out.reserveCapacity(byteCount * 2)
        let digits = Array("0123456789abcdef")
        for _ in 0..<byteCount {
            let byte = UInt8.random(in: .min ... .max, using: &generator)
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return out
    }

    /// Whether `text` looks like something ``hex(byteCount:)`` made: only
    /// lowercase hex digits, 8 to 64 of them. Checked before any lookup.
    package static func isWellFormed(_ text: some StringProtocol) -> Bool {
        (8...64).contains(text.utf8.count) && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// Compares two secrets in time that depends only on their lengths.
    package static func constantTimeEquals(_ a: some StringProtocol, _ b: some StringProtocol) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var diff: UInt8 = 0
        for i in x.indices { diff |= x[i] ^ y[i] }
        return diff == 0
    }
}
