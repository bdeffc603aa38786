import Testing
import TrellisHost
@testable import TrellisWeb

@Suite(.timeLimit(.minutes(1))) struct WindowLifetimeTests {
    @Test func reloadWithinGraceReattachesWithHelloAndReset() async throws {
        let live = try await LiveServer.start { $0.gracePeriod = .seconds(5) }
        let window = try await live.openWindow()
        let (socket, _) = try await live.connect(window)
        try await socket.send(#"{"t":"event","id":1,"e":"activate"}"#)
        _ = try await socket.receiveText()
        await socket.close()
        #expect(try await eventually { await !live.server.registry.isAttached(window) })

        let page = try await httpGet(port: live.port, "/?window=\(window)")
        #expect(page.windowID == window, "the reload shows the same window")
        #expect(page.body.contains("Count: 1"), "rendered from the existing state")
        let (again, hello) = try await live.connect(window)
        #expect(hello.hasPrefix(#"{"v":3,"t":"hello","window":"\#(window)","idiom":"mac","seq":1,"scene":""#))
        let reset = try await again.receiveText()
        #expect(reset == #"{"v":3,"t":"reset","root":[0,"application",null,{},[[1,"button",null,{"label":"Increment"},[]],[2,"text","Count: 1",{},[]]]]}"#)
        #expect(await live.log.documents.count == 1, "no new view graph for a reattach")
        await again.close()
        await live.stop()
    }

    @Test func afterGraceTheWindowIsClosedAndFreed() async throws {
        // Long enough for a loaded machine to get from page load to socket; `eventually` waits out the rest.
        let live = try await LiveServer.start { $0.gracePeriod = .seconds(2) }
        let window = try await live.openWindow()
        let (socket, _) = try await live.connect(window)
        await socket.close()
        let document = try #require(await live.log.documents.first)
        #expect(try await eventually { await live.server.registry.windowIDs.isEmpty })
        #expect(await document.closed)
        let late = try await RawWebSocket.connect(port: live.port, path: "/_trellis/ws?window=\(window)", origin: live.origin).get()
        #expect(try await late.receive() == .close(code: 4404))
        // A reload with the stale id gets a fresh window instead.
        #expect(try await live.openWindow("?window=\(window)") != window)
        await late.close()
        await live.stop()
    }

    @Test func aPageThatNeverConnectsIsFreedToo() async throws {
        let live = try await LiveServer.start { $0.gracePeriod = .milliseconds(200) }
        _ = try await live.openWindow()
        #expect(try await eventually { await live.server.registry.windowIDs.isEmpty })
        await live.stop()
    }

    /// What a click's removed views held is freed once the page has had time to paint the patch,
    /// not while it does; the window goes on meanwhile.
    @Test func removedViewsAreFreedAfterThePatchHadTimeToPaint() async throws {
        let live = try await LiveServer.start()
        let window = try await live.openWindow()
        let document = try #require(await live.log.documents.first)
        await MainActor.run { document.removesViews = true }
        let (socket, _) = try await live.connect(window)
        let sent = ContinuousClock.now
        try await socket.send(#"{"t":"event","id":1,"e":"activate"}"#)
        _ = try await socket.receiveText()
        #expect(try await eventually { await document.releases == 1 })
        #expect(ContinuousClock.now - sent >= WindowSession.releaseDelay)
        try await socket.send(#"{"t":"event","id":1,"e":"activate"}"#)
        #expect(try await socket.receiveText()?.contains("Count: 2") == true)
        await socket.close()
        await live.stop()
    }

    /// A page that keeps sending (clicks, scrolling) is left to it: the release waits until the page
    /// has been quiet for the delay. (Checked only when this task itself was never held up longer
    /// than the delay, which on a stalled machine would make the page look quiet.)
    @MainActor @Test func aBusyPagePostponesTheReleaseUntilItIsQuiet() async throws {
        let document = CounterDocument(idiom: nil)
        let session = WindowSession(id: "busy", document: document, idiom: nil, scene: "")
        defer { session.close() }
        document.onRemovedViews?()
        let start = ContinuousClock.now
        var last = start
        var longestGap = Duration.zero
        while ContinuousClock.now - start < WindowSession.releaseDelay * 3 {
            session.pageWasActive()
            let now = ContinuousClock.now
            longestGap = max(longestGap, now - last)
            last = now
            try await Task.sleep(for: WindowSession.releaseDelay / 10)
        }
        guard max(longestGap, ContinuousClock.now - last) < WindowSession.releaseDelay else { return }
        #expect(document.releases == 0)
        while document.releases == 0 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(ContinuousClock.now - last >= WindowSession.releaseDelay)
    }
}
