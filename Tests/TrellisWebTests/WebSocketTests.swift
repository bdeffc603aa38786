import Testing
import TrellisHost
@testable import TrellisWeb

@Suite(.timeLimit(.minutes(1))) struct WebSocketTests {
    let patchOne = #"{"v":3,"t":"patch","seq":1,"c":[["t",2,"Count: 1"]]}"#

    @Test func helloThenOnePatchPerActivate() async throws {
        let live = try await LiveServer.start()
        let window = try await live.openWindow()
        let (socket, hello) = try await live.connect(window)
        #expect(hello.hasPrefix(#"{"v":3,"t":"hello","window":"\#(window)","idiom":"mac","seq":0,"scene":""#))
        try await socket.send(#"{"t":"event","id":1,"e":"activate"}"#)
        try await socket.send(#"{"t":"ping"}"#)
        #expect(try await socket.receiveText() == patchOne)
        // Exactly one patch: the very next message is the pong.
        #expect(try await socket.receiveText() == #"{"v":3,"t":"pong"}"#)
        await socket.close()
        await live.stop()
    }

    @Test func garbageIsDroppedWhileTheConnectionAndOtherWindowsStayUsable() async throws {
        let live = try await LiveServer.start()
        let (socket, _) = try await live.connect(try await live.openWindow())
        let (other, _) = try await live.connect(try await live.openWindow())
        let garbage = [
            "{nope", "[]", #"{"t":"event","id":1,"e":"activate""#, #"{"t":"event","id":"1","e":"activate"}"#,
            #"{"t":"event","id":99,"e":"activate"}"#, #"{"t":"event","id":-4,"e":"activate"}"#,
            #"{"t":"event","id":1,"e":"setNumber","value":NaN}"#, #"{"t":"event","id":1,"e":"teleport"}"#,
            #"{"t":"event","id":2,"e":"activate"}"#, #"{"t":"event","id":1,"e":"setBool","value":"yes"}"#,
            #"{"t":"warp"}"#, "\u{0}\u{1}", #"{"t":"event","id":1e400,"e":"activate"}"#,
            #"{"t":"event","id":1,"e":"setText","value":""# + String(repeating: "x", count: 100_000) + #""}"#,
        ]
        let start = ContinuousClock.now
        for text in garbage { try await socket.send(text) }
        try await socket.send(opcode: 2, [0xDE, 0xAD, 0xBE, 0xEF])
        for _ in 0..<1000 { try await socket.send(#"{"t":"event","id":1,"e":"explode"}"#) }
        try await Task.sleep(for: .milliseconds(600))  // let the rate limiter refill
        try await socket.send(#"{"t":"ping"}"#)
        let (dropped, _) = try await socket.receiveText { $0 == #"{"v":3,"t":"pong"}"# }
        #expect(dropped.allSatisfy { $0.hasPrefix(#"{"v":3,"t":"error""#) }, "only error notices before the pong")
        // At most one notice per second of handling (a loaded machine takes longer, never more per second).
        let seconds = Int((ContinuousClock.now - start).components.seconds) + 1
        #expect(!dropped.isEmpty && dropped.count <= seconds + 1, "errors to the client are rate-limited to one a second: \(dropped.count) in \(seconds) s")
        try await socket.send(#"{"t":"event","id":1,"e":"activate"}"#)
        #expect(try await socket.receiveText() == patchOne, "garbage changed nothing: the count goes 0 → 1")
        try await other.send(#"{"t":"event","id":1,"e":"activate"}"#)
        #expect(try await other.receiveText() == patchOne, "the other window is unaffected")
        await socket.close()
        await other.close()
        await live.stop()
    }

    @Test func viewportAndIdiomReachTheDocument() async throws {
        let live = try await LiveServer.start()
        let (socket, _) = try await live.connect(try await live.openWindow("?idiom=phone"))
        try await socket.send(#"{"t":"viewport","w":390,"h":844,"scheme":"dark"}"#)
        try await socket.send(#"{"t":"idiom","idiom":"pad"}"#)
        #expect(try await socket.receiveText() == #"{"v":3,"t":"idiom","idiom":"pad"}"#)
        let document = try #require(await live.log.documents.first)
        #expect(document.initialIdiom == "phone")
        #expect(await document.viewports == [Viewport(width: 390, height: 844, colorScheme: .dark)])
        #expect(await document.idioms == ["pad"])
        await socket.close()
        await live.stop()
    }

    @Test func crossOriginAndMissingOriginUpgradesAreRefusedWith403() async throws {
        let live = try await LiveServer.start()
        let window = try await live.openWindow()
        for origin in ["http://evil.example", "http://localhost:\(live.port)", "http://127.0.0.1:1", nil] {
            let result = try await RawWebSocket.connect(port: live.port, path: "/_trellis/ws?window=\(window)", origin: origin)
            guard case let .failure(error) = result else { Issue.record("upgrade from \(origin ?? "nil") accepted"); continue }
            #expect(error.reply.status == 403)
        }
        await live.stop()
    }

    @Test func unknownWindowIsClosedWithUnknownWindowCode() async throws {
        let live = try await LiveServer.start()
        for window in ["0123456789abcdef0123456789abcdef", "../etc", ""] {
            let result = try await RawWebSocket.connect(
                port: live.port, path: "/_trellis/ws?window=\(window)", origin: live.origin)
            let socket = try result.get()
            #expect(try await socket.receive() == .close(code: 4404))
            await socket.close()
        }
        await live.stop()
    }

    @Test func newerSocketReplacesOlderOne() async throws {
        let live = try await LiveServer.start()
        let window = try await live.openWindow()
        let (first, _) = try await live.connect(window)
        let (second, hello) = try await live.connect(window)
        #expect(hello.contains(#""t":"hello""#))
        #expect(try await first.receive() == .close(code: 4001))
        try await second.send(#"{"t":"event","id":1,"e":"activate"}"#)
        #expect(try await second.receiveText() == patchOne)
        await first.close()
        await second.close()
        await live.stop()
    }

    @Test func aReplacedSocketIsClosedEvenWhenItsClientIgnoresTheCloseFrame() async throws {
        let live = try await LiveServer.start()
        let window = try await live.openWindow()
        let (first, _) = try await live.connect(window)
        let (second, _) = try await live.connect(window)
        #expect(try await first.receive() == .close(code: 4001))
        // The first client never answers the close frame; the server stops reading it and hangs up anyway.
        #expect(try await first.receive() == nil, "the server ended the replaced connection")
        try await second.send(#"{"t":"event","id":1,"e":"activate"}"#)
        #expect(try await second.receiveText() == patchOne, "the newer socket carries on")
        await first.close()
        await second.close()
        await live.stop()
    }

    @Test func theKernelProbesAnIdleWebSocketSoAVanishedClientIsNoticed() async throws {
        // No WebSocket ping task per connection: the server turns on TCP keep-alive instead.
        let live = try await LiveServer.start()
        let (socket, _) = try await live.connect(try await live.openWindow())
        let port = try #require(socket.socket.localPort)
        let options = try #require(AcceptedSocketOptions(clientPort: port), "the server's end of the socket")
        #expect(options.keepAlive == 1)
        #expect(options.keepAliveIdle == 60)
        await socket.close()
        await live.stop()
    }

    @Test func aPatchIsNotHeldBackWaitingForTheClientsAcknowledgement() async throws {
        // Nagle's algorithm off: a small frame written while the last one is unacknowledged leaves at once.
        let live = try await LiveServer.start()
        let (socket, _) = try await live.connect(try await live.openWindow())
        let port = try #require(socket.socket.localPort)
        let options = try #require(AcceptedSocketOptions(clientPort: port), "the server's end of the socket")
        #expect(options.noDelay != 0)
        await socket.close()
        await live.stop()
    }

    @Test func anUpgradeAndAMessageLargerThanTheFirstReceiveBufferArriveWhole() async throws {
        // A connection starts reading into a 1 KB buffer (an idle window keeps it): a larger upgrade
        // request and a larger message still arrive whole, the buffer growing as NIO's allocator grows it.
        let live = try await LiveServer.start()
        let window = try await live.openWindow()
        let upgrade = try await RawWebSocket.connect(
            port: live.port, path: "/_trellis/ws?window=\(window)", origin: live.origin,
            headers: ["X-Padding": String(repeating: "p", count: 4_000)])
        let socket = try upgrade.get()
        _ = try await socket.receiveText()
        try await socket.send(#"{"t":"event","id":1,"e":"activate""# + String(repeating: " ", count: 20_000) + "}")
        let (_, patch) = try await socket.receiveText { $0.contains("Count: 1") }
        #expect(patch == #"{"v":3,"t":"patch","seq":1,"c":[["t",2,"Count: 1"]]}"#)
        await socket.close()
        await live.stop()
    }

    @Test func messagesSentTogetherAreHandledOneByOneInOrder() async throws {
        // The reader runs on the channel's event loop and hops to the main actor for each message: a burst,
        // with a message split into fragments in the middle of it, is still handled in the order sent.
        let live = try await LiveServer.start()
        let (socket, _) = try await live.connect(try await live.openWindow())
        let activate = Array(#"{"t":"event","id":1,"e":"activate"}"#.utf8)
        for _ in 0..<10 { try await socket.send(opcode: 1, activate) }
        try await socket.send(opcode: 1, Array(activate[..<12]), fin: false)
        try await socket.send(opcode: 0, Array(activate[12...]), fin: true)
        for _ in 0..<9 { try await socket.send(opcode: 1, activate) }
        try await socket.send(#"{"t":"ping"}"#)
        let (patches, _) = try await socket.receiveText { $0 == #"{"v":3,"t":"pong"}"# }
        #expect(patches == (1...20).map { #"{"v":3,"t":"patch","seq":\#($0),"c":[["t",2,"Count: \#($0)"]]}"# })
        await socket.close()
        await live.stop()
    }

    @Test func messagesSentBeforeTheSocketIsAttachedAreHandledAfterItInOrder() async throws {
        // A page sends its viewport as soon as the socket opens, before the server has attached the
        // socket to its window: what comes then waits and is handled, in order, once it is attached.
        let live = try await LiveServer.start()
        let windowID = try await live.openWindow()
        guard case let .success(socket) = try await RawWebSocket.connect(
            port: live.port, path: "/_trellis/ws?window=\(windowID)", origin: live.origin)
        else { throw TestFailure("upgrade refused") }
        for _ in 0..<3 { try await socket.send(#"{"t":"event","id":1,"e":"activate"}"#) }
        try await socket.send(#"{"t":"ping"}"#)
        let (before, _) = try await socket.receiveText { $0 == #"{"v":3,"t":"pong"}"# }
        #expect(before.first?.contains(#""t":"hello""#) == true)
        #expect(before.dropFirst().map { $0 } == (1...3).map { #"{"v":3,"t":"patch","seq":\#($0),"c":[["t",2,"Count: \#($0)"]]}"# })
        await socket.close()
        await live.stop()
    }

    @Test func controlFramesAreAnsweredAndBrokenFragmentsClose() async throws {
        // Pings go to the WebSocket library, which answers them; they are not client messages.
        let live = try await LiveServer.start()
        let (socket, _) = try await live.connect(try await live.openWindow())
        try await socket.send(opcode: 9, Array("are you there".utf8))
        #expect(try await socket.receive() == .pong)
        try await socket.send(#"{"t":"ping"}"#)
        #expect(try await socket.receiveText() == #"{"v":3,"t":"pong"}"#)
        // A continuation frame that continues no message breaks the protocol: 1002.
        try await socket.send(opcode: 0, Array("{}".utf8))
        #expect(try await socket.receive() == .close(code: 1002))
        await socket.close()
        await live.stop()
    }
}
