import Foundation

/// Which Swift files cannot build on Linux, judged from their imports: frameworks Linux has no
/// implementation of, and UIKit views (Trellis's `UIKit` holds only the colour names SwiftUI code uses).
public enum SourceScreen {
    /// Apple frameworks with no Linux counterpart, and what each is for.
    public static let unavailableFrameworks: [String: String] = [
        "MapKit": "maps", "AVFoundation": "audio and video", "AVKit": "audio and video players",
        "ARKit": "augmented reality", "RealityKit": "3D and augmented reality", "SceneKit": "3D scenes",
        "SpriteKit": "2D games", "WebKit": "web views", "PhotosUI": "the photo picker", "Photos": "the photo library",
        "CoreML": "machine learning", "Vision": "image analysis", "HealthKit": "health data", "StoreKit": "in-app purchases",
        "WidgetKit": "widgets", "CoreLocation": "location", "CoreData": "Core Data stores", "SwiftData": "SwiftData stores",
        "CoreMotion": "motion sensors", "UserNotifications": "notifications", "CloudKit": "iCloud",
    ]

    /// UIKit names that mean a file builds views out of UIKit rather than SwiftUI.
    static let uikitViewNames = ["UIViewRepresentable", "UIViewControllerRepresentable", "UIView", "UIViewController", "UIHostingController"]

    /// Why `source` cannot build on Linux, or nil when it can.
    public static func reasonToSkip(_ source: String) -> String? {
        let modules = importedModules(source)
        for module in modules.sorted() {
            if let use = unavailableFrameworks[module] { return "imports \(module) (\(use)), which Linux lacks" }
        }
        if modules.contains("UIKit"), let name = uikitViewNames.first(where: { containsWord($0, in: source) }) {
            return "uses UIKit views (\(name)), which Linux lacks"
        }
        return nil
    }

    /// The modules a file's `import` lines name (`import X`, `@testable import X`, `import struct X.Y`).
    static func importedModules(_ source: String) -> Set<String> {
        var modules: Set<String> = []
        for line in source.split(whereSeparator: \.isNewline) {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            while let first = words.first, first.hasPrefix("@") || ["public", "internal", "private", "fileprivate", "package"].contains(first) {
                words.removeFirst()
            }
            guard words.first == "import", words.count >= 2 else { continue }
            let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
            let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
            if let module = path.split(separator: ".").first { modules.insert(String(module)) }
        }
        return modules
    }

    static func containsWord(_ word: String, in text: String) -> Bool {
        var searchStart = text.startIndex
        while let range = text.range(of: word, range: searchStart..<text.endIndex) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            let isIdentifier: (Character?) -> Bool = { $0.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isIdentifier(before), !isIdentifier(after) { return true }
            searchStart = range.upperBound
        }
        return false
    }
}
