import Foundation
import Testing
import TrellisHost
@testable import TrellisWeb

/// A window's scene (its `@SceneStorage`) travels with the page: `hello` names it, `GET /?scene=` asks
/// for it again. The id is client input: only a well-formed id that no open window has is honoured.
@Suite(.timeLimit(.minutes(1))) struct SceneIdentityTests {
    /// The `scene` of a `hello` message.
    func scene(of hello: String) throws -> String {
        let marker = #""scene":""#
        let start = try #require(hello.range(of: marker)).upperBound
        return String(hello[start...].prefix { $0 != "\"" })
    }

    @Test func helloNamesTheSceneAndANewWindowAfterARestartAsksForIt() async throws {
        // Long enough for a loaded machine to get from page load to socket; `eventually` waits out the rest.
        let live = try await LiveServer.start { $0.gracePeriod = .seconds(2) }
        let window = try await live.openWindow()
        let (socket, hello) = try await live.connect(window)
        let scene = try scene(of: hello)
        #expect(RandomToken.isWellFormed(scene))
        #expect(await live.log.scenes == [scene], "the document was made for the scene hello names")
        await socket.close()
        #expect(try await eventually { await live.server.registry.windowIDs.isEmpty })
        // The window is gone (as after a restart): the page opens a new one in the same scene.
        let reopened = try await live.openWindow("?scene=\(scene)")
        #expect(reopened != window)
        #expect(await live.log.scenes == [scene, scene])
        let (again, secondHello) = try await live.connect(reopened)
        #expect(try self.scene(of: secondHello) == scene)
        await again.close()
        await live.stop()
    }

    @Test func aSceneAnOpenWindowHasIsNotShared() async throws {
        let live = try await LiveServer.start()
        _ = try await live.openWindow()
        let first = try #require(await live.log.scenes.first)
        // A duplicated tab asks for the same scene while the first window is open: it gets its own.
        _ = try await live.openWindow("?scene=\(first)")
        let second = try #require(await live.log.scenes.last)
        #expect(second != first && RandomToken.isWellFormed(second))
        await live.stop()
    }

    @Test(arguments: ["", "ABCDEF0123456789ABCDEF0123456789", "0123", "../../etc/passwd", String(repeating: "a", count: 33), "%00"])
    func aMalformedSceneGetsAFreshOne(_ forged: String) async throws {
        let live = try await LiveServer.start()
        _ = try await live.openWindow("?scene=\(forged)")
        let scene = try #require(await live.log.scenes.first)
        #expect(scene != forged && RandomToken.isWellFormed(scene))
        await live.stop()
    }
}
