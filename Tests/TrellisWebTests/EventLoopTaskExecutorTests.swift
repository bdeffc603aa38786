import NIOCore
import NIOPosix
import Testing
@testable import TrellisWeb

/// A socket's reader prefers its channel's event loop, so a message the loop read resumes the
/// reader there; what it relies on.
@Suite(.timeLimit(.minutes(1))) struct EventLoopTaskExecutorTests {
    @Test func aTaskThatPrefersTheLoopRunsThereAndComesBackAfterTheMainActor() async throws {
        let loop = MultiThreadedEventLoopGroup.singleton.next()
        let places = await withTaskExecutorPreference(EventLoopTaskExecutor(loop)) {
            var places = [loop.inEventLoop]
            // Resumed by the loop itself, as the reader is when the loop has read a message.
            let value = try? await loop.submit { 42 }.get()
            places.append(loop.inEventLoop && value == 42)
            // The reader hops to the main actor for each message, then returns to the loop.
            let onMain = await MainActor.run { !loop.inEventLoop }
            places.append(onMain)
            places.append(loop.inEventLoop)
            return places
        }
        #expect(places == [true, true, true, true])
    }
}
