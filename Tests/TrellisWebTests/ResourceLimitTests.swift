import Foundation
import Testing
import TrellisHost
@testable import TrellisWeb

/// Everything a client can make the server hold is bounded: windows, and bytes queued for a socket.
@Suite(.timeLimit(.minutes(1))) struct ResourceLimitTests {
    @Test func pageLoadsBeyondTheLimitFreeTheLongestIdleWindowFirst() async throws {
        let live = try await LiveServer.start { $0.maxWindows = 3; $0.gracePeriod = .seconds(30) }
        let first = try await live.openWindow()
        let second = try await live.openWindow()
        let third = try await live.openWindow()
        let fourth = try await live.openWindow()
        #expect(await live.server.registry.windowIDs == [second, third, fourth])
        #expect(await live.log.documents.first?.closed == true, "the freed window's graph was closed")
        #expect(first != fourth)
        await live.stop()
    }

    @Test func aServerFullOfConnectedWindowsAnswers503AndRecovers() async throws {
        // The grace period is also how long a loaded machine may take from page load to socket.
        let live = try await LiveServer.start { $0.maxWindows = 1; $0.gracePeriod = .seconds(1) }
        let window = try await live.openWindow()
        let (socket, _) = try await live.connect(window)
        let busy = try await httpGet(port: live.port, "/")
        #expect(busy.status == 503)
        #expect(busy.header("Retry-After") == "10")
        #expect(busy.body.contains("The server is busy"))
        // The connected window is untouched.
        try await socket.send(#"{"t":"event","id":1,"e":"activate"}"#)
        #expect(try await socket.receiveText()?.contains("Count: 1") == true)
        await socket.close()
        // Once its socket is gone, a new page load may take its place.
        var status = 0
        for _ in 0..<400 where status != 200 {
            status = try await httpGet(port: live.port, "/").status
            if status != 200 { try await Task.sleep(for: .milliseconds(50)) }
        }
        #expect(status == 200)
        await live.stop()
    }

    @Test func aClientThatStopsReadingIsDisconnectedAndItsWindowKept() async throws {
        let live = try await LiveServer.start(
            { $0.maxOutboundBytes = 256 << 10; $0.gracePeriod = .seconds(30) },
            document: { CounterDocument(idiom: $0, padding: 64 << 10) })
        let window = try await live.openWindow()
        let (socket, _) = try await live.connect(window)
        // 400 clicks (the burst) each answered by a 64 KB patch: 25 MB, far more than socket buffers and
        // the 256 KB allowance. The client never reads. The server may cut it off before the burst is all
        // sent: a write then fails (reset by the server), which is what this test is after.
        for _ in 0..<400 {
            do { try await socket.send(#"{"t":"event","id":1,"e":"activate"}"#) } catch { break }
        }
        var attached = true
        for _ in 0..<200 where attached {
            attached = await live.server.registry.isAttached(window)
            if attached { try await Task.sleep(for: .milliseconds(50)) }
        }
        #expect(!attached, "the slow client was disconnected")
        #expect(await live.server.registry.isOpen(window), "its window is kept for the grace period")
        await socket.close()
        // A reconnect starts from a full reset of the window as it now is.
        let (again, _) = try await live.connect(window)
        let reset = try #require(try await again.receiveText())
        #expect(reset.hasPrefix(#"{"v":3,"t":"reset""#))
        await again.close()
        await live.stop()
    }
}
