import Foundation

/// The sample app folders under Tests/Fixtures/ImportApps, and scratch copies of them.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/ImportApps").path

    static func path(_ name: String) -> String { root + "/" + name }

    /// A fresh folder in the temporary directory, removed by the caller.
    static func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-import-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A copy of fixture `name` inside a scratch folder; returns the copy's path.
    static func copy(_ name: String, into scratch: String) throws -> String {
        let destination = scratch + "/" + (name as NSString).lastPathComponent
        try FileManager.default.copyItem(atPath: path(name), toPath: destination)
        return destination
    }
}
