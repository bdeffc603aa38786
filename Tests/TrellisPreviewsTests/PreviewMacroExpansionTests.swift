import Foundation
import Testing

/// The `#Preview` plugin's output for each form, read as text.
@Suite struct PreviewMacroExpansionTests {
    /// The expansion with every run of whitespace as one space: the compiler
    /// re-indents expansions, so the tests compare tokens, not layout.
    private func expand(_ source: String) throws -> MacroPlugin.Expansion {
        var result = try MacroPlugin().expandPreview(source)
        result.source = result.source.map(flat)
        return result
    }

    @Test func registersTheTypeWithItsLocationAndASectionRecord() throws {
        let source = try #require(try expand("#Preview {\n    Text(\"Hi\")\n}").source)
        #expect(source.contains(flat(": SwiftUI.PreviewRegistry {")))
        #expect(source.contains(flat("nonisolated static let fileID: String = \"App/ContentView.swift\"")))
        #expect(source.contains(flat("nonisolated static let line: Int = 10")))
        #expect(source.contains(flat("nonisolated static let column: Int = 1")))
        #expect(source.contains(flat("@MainActor static func makePreview() throws -> SwiftUI.Preview {")))
        #expect(source.contains(flat("SwiftUI.Preview(body: SwiftUI._previewBody {\nText(\"Hi\")\n})")))
        #expect(source.contains(flat("@section(\"trellis_previews\") @used")))
        #expect(source.contains(flat("nonisolated static let _trellisRecord: SwiftUI._PreviewRecord = (")))
        #expect(source.contains(flat("0x7472_7076, 1, { SwiftUI._storePreviewRegistry(")))
    }

    @Test func passesTheNameAndEveryTraitInOrder() throws {
        let source = try #require(try expand(
            "#Preview(\"Card\", traits: .sizeThatFitsLayout, .landscapeLeft, .modifier(Sample())) { Card() }").source)
        #expect(source.contains(flat(
            "SwiftUI.Preview(\"Card\", traits: .sizeThatFitsLayout, .landscapeLeft, .modifier(Sample()), body: SwiftUI._previewBody {\nCard()\n})")))
    }

    @Test func previewableDeclarationsBecomeStoredPropertiesOfAWrapperView() throws {
        let source = try #require(try expand("""
            #Preview {
                @Previewable @State var count = 0
                @Previewable @FocusState var focused: Bool
                let step = 2
                Button("\\(count)") { count += step }
            }
            """).source)
        #expect(source.contains(flat("struct __P_Previewable_Transform_Wrapper: SwiftUI.View {")))
        #expect(source.contains(flat("@State var count = 0\n@FocusState var focused: Bool\nvar body: some SwiftUI.View {")))
        #expect(source.contains(flat("let step = 2\nButton(\"\\(count)\") { count += step }")))
        #expect(source.contains(flat("return __P_Previewable_Transform_Wrapper()")))
        #expect(!source.contains(flat("@Previewable")))
    }

    @Test func bodyLabelAndFunctionReferences() throws {
        let closure = try #require(try expand("#Preview(\"B\", body: { Text(\"B\") })").source)
        #expect(closure.contains(flat("SwiftUI.Preview(\"B\", body: SwiftUI._previewBody {\nText(\"B\")\n})")))
        let reference = try #require(try expand("#Preview(body: makeSample)").source)
        #expect(reference.contains(flat("SwiftUI.Preview(body: makeSample)")))
    }

    @Test func nestedPreviewableIsAnError() throws {
        let result = try expand("#Preview {\n    if true {\n        @Previewable @State var x = 0\n        Text(\"\\(x)\")\n    }\n}")
        #expect(result.diagnostics == ["'@Previewable' declarations must be at the top level of the #Preview body"])
    }

    @Test func visionOnlyArgumentsAreReported() throws {
        let result = try expand("#Preview(\"Space\", immersionStyle: .full) { Text(\"x\") }")
        #expect(result.source == nil)
        #expect(result.diagnostics.first?.contains(flat("'immersionStyle:' is not supported by Trellis")) == true)
    }
}

/// `text` with each run of whitespace replaced by one space, and none after `(`/`{` or before `)`/`}`.
func flat(_ text: String) -> String {
    var out = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for (from, to) in [("( ", "("), (" )", ")"), ("{ ", "{"), (" }", "}")] {
        out = out.replacingOccurrences(of: from, with: to)
    }
    return out
}
