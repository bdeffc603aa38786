import Foundation

/// A uniform type identifier: what kind of data a file, a paste or a share holds (`public.png`,
/// `public.plain-text`), with the types it conforms to, its filename extensions and MIME type.
///
///     .fileImporter(isPresented: $importing, allowedContentTypes: [.json]) { … }
///     UTType.png.conforms(to: .image)   // true
///
/// The well-known types are built in (``UTType/Catalog``); an app declares its own with
/// ``init(exportedAs:conformingTo:)``.
public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The reverse-DNS identifier, e.g. `public.jpeg`.
    public let identifier: String
    package let parents: [String]
    package let extensions: [String]
    package let mimeTypes: [String]
    /// Whether the system knows the type (a built-in or an exported one), as opposed to a dynamic one.
    public let isDeclared: Bool
    /// Whether the app declared (exported) the type.
    public let isPublic: Bool

    package init(identifier: String, parents: [String], extensions: [String] = [], mimeTypes: [String] = [], isDeclared: Bool = true) {
        self.identifier = identifier
        self.parents = parents
        self.extensions = extensions
        self.mimeTypes = mimeTypes
        self.isDeclared = isDeclared
        isPublic = identifier.hasPrefix("public.")
    }

    /// The declared type with `identifier`, or nil when neither the system nor the app declares it.
    public init?(_ identifier: String) {
        guard let known = Catalog.type(identifier: identifier) else { return nil }
        self = known
    }

    /// The type of files with `filenameExtension` that conform to `supertype`, or nil.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let ext = filenameExtension.lowercased()
        guard let known = Catalog.all.first(where: { $0.extensions.contains(ext) && $0.conforms(to: supertype) }) else { return nil }
        self = known
    }

    /// The type whose MIME type is `mimeType` and that conforms to `supertype`, or nil.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let mime = mimeType.lowercased()
        guard let known = Catalog.all.first(where: { $0.mimeTypes.contains(mime) && $0.conforms(to: supertype) }) else { return nil }
        self = known
    }

    /// A type the app declares (in its Info.plist on Apple's systems) and exports.
    public init(exportedAs identifier: String, conformingTo parentType: UTType = .data) {
        self.init(identifier: identifier, parents: [parentType.identifier])
        Catalog.declare(self)
    }

    /// A type another app declares, which this app imports.
    public init(importedAs identifier: String, conformingTo parentType: UTType = .data) {
        self = Catalog.type(identifier: identifier) ?? UTType(identifier: identifier, parents: [parentType.identifier])
        Catalog.declare(self)
    }

    /// The type's preferred filename extension, without the dot.
    public var preferredFilenameExtension: String? { extensions.first }

    /// The type's preferred MIME type.
    public var preferredMIMEType: String? { mimeTypes.first }

    /// Every filename extension and MIME type of the type, by tag class.
    public var tags: [UTTagClass: [String]] {
        var tags: [UTTagClass: [String]] = [:]
        if !extensions.isEmpty { tags[.filenameExtension] = extensions }
        if !mimeTypes.isEmpty { tags[.mimeType] = mimeTypes }
        return tags
    }

    /// The type's description for people: its identifier's last part in words (`plain text`).
    public var localizedDescription: String? {
        let last = identifier.split(separator: ".").last.map(String.init) ?? identifier
        return last.replacingOccurrences(of: "-", with: " ")
    }

    /// Every type this one conforms to, directly or through its parents.
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var pending = parents
        while let next = pending.popLast() {
            guard let type = Catalog.type(identifier: next), found.insert(type).inserted else { continue }
            pending += type.parents
        }
        return found
    }

    /// Whether this type is `type` or conforms to it.
    public func conforms(to type: UTType) -> Bool {
        self == type || supertypes.contains(type)
    }

    /// Whether `type` conforms to this type.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }

    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// Whether the type is dynamic: made up for an unknown tag rather than declared.
    public var isDynamic: Bool { !isDeclared }

    public var description: String { identifier }
    public var debugDescription: String { identifier }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// A class of tags a type can have.
public struct UTTagClass: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}
