/// What an import writes: one executable target of the app's Swift files and resources, and what it left out.
public struct ImportPlan: Sendable, Equatable {
    /// Something the import left out, and why (printed for the user).
    public struct Skip: Sendable, Equatable, CustomStringConvertible {
        public var item: String
        public var reason: String
        public var description: String { "\(item): \(reason)" }
    }

    /// Where the project came from, for the manifest's header and the summary ("Counter.xcodeproj, target Counter").
    public var origin: String
    /// The executable's name: `swift run <name>`.
    public var name: String
    /// The folder the `Package.swift` goes into (absolute).
    public var packageDirectory: String
    /// The target's folder, relative to `packageDirectory` ("." for the folder itself).
    public var targetPath: String
    /// Swift files, relative to `targetPath`, sorted.
    public var sources: [String]
    /// Files and folders (asset catalogs) shipped with the app, relative to `targetPath`, sorted.
    public var resources: [String]
    /// 5 or 6: the Swift language mode the project builds with.
    public var languageMode: Int
    public var skipped: [Skip]
}
