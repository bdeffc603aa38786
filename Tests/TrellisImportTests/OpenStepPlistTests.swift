import Testing
@testable import TrellisImport

@Suite struct OpenStepPlistTests {
    @Test func readsDictionariesArraysAndBothKindsOfString() throws {
        let plist = try OpenStepPlist.parse("""
            // !$*UTF8*$!
            {
                name = Counter; /* a comment */
                path = "My App/Content View.swift";
                escaped = "say \\"hi\\"";
                list = ( a, "b c", );
                nested = { isa = PBXGroup; children = ( ); };
                data = <0a0b>;
            }
            """)
        #expect(plist["name"]?.string == "Counter")
        #expect(plist["path"]?.string == "My App/Content View.swift")
        #expect(plist["escaped"]?.string == "say \"hi\"")
        #expect(plist["list"]?.array == [.string("a"), .string("b c")])
        #expect(plist["nested"]?["children"]?.array == [])
        #expect(plist["data"]?.string == "<0a0b>")
    }

    @Test func aMissingSemicolonNamesItsLine() {
        #expect(throws: PlistSyntaxError(line: 3, reason: "expected ';'")) {
            try OpenStepPlist.parse("{\n  a = b;\n  c = d\n}")
        }
    }

    @Test func truncatedFilesAndStrayTextAreErrors() {
        #expect(throws: PlistSyntaxError.self) { try OpenStepPlist.parse("{ a = (b, c; }") }
        #expect(throws: PlistSyntaxError.self) { try OpenStepPlist.parse("{ a = \"open; }") }
        #expect(throws: PlistSyntaxError.self) { try OpenStepPlist.parse("{ a = b; } }") }
        #expect(throws: PlistSyntaxError.self) { try OpenStepPlist.parse("") }
    }
}
