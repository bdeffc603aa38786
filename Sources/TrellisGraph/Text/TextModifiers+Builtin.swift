import TrellisCore
import TrellisHost

/// `lineLimit` lands on the content's element: `lineLimit` (the most lines, 1…10; the stylesheet
/// clamps every text below it) and `lineReserve` (the lines of height a range's lower bound or
/// `reservesSpace` keeps).
@MainActor extension _LineLimitModifier: BuiltinModifier {
    static let maxLines = 10

    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        var properties: [(String, String)] = []
        if let upper, upper >= 1, upper <= Self.maxLines { properties.append(("lineLimit", String(upper))) }
        let reserve = reservesSpace ? upper : lower
        if let reserve, reserve >= 1 { properties.append(("lineReserve", String(min(reserve, Self.maxLines)))) }
        return withAttributes(content, inputs, properties)
    }
}
