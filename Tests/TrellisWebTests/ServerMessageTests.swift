import Testing
import TrellisHost
@testable import TrellisWeb

@Suite struct ServerMessageTests {
    let button = HostNode(id: HostElementID(1), role: .button, properties: ["label": "Go", "style": "bordered"])

    @Test func encodesHello() {
        #expect(ServerMessage.hello(window: "ab12", idiom: "mac", seq: 0).json == #"{"v":2,"t":"hello","window":"ab12","idiom":"mac","seq":0}"#)
        #expect(ServerMessage.hello(window: "ab12", idiom: "mac", seq: 0, scene: "cd34").json
            == #"{"v":2,"t":"hello","window":"ab12","idiom":"mac","seq":0,"scene":"cd34"}"#)
    }

    @Test func encodesResetWithNestedNodesAndSortedProperties() {
        let root = HostNode(id: .root, role: .application, children: [
            button, HostNode(id: HostElementID(2), role: .text, text: "Count: 0"),
        ])
        #expect(ServerMessage.reset(root: root).json == #"{"v":2,"t":"reset","root":[0,"application",null,{},[[1,"button",null,{"label":"Go","style":"bordered"},[]],[2,"text","Count: 0",{},[]]]]}"#)
    }

    @Test func encodesEveryPatchOp() {
        let update = HostUpdate(changes: [
            .insert(button, parent: .root, before: nil),
            .insert(button, parent: HostElementID(3), before: HostElementID(4)),
            .remove(HostElementID(5)),
            .removeChildren(HostElementID(30)),
            .move(HostElementID(6), parent: HostElementID(7), before: nil),
            .move(HostElementID(6), parent: HostElementID(7), before: HostElementID(8)),
            .setProperty(HostElementID(9), key: "hidden", value: "true"),
            .setProperty(HostElementID(9), key: "hidden", value: nil),
            .setText(HostElementID(2), "Count: 1"),
        ])
        let node = #"[1,"button",null,{"label":"Go","style":"bordered"},[]]"#
        let expected = #"{"v":2,"t":"patch","seq":7,"c":["#
            + #"["i",0,null,"# + node + "],"
            + #"["i",3,4,"# + node + "],"
            + #"["r",5],["c",30],["m",6,7,null],["m",6,7,8],["p",9,"hidden","true"],["p",9,"hidden",null],["t",2,"Count: 1"]]}"#
        #expect(ServerMessage.patch(seq: 7, update).json == expected)
    }

    @Test func encodesIdiomErrorAndPong() {
        #expect(ServerMessage.idiom("phone").json == #"{"v":2,"t":"idiom","idiom":"phone"}"#)
        #expect(ServerMessage.error("bad").json == #"{"v":2,"t":"error","message":"bad"}"#)
        #expect(ServerMessage.pong.json == #"{"v":2,"t":"pong"}"#)
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
