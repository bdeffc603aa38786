import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview`: declares a preview and registers it for the gallery.
///
///     #Preview("Signed out", traits: .sizeThatFitsLayout) {
///         LoginView()
///     }
///
/// expands (like Apple's `PreviewsMacros.SwiftUIView`) into a uniquely named
/// type conforming to `PreviewRegistry`, plus one record in the
/// `trellis_previews` linker section that lets the gallery find the type at
/// run time without any static initializer:
///
///     struct $s…PreviewfMf_…: SwiftUI.PreviewRegistry {
///         static let fileID: String = "MyApp/LoginView.swift"
///         static let line: Int = 12
///         static let column: Int = 1
///         @MainActor static func makePreview() throws -> SwiftUI.Preview {
///             SwiftUI.Preview("Signed out", traits: .sizeThatFitsLayout, body: SwiftUI._previewBody {
///                 LoginView()
///             })
///         }
///         @section("trellis_previews") @used
///         static let _trellisRecord: SwiftUI._PreviewRecord = (…, { SwiftUI._storePreviewRegistry($s…self, into: $0) })
///     }
///
/// Attributes written on the `#Preview` (for example `@available(iOS 18, *)`
/// or `@MainActor`) are applied by the compiler to the expanded type; its
/// stored members are `nonisolated` so a global-actor attribute keeps the
/// conformance and the record valid.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let arguments = try PreviewArguments(node)
        // The `#` of `#Preview`, not an attribute above it: the line the gallery shows.
        let location = context.location(of: node.pound, at: .afterLeadingTrivia, filePathMode: .fileID)
        let fileID = location.map { "\($0.file)" } ?? "\"\""
        let line = location.map { "\($0.line)" } ?? "0"
        let column = location.map { "\($0.column)" } ?? "0"
        let typeName = context.makeUniqueName("Preview")
        let body = PreviewBody(arguments.body, in: context).source

        var call: [String] = []
        if let name = arguments.name { call.append(name.trimmedDescription) }
        if !arguments.traits.isEmpty {
            call.append("traits: " + arguments.traits.map(\.trimmedDescription).joined(separator: ", "))
        }
        call.append("body: \(body)")

        return [
            """
            struct \(typeName): SwiftUI.PreviewRegistry {
                nonisolated static let fileID: String = \(raw: fileID)
                nonisolated static let line: Int = \(raw: line)
                nonisolated static let column: Int = \(raw: column)

                @MainActor static func makePreview() throws -> SwiftUI.Preview {
                    SwiftUI.Preview(\(raw: call.joined(separator: ", ")))
                }

                @section("trellis_previews") @used
                nonisolated static let _trellisRecord: SwiftUI._PreviewRecord = (
                    0x7472_7076, 1, { SwiftUI._storePreviewRegistry(\(typeName).self, into: $0) }
                )
            }
            """
        ]
    }
}

/// The arguments of one `#Preview`, by role.
struct PreviewArguments {
    /// The display name expression, if any.
    var name: ExprSyntax?
    /// `traits:` and the additional traits after it, in order.
    var traits: [ExprSyntax] = []
    /// The body: a trailing closure or `body:`.
    var body: ExprSyntax

    init(_ node: some FreestandingMacroExpansionSyntax) throws {
        var name: ExprSyntax?
        var body: ExprSyntax?
        var inTraits = false
        for argument in node.arguments {
            switch argument.label?.text {
            case nil where inTraits: traits.append(argument.expression)
            case nil: name = argument.expression
            case "traits":
                inTraits = true
                traits.append(argument.expression)
            case "body":
                inTraits = false
                body = argument.expression
            default:
                throw DiagnosticsError(diagnostics: [
                    Diagnostic(node: argument, message: PreviewDiagnostic.unsupportedArgument(argument.label?.text ?? "_"))
                ])
            }
        }
        if let trailing = node.trailingClosure { body = ExprSyntax(trailing) }
        guard let body else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: node, message: PreviewDiagnostic.missingBody)])
        }
        self.name = name
        self.body = body
    }
}

enum PreviewDiagnostic: DiagnosticMessage {
    case missingBody
    case unsupportedArgument(String)
    case nestedPreviewable

    var message: String {
        switch self {
        case .missingBody: "#Preview needs a body: a closure that returns the view to preview"
        case let .unsupportedArgument(label):
            "#Preview argument '\(label):' is not supported by Trellis (visionOS cameras and scene styles are not available)"
        case .nestedPreviewable:
            "'@Previewable' declarations must be at the top level of the #Preview body"
        }
    }

    var diagnosticID: MessageID {
        switch self {
        case .missingBody: MessageID(domain: "TrellisPreviewMacros", id: "missingBody")
        case .unsupportedArgument: MessageID(domain: "TrellisPreviewMacros", id: "unsupportedArgument")
        case .nestedPreviewable: MessageID(domain: "TrellisPreviewMacros", id: "nestedPreviewable")
        }
    }

    var severity: DiagnosticSeverity { .error }
}
