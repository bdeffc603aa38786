import Foundation
import Testing
import TrellisHost
@testable import TrellisWeb

/// The host vocabulary is declared once (``HostVocabulary``); the docs and the JS runtime follow it.
@Suite struct HostVocabularyTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyPropertyIsDeclaredOnce() {
        let names = HostVocabulary.properties.map(\.name)
        #expect(Set(names).count == names.count, "duplicate names in HostVocabulary")
        for property in HostVocabulary.properties {
            #expect(!property.rendering.isEmpty, "\(property.name) says nothing of how it renders")
        }
    }

    /// docs/RENDERING.md's table is generated: a stale table is rewritten and the test fails, so the
    /// change shows in `git diff` and the next run passes.
    @Test func renderingDocListsTheVocabulary() throws {
        let url = Self.root.appendingPathComponent("docs/RENDERING.md")
        let doc = try String(contentsOf: url, encoding: .utf8)
        let begin = "<!-- vocabulary:begin -->\n", end = "<!-- vocabulary:end -->"
        let start = try #require(doc.range(of: begin)), stop = try #require(doc.range(of: end))
        let current = String(doc[start.upperBound..<stop.lowerBound])
        let expected = HostVocabulary.markdownTable + "\n"
        if current != expected {
            let fixed = doc[..<start.upperBound] + expected + doc[stop.lowerBound...]
            try fixed.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("docs/RENDERING.md's vocabulary table was stale; it has been regenerated: commit it")
        }
    }

    /// Sample values of each kind, valid and not: the JS runtime must accept and refuse exactly what
    /// the declaration does, for every declared key.
    static func samples(for kind: HostValueKind) -> [String] {
        switch kind {
        case let .oneOf(names): return names + ["bogus"]
        case .number: return ["8", "8.50", "1e3", "infinity"]
        case .dimension: return ["infinity", "12.0", "x"]
        case .flag: return ["true", "false"]
        case .color: return ["red", "gray/0.5", "rgba(1, 2, 3, 0.5)", "url(x)"]
        case .insets: return ["1,2,3,4", "1,2"]
        case .shape: return ["capsule", "roundedRectangle:4.0", "star"]
        case .text: return ["<b>&'\""]
        case .symbol: return ["star.fill", "a b"]
        case .paint: return ["red", "linear;0,0,1,1;red@0;blue@1.0", "material:thin", "radial;0,0,1;red@0", "url(x)"]
        case let .numbers(counts): return counts.map { Array(repeating: "1.0", count: $0).joined(separator: ",") } + ["1,x"]
        case .dash: return ["6,3", "6,,3"]
        case .pathData: return ["M0 0L1 2Z", "M0 0\"/><x"]
        case .transform: return ["r(45) t(1,-2)", "x(1)"]
        case .filter: return ["blur(2) shadow(red@4,0,2)", "sepia(1)"]
        case .clip: return ["circle", "rect:4,4", "star"]
        case .gridTracks: return ["f:100 x:10,inf a:80,200", "q:1", "x:1"]
        case .keyframes:
            return ["0.5|once|1;s(1,1)||;s(1.5,1.5)|blur(2)|0.5", "1|loop|2;||1;t(0,-10)||0.25", "0.5|once|1;s(1,1)||",
                    "0.5|twice|1;||;||", "0|once|1;||;||", "0.5|once|1;x(1)||;||", "0.5|once|1;||2;||"]
        }
    }

    @Test func jsRuntimeKnowsEveryDeclaredProperty() throws {
        let node = try #require(HTMLAgreementTests.node, "node is needed to run trellis.js: install it (apt-get install nodejs)")
        var pairs: [(String, String)] = []
        for property in HostVocabulary.properties {
            for value in Self.samples(for: property.kind) { pairs.append((property.name, value)) }
        }
        let input: [String: Any] = [
            "runtime": HTMLAgreementTests.trellisJS.path, "extensions": HTMLAgreementTests.extensions,
            "validate": pairs.map { [$0.0, $0.1] },
        ]
        let out = try HTMLAgreementTests().runHarness(node: node, input: input)
        let js = try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [Any] ?? []
        try #require(js.count == pairs.count)
        for (i, (key, value)) in pairs.enumerated() {
            let swift = HostVocabulary.validated(key, value)
            #expect((js[i] as? String) == swift, "trellis.js and HostVocabulary disagree on \(key)=\(value): js \(js[i]), declared \(String(describing: swift))")
        }
    }
}
