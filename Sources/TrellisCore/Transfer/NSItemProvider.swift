public import Foundation
import Dispatch

// NSItemProvider is Foundation's on Apple's systems; Linux's Foundation has none, so Trellis declares the part
// apps use with `onInsert(of:perform:)` and drops: `import SwiftUI` and `import UniformTypeIdentifiers` bring it
// (as Apple's re-export Foundation).
// LIMITATION: `NSItemProvider` | text and URLs (NSString, NSURL, String, URL, Transferable types made from text) registered, checked and loaded; no file promises, previews or `registerItem`; completion handlers run on a background queue as on Apple's | it carries what a browser drop holds; a file that imports only Foundation does not see it (Linux's Foundation has none): add `import UniformTypeIdentifiers`

/// Who may see a representation an item provider registers (`registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)`).
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all = 0
    case team = 1
    case group = 2
    case ownProcess = 3
}

/// A class whose objects an item provider can hold (`NSItemProvider(object:)`): `NSString`, `NSURL`.
public protocol NSItemProviderWriting: AnyObject {
    /// The type identifiers the object can be written as, best first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Writes the object as `typeIdentifier`'s data.
    func loadData(withTypeIdentifier typeIdentifier: String, forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

/// A class an item provider can make objects of (`loadObject(ofClass:completionHandler:)`): `NSString`, `NSURL`.
public protocol NSItemProviderReading: AnyObject {
    /// The type identifiers the class reads, best first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An object made from `typeIdentifier`'s data.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// Data of some types, loaded on request: what a drag or a paste hands an app.
///
///     .onInsert(of: [.plainText]) { offset, providers in
///         for provider in providers {
///             _ = provider.loadObject(ofClass: String.self) { text, _ in
///                 if let text { DispatchQueue.main.async { items.insert(text, at: offset) } }
///             }
///         }
///     }
open class NSItemProvider: NSObject, @unchecked Sendable {
    private struct Representation {
        let typeIdentifier: String
        let load: @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    }

    private let lock = NSLock()
    private var representations: [Representation] = []

    /// An empty provider; register representations on it.
    public override init() { super.init() }

    /// A provider holding `object` in each type its class writes.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// Registers `object` in each type its class writes.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        for typeIdentifier in type(of: object).writableTypeIdentifiersForItemProvider {
            nonisolated(unsafe) let object = object
            registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: visibility) { completion in
                object.loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completion)
            }
        }
    }

    /// Registers data of `typeIdentifier`, made by `loadHandler` when asked for.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        lock.withLock { representations.append(Representation(typeIdentifier: typeIdentifier, load: loadHandler)) }
    }

    /// The type identifiers registered, in the order they were.
    open var registeredTypeIdentifiers: [String] { lock.withLock { representations.map(\.typeIdentifier) } }

    /// Whether a registered type is `typeIdentifier` or conforms to it (`public.utf8-plain-text` is `public.text`).
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains { Self.identifier($0, conformsTo: typeIdentifier) }
    }

    /// Whether some registered type is one `aClass` reads.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        readable(by: aClass) != nil
    }

    /// Loads an object of `aClass` from the first registered type it reads.
    @discardableResult
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                         completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        nonisolated(unsafe) let aClass = aClass
        guard let typeIdentifier = readable(by: aClass) else {
            let progress = Progress(totalUnitCount: 1)
            DispatchQueue.global().async { completionHandler(nil, NSItemProviderError.unavailable(aClass)) }
            return progress
        }
        return loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            guard let data else { return completionHandler(nil, error ?? NSItemProviderError.unavailable(aClass)) }
            do { completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: typeIdentifier), nil) } catch { completionHandler(nil, error) }
        }
    }

    /// Loads a `String` or `URL` (a bridged value whose class the provider reads).
    @discardableResult
    public func loadObject<T>(ofClass aClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void) -> Progress
    where T: _ObjectiveCBridgeable & SendableMetatype, T._ObjectiveCType: NSItemProviderReading & SendableMetatype {
        loadObject(ofClass: T._ObjectiveCType.self as any NSItemProviderReading.Type) { object, error in
            guard let object = object as? T._ObjectiveCType else { return completionHandler(nil, error) }
            completionHandler(T._unconditionallyBridgeFromObjectiveC(object), nil)
        }
    }

    /// Whether some registered type is one `T`'s class reads.
    public func canLoadObject<T>(ofClass aClass: T.Type) -> Bool where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderReading {
        readable(by: T._ObjectiveCType.self) != nil
    }

    /// Loads the data of the first registered type that is or conforms to `typeIdentifier`.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let found = lock.withLock { representations.first { Self.identifier($0.typeIdentifier, conformsTo: typeIdentifier) } }
        guard let found else {
            DispatchQueue.global().async { completionHandler(nil, NSItemProviderError.noType(typeIdentifier)) }
            return progress
        }
        DispatchQueue.global().async {
            _ = found.load { data, error in
                progress.completedUnitCount = 1
                completionHandler(data, error)
            }
        }
        return progress
    }

    /// Loads a `Transferable` value made from the provider's text (a dropped string or URL).
    @discardableResult
    public func loadTransferable<T: Transferable & SendableMetatype>(type transferableType: T.Type,
                                                  completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void) -> Progress {
        loadDataRepresentation(forTypeIdentifier: UTType.text.identifier) { data, error in
            guard let data, let text = String(data: data, encoding: .utf8) else {
                return completionHandler(.failure(error ?? NSItemProviderError.noType(UTType.text.identifier)))
            }
            Task {
                if let item = await TransferResolver.item(T.self, fromText: text) {
                    completionHandler(.success(item))
                } else {
                    completionHandler(.failure(NSItemProviderError.unavailable(T.self)))
                }
            }
        }
    }

    private func readable(by aClass: any NSItemProviderReading.Type) -> String? {
        let registered = registeredTypeIdentifiers
        for wanted in aClass.readableTypeIdentifiersForItemProvider {
            if let match = registered.first(where: { Self.identifier($0, conformsTo: wanted) }) { return match }
        }
        return nil
    }

    private static func identifier(_ identifier: String, conformsTo wanted: String) -> Bool {
        if identifier == wanted { return true }
        guard let type = UTType(identifier), let target = UTType(wanted) else { return false }
        return type.conforms(to: target)
    }
}

/// Why an item provider could not load what was asked.
enum NSItemProviderError: Error, CustomStringConvertible {
    case noType(String)
    case unavailable(Any.Type)

    var description: String {
        switch self {
        case let .noType(identifier): "the item provider has no data of type \(identifier)"
        case let .unavailable(type): "the item provider can't load a \(type)"
        }
    }
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier, UTType.text.identifier] }

    public func loadData(withTypeIdentifier typeIdentifier: String, forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(substring(from: 0).utf8), nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = String(data: data, encoding: .utf8) else { throw NSItemProviderError.noType(typeIdentifier) }
        guard let string = NSString(string: text) as? Self else { throw NSItemProviderError.noType(typeIdentifier) }
        return string
    }
}

extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }

    public func loadData(withTypeIdentifier typeIdentifier: String, forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(((absoluteString as String?) ?? "").utf8), nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = String(data: data, encoding: .utf8), let url = NSURL(string: text) as? Self else { throw NSItemProviderError.noType(typeIdentifier) }
        return url
    }
}
