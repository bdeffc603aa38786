/// Why an import stopped before writing anything.
public enum ImportError: Error, Equatable, CustomStringConvertible {
    /// The folder has no `.xcodeproj` (with a `project.pbxproj`) or `.swiftpm` package.
    case noProject(String)
    /// The project file exists but cannot be read as one.
    case malformedProject(String)
    /// The project has no app target (or not the one asked for).
    case noAppTarget(String)
    /// A `Package.swift` the import did not write is already where it would write one.
    case packageExists(String)

    public var description: String {
        switch self {
        case let .noProject(message), let .malformedProject(message), let .noAppTarget(message), let .packageExists(message): message
        }
    }
}
