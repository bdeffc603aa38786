import TrellisHost

/// Validation of host property values before they reach the DOM.
///
/// The vocabulary is declared once, in ``HostVocabulary`` (TrellisHost). Only declared keys reach the
/// page, and only values that pass their kind's check; everything else is dropped silently, exactly as
/// `trellis.js` does (`valid` there). Numbers keep their spelling (minus a trailing `.0`) so the Swift
/// renderer and the JS runtime emit byte-identical attributes.
package enum HTMLValue {
    /// Every key the renderer understands, with its check.
    package static let kinds: [String: HostValueKind] = HostVocabulary.byName.mapValues(\.kind)

    /// The value to emit for `key`, or nil when the key is unknown or the value invalid.
    package static func validated(_ key: String, _ value: String) -> String? { HostVocabulary.validated(key, value) }

    /// A finite decimal in plain notation, `1.0` → `1`.
    package static func number(_ s: String) -> String? { HostVocabulary.number(s) }

    /// `minWidth` → `min-width`: the `data-` attribute name of a property.
    package static func attributeName(_ key: String) -> String {
        var out = "data-"
        for ch in key {
            if ch.isUppercase { out += "-" + ch.lowercased() } else { out.append(ch) }
        }
        return out
    }
}
