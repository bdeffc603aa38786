import Foundation

/// The SF Symbol names the bundled sprite (`Resources/symbols.svg`) contains.
///
/// Read once from `Resources/symbols.json` (a JSON array of names, or an
/// object whose keys or `names` member are the names). When the file is
/// missing every name counts as known, so the page never marks a symbol
/// missing that the browser might still find.
package enum HTMLSymbols {
    package static let known: Set<String>? = load()

    static func load() -> Set<String>? {
        // Same places StaticFiles looks: SwiftPM's flat bundle, or corelibs' resourceURL already inside it.
        let bundle = Bundle.module
        let candidates = [
            bundle.bundleURL.appendingPathComponent("Resources/symbols.json"),
            bundle.resourceURL?.appendingPathComponent("Resources/symbols.json"),
            bundle.resourceURL?.appendingPathComponent("symbols.json"),
        ]
        for case let url? in candidates {
            guard let data = try? Data(contentsOf: url), let json = try? JSONSerialization.jsonObject(with: data)
            else { continue }
            return names(in: json)
        }
        return nil
    }

    package static func names(in json: Any) -> Set<String>? {
        if let list = json as? [String] { return Set(list) }
        if let object = json as? [String: Any] {
            if let list = object["names"] as? [String] { return Set(list) }
            if let list = object["symbols"] as? [String] { return Set(list) }
            return Set(object.keys)
        }
        return nil
    }
}
