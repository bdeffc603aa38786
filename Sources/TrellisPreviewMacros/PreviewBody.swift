import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// The body of a `#Preview`, rewritten as the expansion's `body:` argument.
///
/// A closure is passed through `SwiftUI._previewBody`, whose parameter is a
/// `@ViewBuilder` closure, so the statements mean exactly what they meant in
/// the `#Preview` (a builder block, or an explicit `return`).
///
/// Top-level `@Previewable` declarations become stored properties of a local
/// wrapper view, as Apple's macro does, so their property wrappers (`@State`,
/// `@FocusState`, …) are owned by the view graph:
///
///     #Preview {                                  SwiftUI._previewBody {
///         @Previewable @State var on = false          struct __P_Previewable_Transform_Wrapper: SwiftUI.View {
///         Toggle("Wi-Fi", isOn: $on)       ⟶              @State var on = false
///     }                                                   var body: some SwiftUI.View {
///                                                             Toggle("Wi-Fi", isOn: $on)
///                                                         }
///                                                     }
///                                                     return __P_Previewable_Transform_Wrapper()
///                                                 }
struct PreviewBody {
    let source: String

    init(_ body: ExprSyntax, in context: some MacroExpansionContext) {
        guard let closure = body.as(ClosureExprSyntax.self) else {
            // `body: makeView`: a function reference needs no builder.
            source = body.trimmedDescription
            return
        }
        var properties: [String] = []
        var statements: [String] = []
        for item in closure.statements {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: isPreviewable) {
                properties.append(variable.removingPreviewable.trimmedDescription)
            } else {
                statements.append(item.trimmedDescription)
                NestedPreviewableFinder.diagnose(item, in: context)
            }
        }
        let block = statements.joined(separator: "\n")
        if properties.isEmpty {
            source = "SwiftUI._previewBody {\n\(block)\n}"
        } else {
            source = """
                SwiftUI._previewBody {
                struct __P_Previewable_Transform_Wrapper: SwiftUI.View {
                \(properties.joined(separator: "\n"))
                var body: some SwiftUI.View {
                \(block)
                }
                }
                return __P_Previewable_Transform_Wrapper()
                }
                """
        }
    }
}

/// `@Previewable` or `@SwiftUI.Previewable`.
func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
    guard case let .attribute(attribute) = element else { return false }
    let name = attribute.attributeName.trimmedDescription
    return name == "Previewable" || name.hasSuffix(".Previewable")
}

extension VariableDeclSyntax {
    /// The declaration without its `@Previewable` attribute (the others stay).
    var removingPreviewable: VariableDeclSyntax {
        var copy = self
        copy.attributes = attributes.filter { !isPreviewable($0) }
        return copy
    }
}

/// Reports `@Previewable` declarations nested below the top level of the body,
/// where they could not become stored properties.
final class NestedPreviewableFinder: SyntaxVisitor {
    private var found: [AttributeSyntax] = []

    static func diagnose(_ node: some SyntaxProtocol, in context: some MacroExpansionContext) {
        let finder = NestedPreviewableFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        for attribute in finder.found {
            context.diagnose(Diagnostic(node: attribute, message: PreviewDiagnostic.nestedPreviewable))
        }
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if isPreviewable(.attribute(node)) { found.append(node) }
        return .skipChildren
    }
}
