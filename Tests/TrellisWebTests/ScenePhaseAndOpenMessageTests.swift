import Testing
import TrellisHost
@testable import TrellisWeb

/// The `phase` client message (`\.scenePhase`) and the `open` server message (the system `openURL` action).
@Suite struct ScenePhaseAndOpenMessageTests {
    @Test func aPhaseMessageTakesOnlyTheThreePhases() throws {
        for phase in ["active", "inactive", "background"] {
            #expect(try ClientMessage.decode(#"{"t":"phase","phase":"\#(phase)"}"#) == .scenePhase(phase))
        }
        for bad in [#"{"t":"phase","phase":"hacked"}"#, #"{"t":"phase"}"#, #"{"t":"phase","phase":1}"#,
                    #"{"t":"phase","phase":"\#(String(repeating: "a", count: 100))"}"#] {
            #expect(throws: ProtocolError.self) { try ClientMessage.decode(bad) }
        }
    }

    @Test func theClientCannotSendAnOpenMessage() {
        #expect(throws: ProtocolError.self) { try ClientMessage.decode(#"{"t":"open","url":"javascript:alert(1)"}"#) }
    }

    @Test func anOpenMessageEscapesItsURL() {
        #expect(ServerMessage.openURL("https://example.com/a?b=\"c\"").json == #"{"v":3,"t":"open","url":"https://example.com/a?b=\"c\""}"#)
    }
}
