/// Which parts of a frame `matchedGeometryEffect` carries between views.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Views with the same `id` in `namespace` share their geometry: when one takes another's place inside
    /// an animation (a thumbnail becoming a detail view), it moves and grows from where the other was.
    ///
    ///     if expanded {
    ///         Card().matchedGeometryEffect(id: "card", in: hero)
    ///     } else {
    ///         Chip().matchedGeometryEffect(id: "card", in: hero)
    ///     }
    // LIMITATION: `matchedGeometryEffect(id:in:properties:anchor:isSource:)` | the view that appears (or moves) animates from the matched view's last frame (position and size, as `properties` says) inside an animated change; `isSource: false` views follow only their own moves, and the view that leaves goes at once (or by its transition) | the page animates with FLIP: it measures frames before and after a patch, with no per-frame server work
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        modifier(_ViewAttributeModifier(attribute: .matchedGeometry(
            MatchedGeometryKey.spell(id: id, namespace: namespace, properties: properties, isSource: isSource))))
    }
}

/// `<namespace>-<id hash>-<f|p|s><s|t>`: the id hashed (FNV-1a of its description) so any `Hashable` fits.
package enum MatchedGeometryKey {
    package static func spell<ID: Hashable>(id: ID, namespace: Namespace.ID, properties: MatchedGeometryProperties, isSource: Bool) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (String(reflecting: ID.self) + ":" + String(describing: id)).utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let parts = properties.contains(.frame) ? "f" : properties.contains(.size) ? "s" : "p"
        return "\(namespace.value)-\(String(hash, radix: 16))-\(parts)\(isSource ? "s" : "t")"
    }
}
