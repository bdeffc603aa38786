import Testing
import TrellisHost
@testable import TrellisWeb

/// `pointer` samples (gestures): every number finite and bounded, the phase one of four.
@Suite struct PointerMessageTests {
    @Test func decodesASampleWithAndWithoutPinch() throws {
        #expect(try ClientMessage.decode(#"{"t":"event","id":12,"e":"pointer","phase":"changed","x":40,"y":8.5,"gx":140,"gy":300,"ms":116}"#)
            == .event(.pointer(PointerSample(.changed, x: 40, y: 8.5, windowX: 140, windowY: 300, time: 0.116)), element: HostElementID(12)))
        #expect(try ClientMessage.decode(#"{"t":"event","id":3,"e":"pointer","phase":"began","x":0,"y":0,"gx":0,"gy":0,"ms":0,"scale":1.5,"angle":-30}"#)
            == .event(.pointer(PointerSample(.began, x: 0, y: 0, time: 0, scale: 1.5, rotation: -30)), element: HostElementID(3)))
    }

    @Test(arguments: [
        #"{"t":"event","id":1,"e":"pointer","phase":"moved","x":0,"y":0,"gx":0,"gy":0,"ms":0}"#,
        #"{"t":"event","id":1,"e":"pointer","phase":"changed","x":1e7,"y":0,"gx":0,"gy":0,"ms":0}"#,
        #"{"t":"event","id":1,"e":"pointer","phase":"changed","x":0,"y":-1e300,"gx":0,"gy":0,"ms":0}"#,
        #"{"t":"event","id":1,"e":"pointer","phase":"changed","x":0,"y":0,"gx":"1","gy":0,"ms":0}"#,
        #"{"t":"event","id":1,"e":"pointer","phase":"changed","x":0,"y":0,"gx":0,"gy":0,"ms":-1}"#,
        #"{"t":"event","id":1,"e":"pointer","phase":"changed","x":0,"y":0,"gx":0,"gy":0,"ms":4000000}"#,
        #"{"t":"event","id":1,"e":"pointer","phase":"changed","x":0,"y":0,"gx":0,"gy":0,"ms":0,"scale":0}"#,
        #"{"t":"event","id":1,"e":"pointer","phase":"changed","x":0,"y":0,"gx":0,"gy":0,"ms":0,"scale":1e9}"#,
        #"{"t":"event","id":1,"e":"pointer","phase":"changed","x":0,"y":0,"gx":0,"gy":0,"ms":0,"angle":1e6}"#,
        #"{"t":"event","id":1,"e":"pointer","phase":"changed","x":0,"y":0,"gx":0,"ms":0}"#,
        #"{"t":"event","id":1,"e":"pointer","x":0,"y":0,"gx":0,"gy":0,"ms":0}"#,
        #"{"t":"event","id":1,"e":"pointer","phase":"changed","x":NaN,"y":0,"gx":0,"gy":0,"ms":0}"#,
    ])
    func refusesMalformedOrOutOfRangeSamples(json: String) {
        #expect(throws: ProtocolError.self) { try ClientMessage.decode(json) }
    }
}

/// `keyPress` (`onKeyPress`): a bounded key name, bounded characters, known modifiers and phase.
@Suite struct KeyPressMessageTests {
    @Test func decodesAKeyPress() throws {
        #expect(try ClientMessage.decode(#"{"t":"event","id":4,"e":"keyPress","key":"a","chars":"A","mods":["shift"],"phase":"repeat"}"#)
            == .event(.keyPress(KeyPressSample(key: "a", characters: "A", modifiers: ["shift"], phase: .repeat)), element: HostElementID(4)))
    }

    @Test(arguments: [
        #"{"t":"event","id":4,"e":"keyPress","key":"","chars":"","phase":"down"}"#,
        #"{"t":"event","id":4,"e":"keyPress","key":"a","chars":"a","phase":"press"}"#,
        #"{"t":"event","id":4,"e":"keyPress","key":"a","phase":"down"}"#,
        #"{"t":"event","id":4,"e":"keyPress","key":"a","chars":"a","mods":["hyper"],"phase":"down"}"#,
    ])
    func refusesMalformedKeyPresses(json: String) {
        #expect(throws: ProtocolError.self) { try ClientMessage.decode(json) }
    }

    @Test func refusesAnOversizeKeyName() {
        let json = #"{"t":"event","id":4,"e":"keyPress","key":""# + String(repeating: "k", count: 65) + #"","chars":"","phase":"down"}"#
        #expect(throws: ProtocolError.self) { try ClientMessage.decode(json) }
    }
}
