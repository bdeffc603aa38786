import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: marks a property-wrapped local in a `#Preview` body.
///
/// The attribute itself expands to nothing. `#Preview` finds the marked
/// declarations and turns them into stored properties of a wrapper view, so
/// `@Previewable @State var count = 0` gets real, graph-owned state.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
