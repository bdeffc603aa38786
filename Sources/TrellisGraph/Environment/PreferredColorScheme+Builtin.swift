import TrellisCore

/// `preferredColorScheme`: the views below read the scheme, and the first element
/// carries `preferredColorScheme`, which the page applies to the whole window (chrome.css).
@MainActor extension _PreferredColorSchemeModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        guard let colorScheme else { return passThrough(content, inputs) }
        var inputs = inputs
        inputs.environment.colorScheme = colorScheme
        return withAttributes(content, inputs, [("preferredColorScheme", colorScheme == .dark ? "dark" : "light")])
    }
}
