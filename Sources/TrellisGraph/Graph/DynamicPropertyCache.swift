@_spi(Reflection) import Swift
import TrellisCore

/// Where a view type keeps its dynamic properties, found once per type from its stored fields,
/// so a body's evaluation reads those fields directly instead of reflecting the whole view.
@MainActor
enum DynamicPropertyCache {
    /// A stored property that links to the graph: its place among the fields (the index `link` is given,
    /// as reflection would number it), its byte offset and its type.
    struct LinkedField {
        let index: Int
        let offset: Int
        let type: any GraphLinkedProperty.Type
    }

    @exclusivity(unchecked) private static var fields: [ObjectIdentifier: [LinkedField]?] = [:]

    /// The linked fields of `type`, empty when it has none; nil when it is not a struct (use reflection).
    static func linkedFields(of type: Any.Type) -> [LinkedField]? {
        let key = ObjectIdentifier(type)
        if let known = fields[key] { return known }
        var found: [LinkedField] = []
        var index = 0
        let walked = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            if let linked = fieldType as? any GraphLinkedProperty.Type {
                found.append(LinkedField(index: index, offset: offset, type: linked))
            }
            index += 1
            return true
        }
        let result: [LinkedField]? = walked && !(type is AnyClass) ? found : nil
        fields[key] = .some(result)
        return result
    }

    /// Links each of `fields` of `subject` (a value of the type they were found in) to `context`.
    static func link(_ fields: [LinkedField], of subject: Any, to context: PropertyLinkContext) {
        func open<Subject>(_ subject: Subject) {
            withUnsafeBytes(of: subject) { bytes in
                guard let base = bytes.baseAddress else { return }
                for field in fields { field.type.load(from: base + field.offset).link(context, index: field.index) }
            }
        }
        _openExistential(subject, do: open)
    }
}

extension GraphLinkedProperty {
    /// A copy of the property stored at `pointer`.
    fileprivate static func load(from pointer: UnsafeRawPointer) -> any GraphLinkedProperty {
        pointer.load(as: Self.self)
    }
}
