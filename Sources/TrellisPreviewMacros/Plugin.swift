import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin behind `#Preview`, `@Previewable` and `@Entry`.
///
/// Only targets that depend on `TrellisPreviews` (through `import SwiftUI`)
/// load it; it is built once per build directory, for the host.
@main
struct TrellisPreviewMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        PreviewMacro.self,
        PreviewableMacro.self,
        EntryMacro.self,
    ]
}
