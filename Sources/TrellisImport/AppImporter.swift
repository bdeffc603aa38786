import Foundation

/// Finds an app's project in a folder and works out the package that builds it on Linux.
///
/// Three layouts: an `.xcodeproj` whose targets list their files, an Xcode 16 project whose app target
/// synchronizes a folder (every file in it belongs to the app), and a Swift Playgrounds `.swiftpm` package
/// (its `.iOSApplication` product's target folder). Nothing is written here: see ``ManifestWriter``.
public enum AppImporter {
    /// Plans the import of the app in `folder` (a folder holding an `.xcodeproj` or `.swiftpm`, or one of those).
    /// - Parameter targetName: The app target to take when the project has several.
    public static func plan(folder: String, targetName: String? = nil) throws(ImportError) -> ImportPlan {
        let folder = URL(fileURLWithPath: folder).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .noProject("\(folder) is not a folder")
        }
        if folder.hasSuffix(".xcodeproj") { return try xcodeProject(folder, targetName: targetName) }
        if folder.hasSuffix(".swiftpm") { return try playground(folder) }
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        if let project = entries.first(where: { $0.hasSuffix(".xcodeproj") }) {
            return try xcodeProject(folder + "/" + project, targetName: targetName)
        }
        if let package = entries.first(where: { $0.hasSuffix(".swiftpm") }) { return try playground(folder + "/" + package) }
        throw .noProject("no .xcodeproj or .swiftpm package in \(folder)")
    }

    // MARK: Xcode projects

    static func xcodeProject(_ projectPath: String, targetName: String?) throws(ImportError) -> ImportPlan {
        let projectName = (projectPath as NSString).lastPathComponent
        let root = (projectPath as NSString).deletingLastPathComponent
        guard let data = FileManager.default.contents(atPath: projectPath + "/project.pbxproj") else {
            throw .noProject("\(projectName) has no project.pbxproj")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw .malformedProject("\(projectName)/project.pbxproj is not UTF-8 text") }
        let project = try XcodeProject(pbxproj: text)
        let apps = project.targets.filter(\.isApplication)
        guard let app = targetName.map({ name in apps.first { $0.name == name } }) ?? apps.first else {
            let names = apps.map(\.name).joined(separator: ", ")
            throw .noAppTarget(targetName.map { "\(projectName) has no app target named \($0) (its apps: \(names.isEmpty ? "none" : names))" }
                ?? "\(projectName) has no app target")
        }
        var skipped: [ImportPlan.Skip] = []
        for other in project.targets where other != app {
            let why = other.isTest ? "a test target, left out" : other.isApplication ? "another app target (choose it with --target \(other.name))"
                : "not the app target (\(other.productType.replacingOccurrences(of: "com.apple.product-type.", with: "")))"
            skipped.append(.init(item: "target \(other.name)", reason: why))
        }
        var sources = app.sources.filter { $0.hasSuffix(".swift") }
        var resources = app.resources
        for folder in app.synchronizedFolders {
            for file in folderContents(root + "/" + folder.path) where !folder.excluded.contains(file) {
                let path = folder.path + "/" + file
                if file.hasSuffix(".swift") { sources.append(path) } else { resources.append(path) }
            }
        }
        let ownFiles = Set(sources + resources)
        for other in project.targets where other != app {
            let theirs = other.sources + other.resources + other.synchronizedFolders.flatMap { folder in
                folderContents(root + "/" + folder.path).filter { !folder.excluded.contains($0) }.map { folder.path + "/" + $0 }
            }
            for file in Set(theirs).subtracting(ownFiles).sorted() {
                skipped.append(.init(item: file, reason: "belongs to target \(other.name), not the app"))
            }
        }
        let languageMode = (app.swiftVersion.flatMap { Int($0.prefix { $0.isNumber }) } ?? 5) >= 6 ? 6 : 5
        return try finish(origin: "\(projectName), target \(app.name)", name: app.name, root: root,
                          sources: sources, resources: resources, languageMode: languageMode, skipped: skipped)
    }

    // MARK: Swift Playgrounds packages

    static func playground(_ packagePath: String) throws(ImportError) -> ImportPlan {
        let packageName = (packagePath as NSString).lastPathComponent
        guard let data = FileManager.default.contents(atPath: packagePath + "/Package.swift"), let manifest = String(data: data, encoding: .utf8) else {
            throw .noProject("\(packageName) has no Package.swift")
        }
        let app = try PlaygroundManifest(manifest, file: "\(packageName)/Package.swift")
        let targetFolder = app.targetPath == "." ? packageName : packageName + "/" + app.targetPath
        let parent = (packagePath as NSString).deletingLastPathComponent
        var sources: [String] = []
        var resources: [String] = []
        var skipped: [ImportPlan.Skip] = []
        for file in folderContents(parent + "/" + targetFolder) {
            if file == "Package.swift" || file.hasPrefix(".swiftpm") { continue }
            if let other = app.otherTargetPaths.first(where: { file.hasPrefix($0 + "/") }) {
                skipped.append(.init(item: targetFolder + "/" + file, reason: "belongs to another target (\(other)), not the app"))
                continue
            }
            if file.hasSuffix(".swift") { sources.append(targetFolder + "/" + file) } else { resources.append(targetFolder + "/" + file) }
        }
        return try finish(origin: "\(packageName), product \(app.productName)", name: app.productName, root: parent,
                          sources: sources, resources: resources, languageMode: app.toolsMajorVersion >= 6 ? 6 : 5, skipped: skipped)
    }

    // MARK: Shared

    /// Screens sources and resources, and roots the target at the files' common folder.
    static func finish(origin: String, name: String, root: String, sources: [String], resources: [String],
                       languageMode: Int, skipped: [ImportPlan.Skip]) throws(ImportError) -> ImportPlan {
        var skipped = skipped
        var kept: [String] = []
        for source in Set(sources).sorted() {
            guard let data = FileManager.default.contents(atPath: root + "/" + source) else {
                skipped.append(.init(item: source, reason: "listed by the project but not on disk"))
                continue
            }
            if let reason = SourceScreen.reasonToSkip(String(decoding: data, as: UTF8.self)) {
                skipped.append(.init(item: source, reason: reason))
            } else {
                kept.append(source)
            }
        }
        var shipped: [String] = []
        for resource in Set(resources).sorted() {
            if let reason = resourceSkipReason(resource) {
                skipped.append(.init(item: resource, reason: reason))
            } else if FileManager.default.fileExists(atPath: root + "/" + resource) {
                shipped.append(resource)
            } else {
                skipped.append(.init(item: resource, reason: "listed by the project but not on disk"))
            }
        }
        guard !kept.isEmpty else { throw .noAppTarget("\(origin): no Swift file of the app can build on Linux") }
        let base = commonFolder(kept + shipped)
        let relative = { (path: String) in base.isEmpty ? path : String(path.dropFirst(base.count + 1)) }
        return ImportPlan(origin: origin, name: moduleName(name), packageDirectory: root, targetPath: base.isEmpty ? "." : base,
                          sources: kept.map(relative), resources: shipped.map(relative), languageMode: languageMode, skipped: skipped)
    }

    /// Project files that are not resources of a Linux build.
    static func resourceSkipReason(_ path: String) -> String? {
        let name = (path as NSString).lastPathComponent
        let ext = (path as NSString).pathExtension
        if ["storyboard", "xib"].contains(ext) { return "an Interface Builder file; SwiftUI on Linux has no use for it" }
        if ["entitlements", "xcconfig"].contains(ext) || name == "Info.plist" { return "build setting, not a resource" }
        if ["xctestplan", "xcstrings"].contains(ext) { return "not shipped on Linux (\(ext))" }
        return nil
    }

    /// Files under `folder`, relative to it; asset catalogs and other bundles count as one file each.
    static func folderContents(_ folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let item = enumerator.nextObject() as? String {
            let name = (item as NSString).lastPathComponent
            if name.hasPrefix(".") || name == ".build" { enumerator.skipDescendants(); continue }
            let ext = (name as NSString).pathExtension
            if ["xcassets", "bundle", "lproj", "xcodeproj", "playground"].contains(ext) {
                enumerator.skipDescendants()
                if ext != "xcodeproj" { files.append(item) }
                continue
            }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + item, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(item)
            }
        }
        return files.sorted()
    }

    /// The deepest folder holding every path ("" when they share none).
    static func commonFolder(_ paths: [String]) -> String {
        guard var common = paths.first.map({ Array($0.split(separator: "/").dropLast()) }) else { return "" }
        for path in paths.dropFirst() {
            let folders = Array(path.split(separator: "/").dropLast())
            common = Array(zip(common, folders).prefix { $0 == $1 }.map(\.0))
        }
        return common.joined(separator: "/")
    }

    /// A target name SwiftPM accepts and a module can have ("My App" → "MyApp").
    static func moduleName(_ name: String) -> String {
        let kept = name.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || $0 == "_" }
        var result = String(String.UnicodeScalarView(kept))
        if result.isEmpty { result = "App" }
        if result.first?.isNumber == true { result = "_" + result }
        return result
    }
}
