import Testing
import TrellisHost
@testable import TrellisWeb

@Suite struct ServerMessageTests {
    let button = HostNode(id: HostElementID(1), role: .button, properties: ["label": "Go", "style": "bordered"])

    @Test func encodesHello() {
        #expect(ServerMessage.hello(window: "ab12", idiom: "mac", seq: 0).json == #"{"v":3,"t":"hello","window":"ab12","idiom":"mac","seq":0}"#)
        #expect(ServerMessage.hello(window: "ab12", idiom: "mac", seq: 0, scene: "cd34").json
            == #"{"v":3,"t":"hello","window":"ab12","idiom":"mac","seq":0,"scene":"cd34"}"#)
    }

    @Test func encodesResetWithNestedNodesAndSortedProperties() {
        let root = HostNode(id: .root, role: .application, children: [
            button, HostNode(id: HostElementID(2), role: .text, text: "Count: 0"),
        ])
        #expect(ServerMessage.reset(root: root).json == #"{"v":3,"t":"reset","root":[0,"application",null,{},[[1,"button",null,{"label":"Go","style":"bordered"},[]],[2,"text","Count: 0",{},[]]]]}"#)
    }

    @Test func encodesEveryPatchOp() {
        var other = button
        other.properties["style"] = "plain"
        let update = HostUpdate(changes: [
            .insert(button, parent: .root, before: nil),
            .insert(other, parent: HostElementID(3), before: HostElementID(4)),
            .remove(HostElementID(5)),
            .removeChildren(HostElementID(30)),
            .move(HostElementID(6), parent: HostElementID(7), before: nil),
            .move(HostElementID(6), parent: HostElementID(7), before: HostElementID(8)),
            .setProperty(HostElementID(9), key: "hidden", value: "true"),
            .setProperty(HostElementID(9), key: "hidden", value: nil),
            .setText(HostElementID(2), "Count: 1"),
        ])
        let node = #"[1,"button",null,{"label":"Go","style":"bordered"},[]]"#
        let otherNode = #"[1,"button",null,{"label":"Go","style":"plain"},[]]"#
        let expected = #"{"v":3,"t":"patch","seq":7,"c":["#
            + #"["i",0,null,"# + node + "],"
            + #"["i",3,4,"# + otherNode + "],"
            + #"["r",5],["c",30],["m",6,7,null],["m",6,7,8],["p",9,"hidden","true"],["p",9,"hidden",null],["t",2,"Count: 1"]]}"#
        #expect(ServerMessage.patch(seq: 7, update).json == expected)
    }

    /// A row shaped like the one inserted before it (a list's next row) goes as its ids and texts:
    /// `["j", parent, before, [ids in document order], [texts in document order]]`.
    @Test func aSubtreeShapedLikeThePreviousInsertIsSentAsItsIdsAndTexts() {
        func row(_ id: Int, _ title: String) -> HostNode {
            HostNode(id: HostElementID(id), role: .generic, properties: ["layout": "hstack"], children: [
                HostNode(id: HostElementID(id + 1), role: .text, text: title),
                HostNode(id: HostElementID(id + 2), role: .button, properties: ["style": "plain"], children: [
                    HostNode(id: HostElementID(id + 3), role: .text, text: "Delete \"\(title)\""),
                ]),
            ])
        }
        var selected = row(30, "Third")
        selected.properties["background"] = "accent"
        let update = HostUpdate(changes: [
            .insert(row(10, "First"), parent: HostElementID(5), before: nil),
            .setText(HostElementID(2), "Count: 2"),
            .insert(row(20, "Second"), parent: HostElementID(5), before: nil),
            .insert(selected, parent: HostElementID(5), before: HostElementID(9)),
            .insert(row(40, "Fourth"), parent: HostElementID(6), before: HostElementID(9)),
        ])
        let json = ServerMessage.patch(seq: 1, update).json
        // The first is whole; an op between inserts doesn't break the chain; a different property
        // (the selected row's background) makes a whole insert again, and the next row is compared
        // with that one: a different shape, so whole too.
        #expect(json.contains(#"["t",2,"Count: 2"],["j",5,null,[20,21,22,23],["Second","Delete \"Second\""]]"#))
        #expect(json.contains(#"["i",5,9,[30,"generic",null,{"background":"accent","layout":"hstack"},"#))
        #expect(json.contains(#"["i",6,9,[40,"generic",null,{"layout":"hstack"},"#))
        #expect(json.hasPrefix(#"{"v":3,"t":"patch","seq":1,"c":[["i",5,null,[10,"generic",null,{"layout":"hstack"},[[11,"text","First",{},[]],"#))
    }

    @Test func aTextWhereThePreviousInsertHadNoneMakesAWholeInsert() {
        let first = HostNode(id: HostElementID(1), role: .text)
        let second = HostNode(id: HostElementID(2), role: .text, text: "Now with words")
        let json = ServerMessage.patch(seq: 1, HostUpdate(changes: [
            .insert(first, parent: .root, before: nil), .insert(second, parent: .root, before: nil),
        ])).json
        #expect(json.contains(#"["i",0,null,[2,"text","Now with words",{},[]]]"#))
        #expect(!json.contains(#"["j""#))
    }

    @Test func encodesIdiomErrorAndPong() {
        #expect(ServerMessage.idiom("phone").json == #"{"v":3,"t":"idiom","idiom":"phone"}"#)
        #expect(ServerMessage.error("bad").json == #"{"v":3,"t":"error","message":"bad"}"#)
        #expect(ServerMessage.pong.json == #"{"v":3,"t":"pong"}"#)
    }

    @Test func escapesStringsSoTheOutputParsesBack() throws {
        let nasty = "quote\" backslash\\ newline\n tab\t cr\r nul\u{0} bell\u{7} esc\u{1B} ls\u{2028} ps\u{2029} emoji😀 </script>"
        let json = ServerMessage.setTextPatch(nasty).json
        #expect(json.contains(#"quote\" backslash\\ newline\n tab\t cr\r nul\u0000 bell\u0007 esc\u001b ls\u2028 ps\u2029 emoji😀"#))
        // Round trip through our own strict parser proves it is valid JSON with the same text.
        guard case let .object(fields) = try JSONParser.parse(Array(json.utf8)),
              case let .array(ops)? = fields["c"], case let .array(op)? = ops.first, op.count == 3,
              case let .string(text) = op[2]
        else { Issue.record("not a patch: \(json)"); return }
        #expect(text == nasty)
    }
}

extension ServerMessage {
    static func setTextPatch(_ text: String) -> ServerMessage {
        .patch(seq: 1, HostUpdate(changes: [.setText(HostElementID(2), text)]))
    }
}
