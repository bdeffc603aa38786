import Testing
import TrellisHost
@testable import TrellisWeb

@Suite struct ClientMessageTests {
    func event(_ json: String) throws -> ClientMessage { try ClientMessage.decode(json) }

    @Test(arguments: [
        (#"{"t":"event","id":12,"e":"activate"}"#, HostEvent.activate),
        (#"{"t":"event","id":12,"e":"pressBegan"}"#, .pressBegan),
        (#"{"t":"event","id":12,"e":"pressEnded"}"#, .pressEnded),
        (#"{"t":"event","id":12,"e":"contextMenu"}"#, .contextMenu),
        (#"{"t":"event","id":12,"e":"setBool","value":true}"#, .setBool(true)),
        (#"{"t":"event","id":12,"e":"setNumber","value":-2.5e2}"#, .setNumber(-250)),
        (#"{"t":"event","id":12,"e":"setText","value":"h\u00e9llo \ud83d\ude00"}"#, .setText("héllo 😀")),
        (#"{"t":"event","id":12,"e":"select","value":3}"#, .select(3)),
        (#"{"t":"event","id":12,"e":"editing","value":false}"#, .editing(false)),
        (#"{"t":"event","id":12,"e":"focus","value":true}"#, .focus(true)),
        (#"{"t":"event","id":12,"e":"key","key":"Enter","mods":["shift","command","shift"]}"#, .key("Enter", modifiers: ["shift", "command"])),
        (#"{"t":"event","id":12,"e":"key","key":"a"}"#, .key("a", modifiers: [])),
        (#"{"t":"event","id":12,"e":"reorder","from":0,"to":4}"#, .reorder(from: 0, to: 4)),
        (#"{"t":"event","id":12,"e":"swipe","edge":"trailing","full":false}"#, .swipe(.trailing, full: false)),
        (#"{"t":"event","id":12,"e":"swipe","edge":"leading","full":true}"#, .swipe(.leading, full: true)),
        (#"{"t":"event","id":12,"e":"swipe","edge":"none","full":false}"#, .swipe(nil, full: false)),
        (#"{"t":"event","id":12,"e":"insert","at":1,"items":[{"type":"text","value":"Milk"},{"type":"url","value":"https://a.example/b"}]}"#,
         .insert(at: 1, items: [HostDropItem(.text, "Milk"), HostDropItem(.url, "https://a.example/b")])),
        (#"{"t":"event","id":12,"e":"visibleRange","from":49990,"to":50012}"#, .visibleRange(from: 49_990, to: 50_012)),
        (#"{"t":"event","id":12,"e":"visibleRange","from":7,"to":7}"#, .visibleRange(from: 7, to: 7)),
    ])
    func decodesEveryEvent(json: String, expected: HostEvent) throws {
        #expect(try ClientMessage.decode(json) == .event(expected, element: HostElementID(12)))
    }

    @Test func decodesViewportIdiomPingAndToleratesVersionAndExtraFields() throws {
        #expect(try ClientMessage.decode(#"{"t":"viewport","w":1024,"h":768.5,"scheme":"dark"}"#)
            == .viewport(Viewport(width: 1024, height: 768.5, colorScheme: .dark)))
        // The window the page draws (an iPad's screen): both sizes or neither, in range.
        #expect(try ClientMessage.decode(#"{"t":"viewport","w":1280,"h":800,"ww":978,"wh":680,"scheme":"light"}"#)
            == .viewport(Viewport(width: 1280, height: 800, colorScheme: .light, window: .init(width: 978, height: 680))))
        #expect(throws: ProtocolError.missingField("wh")) {
            try ClientMessage.decode(#"{"t":"viewport","w":1280,"h":800,"ww":978,"scheme":"light"}"#)
        }
        #expect(throws: ProtocolError.self) {
            try ClientMessage.decode(#"{"t":"viewport","w":1280,"h":800,"ww":-1,"wh":680,"scheme":"light"}"#)
        }
        // The display's scale (`\.displayScale`), optional, within 0.25 … 16.
        var scaled = Viewport(width: 800, height: 600, colorScheme: .light)
        scaled.scale = 3
        #expect(try ClientMessage.decode(#"{"t":"viewport","w":800,"h":600,"scheme":"light","dpr":3}"#) == .viewport(scaled))
        for bad in ["0", "100", "\"2\"", "null"] {
            #expect(throws: ProtocolError.self) {
                try ClientMessage.decode(#"{"t":"viewport","w":800,"h":600,"scheme":"light","dpr":"# + bad + "}")
            }
        }
        // The window's safe area (`GeometryProxy.safeAreaInsets`): four numbers in range, optional.
        var phone = Viewport(width: 400, height: 860, colorScheme: .light)
        phone.safeArea = .init(x: 0, y: 54, width: 393, height: 768)
        #expect(try ClientMessage.decode(#"{"t":"viewport","w":400,"h":860,"scheme":"light","sa":[0,54,393,768]}"#) == .viewport(phone))
        for bad in ["[0,54,393]", "[0,-1,393,768]", "[0,54,393,1e9]", "\"0,54\"", "[0,54,393,null]"] {
            #expect(throws: ProtocolError.self) {
                try ClientMessage.decode(#"{"t":"viewport","w":400,"h":860,"scheme":"light","sa":"# + bad + "}")
            }
        }
        #expect(try ClientMessage.decode(#"{"t":"idiom","idiom":"phone"}"#) == .idiom("phone"))
        #expect(try ClientMessage.decode(#" { "v" : 3 , "t" : "ping" , "future" : [1,{"x":null}] } "#) == .ping)
    }

    @Test(arguments: [
        ("?not json", ProtocolError.invalidJSON("unexpected character at byte 0")),
        ("[1,2]", .notAnObject),
        (#""ping""#, .notAnObject),
        ("{}", .missingType),
        (#"{"t":5}"#, .missingType),
        (#"{"v":1,"t":"ping"}"#, .unsupportedVersion("1.0")),
        (#"{"t":"launch"}"#, .unknownType("launch")),
        (#"{"t":"event","id":1,"e":"explode"}"#, .unknownEvent("explode")),
        (#"{"t":"event","e":"activate"}"#, .missingField("id")),
        (#"{"t":"event","id":1}"#, .missingField("e")),
        (#"{"t":"event","id":-1,"e":"activate"}"#, .invalidField("id", expected: "an integer in 0...9007199254740991")),
        (#"{"t":"event","id":1.5,"e":"activate"}"#, .invalidField("id", expected: "an integer in 0...9007199254740991")),
        (#"{"t":"event","id":9007199254740992,"e":"activate"}"#, .invalidField("id", expected: "an integer in 0...9007199254740991")),
        (#"{"t":"event","id":"1","e":"activate"}"#, .invalidField("id", expected: "an integer in 0...9007199254740991")),
        (#"{"t":"event","id":1,"e":"setBool","value":1}"#, .invalidField("value", expected: "a boolean")),
        (#"{"t":"event","id":1,"e":"setBool"}"#, .missingField("value")),
        (#"{"t":"event","id":1,"e":"setText","value":7}"#, .invalidField("value", expected: "a string")),
        (#"{"t":"event","id":1,"e":"select","value":-3}"#, .invalidField("value", expected: "an integer in 0...9007199254740991")),
        (#"{"t":"event","id":1,"e":"reorder","from":1}"#, .missingField("to")),
        (#"{"t":"event","id":1,"e":"swipe","edge":"up","full":false}"#, .invalidField("edge", expected: "leading, trailing or none")),
        (#"{"t":"event","id":1,"e":"swipe","edge":"none","full":true}"#, .invalidField("full", expected: "false when edge is none")),
        (#"{"t":"event","id":1,"e":"swipe","edge":"leading"}"#, .missingField("full")),
        (#"{"t":"event","id":1,"e":"insert","at":0,"items":[]}"#, .invalidField("items", expected: #"an array of 1 to 16 {"type": "text" or "url", "value": string} items"#)),
        (#"{"t":"event","id":1,"e":"insert","at":0,"items":[{"type":"file","value":"x"}]}"#, .invalidField("items", expected: #"an array of 1 to 16 {"type": "text" or "url", "value": string} items"#)),
        (#"{"t":"event","id":1,"e":"insert","at":0,"items":[{"type":"url","value":"javascript:alert(1)"}]}"#, .invalidField("items", expected: "URLs that are absolute http or https URLs")),
        (#"{"t":"event","id":1,"e":"insert","at":-1,"items":[{"type":"text","value":"x"}]}"#, .invalidField("at", expected: "an integer in 0...9007199254740991")),
        (#"{"t":"event","id":1,"e":"visibleRange","to":5}"#, .missingField("from")),
        (#"{"t":"event","id":1,"e":"visibleRange","from":5}"#, .missingField("to")),
        (#"{"t":"event","id":1,"e":"visibleRange","from":-1,"to":5}"#, .invalidField("from", expected: "an integer in 0...9007199254740991")),
        (#"{"t":"event","id":1,"e":"visibleRange","from":1.5,"to":5}"#, .invalidField("from", expected: "an integer in 0...9007199254740991")),
        (#"{"t":"event","id":1,"e":"visibleRange","from":"0","to":5}"#, .invalidField("from", expected: "an integer in 0...9007199254740991")),
        (#"{"t":"event","id":1,"e":"visibleRange","from":0,"to":1e300}"#, .invalidField("to", expected: "an integer in 0...9007199254740991")),
        (#"{"t":"event","id":1,"e":"visibleRange","from":9,"to":5}"#, .invalidField("to", expected: "an integer not below from")),
        (#"{"t":"event","id":1,"e":"visibleRange","from":0,"to":10001}"#, .invalidField("to", expected: "at most 10000 rows after from")),
        (#"{"t":"event","id":1,"e":"key","key":""}"#, .invalidField("key", expected: "a non-empty string")),
        (#"{"t":"event","id":1,"e":"key","key":"a","mods":["hyper"]}"#, .invalidField("mods", expected: "modifier names from capsLock command control function option shift")),
        (#"{"t":"event","id":1,"e":"key","key":"a","mods":"shift"}"#, .invalidField("mods", expected: "an array of at most 8 modifier names")),
        (#"{"t":"idiom","idiom":"toaster"}"#, .invalidField("idiom", expected: "one of auto mac pad phone tv vision watch")),
        (#"{"t":"viewport","w":1,"h":1,"scheme":"sepia"}"#, .invalidField("scheme", expected: "\"light\" or \"dark\"")),
        (#"{"t":"viewport","w":-1,"h":1,"scheme":"light"}"#, .invalidField("w", expected: "a finite number in 0.0...1000000.0")),
    ])
    func rejects(json: String, error: ProtocolError) {
        #expect(throws: error) { try ClientMessage.decode(json) }
    }

    @Test(arguments: [
        #"{"t":"event","id":1,"e":"setNumber","value":NaN}"#,
        #"{"t":"event","id":1,"e":"setNumber","value":Infinity}"#,
        #"{"t":"event","id":1,"e":"setNumber","value":1e999}"#,
        #"{"t":"ping",}"#, #"{"t":"ping""#, #"{"t":'ping'}"#, "{\"t\":\"pi\ng\"}", #"{"t":"\ud800"}"#,
        #"{"t":"\x"}"#, "{\"t\":\"ping\"} x", #"{"t":01}"#, #"{"t":-}"#, #"{"t":1.}"#, #"{"t":tru}"#, "",
        String(repeating: "[", count: 100) + String(repeating: "]", count: 100),
    ])
    func rejectsMalformedJSON(json: String) {
        #expect {
            try ClientMessage.decode(json)
        } throws: { error in
            if case .invalidJSON = error as? ProtocolError { return true }
            return false
        }
    }

    @Test func rejectsOversizeMessagesBeforeParsing() {
        let big = #"{"t":"event","id":1,"e":"setText","value":""# + String(repeating: "x", count: 70_000) + #""}"#
        #expect(throws: ProtocolError.tooLarge(bytes: big.utf8.count)) { try ClientMessage.decode(big) }
    }

    @Test func rejectsLongStrings() {
        let text = #"{"t":"event","id":1,"e":"setText","value":""# + String(repeating: "é", count: 20_000) + #""}"#
        #expect(throws: ProtocolError.stringTooLong("value", limit: ProtocolLimits.maxTextBytes)) { try ClientMessage.decode(text) }
        let key = #"{"t":"event","id":1,"e":"key","key":""# + String(repeating: "k", count: 65) + #""}"#
        #expect(throws: ProtocolError.stringTooLong("key", limit: 64)) { try ClientMessage.decode(key) }
    }

    @Test func errorDescriptionsSayTheFix() {
        #expect(ProtocolError.unknownType("x").description.contains("use one of event, viewport, idiom, ping"))
        #expect(ProtocolError.binaryMessage.description.contains("send JSON as a text frame"))
    }
}
