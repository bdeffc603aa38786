/// The parts of an Xcode project (`project.pbxproj`) an import needs: each native target, the files its
/// Sources and Resources phases list, and the folders Xcode 16 synchronizes into it.
public struct XcodeProject: Sendable {
    /// One `PBXNativeTarget`.
    public struct Target: Sendable, Equatable {
        public var name: String
        /// `com.apple.product-type.application`, `…bundle.unit-test`, `…bundle.ui-testing`, `…app-extension`, …
        public var productType: String
        /// Paths relative to the project's folder (the one holding the `.xcodeproj`).
        public var sources: [String]
        public var resources: [String]
        /// Folders (`PBXFileSystemSynchronizedRootGroup`) whose every file belongs to the target, relative
        /// to the project's folder, with the files the target excludes (relative to that folder).
        public var synchronizedFolders: [SynchronizedFolder]
        /// `SWIFT_VERSION` of the target's configurations ("5.0", "6.0"), when set.
        public var swiftVersion: String?

        public var isApplication: Bool { productType == "com.apple.product-type.application" }
        public var isTest: Bool { productType.hasSuffix(".unit-test") || productType.hasSuffix(".ui-testing") }
    }

    /// A folder Xcode 16 keeps in step with the disk, and the files one target leaves out of it.
    public struct SynchronizedFolder: Sendable, Equatable {
        public var path: String
        public var excluded: Set<String>
    }

    public var targets: [Target]

    /// Reads the project from the text of its `project.pbxproj`.
    public init(pbxproj text: String) throws(ImportError) {
        let root: OpenStepPlist
        do { root = try OpenStepPlist.parse(text) } catch { throw .malformedProject("project.pbxproj: \(error)") }
        guard let objects = root["objects"]?.dictionary, let rootID = root["rootObject"]?.string,
              let project = objects[rootID]?.dictionary
        else { throw .malformedProject("project.pbxproj has no objects or rootObject") }
        let graph = ObjectGraph(objects: objects)
        var targets: [Target] = []
        for id in project["targets"]?.array?.compactMap(\.string) ?? [] {
            guard let target = objects[id]?.dictionary, target["isa"]?.string == "PBXNativeTarget" else { continue }
            var sources: [String] = []
            var resources: [String] = []
            for phaseID in target["buildPhases"]?.array?.compactMap(\.string) ?? [] {
                guard let phase = objects[phaseID]?.dictionary else { continue }
                let files = (phase["files"]?.array ?? []).compactMap(\.string).compactMap { objects[$0]?["fileRef"]?.string }
                switch phase["isa"]?.string {
                case "PBXSourcesBuildPhase": sources += files.compactMap(graph.path)
                case "PBXResourcesBuildPhase": resources += files.compactMap(graph.path)
                default: break
                }
            }
            var folders: [SynchronizedFolder] = []
            for groupID in target["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? [] {
                guard let folder = graph.path(groupID) else { continue }
                var excluded: Set<String> = []
                for exceptionID in objects[groupID]?["exceptions"]?.array?.compactMap(\.string) ?? [] {
                    guard let exception = objects[exceptionID], exception["target"]?.string == id else { continue }
                    excluded.formUnion(exception["membershipExceptions"]?.array?.compactMap(\.string) ?? [])
                }
                folders.append(SynchronizedFolder(path: folder, excluded: excluded))
            }
            let configurations = target["buildConfigurationList"]?.string.flatMap { objects[$0]?["buildConfigurations"]?.array } ?? []
            let swiftVersion = configurations.compactMap(\.string).lazy
                .compactMap { objects[$0]?["buildSettings"]?["SWIFT_VERSION"]?.string }.first
            targets.append(Target(
                name: target["name"]?.string ?? target["productName"]?.string ?? "App",
                productType: target["productType"]?.string ?? "",
                sources: sources, resources: resources, synchronizedFolders: folders, swiftVersion: swiftVersion))
        }
        self.targets = targets
    }
}

/// Paths of files and groups: each object's `path` under its parent group's, as Xcode resolves `<group>`.
private struct ObjectGraph {
    let objects: [String: OpenStepPlist]
    let parent: [String: String]

    init(objects: [String: OpenStepPlist]) {
        self.objects = objects
        var parent: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"]?.array?.compactMap(\.string) ?? [] { parent[child] = id }
        }
        self.parent = parent
    }

    /// The path relative to the project's folder; nil for files outside it (SDK frameworks, built products).
    func path(_ id: String) -> String? {
        var components: [String] = []
        var current: String? = id
        var seen: Set<String> = []
        while let node = current, seen.insert(node).inserted, let object = objects[node] {
            let sourceTree = object["sourceTree"]?.string ?? "<group>"
            if let path = object["path"]?.string { components.insert(path, at: 0) }
            switch sourceTree {
            case "<group>": current = parent[node]
            case "SOURCE_ROOT": current = nil
            default: return nil
            }
        }
        let joined = components.joined(separator: "/")
        return joined.isEmpty || joined.hasPrefix("/") ? nil : joined
    }
}
