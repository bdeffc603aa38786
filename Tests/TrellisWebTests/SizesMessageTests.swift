import Testing
import TrellisHost
@testable import TrellisWeb

/// The `sizes` message (docs/PROTOCOL.md): what the page may tell the server about measured elements.
@Suite struct SizesMessageTests {
    @Test func decodesMeasurements() throws {
        #expect(try ClientMessage.decode(#"{"t":"sizes","s":[[12,16,60.5,992,640],[31,-4,708,0,21]]}"#) == .sizes([
            HostMeasurement(id: HostElementID(12), x: 16, y: 60.5, width: 992, height: 640),
            HostMeasurement(id: HostElementID(31), x: -4, y: 708, width: 0, height: 21),
        ]))
        #expect(try ClientMessage.decode(#"{"t":"sizes","s":[]}"#) == .sizes([]))
    }

    @Test(arguments: [
        #"{"t":"sizes"}"#,
        #"{"t":"sizes","s":{"12":[1,2,3,4]}}"#,
        #"{"t":"sizes","s":[[12,1,2,3]]}"#,
        #"{"t":"sizes","s":[[12,1,2,3,4,5]]}"#,
        #"{"t":"sizes","s":[12,1,2,3,4]}"#,
        #"{"t":"sizes","s":[["12",1,2,3,4]]}"#,
        #"{"t":"sizes","s":[[0,1,2,3,4]]}"#,
        #"{"t":"sizes","s":[[-3,1,2,3,4]]}"#,
        #"{"t":"sizes","s":[[1.5,1,2,3,4]]}"#,
        #"{"t":"sizes","s":[[9007199254740992,1,2,3,4]]}"#,
        #"{"t":"sizes","s":[[12,1,2,-3,4]]}"#,
        #"{"t":"sizes","s":[[12,1,2,3,1000001]]}"#,
        #"{"t":"sizes","s":[[12,-1000001,2,3,4]]}"#,
        #"{"t":"sizes","s":[[12,1,2,3,null]]}"#,
        #"{"t":"sizes","s":[[12,1,2,3,4],[12,5,6,7,8]]}"#,
    ])
    func refusesForgedMeasurements(json: String) {
        #expect(throws: ProtocolError.self) { try ClientMessage.decode(json) }
    }

    @Test func refusesMoreThanTheLimit() throws {
        let entries = (1...ProtocolLimits.maxMeasurements + 1).map { "[\($0),0,0,10,10]" }.joined(separator: ",")
        #expect(throws: ProtocolError.self) { try ClientMessage.decode(#"{"t":"sizes","s":["# + entries + "]}") }
        let most = (1...ProtocolLimits.maxMeasurements).map { "[\($0),0,0,10,10]" }.joined(separator: ",")
        guard case let .sizes(sizes) = try ClientMessage.decode(#"{"t":"sizes","s":["# + most + "]}") else {
            Issue.record("not a sizes message")
            return
        }
        #expect(sizes.count == ProtocolLimits.maxMeasurements)
    }

    /// Random mutations of a valid message never trap, and whatever decodes is within the limits.
    @Test func randomMessagesDecodeWithinLimitsOrAreRefused() {
        var seed: UInt64 = 0x5EED_5123
        func next() -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed >> 33
        }
        let atoms = ["0", "1", "-1", "12", "1e6", "1e7", "-1e300", "0.5", "9007199254740991", "null", "true", "\"7\"", "[]", "{}", "[1,2,3,4,5]"]
        for _ in 0..<2_000 {
            let count = Int(next() % 6)
            let entries = (0..<count).map { _ in
                "[" + (0..<Int(next() % 7)).map { _ in atoms[Int(next() % UInt64(atoms.count))] }.joined(separator: ",") + "]"
            }
            let json = #"{"t":"sizes","s":["# + entries.joined(separator: ",") + "]}"
            guard case let .sizes(sizes)? = try? ClientMessage.decode(json) else { continue }
            #expect(sizes.count <= ProtocolLimits.maxMeasurements)
            for m in sizes {
                #expect(m.id.rawValue >= 1 && m.width >= 0 && m.height >= 0 && m.width <= ProtocolLimits.maxMeasuredLength
                    && abs(m.x) <= ProtocolLimits.maxMeasuredLength && m.x.isFinite && m.y.isFinite)
            }
            #expect(Set(sizes.map(\.id)).count == sizes.count)
        }
    }
}
