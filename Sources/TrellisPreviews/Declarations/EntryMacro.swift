/// Declares an environment or focused value in one line, with its key made for you.
///
///     extension EnvironmentValues {
///         @Entry var accent: Color = .blue
///     }
///     extension FocusedValues {
///         @Entry var selectedNote: Note?
///     }
///
/// (Declared here because this module is the one that loads the macro plugin; `import SwiftUI` brings it.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "TrellisPreviewMacros", type: "EntryMacro")
